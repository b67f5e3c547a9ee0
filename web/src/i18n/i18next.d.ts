import type en from './en.json';

/** Types `t()` against the English catalog, so a misspelt key is a compile error. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
