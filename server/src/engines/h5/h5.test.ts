import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import * as acorn from 'acorn';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presetOptions, type H5Options } from '../../../../common/hardening-policy.js';
import { fileSource } from '../archive/byte-source.js';
import { buildZip } from '../archive/test-zip.js';
import { ZipArchive } from '../archive/zip-reader.js';
import { fixturePath } from '../test-fixtures.js';
import { runBehaviourCorpus } from './behaviour-corpus.js';
import { H5Error, protectH5Package } from './protect-package.js';
import { protectScript } from './protect-script.js';

const LODASH = fixturePath('npm-lodash-4.18.1-lodash.js');
const CHANCE = path.resolve('node_modules/chance/chance.js');
const maximum = presetOptions('h5', 'maximum');

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'h5-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Loads a CommonJS library in its own context; its timers are cleared once `use` returns. */
function withLibrary<T>(code: string, use: (exports: any) => T): T {
  const timers: NodeJS.Timeout[] = [];
  const module = { exports: {} as any };
  const context = vm.createContext({
    module,
    exports: module.exports,
    console: { log() {}, warn() {}, error() {}, info() {}, debug() {}, trace() {}, table() {}, exception() {} },
    setTimeout: (fn: () => void, ms: number) => (timers.push(setTimeout(fn, ms)), timers.at(-1)),
    setInterval: (fn: () => void, ms: number) => (timers.push(setInterval(fn, ms)), timers.at(-1)),
    clearTimeout,
    clearInterval,
  });
  try {
    vm.runInContext(code, context, { timeout: 30_000 });
    return use(module.exports);
  } finally {
    for (const t of timers) clearInterval(t);
  }
}

const corpus = (lodash: string, chance: string) => withLibrary(lodash, (_) => withLibrary(chance, (Chance) => runBehaviourCorpus(_, Chance)));

/** String literals of a script (directives and module specifiers are syntax, not data). */
function stringLiterals(code: string): Set<string> {
  const found = new Set<string>();
  const visit = (node: any, parent: any) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'Literal' && typeof node.value === 'string' && !(parent?.type === 'ExpressionStatement' && parent.directive)) found.add(node.value);
    if (node.type === 'TemplateElement' && node.value.cooked) found.add(node.value.cooked);
    for (const key of Object.keys(node)) {
      const value = node[key];
      if (Array.isArray(value)) value.forEach((v) => visit(v, node));
      else if (value && typeof value.type === 'string') visit(value, node);
    }
  };
  visit(acorn.parse(code, { ecmaVersion: 'latest' }), null);
  return found;
}

describe('protectScript at the maximum preset', () => {
  const sources = { lodash: fs.readFileSync(LODASH, 'utf8'), chance: fs.readFileSync(CHANCE, 'utf8') };
  const protectedCode = { lodash: '', chance: '' };
  beforeAll(() => {
    protectedCode.lodash = protectScript(sources.lodash, maximum, 1).code;
    protectedCode.chance = protectScript(sources.chance, maximum, 2).code;
  }, 120_000);

  it('gives the same answers to the behaviour corpus as the original', () => {
    const before = corpus(sources.lodash, sources.chance);
    const after = corpus(protectedCode.lodash, protectedCode.chance);
    expect(before.length).toBeGreaterThanOrEqual(200);
    expect(before.filter((r) => r.startsWith('throws:')).length).toBeLessThan(10);
    expect(after).toEqual(before);
  });

  it.each(['lodash', 'chance'] as const)('leaves none of the original string literals of 6 or more characters in %s', (lib) => {
    const original = [...stringLiterals(sources[lib])].filter((s) => s.length >= 6);
    expect(original.length).toBeGreaterThan(100);
    const left = stringLiterals(protectedCode[lib]);
    expect(original.filter((s) => left.has(s))).toEqual([]);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    const small = 'function greet(name) { return "Hello, " + name + "! Welcome to the console."; } module.exports = greet;';
    expect(protectScript(small, maximum, 5).code).toBe(protectScript(small, maximum, 5).code);
    expect(protectScript(small, maximum, 5).code).not.toBe(protectScript(small, maximum, 6).code);
  });

  it('keeps the reserved names and strings the policy lists', () => {
    const options: H5Options = { ...maximum, scope: { ...maximum.scope, reservedNames: ['^publicApi$'], reservedStrings: ['^keep-me-clear$'] } };
    const { code } = protectScript('function publicApi() { return ["keep-me-clear", "hide-this-one"]; } publicApi();', options, 3);
    expect(code).toContain('publicApi');
    expect(stringLiterals(code).has('keep-me-clear')).toBe(true);
    expect(stringLiterals(code).has('hide-this-one')).toBe(false);
  });

  it('makes string-literal keys computed without changing __proto__ or class constructors', () => {
    const src =
      'var o = {"secret-key": 1, "__proto__": {inherited: 2}}; class K { "constructor"() { this.v = 3; } "method-name"() { return 4; } } module.exports = [Object.keys(o), o.inherited, new K().v, new K()["method-name"]()];';
    const { code, stats } = protectScript(src, maximum, 9);
    expect(stats.keysComputed).toBe(2);
    expect(withLibrary(code, (x) => JSON.stringify(x))).toBe(JSON.stringify([['secret-key'], 2, 3, 4]));
  });

  it('refuses a script that does not parse, saying where', () => {
    expect(() => protectScript('function broken( {', maximum, 1)).toThrow(/h5\.syntax: .*\(1:\d+\)/);
  });
});

