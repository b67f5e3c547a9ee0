import { describe, expect, it } from 'vitest';
import type { ScanResult } from '../report/scan-result.js';
import { scanResultSchema } from '../report/scan-result.js';
import { scanFile, type ScanOptions } from '../scan.js';
import { fixturePath, readFixtureManifest } from '../test-fixtures.js';
import { compileWhitelist, SENSITIVE_WORD_FINDING, type DetectionOptions } from './detection.js';
import { compileSafeRegex, regexProblem } from './safe-regex.js';

const APK = 'mastg-UnCrackable-Level3.apk';
const IPA = 'mastg-UnCrackable-Level1.ipa';
const present = readFixtureManifest().length > 0;
const cache = new Map<string, ScanResult>();

function scan(file: string, detection?: DetectionOptions, lang: ScanOptions['lang'] = 'en'): ScanResult {
  const key = JSON.stringify([file, detection, lang]);
  let result = cache.get(key);
  if (!result) {
    result = scanFile(fixturePath(file), { detection, lang });
    cache.set(key, result);
  }
  return result;
}

const ids = (r: ScanResult) => r.findings.map((f) => f.id);
const finding = (r: ScanResult, id: string) => r.findings.find((f) => f.id === id);
const rule = (over: Partial<NonNullable<DetectionOptions['rules']>[number]>) => ({
  id: 'r1',
  kind: 'string' as const,
  pattern: 'x',
  level: 'high' as const,
  title: 'Custom rule',
  enabled: true,
  ...over,
});

