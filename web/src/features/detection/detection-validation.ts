import type { TranslationKey } from '../../i18n/i18n';

/** Spec §5: sensitive words are comma-separated; the server allows 1-50 characters on one line each. */
export const SENSITIVE_WORD_MAX = 50;
export const SENSITIVE_WORDS_MAX_COUNT = 500;

/** The first problem of a comma-separated word list, as a message key, or null. */
export function sensitiveWordsProblem(text: string): TranslationKey | null {
  const words = text
    .split(/[,，]/)
    .map((w) => w.trim())
    .filter(Boolean);
  if (words.some((w) => /[\r\n]/.test(w) || [...w].length > SENSITIVE_WORD_MAX)) return 'detection.validation.words';
  if (words.length > SENSITIVE_WORDS_MAX_COUNT) return 'detection.validation.wordsTooMany';
  return null;
}

/** Spec §5: SO whitelist entries must end in .so. */
export function soNameProblem(fileName: string): TranslationKey | null {
  return fileName.trim().toLowerCase().endsWith('.so') ? null : 'detection.validation.soSuffix';
}

/** Splits a newline-separated list (spec §5 "Rule lists are newline-separated"). */
export function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}
