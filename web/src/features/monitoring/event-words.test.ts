import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { detailFields, environmentLabel, matchedLabel } from './event-words';

const t = i18next.t.bind(i18next);

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { translation: en } } });
});

describe('event words', () => {
  it('says what decided a level, with the name of the rule or list', () => {
    expect(
      ['system', 'rule:frida-gadget', 'blacklist:cafe', 'app-blacklist:magisk', 'app-whitelist:bank-helper', 'whitelist', 'debug-device'].map((m) => matchedLabel(m, t)),
    ).toEqual(['System rule', 'Rule: frida-gadget', 'Blacklist: cafe', 'App blacklist: magisk', 'App whitelist: bank-helper', 'Whitelisted device', 'Debug device']);
  });

  it('labels known environment tags and event kinds, and leaves unknown tags as data', () => {
    expect(environmentLabel('usb_debugging', t)).toBe('USB debugging on');
    expect(environmentLabel('hook_frida', t)).toBe(t('monitoring.kinds.hook_frida'));
    expect(environmentLabel('vendor_specific_flag', t)).toBeNull();
  });

  it('turns details into labelled fields by dot path, with yes/no and localized numbers', () => {
    const fields = detailFields(JSON.stringify({ method: 'su_binary', proxy: { host: '10.0.0.1', port: 8888 }, webdriver: true, tags: ['a', 'b'], custom: { deep: 1 } }), t, 'en');
    expect(fields).toEqual([
      { path: 'method', label: 'Detection method', value: 'su_binary' },
      { path: 'proxy.host', label: 'Proxy host', value: '10.0.0.1' },
      { path: 'proxy.port', label: 'Proxy port', value: '8,888' },
      { path: 'webdriver', label: 'WebDriver', value: 'Yes' },
      { path: 'tags', label: null, value: 'a, b' },
      { path: 'custom.deep', label: null, value: '1' },
    ]);
    expect(detailFields('{}', t, 'en')).toEqual([]);
    expect(detailFields('not json', t, 'en')).toEqual([{ path: '', label: null, value: 'not json' }]);
  });
});
