#!/usr/bin/env node
// Writes what the About page shows about the build into `<outDir>/about/`:
//   build.json                 { version, commit, builtAt }: the product version (package.json)
//                              and the git commit's short sha ('development' when not in git)
//   third-party-notices.json   [{ name, version, license }] of every installed production package
// The web build runs it (web/vite.config.ts), so `node scripts/setup.mjs --build` and CI generate
// both files; nothing generated is committed. Usage: node scripts/about-info.mjs [outDir]
import { spawnSync } from 'node:child_process';
import process from 'node:process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The short sha of HEAD, or 'development' outside a git checkout. */
export function buildCommit(cwd = root) {
  if (process.env.RAMPART_BUILD_COMMIT) return process.env.RAMPART_BUILD_COMMIT.slice(0, 40);
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const sha = result.status === 0 ? result.stdout.trim() : '';
  return /^[0-9a-f]{4,40}$/.test(sha) ? sha : 'development';
}

/** A package.json `license` field in any of its historic forms, as one SPDX-like string. */
function licenseOf(pkg) {
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license && typeof pkg.license.type === 'string') return pkg.license.type;
  if (Array.isArray(pkg.licenses)) {
    const types = pkg.licenses.map((l) => (typeof l === 'string' ? l : l?.type)).filter(Boolean);
    if (types.length) return types.length === 1 ? types[0] : `(${types.join(' OR ')})`;
  }
  return 'UNKNOWN';
}

/**
 * Every production package installed under node_modules: the lockfile's entries that are not
 * dev-only, read from the installed package.json (name, version, licence), sorted by name.
 */
export function thirdPartyNotices(cwd = root) {
  const lock = JSON.parse(fs.readFileSync(path.join(cwd, 'package-lock.json'), 'utf8'));
  const seen = new Map();
  for (const [location, entry] of Object.entries(lock.packages ?? {})) {
    if (!location.startsWith('node_modules/') || entry.dev || entry.link) continue;
    const manifest = path.join(cwd, location, 'package.json');
    if (!fs.existsSync(manifest)) continue; // optional packages of other platforms
    const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    const name = pkg.name ?? location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const key = `${name}@${pkg.version}`;
    if (!seen.has(key)) seen.set(key, { name, version: String(pkg.version ?? ''), license: licenseOf(pkg) });
  }
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

export function writeAboutInfo(outDir, cwd = root) {
  const dir = path.join(outDir, 'about');
  fs.mkdirSync(dir, { recursive: true });
  const pkg = JSON.parse(fs.readFileSync(path.join(cwd, 'package.json'), 'utf8'));
  const build = { version: pkg.version, commit: buildCommit(cwd), builtAt: new Date().toISOString() };
  const notices = thirdPartyNotices(cwd);
  fs.writeFileSync(path.join(dir, 'build.json'), `${JSON.stringify(build)}\n`);
  fs.writeFileSync(path.join(dir, 'third-party-notices.json'), `${JSON.stringify(notices)}\n`);
  return { build, count: notices.length };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'web', 'dist'));
  const { build, count } = writeAboutInfo(outDir);
  process.stdout.write(`[about] ${build.version} (${build.commit}): ${count} third-party notices in ${path.join(outDir, 'about')}\n`);
}
