import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scanFile } from '../scan.js';
import { SELF_TEST_ACTIVITY, SELF_TEST_PACKAGE, writeSelfTestApk } from './self-test-apk.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-self-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the self-test package', () => {
  const apk = path.join(dir, 'self-test.apk');
  const size = writeSelfTestApk(apk);

  it('is an APK the analysis reads back: package, activity, DEX class and the debuggable finding', () => {
    expect(fs.statSync(apk).size).toBe(size);
    const result = scanFile(apk);
    expect(result.format).toBe('apk');
    expect(result.packageName).toBe(SELF_TEST_PACKAGE);
    expect(result.dex).toMatchObject({ files: 1, classes: 1 });
    expect(result.components).toContainEqual(expect.objectContaining({ name: SELF_TEST_ACTIVITY, exported: true }));
    expect(result.findings.map((f) => f.id)).toContain('android.manifest.debuggable');
  });

  it("is read the same way by Android's aapt", () => {
    const badging = execFileSync('aapt', ['dump', 'badging', apk], { encoding: 'utf8' });
    expect(badging).toContain(`package: name='${SELF_TEST_PACKAGE}'`);
    expect(badging).toContain(`launchable-activity: name='${SELF_TEST_ACTIVITY}'`);
    expect(badging).toContain('application-debuggable');
  });
});
