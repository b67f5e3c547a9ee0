import { describe, expect, it } from 'vitest';
import { scanFile } from '../../../engines/scan';
import { fixturePath, readFixtureManifest } from '../../../engines/test-fixtures';
import { defaultTemplate, includesFinding } from '../../report-templates/report-templates.service';
import { toCycloneDx } from './cyclonedx-report';
import { buildReportModel, MASVS_CONTROLS } from './report-model';

const apk = readFixtureManifest().find((f) => f.file === 'insecurebankv2-InsecureBankv2.apk');

describe('report templates', () => {
  it('include every check by default, or the listed ids and id prefixes', () => {
    expect(includesFinding(defaultTemplate('en'), 'android.manifest.debuggable')).toBe(true);
    const only = { checks: ['android.manifest.', 'secrets.private_key'] };
    expect(includesFinding(only, 'android.manifest.debuggable')).toBe(true);
    expect(includesFinding(only, 'secrets.private_key')).toBe(true);
    expect(includesFinding(only, 'secrets.high_entropy')).toBe(false);
    expect(includesFinding(only, 'android.manifestx')).toBe(false);
  });
});

describe.skipIf(!apk)('report model', () => {
  const result = apk ? scanFile(fixturePath(apk.file)) : null!;
  const ctx = { fileName: 'bank.apk', createdAt: new Date('2026-01-01T00:00:00Z'), finishedAt: new Date('2026-01-01T00:01:00Z') };

  it('sorts findings by level, counts them and marks MASVS controls with risks', () => {
    const m = buildReportModel(result, { ...ctx, template: defaultTemplate('en') });
    expect(m.findings).toHaveLength(result.findings.length);
    const order = ['high', 'medium', 'low', 'info', 'secure'];
    expect(m.findings.map((f) => order.indexOf(f.level))).toEqual([...m.findings.map((f) => order.indexOf(f.level))].sort((a, b) => a - b));
    expect(Object.values(m.summary).reduce((a, b) => a + b, 0)).toBe(result.findings.length);
    expect(m.masvs.map((c) => c.control)).toEqual(MASVS_CONTROLS);
    const risky = new Set(result.findings.filter((f) => ['high', 'medium', 'low'].includes(f.level)).flatMap((f) => f.masvs));
    for (const c of m.masvs) expect(c.risk).toBe(risky.has(c.control));
    expect(m.findings.every((f) => f.remediation.length > 0)).toBe(true);
  });

  it('follows the template’s checks and language', () => {
    const m = buildReportModel(result, { ...ctx, template: { id: null, lang: 'zh-TW', checks: ['android.manifest.'] } });
    expect(m.findings.every((f) => f.id.startsWith('android.manifest.'))).toBe(true);
    expect(m.t('reportTitle')).toBe('安全評估報告');
  });

  it('shows times in the reader’s time zone, saying which, and certificate validity as dates', () => {
    const taipei = buildReportModel(result, { ...ctx, template: defaultTemplate('en'), timeZone: 'Asia/Taipei' });
    expect(taipei.generatedAt).toBe('2026-01-01 08:01:00 GMT+8');
    expect(buildReportModel(result, { ...ctx, template: defaultTemplate('en') }).generatedAt).toBe('2026-01-01 00:01:00 UTC');
    expect(taipei.certificates.length).toBeGreaterThan(0);
    for (const c of taipei.certificates) {
      expect(c.notBefore).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(c.notAfter).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('gives the same CycloneDX serial for the same package', () => {
    const a = toCycloneDx(result, ctx.finishedAt);
    expect(a.serialNumber).toBe(toCycloneDx(result, null).serialNumber);
    expect(String(a.serialNumber)).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
