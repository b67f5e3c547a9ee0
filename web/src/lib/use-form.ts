import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A field's check: the message for a value that breaks it, or null; it may compare with the form's other values. */
export type Check = (value: string, values: Readonly<Record<string, string>>) => string | null;

export interface Form<K extends string> {
  values: Record<K, string>;
  /** Sets one field. */
  set(key: K): (value: string) => void;
  /** Sets several fields at once (e.g. clears those that depended on the one changed). */
  patch(values: Partial<Record<K, string>>): void;
  /** What a TextField takes for `key`: its value, its setter and, once the form was submitted, its first broken check. */
  field(key: K): { value: string; onValueChange(value: string): void; error: string | null };
  /** Marks the form submitted, so errors show from now on, and tells whether every check passes. */
  validate(): boolean;
  /** Back to `values` (or the initial ones), with no errors shown. */
  reset(values?: Record<K, string>): void;
}

/**
 * The text fields of a form and their checks. Checks of a field run in order and the first
 * message wins; errors show only after the first submit, as the console does everywhere.
 */
export function useForm<K extends string>(initial: Record<K, string>, checks: Partial<Record<K, readonly Check[]>> = {}): Form<K> {
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const problem = (key: K) => {
    for (const check of checks[key] ?? []) {
      const message = check(values[key], values);
      if (message) return message;
    }
    return null;
  };
  const set = (key: K) => (value: string) => setValues((current) => ({ ...current, [key]: value }));
  return {
    values,
    set,
    patch: (next) => setValues((current) => ({ ...current, ...next })),
    field: (key) => ({ value: values[key], onValueChange: set(key), error: submitted ? problem(key) : null }),
    validate() {
      setSubmitted(true);
      return (Object.keys(values) as K[]).every((key) => problem(key) === null);
    },
    reset(next = initial) {
      setValues(next);
      setSubmitted(false);
    },
  };
}

/** The usual checks, worded in the user's language. Apart from `required`, an empty value passes. */
export function useChecks() {
  const { t } = useTranslation();
  function required(field: string): Check {
    return (value) => (value.trim() === '' ? t('errors.required', { field }) : null);
  }
  function matches(pattern: RegExp, message: string): Check {
    return (value) => (value.trim() === '' || pattern.test(value.trim()) ? null : message);
  }
  function length(min: number, max: number, message: string): Check {
    return (value) => {
      const count = [...value.trim()].length;
      return count === 0 || (count >= min && count <= max) ? null : message;
    };
  }
  /** The value must equal field `other`'s (a confirmation). */
  function same(other: string, message: string): Check {
    return (value, values) => (value === values[other] ? null : message);
  }
  return { required, matches, length, same };
}
