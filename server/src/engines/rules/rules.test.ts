import { describe, expect, it } from 'vitest';
import { platformPermissionCount, permissionLevel, protectionLevelName } from '../android/android-permissions.js';
import { computeScore, FindingCollector } from './finding-collector.js';
import { FINDINGS, OPPOSITE_FINDINGS } from './findings-catalogue.js';
import { detectAndroidSdks, detectIosSdks, SDK_CATALOGUE } from './sdk-catalogue.js';
import { applyStringRules, shannonEntropy } from './string-rules.js';

describe('findings catalogue', () => {
  it('has stable ids with en and zh-TW text, a CWE and MASVS v2 controls', () => {
    expect(FINDINGS.size).toBeGreaterThan(60);
    for (const d of FINDINGS.values()) {
      expect(d.id).toMatch(/^[a-z][a-z0-9_.]+$/);
      expect(d.cwe).toMatch(/^CWE-\d+$/);
      for (const m of d.masvs) expect(m).toMatch(/^MASVS-(STORAGE|CRYPTO|AUTH|NETWORK|PLATFORM|CODE|RESILIENCE|PRIVACY)-\d$/);
      for (const lang of ['en', 'zh-TW'] as const) {
        expect(d[lang].title.length).toBeGreaterThan(1);
        expect(d[lang].description.length).toBeGreaterThan(5);
      }
    }
  });

  it('pairs each protection with the finding that it is missing, both ways', () => {
    expect(OPPOSITE_FINDINGS.size).toBeGreaterThan(0);
    for (const [id, opposite] of OPPOSITE_FINDINGS) {
      expect(OPPOSITE_FINDINGS.get(opposite)).toBe(id);
      // One protection present, and one risk: the same protection missing.
      const levels = [id, opposite].map((check) => FINDINGS.get(check)?.level);
      const protections = levels.filter((level) => level === 'secure');
      const risks = levels.filter((level) => level === 'high' || level === 'medium' || level === 'low');
      expect([protections.length, risks.length], `${id} / ${opposite}`).toEqual([1, 1]);
    }
  });

  it('rejects unknown ids', () => {
    expect(() => new FindingCollector().add('no.such.finding', { file: 'x' })).toThrow();
  });
});

describe('score', () => {
  it('follows round(100 * e^(-P/80)) with level weights', () => {
    expect(computeScore([])).toBe(100);
    expect(computeScore([{ level: 'high' }])).toBe(Math.round(100 * Math.exp(-15 / 80)));
    expect(computeScore([{ level: 'secure' }])).toBe(100);
    expect(computeScore([{ level: 'high' }, { level: 'medium' }, { level: 'low' }, { level: 'secure' }])).toBe(Math.round(100 * Math.exp(-21 / 80)));
    expect(computeScore(Array.from({ length: 100 }, () => ({ level: 'high' as const })))).toBe(0);
  });
});

describe('permission levels', () => {
  it('covers the platform permission set', () => {
    expect(platformPermissionCount()).toBeGreaterThan(500);
    expect(permissionLevel('android.permission.READ_CONTACTS')).toBe('dangerous');
    expect(permissionLevel('android.permission.INTERNET')).toBe('normal');
    expect(permissionLevel('android.permission.BIND_ACCESSIBILITY_SERVICE')).toBe('signature');
    expect(permissionLevel('android.permission.POST_NOTIFICATIONS')).toBe('dangerous');
    expect(permissionLevel('com.example.CUSTOM', new Map([['com.example.CUSTOM', 'normal']]))).toBe('normal');
    expect(permissionLevel('com.example.OTHER')).toBe('unknown');
    expect(protectionLevelName(0x12)).toBe('signatureOrSystem');
  });
});

describe('SDK catalogue', () => {
  it('lists at least 60 SDKs with unique names', () => {
    expect(SDK_CATALOGUE.length).toBeGreaterThanOrEqual(60);
    expect(new Set(SDK_CATALOGUE.map((s) => s.name)).size).toBe(SDK_CATALOGUE.length);
  });

  it('matches on package boundaries only', () => {
    const found = detectAndroidSdks(['Lcom/appsflyer/AppsFlyerLib;', 'Lcom/appsflyerx/Fake;', 'Lio/flutter/Foo;'], ['lib/arm64-v8a/libflutter.so']);
    expect(found.map((s) => s.name)).toEqual(['AppsFlyer', 'Flutter']);
    expect(detectIosSdks(['FirebaseAnalytics'], new Set(['GADMobileAds'])).map((s) => s.name)).toEqual(['Firebase Analytics', 'Google AdMob']);
  });
});

describe('string rules', () => {
  it('finds key formats, private keys, URLs and entropy without leaking whole secrets', () => {
    const out = new FindingCollector();
    applyStringRules(
      [{ file: 'classes.dex', strings: ['AKIAIOSFODNN7EXAMPLE', '-----BEGIN RSA PRIVATE KEY-----', 'http://api.example.org/v1', 'Zx8Kq2Lm9Vb4Nc7Rt1Yp5Ws3Ud6Gh0Jf'] }],
      out,
    );
    const findings = out.toFindings('en');
    const ids = findings.map((f) => f.id);
    expect(ids).toEqual(expect.arrayContaining(['secrets.hardcoded_key', 'secrets.private_key', 'strings.insecure_urls', 'secrets.high_entropy']));
    expect(JSON.stringify(findings)).not.toContain('AKIAIOSFODNN7EXAMPLE');
    expect(shannonEntropy('aaaa')).toBe(0);
  });
});
