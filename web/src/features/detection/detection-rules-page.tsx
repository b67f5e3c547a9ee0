import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Code, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { FormDialog } from '../../components/form-dialog';
import { useEditor } from '../../components/list-page';
import { PageHeader } from '../../components/page-header';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import {
  DetectionRuleCreateDocument,
  DetectionRuleDeleteDocument,
  DetectionRuleListDocument,
  DetectionRuleSetEnabledDocument,
  DetectionRuleUpdateDocument,
  RuleRow_DetectionRuleFragmentDoc,
  type DetectionRuleKind,
  type DetectionRuleLevel,
  type RuleRow_DetectionRuleFragment as Rule,
} from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { readFragment } from '../../lib/read-fragment';
import { useAttempt } from '../../lib/use-attempt';
import { useDialogSave } from '../../lib/use-dialog-save';
import { useChecks, useForm } from '../../lib/use-form';
import { useKeysetPaging } from '../../lib/use-keyset-paging';
import { DetectionList, ScopeSwitch, useDetectionScope } from './detection-list';
import { optionsOf, RULE_KIND_HELPERS, RULE_KIND_LABELS, RULE_LEVEL_LABELS } from './detection-labels';
import { GuideAction } from '../../components/empty-guide';

const LEVEL_COLOR: Record<DetectionRuleLevel, string> = { HIGH: 'red', MEDIUM: 'orange', LOW: 'yellow', INFO: 'gray' };

/** /manage/detectionManage/detectionRuleManage: custom string, API and regex rules. */
export function DetectionRulesPage() {
  const attempt = useAttempt();
  const { t } = useTranslation();
  const scope = useDetectionScope();
  const paging = useKeysetPaging(20);
  const editor = useEditor<Rule>();
  const { data, loading, error, refetch } = useQuery(DetectionRuleListDocument, { variables: { ...paging.args, system: scope.variable }, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DetectionRuleDeleteDocument);
  const [setEnabled] = useMutation(DetectionRuleSetEnabledDocument);
  const rows = data?.detectionRules.edges.map((e) => readFragment(RuleRow_DetectionRuleFragmentDoc, e.node)) ?? [];

  async function toggle(rule: Rule) {
    await attempt(async () => {
      unwrap((await setEnabled({ variables: { id: rule.id, enabled: !rule.enabled } })).data?.setDetectionRuleEnabled);
      await refetch();
    });
  }

  return (
    <Stack gap="6">
      <PageHeader
        description={t('detection.rules.description')}
        primary={{ label: t('detection.rules.create'), onClick: () => editor.edit(null), testId: TEST_IDS.detectionCreate }}
      />
      <ScopeSwitch scope={scope} onChange={paging.reset} />
      <DetectionList
        rows={rows}
        query={{ loading, error, connection: data?.detectionRules }}
        paging={paging}
        scope={scope}
        label={(r) => r.title}
        onEdit={(row) => editor.edit(row)}
        emptyGuide={{
          title: t('detection.rules.emptyGuide.title'),
          description: t('detection.rules.emptyGuide.description'),
          action: <GuideAction label={t('detection.rules.create')} onClick={() => editor.edit(null)} />,
        }}
        onDelete={async (rule) => {
          unwrap((await remove({ variables: { id: rule.id } })).data?.deleteDetectionRule);
          await refetch();
        }}
        actions={(rule) => (
          <Button size="xs" variant="ghost" onClick={() => void toggle(rule)} data-testid={TEST_IDS.detectionRuleToggle}>
            {t(rule.enabled ? 'common.disable' : 'common.enable')}
          </Button>
        )}
        columns={[
          { header: t('detection.rules.fields.title'), cell: (r) => r.title },
          { header: t('detection.rules.fields.kind'), cell: (r) => t(RULE_KIND_LABELS[r.kind]) },
          { header: t('detection.rules.fields.pattern'), cell: (r) => <Code>{r.pattern}</Code> },
          { header: t('detection.rules.fields.level'), cell: (r) => <Badge colorPalette={LEVEL_COLOR[r.level]}>{t(RULE_LEVEL_LABELS[r.level])}</Badge> },
          { header: t('detection.rules.fields.status'), cell: (r) => t(r.enabled ? 'common.enabled' : 'common.disabled') },
        ]}
      />
      {editor.open && <RuleDialog key={editor.key} rule={editor.row} system={scope.variable} onClose={editor.close} onSaved={editor.saved(refetch)} />}
    </Stack>
  );
}

function RuleDialog({ rule, system, onClose, onSaved }: { rule: Rule | null; system: boolean | null; onClose(): void; onSaved(): void }) {
  const { t } = useTranslation();
  const check = useChecks();
  const form = useForm(
    { title: rule?.title ?? '', kind: rule?.kind ?? 'STRING', pattern: rule?.pattern ?? '', level: rule?.level ?? 'MEDIUM' },
    { title: [check.required(t('detection.rules.fields.title'))], pattern: [check.required(t('detection.rules.fields.pattern'))] },
  );
  const [enabled, setEnabled] = useState(rule?.enabled ?? true);
  const { error, save } = useDialogSave(onSaved);
  const [create] = useMutation(DetectionRuleCreateDocument);
  const [update] = useMutation(DetectionRuleUpdateDocument);

  async function submit() {
    if (!form.validate()) throw new Error('invalid');
    const { title, kind, pattern, level } = form.values;
    const input = { title: title.trim(), kind: kind as DetectionRuleKind, pattern: pattern.trim(), level: level as DetectionRuleLevel, enabled };
    await save(async () => {
      if (rule) unwrap((await update({ variables: { id: rule.id, input } })).data?.updateDetectionRule);
      else unwrap((await create({ variables: { input, system } })).data?.createDetectionRule);
    });
  }

  return (
    <FormDialog open title={t(rule ? 'detection.rules.edit' : 'detection.rules.create')} error={error} onSubmit={submit} onClose={onClose} testId={TEST_IDS.detectionDialog}>
      <TextField label={t('detection.rules.fields.title')} required {...form.field('title')} testId={TEST_IDS.ruleTitle} />
      <SelectField label={t('detection.rules.fields.kind')} {...form.field('kind')} options={optionsOf(RULE_KIND_LABELS, t)} testId={TEST_IDS.ruleKind} />
      <TextField
        label={t('detection.rules.fields.pattern')}
        required
        {...form.field('pattern')}
        helper={t(RULE_KIND_HELPERS[form.values.kind as DetectionRuleKind])}
        testId={TEST_IDS.rulePattern}
      />
      <SelectField label={t('detection.rules.fields.level')} {...form.field('level')} options={optionsOf(RULE_LEVEL_LABELS, t)} testId={TEST_IDS.ruleLevel} />
      <CheckField checked={enabled} onCheckedChange={setEnabled} testId={TEST_IDS.ruleEnabled}>
        {t('common.enabled')}
      </CheckField>
    </FormDialog>
  );
}
