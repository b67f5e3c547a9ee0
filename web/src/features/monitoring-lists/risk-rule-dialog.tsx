import { useMutation } from '@apollo/client/react';
import { Button, CloseButton, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import { FormDialog } from '../../components/form-dialog';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import {
  MonitoringListsCreateRiskRuleDocument,
  MonitoringListsUpdateRiskRuleDocument,
  type RiskConditionOp,
  type RiskLevel,
  type RiskRuleInput,
  type RiskRulePlatform,
  type RiskRuleRow_RiskRuleFragment as Rule,
  type RiskRuleType,
  type SecurityEventKind,
} from '../../gql/graphql';
import { unwrap } from '../../lib/graphql-result';
import { useDialogSave } from '../../lib/use-dialog-save';
import { useChecks, useForm } from '../../lib/use-form';
import { LEVEL_LABELS, EVENT_KINDS, kindLabel } from '../monitoring/monitoring-labels';
import { CONDITION_OP_LABELS, CONDITION_OPS, RISK_LEVELS, RULE_PLATFORM_LABELS, RULE_PLATFORMS, RULE_TYPE_LABELS, RULE_TYPES } from './lists-labels';

/** A condition row as the editor holds it: IN takes a comma-separated list. */
interface ConditionRow {
  field: string;
  op: RiskConditionOp;
  value: string;
}

/** The server's rule for a field path (risk-config.service). */
const FIELD_PATH = /^[A-Za-z0-9_.]{1,100}$/;
const MAX_CONDITIONS = 20;

function rowsOf(rule: Rule | null): ConditionRow[] {
  return (rule?.conditions ?? []).map((c) => ({ field: c.field, op: c.op, value: c.values ? c.values.join(', ') : (c.value ?? '') }));
}

function conditionInput(row: ConditionRow) {
  const field = row.field.trim();
  if (row.op === 'EXISTS') return { field, op: row.op };
  if (row.op === 'IN')
    return {
      field,
      op: row.op,
      values: row.value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    };
  return { field, op: row.op, value: row.value.trim() };
}

interface RiskRuleDialogProps {
  rule: Rule | null;
  accountId: string | null;
  /** The account's monitored apps a rule may be limited to. */
  apps: ReadonlyArray<{ id: string; name: string }>;
  onClose(): void;
  onSaved(): void;
}

/** Creates or edits a risk rule: what it matches (kinds, conditions) and the level it gives. */
export function RiskRuleDialog({ rule, accountId, apps, onClose, onSaved }: RiskRuleDialogProps) {
  const { t } = useTranslation();
  const check = useChecks();
  const nameLabel = t('monitoringLists.rules.fields.name');
  const form = useForm(
    {
      name: rule?.name ?? '',
      type: rule?.type ?? 'ENVIRONMENT',
      platform: rule?.platform ?? 'ALL',
      classification: rule?.classification ?? '',
      appId: rule?.appId ?? '',
      riskLevel: rule?.riskLevel ?? 'HIGH',
    },
    { name: [check.required(nameLabel), check.length(4, 100, t('monitoringLists.rules.nameLength'))] },
  );
  const [kinds, setKinds] = useState<ReadonlySet<SecurityEventKind>>(new Set(rule?.kinds ?? []));
  const [conditions, setConditions] = useState<ConditionRow[]>(rowsOf(rule));
  const [enabled, setEnabled] = useState(rule?.enabled ?? true);
  const [upload, setUpload] = useState(rule?.upload ?? true);
  const [localError, setLocalError] = useState<string | null>(null);
  const { error, save } = useDialogSave(onSaved);
  const [create] = useMutation(MonitoringListsCreateRiskRuleDocument);
  const [update] = useMutation(MonitoringListsUpdateRiskRuleDocument);

  const setCondition = (index: number, patch: Partial<ConditionRow>) => setConditions((rows) => rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));

  async function submit() {
    setLocalError(null);
    const valid = form.validate();
    const problem =
      kinds.size === 0
        ? t('monitoringLists.rules.kindsRequired')
        : conditions.some((c) => !FIELD_PATH.test(c.field.trim()) || (c.op !== 'EXISTS' && c.value.trim() === ''))
          ? t('monitoringLists.rules.conditionInvalid')
          : null;
    if (problem) setLocalError(problem);
    if (!valid || problem) throw new Error('invalid');
    const { name, type, platform, classification, appId, riskLevel } = form.values;
    const input: RiskRuleInput = {
      name: name.trim(),
      type: type as RiskRuleType,
      platform: platform as RiskRulePlatform,
      classification: classification.trim() || null,
      appId: appId || null,
      kinds: EVENT_KINDS.filter((kind) => kinds.has(kind)),
      conditions: conditions.map(conditionInput),
      riskLevel: riskLevel as RiskLevel,
      enabled,
      upload,
    };
    await save(async () => {
      if (rule) unwrap((await update({ variables: { id: rule.id, input, accountId } })).data?.updateRiskRule);
      else unwrap((await create({ variables: { input, accountId } })).data?.createRiskRule);
    });
  }

  return (
    <FormDialog
      open
      size="xl"
      title={t(rule ? 'monitoringLists.rules.edit' : 'monitoringLists.rules.create')}
      error={localError ?? error}
      onSubmit={submit}
      onClose={onClose}
      testId={TEST_IDS.listsDialog}
    >
      <TextField label={nameLabel} required {...form.field('name')} testId={TEST_IDS.listsName} />
      <HStack gap="3" align="start">
        <SelectField
          label={t('monitoringLists.rules.fields.type')}
          {...form.field('type')}
          options={RULE_TYPES.map((value) => ({ value, label: t(RULE_TYPE_LABELS[value]) }))}
          testId={TEST_IDS.listsType}
        />
        <SelectField
          label={t('monitoringLists.rules.fields.platform')}
          {...form.field('platform')}
          options={RULE_PLATFORMS.map((value) => ({ value, label: t(RULE_PLATFORM_LABELS[value]) }))}
          testId={TEST_IDS.listsPlatform}
        />
        <SelectField
          label={t('monitoringLists.rules.fields.riskLevel')}
          {...form.field('riskLevel')}
          options={RISK_LEVELS.map((value) => ({ value, label: t(LEVEL_LABELS[value]) }))}
          testId={TEST_IDS.listsLevel}
        />
      </HStack>
      <HStack gap="3" align="start">
        <TextField label={t('monitoringLists.rules.fields.classification')} {...form.field('classification')} testId={TEST_IDS.listsClassification} />
        <SelectField
          label={t('monitoringLists.rules.fields.app')}
          {...form.field('appId')}
          placeholder={t('monitoringLists.rules.allApps')}
          options={apps.map((app) => ({ value: app.id, label: app.name }))}
          testId={TEST_IDS.listsApp}
        />
      </HStack>
      {/* Not a Field: a Field gives every checkbox in it the same input id, so each label would tick the first. */}
      <Stack gap="2" role="group" aria-label={t('monitoringLists.rules.fields.kinds')}>
        <Text fontWeight="medium" fontSize="sm">
          {t('monitoringLists.rules.fields.kinds')}
        </Text>
        <SimpleGrid columns={{ base: 2, md: 3 }} gap="1" w="full" data-testid={TEST_IDS.listsKind}>
          {EVENT_KINDS.filter((kind) => kind !== 'HEARTBEAT').map((kind) => (
            <CheckField
              key={kind}
              size="sm"
              checked={kinds.has(kind)}
              testId={`${TEST_IDS.listsKind}-${kind}`}
              onCheckedChange={(on) =>
                setKinds((current) => {
                  const next = new Set(current);
                  if (on) next.add(kind);
                  else next.delete(kind);
                  return next;
                })
              }
            >
              {kindLabel(kind, t)}
            </CheckField>
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="2">
        <Text fontWeight="medium" fontSize="sm">
          {t('monitoringLists.rules.fields.conditions')}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {t('monitoringLists.rules.conditionsHelp')}
        </Text>
        {conditions.map((row, index) => (
          <HStack key={index} gap="2" data-testid={TEST_IDS.listsConditionField + '-row'}>
            <Input
              size="sm"
              aria-label={t('monitoringLists.rules.condition.field')}
              placeholder={t('monitoringLists.rules.condition.fieldPlaceholder')}
              value={row.field}
              onChange={(e) => setCondition(index, { field: e.currentTarget.value })}
              data-testid={TEST_IDS.listsConditionField}
            />
            <NativeSelect.Root size="sm" w="48" flexShrink={0}>
              <NativeSelect.Field
                aria-label={t('monitoringLists.rules.condition.op')}
                value={row.op}
                onChange={(e) => setCondition(index, { op: e.currentTarget.value as RiskConditionOp })}
                data-testid={TEST_IDS.listsConditionOp}
              >
                {CONDITION_OPS.map((op) => (
                  <option key={op} value={op}>
                    {t(CONDITION_OP_LABELS[op])}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Input
              size="sm"
              aria-label={t('monitoringLists.rules.condition.value')}
              placeholder={t(row.op === 'IN' ? 'monitoringLists.rules.condition.valuesPlaceholder' : 'monitoringLists.rules.condition.value')}
              value={row.value}
              disabled={row.op === 'EXISTS'}
              onChange={(e) => setCondition(index, { value: e.currentTarget.value })}
              data-testid={TEST_IDS.listsConditionValue}
            />
            <CloseButton
              size="sm"
              aria-label={t('monitoringLists.rules.condition.remove')}
              onClick={() => setConditions((rows) => rows.filter((_, i) => i !== index))}
              data-testid={TEST_IDS.listsConditionRemove}
            />
          </HStack>
        ))}
        <Button
          size="xs"
          variant="outline"
          alignSelf="start"
          disabled={conditions.length >= MAX_CONDITIONS}
          onClick={() => setConditions((rows) => [...rows, { field: '', op: 'EQ', value: '' }])}
          data-testid={TEST_IDS.listsConditionAdd}
        >
          {t('monitoringLists.rules.condition.add')}
        </Button>
      </Stack>
      <HStack gap="6">
        <CheckField checked={enabled} onCheckedChange={setEnabled} testId={TEST_IDS.listsEnabled}>
          {t('common.enabled')}
        </CheckField>
        <CheckField checked={upload} onCheckedChange={setUpload} testId={TEST_IDS.listsUpload}>
          {t('monitoringLists.rules.fields.upload')}
        </CheckField>
      </HStack>
    </FormDialog>
  );
}
