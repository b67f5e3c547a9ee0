import { Button, CloseButton, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '../../app/testids';
import { CheckField } from '../../components/check-field';
import type { RiskConditionOp, SecurityEventKind } from '../../gql/graphql';
import { kindLabel } from '../monitoring/monitoring-labels';
import { CONDITION_OP_LABELS, CONDITION_OPS } from '../monitoring-lists/lists-labels';
import { MAX_CONDITIONS, type ConditionRow, type RuleSide } from './incident-labels';

interface RuleEditorProps {
  side: RuleSide;
  /** The kinds this side may name. */
  kinds: readonly SecurityEventKind[];
  chosen: ReadonlySet<SecurityEventKind>;
  onKindsChange(kinds: ReadonlySet<SecurityEventKind>): void;
  conditions: ConditionRow[];
  onConditionsChange(rows: ConditionRow[]): void;
}

/** One side of a security event's rules: the kinds it names and the conditions that must hold. */
export function RuleEditor({ side, kinds, chosen, onKindsChange, conditions, onConditionsChange }: RuleEditorProps) {
  const { t } = useTranslation();
  const setCondition = (index: number, patch: Partial<ConditionRow>) => onConditionsChange(conditions.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const prefix = `${TEST_IDS.incidentRule}-${side}`;
  return (
    <Stack gap="3" borderWidth="1px" rounded="l2" p="4" data-testid={prefix}>
      <Stack gap="1">
        <Text fontWeight="semibold">{t(`monitoringIncidents.rules.${side}.title`)}</Text>
        <Text fontSize="xs" color="fg.muted">
          {t(`monitoringIncidents.rules.${side}.help`)}
        </Text>
      </Stack>
      {/* Not a Field: a Field gives every checkbox in it the same input id, so each label would tick the first. */}
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="1" role="group" aria-label={t(`monitoringIncidents.rules.${side}.kinds`)}>
        {kinds.map((kind) => (
          <CheckField
            key={kind}
            size="sm"
            checked={chosen.has(kind)}
            testId={`${prefix}-kind-${kind}`}
            onCheckedChange={(on) => {
              const next = new Set(chosen);
              if (on) next.add(kind);
              else next.delete(kind);
              onKindsChange(next);
            }}
          >
            {kindLabel(kind, t)}
          </CheckField>
        ))}
      </SimpleGrid>
      <Text fontWeight="medium" fontSize="sm">
        {t(`monitoringIncidents.rules.${side}.conditions`)}
      </Text>
      {conditions.map((row, index) => (
        <HStack key={index} gap="2" data-testid={`${prefix}-condition`}>
          <Input
            size="sm"
            aria-label={t('monitoringLists.rules.condition.field')}
            placeholder={t(`monitoringIncidents.rules.${side}.fieldPlaceholder`)}
            value={row.field}
            onChange={(e) => setCondition(index, { field: e.currentTarget.value })}
            data-testid={`${prefix}-condition-field`}
          />
          <NativeSelect.Root size="sm" w="48" flexShrink={0}>
            <NativeSelect.Field
              aria-label={t('monitoringLists.rules.condition.op')}
              value={row.op}
              onChange={(e) => setCondition(index, { op: e.currentTarget.value as RiskConditionOp })}
              data-testid={`${prefix}-condition-op`}
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
            data-testid={`${prefix}-condition-value`}
          />
          <CloseButton
            size="sm"
            aria-label={t('monitoringLists.rules.condition.remove')}
            onClick={() => onConditionsChange(conditions.filter((_, i) => i !== index))}
            data-testid={`${prefix}-condition-remove`}
          />
        </HStack>
      ))}
      <Button
        size="xs"
        variant="outline"
        alignSelf="start"
        disabled={conditions.length >= MAX_CONDITIONS}
        onClick={() => onConditionsChange([...conditions, { field: '', op: 'EQ', value: '' }])}
        data-testid={`${prefix}-condition-add`}
      >
        {t('monitoringLists.rules.condition.add')}
      </Button>
    </Stack>
  );
}
