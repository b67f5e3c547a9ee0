import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../test-fixtures.js';
import { FINDINGS } from './findings-catalogue.js';

const DOC = readFileSync(path.join(REPO_ROOT, 'docs/rule-coverage.md'), 'utf8');
const FINDING_ID = /`([a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)`/g;

/** Body rows of the doc's tables as [area, topic, MobSF rules, Rampart findings]. */
function rows(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line) && !line.startsWith('| Area |'))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

const table = rows(DOC);

describe('docs/rule-coverage.md', () => {
  it('names only finding ids that are in the catalogue', () => {
    expect(table.length).toBeGreaterThan(60);
    const named = table.flatMap((r) => [...r[3].matchAll(FINDING_ID)].map((m) => m[1]));
    expect(named.length).toBeGreaterThan(100);
    expect(named.filter((id) => !FINDINGS.has(id))).toEqual([]);
  });

  it('gives every topic a finding id, a pending rule, the SDK catalogue or an explicit gap', () => {
    for (const [area, topic, , ours] of table) {
      expect(ours, `${area}: ${topic}`).toMatch(/`[a-z][a-z0-9_]*\.[a-z0-9_.]+`|\(pending: [^)]+\)|\(not covered\)|SDK catalogue/);
    }
  });

  it('leaves none of the required topics out', () => {
    const topics = table.map((r) => `${r[0]} ${r[1]}`.toLowerCase());
    const required = [
      'hard-coded keys',
      'xor',
      'rsa without oaep',
      'cbc with pkcs5',
      'des, 3des, rc4 and ecb',
      'native library strings',
      'frida gadgets and anti-debug',
      'jni exports',
      'deep links and app links',
      'granturipermissions',
      'intent filter priority',
      'secret dialer codes',
      'pin expiry',
      'overridepins',
      'debug-overrides',
      'file access and universal access',
      'url loaded from an intent',
      'addjavascriptinterface',
      'certificate pinning in code',
      'frida detection',
      'tamper checks',
      'bundled certificate, key and keystore files',
      'trackers (exodus privacy)',
      'manifest',
      'network security config',
      'binary (elf)',
      'binary (mach-o)',
      'files',
      'secrets',
      'signatures',
    ];
    for (const topic of required)
      expect(
        topics.some((t) => t.includes(topic)),
        topic,
      ).toBe(true);
  });
});