describe.skipIf(!present)('detection settings on a real package', () => {
  it('leaves the result unchanged without settings or with empty ones', () => {
    const plain = scan(APK);
    const empty = scan(APK, { sensitiveWords: [], rules: [], whitelist: [], sdks: [] });
    expect(empty.findings).toEqual(plain.findings);
    expect(empty.thirdPartySdks).toEqual(plain.thirdPartySdks);
    expect(ids(plain)).not.toContain(SENSITIVE_WORD_FINDING);
    expect(ids(plain).some((id) => id.startsWith('custom.'))).toBe(false);
  });

  it('reports sensitive words found in strings, case-insensitively, with en and zh-TW titles', () => {
    const r = scan(APK, { sensitiveWords: ['TEST-KEYS', 'no-such-word-anywhere'] });
    const f = finding(r, SENSITIVE_WORD_FINDING);
    expect(f?.level).toBe('medium');
    expect(f?.title).toBe('Sensitive words found');
    expect(f?.evidence[0]).toMatchObject({ file: 'classes.dex', location: 'Lsg/vantagepoint/util/RootDetection;', detail: 'test-keys' });
    expect(f?.evidence.some((e) => e.detail === 'no-such-word-anywhere')).toBe(false);
    expect(r.score).toBeLessThan(scan(APK).score);
    expect(finding(scan(APK, { sensitiveWords: ['test-keys'] }, 'zh-TW'), SENSITIVE_WORD_FINDING)?.title).toBe('發現敏感詞');
    expect(scanResultSchema.safeParse(r).success).toBe(true);
  });

  it('runs enabled string, regex and API rules under ids derived from the rule id', () => {
    const r = scan(APK, {
      rules: [
        rule({ id: 'str', kind: 'string', pattern: 'test-keys', level: 'low', title: 'Build tag check' }),
        rule({ id: 'rx', kind: 'regex', pattern: '^test-k[a-z]+$', level: 'info' }),
        rule({ id: 'api', kind: 'api', pattern: 'android.os.Debug.isDebuggerConnected', level: 'high', title: 'Debugger probe' }),
        rule({ id: 'smali', kind: 'api', pattern: 'Landroid/os/Debug;->isDebuggerConnected', level: 'medium' }),
        rule({ id: 'off', kind: 'string', pattern: 'test-keys', enabled: false }),
      ],
    });
    expect(finding(r, 'custom.rule.str')).toMatchObject({ level: 'low', title: 'Build tag check' });
    expect(finding(r, 'custom.rule.rx')?.level).toBe('info');
    expect(finding(r, 'custom.rule.api')).toMatchObject({ level: 'high', title: 'Debugger probe' });
    expect(finding(r, 'custom.rule.api')?.evidence[0]).toMatchObject({ file: 'classes.dex', location: 'Lsg/vantagepoint/uncrackable3/MainActivity$2;' });
    expect(finding(r, 'custom.rule.smali')).toBeDefined();
    expect(finding(r, 'custom.rule.off')).toBeUndefined();
    expect(scanResultSchema.safeParse(r).success).toBe(true);
  });

  it('skips an unsafe regex rule with a warning instead of running it', () => {
    const r = scan(APK, { rules: [rule({ id: 'evil', kind: 'regex', pattern: '(a+)+$' })] });
    expect(finding(r, 'custom.rule.evil')).toBeUndefined();
    expect(r.warnings.some((w) => w.includes('custom rule evil'))).toBe(true);
  });

  it('adds account SDKs to the shipped catalogue', () => {
    const r = scan(APK, { sdks: [{ name: 'VantagePoint Utils', category: 'security', android: ['sg.vantagepoint.util'], ios: [], nativeLibs: ['libfoo.so'] }] });
    const sdk = r.thirdPartySdks.find((s) => s.name === 'VantagePoint Utils');
    expect(sdk?.category).toBe('security');
    expect(sdk?.evidence.some((e) => e.startsWith('sg.vantagepoint.util.'))).toBe(true);
    expect(scan(APK).thirdPartySdks.find((s) => s.name === 'VantagePoint Utils')).toBeUndefined();
  });

  it('suppresses findings through so, file, log and global whitelists', () => {
    const plain = scan(APK);
    expect(finding(plain, 'native.no_fortify')?.evidence).toHaveLength(4);
    // SO: one ABI's library by its path, then every copy by file name.
    const oneAbi = scan(APK, { whitelist: [{ type: 'so', fileName: 'libfoo.so', path: 'lib/x86', matchMode: 'exact' }] });
    expect(finding(oneAbi, 'native.no_fortify')?.evidence.map((e) => e.file)).not.toContain('lib/x86/libfoo.so');
    expect(finding(oneAbi, 'native.no_fortify')?.evidence).toHaveLength(3);
    expect(ids(scan(APK, { whitelist: [{ type: 'so', fileName: 'libfoo', matchMode: 'prefix' }] }))).not.toContain('native.no_fortify');
    // File: the manifest's findings go, the others stay.
    const file = scan(APK, { whitelist: [{ type: 'file', fileName: 'AndroidManifest.xml', fileType: 'xml', matchMode: 'exact' }] });
    expect(ids(file)).not.toContain('android.manifest.allow_backup');
    expect(ids(file)).not.toContain('android.manifest.min_sdk_low');
    expect(ids(file)).toContain('signature.janus');
    // Log: by finding id (regex) or by evidence text.
    const log = scan(APK, { whitelist: [{ type: 'log', fileName: '^code\\.(logging|reflection)$', matchMode: 'regex' }] });
    expect(ids(log)).not.toContain('code.logging');
    expect(ids(log)).not.toContain('code.reflection');
    expect(ids(log)).toContain('code.location');
    const text = scan(APK, { whitelist: [{ type: 'log', fileName: 'getExternalStorageDirectory', matchMode: 'contains' }] });
    expect(finding(text, 'code.external_storage')?.evidence).toHaveLength(1);
    // Global: anywhere.
    const global = scan(APK, { whitelist: [{ type: 'global', fileName: 'META-INF/', matchMode: 'exact' }] });
    expect(ids(global)).not.toContain('signature.janus');
    expect(ids(global)).not.toContain('signature.sha1');
    expect(global.score).toBeGreaterThan(plain.score);
    expect(ids(global).length).toBe(ids(plain).length - 2);
  });

  it('applies sensitive words, API rules and whitelists to an iOS package too', () => {
    const plain = scan(IPA);
    const r = scan(IPA, {
      sensitiveWords: ['Apple.com'],
      rules: [rule({ id: 'ios-api', kind: 'api', pattern: 'memcpy', level: 'medium' })],
      whitelist: [{ type: 'log', fileName: 'ios.binary.', matchMode: 'prefix' }],
    });
    expect(ids(plain).some((id) => id.startsWith('ios.binary.'))).toBe(true);
    expect(ids(r).some((id) => id.startsWith('ios.binary.'))).toBe(false);
    expect(ids(r)).toContain(SENSITIVE_WORD_FINDING);
    expect(ids(r)).toContain('custom.rule.ios-api');
  });
});

describe('safe regular expressions', () => {
  it('refuses the shapes that backtrack without bound, and over-long patterns', () => {
    for (const bad of ['(a+)+$', '(a|aa)*b', '(.*a){2,}', '(\\w+\\s?)*$', '(a)\\1', 'x'.repeat(201), '(', '.*a.*b.*c']) {
      expect(regexProblem(bad), bad).not.toBeNull();
      expect(compileSafeRegex(bad)).toBeNull();
    }
    for (const good of ['^test-k[a-z]+$', 'https?://[a-z.]+\\.example\\.com', '(?:foo|bar)baz', 'a{2,5}', '[(+*)]+x']) {
      expect(regexProblem(good), good).toBeNull();
    }
  });

  it('keeps a hostile whitelist pattern from matching anything', () => {
    const suppress = compileWhitelist([{ type: 'global', fileName: '(a+)+$', matchMode: 'regex' }])!;
    const started = performance.now();
    expect(suppress('x', { file: `${'a'.repeat(5000)}!` })).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
