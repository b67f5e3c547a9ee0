import { Badge, Field, Fieldset, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { OPTION_SCHEMAS, type HardeningKind, type PolicyIssue, type PolicyMessage } from '../../../../common/hardening-policy';
import { CheckField } from '../../components/check-field';
import { SelectField } from '../../components/select-field';
import type { TranslationKey } from '../../i18n/i18n';
import { OPTION_LABELS } from './option-labels';

type Doc = Record<string, unknown>;

/** The parts of a zod schema the form reads: its kind and what it wraps or holds. */
interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string>;
  checks?: { _zod: { def: { check: string; value?: number; inclusive?: boolean } } }[];
}
const defOf = (schema: z.ZodType): SchemaDef => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;
/** The schema under `.default()`, `.optional()` and `.nullable()`. */
function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let def = defOf(s); def.innerType && ['default', 'optional', 'nullable'].includes(def.type); def = defOf(s)) s = def.innerType;
  return s;
}

/** The web's text of each policy validation message (the server answers the same in its catalog). */
export const POLICY_ERROR_LABELS: Record<PolicyMessage, TranslationKey> = {
  policyMd5Format: 'hardening.policyErrors.policyMd5Format',
  policyMd5Duplicate: 'hardening.policyErrors.policyMd5Duplicate',
  policyVmpName: 'hardening.policyErrors.policyVmpName',
  policyHostInvalid: 'hardening.policyErrors.policyHostInvalid',
  policyUrlInvalid: 'hardening.policyErrors.policyUrlInvalid',
  policyPatternInvalid: 'hardening.policyErrors.policyPatternInvalid',
  policyListTooLong: 'hardening.policyErrors.policyListTooLong',
  policyTextTooLong: 'hardening.policyErrors.policyTextTooLong',
  policyClassNameInvalid: 'hardening.policyErrors.policyClassNameInvalid',
  policyPackageNameInvalid: 'hardening.policyErrors.policyPackageNameInvalid',
  policyCertDigestInvalid: 'hardening.policyErrors.policyCertDigestInvalid',
  policyOptionInvalid: 'hardening.policyErrors.policyOptionInvalid',
  policyMonitoredAppRequired: 'hardening.policyErrors.policyMonitoredAppRequired',
};

const ENUM_LABELS: Record<string, TranslationKey> = {
  none: 'hardening.enums.none',
  base64: 'hardening.enums.base64',
  rc4: 'hardening.enums.rc4',
  off: 'hardening.enums.off',
  all: 'hardening.enums.all',
  list: 'hardening.enums.list',
  auto: 'hardening.enums.auto',
  report: 'hardening.enums.report',
  warn: 'hardening.enums.warn',
  exit: 'hardening.enums.exit',
};

/** Options that exist in the document but whose engine is not there yet: shown, not editable. */
export const UNAVAILABLE_OPTIONS: Partial<Record<HardeningKind, readonly string[]>> = { android: ['dexVirtualization'], h5: ['virtualization'] };
/** Kept in the document but not edited as fields. */
const HIDDEN = new Set(['version', 'preset']);

const read = (doc: Doc, path: string[]): unknown => path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Doc)[k] : undefined), doc);
function write(doc: Doc, path: string[], value: unknown): Doc {
  const [head, ...rest] = path;
  return { ...doc, [head]: rest.length === 0 ? value : write((doc[head] as Doc) ?? {}, rest, value) };
}
const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

interface PolicyOptionsFormProps {
  kind: HardeningKind;
  value: Doc;
  onChange(value: Doc): void;
  issues: readonly PolicyIssue[];
  disabled?: boolean;
}

/**
 * The options of a policy, drawn from the kind's schema (common/hardening-policy.ts), the same
 * one the server validates with: switches for toggles, lists one entry per line, numbers with
 * their bounds, choices for enumerations, and groups for nested options.
 */
