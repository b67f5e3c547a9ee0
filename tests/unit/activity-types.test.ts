import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, activityTypeName } from '../../server/src/platform/auditor';
import { ACTIVITY_LABELS } from '../../web/src/features/audit/activity-labels';
import en from '../../web/src/i18n/en.json';
import zhTW from '../../web/src/i18n/zh-TW.json';

type Catalog = { [key: string]: string | Catalog };

function lookup(catalog: Catalog, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Catalog)[part] : undefined), catalog);
}

describe('activity types', () => {
  it('gives every type the server writes a distinct GraphQL name', () => {
    const names = ACTIVITY_TYPES.map(activityTypeName);
    expect(new Set(names).size).toBe(ACTIVITY_TYPES.length);
    expect(names).not.toContain('OTHER');
    expect(activityTypeName('monitorDeviceList.whitelist.add')).toBe('MONITOR_DEVICE_LIST_WHITELIST_ADD');
  });

  it('labels every type the server writes in both languages, and nothing else', () => {
    const labelled = Object.keys(ACTIVITY_LABELS).filter((name) => name !== 'OTHER');
    expect(labelled.sort()).toEqual(ACTIVITY_TYPES.map(activityTypeName).sort());
    for (const key of Object.values(ACTIVITY_LABELS)) {
      expect(typeof lookup(en, key), `en ${key}`).toBe('string');
      expect(typeof lookup(zhTW, key), `zh-TW ${key}`).toBe('string');
    }
  });
});
