import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../../server/src/engines/test-fixtures';

/** Runs a snippet against the fixture helpers in a child process with the given CI flag. */
function probe(ci: boolean, snippet: string): { status: number | null; stderr: string } {
  const code = `import('./server/src/engines/test-fixtures.ts').then((m) => { ${snippet} })`;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', code], {
    env: { ...process.env, CI: ci ? 'true' : 'false' },
    encoding: 'utf8',
  });
  return { status: result.status, stderr: result.stderr };
}

describe('fixture and tool guards', () => {
  it('skip a missing reference tool outside CI and fail on it in CI', () => {
    const snippet = `process.stdout.write(String(m.hasTool('no-such-reference-tool')))`;
    expect(probe(false, snippet).status).toBe(0);
    const inCi = probe(true, snippet);
    expect(inCi.status).not.toBe(0);
    expect(inCi.stderr).toContain('The reference tool no-such-reference-tool is missing');
  });

  it.skipIf(!existsSync(path.join(FIXTURES_DIR, 'MANIFEST.tsv')))('read the fixture manifest when it is there, in CI too', () => {
    expect(probe(true, `if (m.readFixtureManifest().length === 0) process.exit(3)`).status).toBe(0);
  });
});
