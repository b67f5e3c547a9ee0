import { useMutation, useQuery } from '@apollo/client/react';
import { Code, Field, Heading, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { FormDialog } from '../../components/form-dialog';
import { useEditor } from '../../components/list-page';
import { ListTable } from '../../components/list-table';
import { PageHeader } from '../../components/page-header';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import {
  DetectionSdkCreateDocument,
  DetectionSdkDeleteDocument,
  DetectionSdkListDocument,
  DetectionSdkUpdateDocument,
  DetectionShippedSdksDocument,
  SdkRow_DetectionSdkFragmentDoc,
  type SdkCategory,
  type SdkRow_DetectionSdkFragment as Sdk,
} from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useDialogSave } from '../../lib/use-dialog-save';
import { useChecks, useForm } from '../../lib/use-form';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { DetectionList, ScopeSwitch, useDetectionScope } from './detection-list';
import { optionsOf, SDK_CATEGORY_LABELS } from './detection-labels';
import { lines } from './detection-validation';
import { GuideAction } from '../../components/empty-guide';

const markers = (sdk: { android: string[]; ios: string[]; nativeLibs: string[] }) => [...sdk.android, ...sdk.ios, ...sdk.nativeLibs].join(', ');

/** /manage/detectionManage/thirdSdkManage: the shipped SDK catalogue and the account's additions. */
export function ThirdSdkPage() {
  const { t } = useTranslation();
  const scope = useDetectionScope();
  const paging = useKeysetPaging(20);
  const editor = useEditor<Sdk>();
  const { data, loading, error, refetch } = useQuery(DetectionSdkListDocument, { variables: { ...paging.args, system: scope.variable }, fetchPolicy: 'cache-and-network' });
  const shipped = useQuery(DetectionShippedSdksDocument);
  const [remove] = useMutation(DetectionSdkDeleteDocument);
  const rows = data?.detectionSdks.edges.map((e) => readFragment(SdkRow_DetectionSdkFragmentDoc, e.node)) ?? [];

  return (
    <Stack gap="6">
      <PageHeader
        description={t('detection.sdks.description')}
        primary={{ label: t('detection.sdks.create'), onClick: () => editor.edit(null), testId: TEST_IDS.detectionCreate }}
      />
      <ScopeSwitch scope={scope} onChange={paging.reset} />
      <Heading size="md">{t('detection.sdks.own')}</Heading>
      <DetectionList
        rows={rows}
        query={{ loading, error, connection: data?.detectionSdks }}
        paging={paging}
        scope={scope}
        label={(r) => r.name}
        onEdit={(row) => editor.edit(row)}
        emptyGuide={{
          title: t('detection.sdks.emptyGuide.title'),
          description: t('detection.sdks.emptyGuide.description'),
          action: <GuideAction label={t('detection.sdks.create')} onClick={() => editor.edit(null)} />,
        }}
        onDelete={async (sdk) => {
          unwrap((await remove({ variables: { id: sdk.id } })).data?.deleteDetectionSdk);
          await refetch();
        }}
        columns={[
          { header: t('detection.sdks.fields.name'), cell: (r) => r.name },
          { header: t('detection.sdks.fields.category'), cell: (r) => t(SDK_CATEGORY_LABELS[r.category]) },
          { header: t('detection.sdks.fields.markers'), cell: (r) => <Code>{markers(r)}</Code> },
        ]}
      />
      <Heading size="md">{t('detection.sdks.shipped')}</Heading>
      <Text color="fg.muted">{t('detection.sdks.shippedHint')}</Text>
      <ListTable
        testId={TEST_IDS.detectionShippedTable}
        maxH="xl"
        loading={shipped.loading}
        error={shipped.error}
        empty={(shipped.data?.shippedSdks ?? []).length === 0}
        columns={['detection.sdks.fields.name', 'detection.sdks.fields.category', 'detection.sdks.fields.markers']}
      >
        {(shipped.data?.shippedSdks ?? []).map((s) => (
          <Table.Row key={s.name}>
            <Table.Cell>{s.name}</Table.Cell>
            <Table.Cell>{t(SDK_CATEGORY_LABELS[s.category])}</Table.Cell>
            <Table.Cell>
              <Code>{markers(s)}</Code>
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
      {editor.open && <SdkDialog key={editor.key} sdk={editor.row} system={scope.variable} onClose={editor.close} onSaved={editor.saved(refetch)} />}
    </Stack>
  );
}

function SdkDialog({ sdk, system, onClose, onSaved }: { sdk: Sdk | null; system: boolean | null; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const check = useChecks();
  const form = useForm(
    {
      name: sdk?.name ?? '',
      category: sdk?.category ?? 'ANALYTICS',
      android: sdk?.android.join('\n') ?? '',
      ios: sdk?.ios.join('\n') ?? '',
      nativeLibs: sdk?.nativeLibs.join('\n') ?? '',
    },
    { name: [check.required(t('detection.sdks.fields.name'))] },
  );
  const { error, save } = useDialogSave(onSaved);
  const [create] = useMutation(DetectionSdkCreateDocument);
  const [update] = useMutation(DetectionSdkUpdateDocument);

  async function submit() {
    if (!form.validate()) throw new Error('invalid');
    const { name, category, android, ios, nativeLibs } = form.values;
    const input = { name: name.trim(), category: category as SdkCategory, android: lines(android), ios: lines(ios), nativeLibs: lines(nativeLibs) };
    await save(async () => {
      if (sdk) unwrap((await update({ variables: { id: sdk.id, input } })).data?.updateDetectionSdk);
      else unwrap((await create({ variables: { input, system } })).data?.createDetectionSdk);
    });
  }

  const list = (label: string, key: 'android' | 'ios' | 'nativeLibs', testId: string) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Textarea rows={3} value={form.values[key]} onChange={(e) => form.set(key)(e.currentTarget.value)} data-testid={testId} />
      <Field.HelperText>{t('detection.sdks.linesHelper')}</Field.HelperText>
    </Field.Root>
  );

  return (
    <FormDialog open title={t(sdk ? 'detection.sdks.edit' : 'detection.sdks.create')} error={error} onSubmit={submit} onClose={onClose} testId={TEST_IDS.detectionDialog}>
      <TextField label={t('detection.sdks.fields.name')} required {...form.field('name')} testId={TEST_IDS.sdkName} />
      <SelectField label={t('detection.sdks.fields.category')} {...form.field('category')} options={optionsOf(SDK_CATEGORY_LABELS, t)} testId={TEST_IDS.sdkCategory} />
      {list(t('detection.sdks.fields.android'), 'android', TEST_IDS.sdkAndroid)}
      {list(t('detection.sdks.fields.ios'), 'ios', TEST_IDS.sdkIos)}
      {list(t('detection.sdks.fields.nativeLibs'), 'nativeLibs', TEST_IDS.sdkNativeLibs)}
    </FormDialog>
  );
}
