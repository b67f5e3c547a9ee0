#!/usr/bin/env node
// Sets up whatever is missing before `npm start` / `npm test`: npm dependencies, the built web
// app and, for tests, the Debian packages the suite drives. Uses only Node built-ins, because
// it runs before dependencies exist.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));

/** Debian packages the test suite uses, by the command that shows each is installed. */
const TEST_PACKAGES = {
  chromium: '/usr/bin/chromium',
  aapt: '/usr/bin/aapt',
  apksigner: '/usr/bin/apksigner',
  dexdump: '/usr/bin/dexdump',
  androguard: '/usr/bin/androguard',
  apktool: '/usr/bin/apktool',
  zipalign: '/usr/bin/zipalign',
  'poppler-utils': '/usr/bin/pdftoppm',
  // keytool makes the JKS and PKCS#12 keystores the keystore tests upload.
  'openjdk-17-jre-headless': '/usr/lib/jvm/java-17-openjdk-amd64/bin/keytool',
  // jarsigner verifies the JAR signature of re-signed app bundles.
  'openjdk-17-jdk-headless': '/usr/lib/jvm/java-17-openjdk-amd64/bin/jarsigner',
  // baksmali and smali (dexlib2): the reference the DEX writer and assembler are diffed against.
  'libsmali-java': '/usr/share/java/smali.jar',
  // enjarify turns rewritten DEX into class files, so edited code really runs on the JVM.
  enjarify: '/usr/bin/enjarify',
  // readelf, the reference for the ELF reader's flags.
  binutils: '/usr/bin/readelf',
  // Arrows, check marks and box drawing in PDFs whose text Roboto cannot draw (0.7 MB faces).
  'fonts-dejavu-core': '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  // Traditional Chinese glyphs for the browser and PDF renders.
  'fonts-noto-cjk': '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
};

function log(message) {
  process.stdout.write(`[setup] ${message}\n`);
}

function run(command, commandArgs, options = {}) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${commandArgs.join(' ')} failed with exit code ${result.status}`);
  }
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    throw new Error(`Rampart needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
  }
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

function ensureDependencies() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  log('installing npm dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

function ensureWebBuild() {
  const index = path.join(root, 'web', 'dist', 'index.html');
  const sources = [path.join(root, 'web', 'src'), path.join(root, 'web', 'index.html'), path.join(root, 'web', 'vite.config.ts')];
  const newestSource = Math.max(...sources.filter((s) => fs.existsSync(s)).map((s) => (fs.statSync(s).isDirectory() ? newestMtime(s) : fs.statSync(s).mtimeMs)));
  if (fs.existsSync(index) && fs.statSync(index).mtimeMs >= newestSource) {
    // The About page's build facts and third-party notices follow the installed packages.
    const notices = path.join(root, 'web', 'dist', 'about', 'third-party-notices.json');
    const installed = path.join(root, 'node_modules', '.package-lock.json');
    if (!fs.existsSync(notices) || (fs.existsSync(installed) && fs.statSync(notices).mtimeMs < fs.statSync(installed).mtimeMs)) {
      log('writing the third-party notices…');
      run(process.execPath, [path.join('scripts', 'about-info.mjs'), path.join('web', 'dist')]);
    }
    return;
  }
  log('building the web app…');
  run('npm', ['run', 'build']);
}

function ensureDebianPackages(packages) {
  const missing = Object.entries(packages)
    .filter(([, probe]) => !fs.existsSync(probe))
    .map(([name]) => name);
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    log(`missing system packages: ${missing.join(' ')}`);
    log(`install them with:  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`);
    if (missing.includes('chromium')) throw new Error('chromium is required for the browser tests');
    return;
  }
  log(`installing system packages: ${missing.join(' ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env });
}

try {
  checkNode();
  ensureDependencies();
  if (args.has('--browser')) ensureDebianPackages(TEST_PACKAGES);
  if (args.has('--build')) ensureWebBuild();
} catch (err) {
  process.stderr.write(`[setup] ${err.message}\n`);
  process.exit(1);
}
