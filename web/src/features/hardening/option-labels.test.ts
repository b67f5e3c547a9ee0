import { describe, expect, it } from 'vitest';
import { OPTION_SCHEMAS } from '../../../../common/hardening-policy';
import en from '../../i18n/en.json';
import zhTW from '../../i18n/zh-TW.json';
import { OPTION_LABELS } from './option-labels';

type Def = { type: string; innerType?: unknown; shape?: Record<string, unknown> };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Every option path of a schema (nested objects and their fields), as the form draws them. */
function paths(schema: unknown, prefix = ''): string[] {
  let def = defOf(schema);
  while (def.innerType && ['default', 'optional', 'nullable'].includes(def.type)) def = defOf(def.innerType);
  if (def.type !== 'object') return [prefix];
  return [...(prefix ? [prefix] : []), ...Object.entries(def.shape!).flatMap(([key, child]) => paths(child, prefix ? `${prefix}.${key}` : key))];
}

const lookup = (catalog: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);

describe('policy option labels', () => {
  it.each(Object.keys(OPTION_SCHEMAS))('labels every option of the %s policy in both languages', (kind) => {
    const options = paths(OPTION_SCHEMAS[kind as keyof typeof OPTION_SCHEMAS]).filter((p) => p !== 'version' && p !== 'preset');
    expect(options.length).toBeGreaterThan(5);
    for (const path of options) {
      const key = OPTION_LABELS[path as keyof typeof OPTION_LABELS];
      expect(key, path).toBeDefined();
      expect(typeof lookup(en, key), path).toBe('string');
      expect(typeof lookup(zhTW, key), path).toBe('string');
    }
  });
});