describe('protectH5Package', () => {
  const low = presetOptions('h5', 'low');
  const zipOf = async (entries: Record<string, string | Buffer>, name: string) => {
    const zip = new yazl.ZipFile();
    for (const [n, data] of Object.entries(entries)) zip.addBuffer(Buffer.from(data), n);
    zip.end();
    const file = path.join(dir, name);
    await new Promise<void>((resolve) => zip.outputStream.pipe(fs.createWriteStream(file)).on('close', resolve));
    return file;
  };
  const unzip = (file: string) => {
    const archive = ZipArchive.open(fileSource(file));
    return Object.fromEntries(archive.names().map((n) => [n, archive.read(archive.get(n)!)]));
  };

  it('protects the scripts in scope and inline scripts, copies the rest byte for byte, in order', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);
    const input = await zipOf(
      {
        'app/index.html':
          '<!doctype html><html><head><script src="js/main.js"></script><script type="application/json">{"clearJson":1}</script></head><body><script>var inlineSecret = "inline-secret-value"; document.title = inlineSecret;</script></body></html>',
        'app/js/main.js': 'var mainSecret = "main-secret-value"; window.main = mainSecret;',
        'app/js/vendor.min.js': 'var vendorSecret = "vendor-secret-value";',
        'app/img/logo.png': png,
        'app/css/site.css': 'body { color: red }',
      },
      'site.zip',
    );
    const output = path.join(dir, 'site.protected.zip');
    const options: H5Options = { ...maximum, antiDebug: false, scope: { ...maximum.scope, exclude: ['**/*.min.js'] } };
    const report = await protectH5Package(input, output, options, 11, { workers: 2 });
    const files = unzip(output);
    expect(Object.keys(files)).toEqual(['app/index.html', 'app/js/main.js', 'app/js/vendor.min.js', 'app/img/logo.png', 'app/css/site.css']);
    expect(files['app/img/logo.png']).toEqual(png);
    expect(files['app/css/site.css'].toString()).toBe('body { color: red }');
    expect(files['app/js/vendor.min.js'].toString()).toBe('var vendorSecret = "vendor-secret-value";');
    expect(files['app/js/main.js'].toString()).not.toContain('main-secret-value');
    const html = files['app/index.html'].toString();
    expect(html).not.toContain('inline-secret-value');
    expect(html).toContain('<script src="js/main.js"></script>');
    expect(html).toContain('{"clearJson":1}');
    expect(report.totals).toMatchObject({ filesProtected: 1, inlineScripts: 1, filesCopied: 3 });
    expect(report.files.map((f) => [f.path, f.action])).toEqual([
      ['app/index.html', 'inline'],
      ['app/js/main.js', 'protected'],
      ['app/js/vendor.min.js', 'copied'],
      ['app/img/logo.png', 'copied'],
      ['app/css/site.css', 'copied'],
    ]);
  }, 60_000);

  it('gives the same package whatever the number of worker threads', async () => {
    const scripts = Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`js/f${i}.js`, `function f${i}(x) { return "value-number-${i}" + x; } window.f${i} = f${i};`]));
    const input = await zipOf(scripts, 'many.zip');
    await protectH5Package(input, path.join(dir, 'one.zip'), low, 4, { workers: 1 });
    await protectH5Package(input, path.join(dir, 'two.zip'), low, 4, { workers: 2 });
    expect(unzip(path.join(dir, 'one.zip'))).toEqual(unzip(path.join(dir, 'two.zip')));
  }, 60_000);

  it('reports skipped options with the reason and reports progress', async () => {
    const progress: number[] = [];
    const report = await protectH5Package(LODASH, path.join(dir, 'lodash.js'), { ...low, virtualization: true }, 1, { onProgress: (p) => progress.push(p) });
    expect(report.input).toBe('js');
    expect(report.skipped).toEqual([{ option: 'virtualization', reason: expect.stringContaining('not available yet') }]);
    expect(progress.at(-1)).toBe(100);
    expect(report.log.some((l) => l.startsWith('skipped: virtualization'))).toBe(true);
  }, 60_000);

  const failing: [string, () => Promise<string>, string][] = [
    ['a script with a syntax error, naming the file', async () => zipOf({ 'js/bad.js': 'var = ;' }, 'bad.zip'), 'h5.syntax'],
    ['a script that is not UTF-8', async () => zipOf({ 'js/latin.js': Buffer.from([0x76, 0x61, 0x72, 0x20, 0xff, 0xfe]) }, 'latin.zip'), 'h5.not_text'],
    ['a zip-slip entry', async () => writeRaw('slip.zip', buildZip([{ name: '../evil.js', data: Buffer.from('x') }])), 'archive.unsafe_path'],
    ['a zip bomb', async () => writeRaw('bomb.zip', buildZip([{ name: 'big.js', data: Buffer.alloc(64 * 1024 * 1024, 0x20) }])), 'archive.limit_exceeded'],
    ['a Hermes bytecode bundle', async () => writeRaw('index.hbc', Buffer.from([0xc6, 0x1f, 0xbc, 0x03, 0xc1, 0x03, 0x19, 0x1f, 0x60, 0, 0, 0])), 'h5.hermes'],
    ['an APK without a React Native bundle', async () => fixturePath('mastg-UnCrackable-Level1.apk'), 'h5.not_react_native'],
    [
      'a React Native APK (the Android signer is not there yet)',
      async () =>
        writeRaw(
          'rn.apk',
          buildZip([
            { name: 'AndroidManifest.xml', data: Buffer.from([3, 0, 8, 0]) },
            { name: 'assets/index.android.bundle', data: Buffer.from('var a = 1;') },
          ]),
        ),
      'h5.needs_android_signer',
    ],
    [
      'a React Native IPA (iOS re-signing is not there yet)',
      async () =>
        writeRaw(
          'rn.ipa',
          buildZip([
            { name: 'Payload/App.app/Info.plist', data: Buffer.from('<plist/>') },
            { name: 'Payload/App.app/main.jsbundle', data: Buffer.from('var a = 1;') },
          ]),
        ),
      'h5.needs_ios_signer',
    ],
  ];
  const writeRaw = (name: string, data: Buffer) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, data);
    return file;
  };
  it.each(failing)(
    'refuses %s',
    async (_name, make, code) => {
      const input = await make();
      const output = path.join(dir, `out-${code}`);
      const error = await protectH5Package(input, output, low, 1).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(H5Error);
      expect((error as H5Error).code).toBe(code);
      expect(fs.existsSync(output)).toBe(false);
    },
    60_000,
  );

  it('stops a script that takes too long, with the reason, and writes nothing', async () => {
    const output = path.join(dir, 'slow.js');
    const error = (await protectH5Package(LODASH, output, maximum, 1, { scriptTimeoutMs: 200 }).catch((e: unknown) => e)) as H5Error;
    expect(error).toBeInstanceOf(H5Error);
    expect(error.code).toBe('h5.timeout');
    expect(fs.existsSync(output)).toBe(false);
  }, 60_000);

  it('names the broken file in a syntax error', async () => {
    const input = await zipOf({ 'js/ok.js': 'var ok = 1;', 'js/broken.js': 'function (' }, 'broken.zip');
    const error = (await protectH5Package(input, path.join(dir, 'x.zip'), low, 1).catch((e: unknown) => e)) as H5Error;
    expect(error.message).toMatch(/^js\/broken\.js is not valid JavaScript/);
  }, 60_000);
});
