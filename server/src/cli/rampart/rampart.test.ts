import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { maskKey, normalizeUrl, resolveCredentials, storeCredentials } from './config';
import { CliError, EXIT } from './errors';

describe('the rampart CLI bundle', () => {
  it('holds only its own sources: it speaks HTTP and imports no server code', async () => {
    const result = await build({
      entryPoints: [path.join(import.meta.dirname, 'bin.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      write: false,
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.length).toBeGreaterThan(3);
    for (const input of inputs) expect(input).toMatch(/^server\/src\/cli\/rampart\/[a-z-]+\.ts$/);
    const packages = Object.values(result.metafile.outputs).flatMap((o) => o.imports.filter((i) => i.external).map((i) => i.path));
    expect(packages.filter((p) => !p.startsWith('node:'))).toEqual(['tus-js-client']);
  });
});

describe('credentials', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rampart-config-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('take flags over the environment over the stored file', () => {
    const env = { XDG_CONFIG_HOME: dir };
    storeCredentials({ url: 'https://stored.example', apiKey: 'rk_stored', apiSecret: 'stored-secret' }, env);
    expect(resolveCredentials({}, env)).toEqual({ url: 'https://stored.example', apiKey: 'rk_stored', apiSecret: 'stored-secret' });
    const withEnv = { ...env, RAMPART_URL: 'http://env.example:8080/', RAMPART_API_KEY: 'rk_env' };
    expect(resolveCredentials({}, withEnv)).toEqual({ url: 'http://env.example:8080', apiKey: 'rk_env', apiSecret: 'stored-secret' });
    expect(resolveCredentials({ apiSecret: 'flag-secret' }, withEnv).apiSecret).toBe('flag-secret');
    expect(fs.statSync(path.join(dir, 'rampart', 'config.json')).mode & 0o777).toBe(0o600);
  });

  it('missing ones are a usage error (no URL) or an authentication error (no pair)', () => {
    const env = { XDG_CONFIG_HOME: dir };
    expect(() => resolveCredentials({}, env)).toThrow(expect.objectContaining({ exitCode: EXIT.usage }));
    expect(() => resolveCredentials({ url: 'http://x' }, env)).toThrow(expect.objectContaining({ exitCode: EXIT.auth }));
    expect(() => normalizeUrl('ftp://x')).toThrow(CliError);
  });

  it('masks keys', () => {
    expect(maskKey('rk_0123456789abcdef01234567')).toBe('rk_0123…4567');
    expect(maskKey('short')).toBe('…');
  });
});
