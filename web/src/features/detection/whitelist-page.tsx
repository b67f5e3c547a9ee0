import { useMutation, useQuery } from '@apollo/client/react';
import { Code, Stack, Tabs } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { TEST_IDS, whitelistTabTestId } from '../../app/testids';
import { FormDialog } from '../../components/form-dialog';
import { useEditor } from '../../components/list-page';
import { PageHeader } from '../../components/page-header';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import {
  DetectionWhitelistCreateDocument,
  DetectionWhitelistDeleteDocument,
  DetectionWhitelistListDocument,
  DetectionWhitelistUpdateDocument,
  WhitelistRow_DetectionWhitelistEntryFragmentDoc,
  type DetectionMatchMode,
  type DetectionWhitelistType,
  type WhitelistRow_DetectionWhitelistEntryFragment as Entry,
} from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useDialogSave } from '../../lib/use-dialog-save';
import { useChecks, useForm } from '../../lib/use-form';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { DetectionList, ScopeSwitch, useDetectionScope } from './detection-list';
import { MATCH_MODE_LABELS, optionsOf, WHITELIST_TAB_TEXT, WHITELIST_TABS, WHITELIST_TYPE_OF } from './detection-labels';
import { soNameProblem } from './detection-validation';
import { GuideAction } from '../../components/empty-guide';

/** /manage/detectionManage/whitelistManage/{so|file|log|global}: entries that suppress findings. */
export function WhitelistPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tab = (useParams().type ?? 'so') as (typeof WHITELIST_TABS)[number];
  const type = WHITELIST_TYPE_OF[tab];
  const scope = useDetectionScope();
  const paging = useKeysetPaging(20);
  const editor = useEditor<Entry>();
  const { data, loading, error, refetch } = useQuery(DetectionWhitelistListDocument, {
    variables: { ...paging.args, type, system: scope.variable },
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(DetectionWhitelistDeleteDocument);
  const rows = data?.detectionWhitelist.edges.map((e) => readFragment(WhitelistRow_DetectionWhitelistEntryFragmentDoc, e.node)) ?? [];
  const fileColumns = tab === 'so' || tab === 'file';

  return (
    <Stack gap="6">
      <PageHeader
        description={t(WHITELIST_TAB_TEXT[tab].description)}
        primary={{ label: t('detection.whitelist.create'), onClick: () => editor.edit(null), testId: TEST_IDS.detectionCreate }}
      />
      <Tabs.Root
        value={tab}
        onValueChange={(details) => {
          paging.reset();
          navigate(`/manage/detectionManage/whitelistManage/${details.value}`);
        }}
      >
        <Tabs.List>
          {WHITELIST_TABS.map((key) => (
            <Tabs.Trigger key={key} value={key} data-testid={whitelistTabTestId(key)}>
              {t(WHITELIST_TAB_TEXT[key].tab)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <ScopeSwitch scope={scope} onChange={paging.reset} />
      <DetectionList
        rows={rows}
        query={{ loading, error, connection: data?.detectionWhitelist }}
        paging={paging}
        scope={scope}
        label={(r) => r.fileName}
        onEdit={(row) => editor.edit(row)}
        emptyGuide={{
          title: t('detection.whitelist.emptyGuide.title'),
          description: t('detection.whitelist.emptyGuide.description'),
          action: <GuideAction label={t('detection.whitelist.create')} onClick={() => editor.edit(null)} />,
        }}
        onDelete={async (entry) => {
          unwrap((await remove({ variables: { id: entry.id } })).data?.deleteDetectionWhitelistEntry);
          await refetch();
        }}
        columns={[
          { header: t(fileColumns ? 'detection.whitelist.fields.fileName' : 'detection.whitelist.fields.text'), cell: (r) => <Code>{r.fileName}</Code> },
          ...(fileColumns
            ? [
                { header: t('detection.whitelist.fields.fileType'), cell: (r: Entry) => r.fileType ?? '' },
                { header: t('detection.whitelist.fields.path'), cell: (r: Entry) => r.path ?? '' },
              ]
            : []),
          { header: t('detection.whitelist.fields.matchMode'), cell: (r) => t(MATCH_MODE_LABELS[r.matchMode]) },
        ]}
      />
      {editor.open && <WhitelistDialog key={editor.key} type={type} tab={tab} system={scope.variable} entry={editor.row} onClose={editor.close} onSaved={editor.saved(refetch)} />}
    </Stack>
  );
}

interface WhitelistDialogProps {
  type: DetectionWhitelistType;
  tab: (typeof WHITELIST_TABS)[number];
  system: boolean | null;
  entry: Entry | null;
  onClose(): void;
  onSaved(): void;
}

function WhitelistDialog({ type, tab, system, entry, onClose, onSaved }: WhitelistDialogProps) {
  const { t } = useTranslation();
  const fileColumns = tab === 'so' || tab === 'file';
  const nameLabel = t(fileColumns ? 'detection.whitelist.fields.fileName' : 'detection.whitelist.fields.text');
  const check = useChecks();
  const form = useForm(
    { fileName: entry?.fileName ?? '', fileType: entry?.fileType ?? (tab === 'so' ? 'so' : ''), path: entry?.path ?? '', matchMode: entry?.matchMode ?? 'EXACT' },
    { fileName: [check.required(nameLabel), (value) => (tab === 'so' && soNameProblem(value) ? t('detection.validation.soSuffix') : null)] },
  );
  const { error, save } = useDialogSave(onSaved);
  const [create] = useMutation(DetectionWhitelistCreateDocument);
  const [update] = useMutation(DetectionWhitelistUpdateDocument);

  async function submit() {
    if (!form.validate()) throw new Error('invalid');
    const { fileName, fileType, path, matchMode } = form.values;
    const input = { type, fileName: fileName.trim(), fileType: fileType.trim() || null, path: path.trim() || null, matchMode: matchMode as DetectionMatchMode };
    await save(async () => {
      if (entry) unwrap((await update({ variables: { id: entry.id, input } })).data?.updateDetectionWhitelistEntry);
      else unwrap((await create({ variables: { input, system } })).data?.createDetectionWhitelistEntry);
    });
  }

  return (
    <FormDialog
      open
      title={t(entry ? 'detection.whitelist.edit' : 'detection.whitelist.create')}
      error={error}
      onSubmit={submit}
      onClose={onClose}
      testId={TEST_IDS.detectionDialog}
    >
      <TextField label={nameLabel} required {...form.field('fileName')} helper={t(WHITELIST_TAB_TEXT[tab].helper)} testId={TEST_IDS.whitelistFileName} />
      {fileColumns && <TextField label={t('detection.whitelist.fields.fileType')} {...form.field('fileType')} disabled={tab === 'so'} testId={TEST_IDS.whitelistFileType} />}
      {fileColumns && (
        <TextField label={t('detection.whitelist.fields.path')} {...form.field('path')} helper={t('detection.whitelist.helpers.path')} testId={TEST_IDS.whitelistPath} />
      )}
      <SelectField label={t('detection.whitelist.fields.matchMode')} {...form.field('matchMode')} options={optionsOf(MATCH_MODE_LABELS, t)} testId={TEST_IDS.whitelistMatchMode} />
    </FormDialog>
  );
}