export function PolicyOptionsForm({ kind, value, onChange, issues, disabled }: PolicyOptionsFormProps) {
  const { t } = useTranslation();
  const unavailable = UNAVAILABLE_OPTIONS[kind] ?? [];
  const issueAt = (path: string) => {
    const found = issues.find((i) => i.path === path || i.path.startsWith(`${path}.`));
    return found ? t(POLICY_ERROR_LABELS[found.message]) : null;
  };
  const label = (path: string) => {
    const key = OPTION_LABELS[path as keyof typeof OPTION_LABELS];
    return key ? t(key) : path;
  };

  function field(schema: z.ZodType, path: string[]): React.ReactNode {
    const key = path.join('.');
    const s = unwrap(schema);
    const def = defOf(s);
    const current = read(value, path);
    const off = disabled || unavailable.includes(path[0]);
    const error = issueAt(key);
    const testId = `policy-option-${key.replace(/\./g, '-')}`;
    const set = (next: unknown) => onChange(write(value, path, next));
    const notYet = unavailable.includes(key) ? (
      <Badge size="xs" colorPalette="gray" ms="2">
        {t('hardening.policies.notYetAvailable')}
      </Badge>
    ) : null;

    if (def.type === 'object') {
      return (
        <Fieldset.Root key={key} borderWidth="1px" rounded="l2" p="3" disabled={off}>
          <Fieldset.Legend fontWeight="semibold" px="1">
            {label(key)}
            {notYet}
          </Fieldset.Legend>
          <Stack gap="3">{Object.entries(def.shape ?? {}).map(([k, child]) => field(child, [...path, k]))}</Stack>
        </Fieldset.Root>
      );
    }
    if (def.type === 'boolean') {
      return (
        <CheckField key={key} checked={current === true} disabled={off} onCheckedChange={set} testId={testId}>
          {label(key)}
          {notYet}
        </CheckField>
      );
    }
    if (def.type === 'enum') {
      return (
        <SelectField
          key={key}
          label={label(key)}
          value={String(current ?? '')}
          disabled={off}
          options={Object.values(def.entries ?? {}).map((v) => ({ value: v, label: ENUM_LABELS[v] ? t(ENUM_LABELS[v]) : v }))}
          onValueChange={set}
          testId={testId}
          w="xs"
        />
      );
    }
    const control = (() => {
      if (def.type === 'number') {
        const checks = (def.checks ?? []).map((c) => c._zod.def);
        const min = checks.find((c) => c.check === 'greater_than')?.value;
        const max = checks.find((c) => c.check === 'less_than')?.value;
        const integer = checks.some((c) => c.check === 'number_format');
        return (
          <Input
            type="number"
            w="32"
            min={min}
            max={max}
            step={integer ? 1 : 0.05}
            disabled={off}
            value={String(current ?? '')}
            onChange={(e) => set(e.currentTarget.value === '' ? 0 : Number(e.currentTarget.value))}
            data-testid={testId}
          />
        );
      }
      if (def.type === 'array') {
        const element = defOf(unwrap(def.element!));
        const text =
          element.type === 'object' ? ((current as { key: string; value: string }[]) ?? []).map((e) => `${e.key}=${e.value}`).join('\n') : ((current as string[]) ?? []).join('\n');
        return (
          <Textarea
            key={text}
            rows={3}
            fontFamily="mono"
            fontSize="sm"
            disabled={off}
            defaultValue={text}
            onBlur={(e) => {
              const entries = lines(e.currentTarget.value);
              set(element.type === 'object' ? entries.map((l) => ({ key: l.split('=')[0].trim(), value: l.slice(l.indexOf('=') + 1).trim() })) : entries);
            }}
            data-testid={testId}
          />
        );
      }
      return <Input disabled={off} value={String(current ?? '')} onChange={(e) => set(e.currentTarget.value)} data-testid={testId} />;
    })();
    return (
      <Field.Root key={key} invalid={Boolean(error)} disabled={off}>
        <Field.Label>
          {label(key)}
          {notYet}
        </Field.Label>
        {control}
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    );
  }

  const shape = defOf(unwrap(OPTION_SCHEMAS[kind])).shape ?? {};
  return (
    <Stack gap="4">
      {Object.entries(shape)
        .filter(([k]) => !HIDDEN.has(k))
        .map(([k, child]) => (
          <HStack key={k} align="start">
            <Stack flex="1">{field(child, [k])}</Stack>
          </HStack>
        ))}
    </Stack>
  );
}
