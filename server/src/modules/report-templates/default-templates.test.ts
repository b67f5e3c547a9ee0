import { describe, expect, it } from 'vitest';
import { FINDINGS, OPPOSITE_FINDINGS } from '../../engines/rules/findings-catalogue';
import { scanFile } from '../../engines/scan';
import { fixturePath, readFixtureManifest } from '../../engines/test-fixtures';
import { checkApplies, platformChecks } from './default-templates';

const PACKAGES = readFixtureManifest().filter((row) => ['apk', 'aab', 'ipa'].includes(row.kind));

describe('the checks of a platform', () => {
  it.skipIf(PACKAGES.length === 0)('include every check its analyser reports for the fixture packages', () => {
    for (const row of PACKAGES) {
      const platform = row.kind === 'ipa' ? 'ios' : 'android';
      for (const finding of scanFile(fixturePath(row.file)).findings) expect(checkApplies(finding.id, platform), `${row.file}: ${finding.id}`).toBe(true);
    }
  });

  it('give every check of the catalogue a group, so a template and the preview can list it', () => {
    const grouped = new Set([...platformChecks('android'), ...platformChecks('ios')]);
    expect([...FINDINGS.keys()].filter((id) => !grouped.has(id))).toEqual([]);
  });

  it('leave out of iOS what only the Android analyser reports, in the groups both platforms share', () => {
    const ios = platformChecks('ios');
    const android = platformChecks('android');
    for (const id of ['signature.janus', 'signature.stripped', 'anti_analysis.packer', 'anti_analysis.obfuscation', 'anti_analysis.no_obfuscation']) {
      expect(ios).not.toContain(id);
      expect(android).toContain(id);
    }
    for (const id of ['signature.expired', 'secrets.hardcoded_key', 'strings.urls', 'anti_analysis.zip.unsafe_path']) {
      expect(ios).toContain(id);
      expect(android).toContain(id);
    }
    expect(ios.filter((id) => id.startsWith('android.') || id.startsWith('code.') || id.startsWith('native.'))).toEqual([]);
    expect(android.filter((id) => id.startsWith('ios.'))).toEqual([]);
  });

  it('hold both answers of a test or neither', () => {
    for (const [id, opposite] of OPPOSITE_FINDINGS) {
      for (const platform of ['android', 'ios'] as const) expect(checkApplies(id, platform), `${id} on ${platform}`).toBe(checkApplies(opposite, platform));
    }
  });
});
