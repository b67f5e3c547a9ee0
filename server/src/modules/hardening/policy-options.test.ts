import { describe, expect, it } from 'vitest';
import { HARDENING_KINDS, parsePolicyOptions, POLICY_MESSAGES, presetOptions, PRESETS, type HardeningKind, type PolicyMessage } from '../../../../common/hardening-policy';
import { message } from '../../i18n/messages';

const MD5 = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const MD5_COLONS = 'A1:B2:C3:D4:E5:F6:07:18:29:3A:4B:5C:6D:7E:8F:90';

/** [kind, options, the option's path, the message] — every rule of spec §5 and the policy schemas. */
const REFUSED: [string, HardeningKind, unknown, string, PolicyMessage][] = [
  ['MD5 of 31 hex digits', 'android', { googleSignatureMd5: [MD5.slice(1)] }, 'googleSignatureMd5.0', 'policyMd5Format'],
  ['MD5 with a non-hex digit', 'android', { googleSignatureMd5: [`g${MD5.slice(1)}`] }, 'googleSignatureMd5.0', 'policyMd5Format'],
  ['MD5 with uneven colon groups', 'android', { googleSignatureMd5: ['A1B:2C3'] }, 'googleSignatureMd5.0', 'policyMd5Format'],
  ['the same MD5 twice', 'android', { googleSignatureMd5: [MD5, MD5] }, 'googleSignatureMd5.1', 'policyMd5Duplicate'],
  ['the same MD5 bare and with colons', 'android', { googleSignatureMd5: [MD5, MD5_COLONS] }, 'googleSignatureMd5.1', 'policyMd5Duplicate'],
  ['a VMP name of four characters', 'android', { vmpLibraryName: 'abcd' }, 'vmpLibraryName', 'policyVmpName'],
  ['a VMP name with capitals', 'android', { vmpLibraryName: 'Ab1' }, 'vmpLibraryName', 'policyVmpName'],
  ['a screenshot rule that is not a class', 'android', { screenshot: { mode: 'list', activities: ['not a class'] } }, 'screenshot.activities.0', 'policyClassNameInvalid'],
  ['a UI hijack text too long', 'android', { uiHijack: { enabled: true, title: 'x'.repeat(101) } }, 'uiHijack.title', 'policyTextTooLong'],
  ['an SO library not ending in .so', 'android', { soProtection: { enabled: true, libraries: ['libfoo.dll'] } }, 'soProtection.libraries.0', 'policyPatternInvalid'],
  [
    'a string encryption scope entry that is not a class',
    'android',
    { stringEncryption: { enabled: true, scope: { include: ['com..x'] } } },
    'stringEncryption.scope.include.0',
    'policyClassNameInvalid',
  ],
  ['an unknown option', 'android', { dexShel: true }, '', 'policyOptionInvalid'],
  ['a host that is not a domain', 'h5', { hostBinding: { hosts: ['exa mple.com'] } }, 'hostBinding.hosts.0', 'policyHostInvalid'],
  ['a redirect that is not http(s)', 'h5', { hostBinding: { hosts: ['example.com'], redirectUrl: 'javascript:alert(1)' } }, 'hostBinding.redirectUrl', 'policyUrlInvalid'],
  ['a scope glob leaving the zip', 'h5', { scope: { include: ['../outside.js'] } }, 'scope.include.0', 'policyPatternInvalid'],
  ['a reserved name that is not a regular expression', 'h5', { scope: { reservedNames: ['(unclosed'] } }, 'scope.reservedNames.0', 'policyPatternInvalid'],
  ['a threshold above 1', 'h5', { controlFlowFlattening: 1.5 }, 'controlFlowFlattening', 'policyOptionInvalid'],
  ['too many hosts', 'h5', { hostBinding: { hosts: Array.from({ length: 201 }, (_, i) => `h${i}.example.com`) } }, 'hostBinding.hosts', 'policyListTooLong'],
  ['an allowed app that is not a package name', 'android-sdk', { allowedApps: { packageNames: ['nodots'] } }, 'allowedApps.packageNames.0', 'policyPackageNameInvalid'],
  ['an allowed certificate that is not SHA-256', 'android-sdk', { allowedApps: { certificateSha256: [MD5] } }, 'allowedApps.certificateSha256.0', 'policyCertDigestInvalid'],
  ['an empty kept symbol', 'ipa', { keep: [''] }, 'keep.0', 'policyPatternInvalid'],
];

describe('hardening policy options', () => {
  it.each(REFUSED)('refuses %s', (_name, kind, options, path, key) => {
    const result = parsePolicyOptions(kind, options);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toContainEqual({ path, message: key });
  });

  it.each([
    ['a bare MD5 and another with colons', { googleSignatureMd5: [MD5, 'b1:b2:c3:d4:e5:f6:07:18:29:3a:4b:5c:6d:7e:8f:90'] }],
    ['a VMP name of three characters', { vmpLibraryName: 'a9z' }],
    ['an empty VMP name', { vmpLibraryName: '' }],
    ['screenshots blocked on listed activities', { screenshot: { mode: 'list', activities: ['com.example.LoginActivity', 'com.example.pay.*'] } }],
  ])('accepts %s', (_name, options) => {
    expect(parsePolicyOptions('android', options)).toMatchObject({ ok: true });
  });

  it('has every message in both languages, the spec text verbatim', () => {
    for (const key of POLICY_MESSAGES) {
      expect(message('en', key).length).toBeGreaterThan(10);
      expect(message('zh-TW', key)).not.toBe(message('en', key));
    }
    expect(message('en', 'policyMd5Duplicate')).toBe('The MD5 value for Google signatures has repeated, please delete the duplicate entry.');
  });

  it.each(HARDENING_KINDS)('gives %s a valid document for each preset, growing in strength', (kind) => {
    const docs = PRESETS.map((p) => presetOptions(kind, p));
    for (const [i, doc] of docs.entries()) {
      expect(parsePolicyOptions(kind, doc)).toEqual({ ok: true, options: doc });
      expect(doc.preset).toBe(PRESETS[i]);
    }
    const enabled = (doc: object) => JSON.stringify(doc).match(/true/g)?.length ?? 0;
    expect(enabled(docs[0])).toBeLessThan(enabled(docs[2]));
  });

  it('reads {preset} alone as the preset, and overrides on top of it', () => {
    expect(parsePolicyOptions('h5', { preset: 'maximum' })).toEqual({ ok: true, options: presetOptions('h5', 'maximum') });
    const custom = parsePolicyOptions('h5', { preset: 'maximum', antiDebug: false });
    expect(custom.ok && custom.options.antiDebug).toBe(false);
    expect(custom.ok && custom.options.selfDefending).toBe(true);
  });
});
