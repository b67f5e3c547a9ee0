import { describePasswordRules, type PasswordRulePart, type PasswordRules } from '@common/password-rules';
import type { TFunction } from 'i18next';
import type { TranslationKey } from '../i18n/i18n';

const PART_LABELS: Record<PasswordRulePart, TranslationKey> = {
  digit: 'passwordRules.hint.digit',
  lower: 'passwordRules.hint.lower',
  upper: 'passwordRules.hint.upper',
  special: 'passwordRules.hint.special',
  consecutive: 'passwordRules.hint.consecutive',
  related: 'passwordRules.hint.related',
};

/**
 * A hint written from password rules (`8-64 characters, including a digit, a lowercase letter,
 * an uppercase letter and a symbol. Not containing …`), so it says exactly what the server
 * enforces with the same rules.
 */
export function passwordRulesHint(rules: PasswordRules, t: TFunction, language: string): string {
  const { min, max, needs, forbids } = describePasswordRules(rules);
  const length = t('passwordRules.hint.length', { min, max });
  const parts = new Intl.ListFormat(language, { type: 'conjunction' }).format(needs.map((part) => t(PART_LABELS[part])));
  const first = needs.length ? t('passwordRules.hint.with', { length, parts }) : t('passwordRules.hint.only', { length });
  return [first, ...forbids.map((part) => t(PART_LABELS[part]))].join(language.startsWith('zh') ? '' : ' ');
}
