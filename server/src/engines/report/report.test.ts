import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import AjvDraft04 from 'ajv-draft-04';
import { describe, expect, it } from 'vitest';
import { FINDINGS } from '../rules/findings-catalogue.js';
import { scanFile } from '../scan.js';
import { fixturePath, readFixtureManifest, REPO_ROOT } from '../test-fixtures.js';
import { toSarif } from './sarif.js';
import { scanResultJsonSchema, scanResultSchema, type ScanResult } from './scan-result.js';

const docPath = path.join(REPO_ROOT, 'docs/scan-result.schema.json');
const packages = readFixtureManifest().filter((f) => ['apk', 'aab', 'ipa'].includes(f.kind));
const results = new Map<string, ScanResult>(packages.map((f) => [f.file, scanFile(fixturePath(f.file))]));

describe('scan result contract', () => {
  it('docs/scan-result.schema.json is the schema the code validates with', () => {
    expect(JSON.parse(readFileSync(docPath, 'utf8'))).toEqual(scanResultJsonSchema());
  });

  it.each(packages.map((f) => f.file))('%s validates against the published JSON Schema', (file) => {
    const validate = new Ajv2020({ allErrors: true, strict: false }).compile(JSON.parse(readFileSync(docPath, 'utf8')));
    const json = JSON.parse(JSON.stringify(results.get(file)));
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(scanResultSchema.safeParse(json).success).toBe(true);
  });

  it('reports fingerprints as lower-case hex and findings from the catalogue', () => {
    for (const r of results.values()) {
      for (const c of r.signature.certificates) expect(c.sha256).toMatch(/^[0-9a-f]{64}$/);
      for (const f of r.findings) expect(FINDINGS.has(f.id)).toBe(true);
      expect(r.score).toBeGreaterThanOrEqual(0);
      expect(r.score).toBeLessThanOrEqual(100);
    }
  });

  it('gives titles in zh-TW on request', () => {
    const first = packages.find((f) => f.kind === 'apk');
    if (!first) return;
    const zh = scanFile(fixturePath(first.file), { lang: 'zh-TW' });
    const en = results.get(first.file)!;
    expect(zh.findings.map((f) => f.id)).toEqual(en.findings.map((f) => f.id));
    expect(zh.findings[0].title).toBe(FINDINGS.get(zh.findings[0].id)!['zh-TW'].title);
  });
});

describe('SARIF 2.1.0 output', () => {
  const sarifSchema = JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules/@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'));
  // The OASIS SARIF 2.1.0 schema (as shipped by @microsoft/jest-sarif) is draft-04.
  const validate = new AjvDraft04({ allErrors: true, strict: false, validateFormats: false, unicodeRegExp: false }).compile(sarifSchema);

  it.each(packages.map((f) => f.file))('%s validates and is deterministic', (file) => {
    const sarif = toSarif(results.get(file)!);
    expect(validate(sarif), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    const again = toSarif(scanFile(fixturePath(file)));
    expect(JSON.stringify(again)).toBe(JSON.stringify(sarif));
    const rules = sarif.runs[0].tool.driver.rules!;
    for (const r of sarif.runs[0].results!) {
      expect(rules[r.ruleIndex!].id).toBe(r.ruleId);
      expect(r.partialFingerprints!['rampartFinding/v1']).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});
