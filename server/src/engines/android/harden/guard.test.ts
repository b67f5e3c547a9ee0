import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMonitoredApp, storedEvents, type TestApp } from '../../../../../tests/helpers/monitoring';
import { startTestServer, type TestServer } from '../../../../../tests/helpers/server';
import { EVENT_KINDS, KIND_DEFS, type EventKind } from '../../risk/event-kinds';
import { hasTool } from '../../test-fixtures';
import { JvmSession, type RunResult } from '../dex/jvm-harness';
import { ACC } from '../dex/model';
import { writeDex } from '../dex/write';
import { GUARD_EVENT_KINDS, GUARD_HOOK_CLASS, GUARD_THREATS, guardClasses, guardConfig, sdkEventsUrl } from './guard';
import { runtimeSources } from './runtime';

/**
 * The runtime guard. Its smali is assembled by our assembler, written to a DEX, translated by
 * Debian's enjarify and run with `java -Xverify:all` against Java fakes of the android classes it
 * touches (testdata/fakes-guard): every check runs on crafted /proc, file-system, property and
 * Build samples and on a clean one; the reactions show their toast, kill the process, or POST an
 * event, which the test replays to a real Rampart server's SDK endpoint.
 */

const FAKES_DIR = path.join(import.meta.dirname, 'testdata', 'fakes-guard');
const tools = hasTool('enjarify') && hasTool('java') && hasTool('javac');

function javaSources(dir: string, prefix = ''): { file: string; text: string }[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) return javaSources(p, `${prefix}${name}/`);
      return name.endsWith('.java') ? [{ file: `${prefix}${name}`, text: readFileSync(p, 'utf8') }] : [];
    });
}

// ---------------------------------------------------------------------------------------------
// Samples: a clean phone's files, and variants with one thing planted.

const TCP_HEADER = '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode\n';
const tcpLine = (sl: number, local: string, remote: string, state: string) =>
  `   ${sl}: ${local} ${remote} ${state} 00000000:00000000 00:00000000 00000000 10123        0 ${40000 + sl} 1 0000000000000000 100 0 0 10 0\n`;

const CLEAN_MAPS = [
  '5d8e9b6000-5d8e9b8000 r--p 00000000 fd:05 1520 /system/bin/app_process64',
  '7b2a400000-7b2a4c0000 r-xp 00000000 07:38 42 /apex/com.android.art/lib64/libart.so',
  '7b2c100000-7b2c180000 r-xp 00000000 07:20 17 /apex/com.android.runtime/lib64/bionic/libc.so',
  '7b30000000-7b30800000 r--p 00000000 fd:21 9911 /data/app/~~Qx2/com.example.app-AbC==/base.apk',
  '7b31000000-7b31200000 rw-p 00000000 00:00 0 [anon:dalvik-main space]',
].join('\n');

const CLEAN_MOUNTS = [
  '/dev/block/dm-3 / ext4 ro,seclabel,relatime 0 0',
  'tmpfs /dev tmpfs rw,seclabel,nosuid,relatime,mode=755 0 0',
  '/dev/block/dm-4 /system ext4 ro,seclabel,relatime 0 0',
  '/dev/block/dm-5 /system_ext ext4 ro,seclabel,relatime 0 0',
  '/dev/block/dm-6 /vendor ext4 ro,seclabel,relatime 0 0',
  '/dev/block/by-name/userdata /data f2fs rw,lazytime,seclabel,nosuid,nodev 0 0',
].join('\n');

/** Files of a clean device, relative to the sample root; `null` makes a directory. */
const CLEAN: Record<string, string | null> = {
  'proc/self/status': 'Name:\tcom.example.app\nState:\tS (sleeping)\nTgid:\t4242\nPid:\t4242\nPPid:\t612\nTracerPid:\t0\nUid:\t10123\t10123\t10123\t10123\n',
  'proc/self/maps': `${CLEAN_MAPS}\n`,
  // A server on 8080 and an outgoing connection to port 27042 elsewhere: neither is Frida listening.
  'proc/net/tcp': TCP_HEADER + tcpLine(0, '00000000:1F90', '00000000:0000', '0A') + tcpLine(1, '0100007F:A1B2', '0100007F:69A2', '01'),
  'proc/net/tcp6': TCP_HEADER,
  'proc/self/task/4242/comm': 'com.example.app\n',
  'proc/self/task/4243/comm': 'Signal Catcher\n',
  'proc/self/task/4244/comm': 'HeapTaskDaemon\n',
  'proc/self/task/4245/comm': 'RenderThread\n',
  'proc/mounts': `${CLEAN_MOUNTS}\n`,
  'system/bin/sh': '',
  'system/xbin': null,
  'data/adb': null,
  'dev/socket': null,
};

const SAMPLES: Record<string, Record<string, string | null>> = {
  clean: {},
  'debugger-tracer': { 'proc/self/status': CLEAN['proc/self/status']!.replace('TracerPid:\t0', 'TracerPid:\t3117') },
  'debugger-jdwp': { 'proc/self/task/4246/comm': 'ADB-JDWP Connec\n' },
  'root-su': { 'system/xbin/su': '' },
  'root-superuser': { 'system/app/Superuser.apk': '' },
  'root-magisk': { 'data/adb/magisk': null },
  'root-magisk-mount': { 'proc/mounts': `${CLEAN_MOUNTS}\nmagisk /system/bin tmpfs ro,seclabel,relatime 0 0\n` },
  'root-system-rw': { 'proc/mounts': `${CLEAN_MOUNTS.replace('/system ext4 ro,', '/system ext4 rw,')}\n` },
  'emulator-qemu-pipe': { 'dev/qemu_pipe': '' },
  'emulator-qemud': { 'dev/socket/qemud': '' },
  'frida-port': { 'proc/net/tcp': CLEAN['proc/net/tcp'] + tcpLine(2, '0100007F:69A2', '00000000:0000', '0A') },
  'frida-port6': { 'proc/net/tcp6': TCP_HEADER + tcpLine(0, '00000000000000000000000000000000:69A2', '00000000000000000000000000000000:0000', '0A') },
  'frida-maps': { 'proc/self/maps': `${CLEAN_MAPS}\n7c00000000-7c01000000 r-xp 00000000 fd:21 777 /data/local/tmp/re.frida.server/frida-agent-64.so\n` },
  'frida-thread': { 'proc/self/task/4250/comm': 'gum-js-loop\n' },
  'frida-gmain': { 'proc/self/task/4251/comm': 'gmain\n' },
  'xposed-maps': { 'proc/self/maps': `${CLEAN_MAPS}\n7c10000000-7c10100000 r--p 00000000 fd:05 88 /system/framework/XposedBridge.jar\n` },
  'lsposed-maps': { 'proc/self/maps': `${CLEAN_MAPS}\n7c20000000-7c20100000 r-xp 00000000 fd:21 89 /data/adb/modules/zygisk_lsposed/lib/liblspd.so\n` },
  'substrate-maps': { 'proc/self/maps': `${CLEAN_MAPS}\n7c30000000-7c30100000 r-xp 00000000 fd:21 90 /data/app/com.saurik.substrate-1/lib/arm/libsubstrate.so\n` },
};

function writeSamples(root: string): void {
  for (const [name, overrides] of Object.entries(SAMPLES)) {
    for (const [file, content] of Object.entries({ ...CLEAN, ...overrides })) {
      const p = path.join(root, name, file);
      if (content === null) mkdirSync(p, { recursive: true });
      else {
        mkdirSync(path.dirname(p), { recursive: true });
        writeFileSync(p, content);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Scenarios: a check, a sample, fake settings (properties, Build fields, Debug, ApplicationInfo,
// a hook framework's frame on the stack) and what the check must answer (null: nothing found).

interface Scenario {
  check: 'debugger' | 'root' | 'emulator' | 'frida' | 'xposed' | 'substrate' | 'multiInstance';
  sample: string;
  settings?: string;
  expected: string | null;
}

const SCENARIOS: Record<string, Scenario> = {
  'debugger clean': { check: 'debugger', sample: 'clean', expected: null },
  'debugger other flags': { check: 'debugger', sample: 'clean', settings: 'flags=4', expected: null },
  'debugger connected': { check: 'debugger', sample: 'clean', settings: 'debug=1', expected: 'debugger_connected' },
  'debugger tracer': { check: 'debugger', sample: 'debugger-tracer', expected: 'tracer_pid:3117' },
  'debugger debuggable': { check: 'debugger', sample: 'clean', settings: 'flags=6', expected: 'debuggable' },
  'debugger jdwp': { check: 'debugger', sample: 'debugger-jdwp', expected: 'jdwp_thread:ADB-JDWP Connec' },

  'root clean': { check: 'root', sample: 'clean', expected: null },
  'root su': { check: 'root', sample: 'root-su', expected: 'su:/system/xbin/su' },
  'root superuser': { check: 'root', sample: 'root-superuser', expected: 'su:/system/app/Superuser.apk' },
  'root magisk': { check: 'root', sample: 'root-magisk', expected: 'magisk:/data/adb/magisk' },
  'root magisk mount': { check: 'root', sample: 'root-magisk-mount', expected: 'magisk_mount' },
  'root test-keys property': { check: 'root', sample: 'clean', settings: 'prop.ro.build.tags=test-keys', expected: 'test_keys' },
  'root test-keys build': { check: 'root', sample: 'clean', settings: 'build.TAGS=dev-keys,test-keys', expected: 'test_keys' },
  'root system rw': { check: 'root', sample: 'root-system-rw', expected: 'system_rw' },

  'emulator clean': { check: 'emulator', sample: 'clean', expected: null },
  'emulator qemu 0': { check: 'emulator', sample: 'clean', settings: 'prop.ro.kernel.qemu=0', expected: null },
  'emulator qemu 1': { check: 'emulator', sample: 'clean', settings: 'prop.ro.kernel.qemu=1', expected: 'ro.kernel.qemu' },
  'emulator ranchu': { check: 'emulator', sample: 'clean', settings: 'prop.ro.hardware=ranchu', expected: 'hardware:ranchu' },
  'emulator goldfish': { check: 'emulator', sample: 'clean', settings: 'build.HARDWARE=goldfish', expected: 'hardware:goldfish' },
  'emulator generic': {
    check: 'emulator',
    sample: 'clean',
    settings: 'build.FINGERPRINT=generic/sdk_x86/generic_x86:9/PSR1.180720.075/5124027:userdebug/test-keys',
    expected: 'build:generic',
  },
  'emulator sdk_gphone': { check: 'emulator', sample: 'clean', settings: 'build.MODEL=sdk_gphone64_x86_64', expected: 'build:sdk_gphone' },
  'emulator model': { check: 'emulator', sample: 'clean', settings: 'build.PRODUCT=Emulator', expected: 'build:emulator' },
  'emulator qemu pipe': { check: 'emulator', sample: 'emulator-qemu-pipe', expected: 'qemu_file:/dev/qemu_pipe' },
  'emulator qemud': { check: 'emulator', sample: 'emulator-qemud', expected: 'qemu_file:/dev/socket/qemud' },

  'frida clean': { check: 'frida', sample: 'clean', expected: null },
  'frida port': { check: 'frida', sample: 'frida-port', expected: 'port:27042' },
  'frida port tcp6': { check: 'frida', sample: 'frida-port6', expected: 'port:27042' },
  'frida maps': { check: 'frida', sample: 'frida-maps', expected: 'maps:frida-agent' },
  'frida thread': { check: 'frida', sample: 'frida-thread', expected: 'thread:gum-js-loop' },
  'frida gmain': { check: 'frida', sample: 'frida-gmain', expected: 'thread:gmain' },
  'xposed clean': { check: 'xposed', sample: 'clean', expected: null },
  'xposed maps': { check: 'xposed', sample: 'xposed-maps', expected: 'maps:xposedbridge' },
  'lsposed maps': { check: 'xposed', sample: 'lsposed-maps', expected: 'maps:lsposed' },
  'xposed stack': { check: 'xposed', sample: 'clean', settings: 'via=xposed', expected: 'stack:de.robv.android.xposed.XC_MethodHook' },
  'xposed under substrate': { check: 'xposed', sample: 'clean', settings: 'via=substrate', expected: null },
  'substrate clean': { check: 'substrate', sample: 'clean', expected: null },
  'substrate maps': { check: 'substrate', sample: 'substrate-maps', expected: 'maps:substrate' },
  'substrate stack': { check: 'substrate', sample: 'clean', settings: 'via=substrate', expected: 'stack:com.saurik.substrate.MSHooked' },
  'substrate under xposed': { check: 'substrate', sample: 'clean', settings: 'via=xposed', expected: null },

  'multi user 0': { check: 'multiInstance', sample: 'clean', expected: null },
  'multi data/data': { check: 'multiInstance', sample: 'clean', settings: 'dataDir=/data/data/com.example.app', expected: null },
  'multi work profile': { check: 'multiInstance', sample: 'clean', settings: 'dataDir=/data/user/10/com.example.app', expected: null },
  'multi parallel space': {
    check: 'multiInstance',
    sample: 'clean',
    settings: 'dataDir=/data/user/0/com.lbe.parallel.intl/parallel/0/com.example.app',
    expected: 'virtual_app:com.lbe.parallel',
  },
  'multi dual space': {
    check: 'multiInstance',
    sample: 'clean',
    settings: 'dataDir=/data/data/com.excelliance.dualaid/gameplugins/com.example.app',
    expected: 'virtual_app:com.excelliance.dualaid',
  },
  'multi clone dir': { check: 'multiInstance', sample: 'clean', settings: 'dataDir=/data/data/com.example.app.clone', expected: 'data_dir:/data/data/com.example.app.clone' },
  'multi odd user': { check: 'multiInstance', sample: 'clean', settings: 'dataDir=/data/user/x1/com.example.app', expected: 'data_dir:/data/user/x1/com.example.app' },
  'multi no user': { check: 'multiInstance', sample: 'clean', settings: 'dataDir=/data/user/com.example.app', expected: 'data_dir:/data/user/com.example.app' },
};

/** The driver's `KIND\tfield…` lines. */
const lines = (r: RunResult, kind: string) =>
  r.stdout
    .split('\n')
    .filter((l) => l.startsWith(`${kind}\t`))
    .map((l) => l.split('\t').slice(1));

describe('guardConfig', () => {
  it('turns the options into guard.* entries, with defaults for reactions and the toast', () => {
    const config = guardConfig({
      antiDebug: true,
      root: true,
      emulator: false,
      hook: true,
      multiInstance: true,
      reactions: { antiDebug: 'exit', root: 'warn' },
      report: { endpoint: 'https://console.example.com/', appKey: 'rk_1', secret: 'rs_2' },
      watchdogMs: 1500,
    });
    expect(config).toEqual({
      'guard.antiDebug': '1',
      'guard.reaction.antiDebug': 'exit',
      'guard.root': '1',
      'guard.reaction.root': 'warn',
      'guard.hook': '1',
      'guard.reaction.hook': 'report',
      'guard.multiInstance': '1',
      'guard.reaction.multiInstance': 'report',
      'guard.warn.message': 'This app is running in an unsafe environment.',
      'guard.watchdog.ms': '1500',
      'guard.report.url': 'https://console.example.com/api/sdk/v1/events',
      'guard.report.key': 'rk_1',
      'guard.report.secret': 'rs_2',
    });
  });

  it('warns by default without a monitored app, keeps credentials out when nothing reports, and refuses report without one', () => {
    const base = { antiDebug: false, root: false, emulator: true, hook: false, multiInstance: false };
    expect(guardConfig({ ...base, reactions: {}, warnMessage: 'Not here' })).toEqual({
      'guard.emulator': '1',
      'guard.reaction.emulator': 'warn',
      'guard.warn.message': 'Not here',
    });
    const exitOnly = guardConfig({ ...base, reactions: { emulator: 'exit' }, report: { endpoint: 'https://c.example', appKey: 'k', secret: 's' } });
    expect(exitOnly).toEqual({ 'guard.emulator': '1', 'guard.reaction.emulator': 'exit' });
    expect(() => guardConfig({ ...base, reactions: { emulator: 'report' } })).toThrow(/no monitored app/);
    expect(guardConfig({ ...base, emulator: false, reactions: { root: 'exit' } })).toEqual({});
  });

  it('builds the events URL from a base URL, a prefixed base URL or the events URL itself', () => {
    expect(sdkEventsUrl('https://c.example')).toBe('https://c.example/api/sdk/v1/events');
    expect(sdkEventsUrl('https://c.example/rampart/')).toBe('https://c.example/rampart/api/sdk/v1/events');
    expect(sdkEventsUrl('http://10.0.2.2:8080/api/sdk/v1/events')).toBe('http://10.0.2.2:8080/api/sdk/v1/events');
    expect(() => sdkEventsUrl('ftp://c.example')).toThrow(/http/);
  });

  it('reports every threat as a monitoring event kind Android SDKs send', () => {
    const kinds = Object.values(GUARD_EVENT_KINDS).flat();
    expect(Object.keys(GUARD_EVENT_KINDS)).toEqual([...GUARD_THREATS]);
    for (const kind of kinds) {
      expect(EVENT_KINDS).toContain(kind);
      expect(KIND_DEFS[kind as EventKind].platforms).toContain('android');
    }
    // The runtime names exactly these kinds.
    const smali = runtimeSources('guard')
      .map((s) => s.text)
      .join('\n');
    for (const kind of kinds) expect(smali).toContain(`"${kind}"`);
  });
});

describe('the guard runtime classes', () => {
  it('assemble, with the hook class declaring the shell contract', () => {
    const classes = guardClasses();
    expect(classes.every((c) => c.type.startsWith('Lrampart/rt/'))).toBe(true);
    const hook = classes.find((c) => c.type === GUARD_HOOK_CLASS)!;
    const attach = hook.directMethods.find((m) => m.name === 'attach')!;
    expect(attach.proto).toMatchObject({ returnType: 'V', parameters: ['Landroid/content/Context;', 'Ljava/util/Map;'] });
    expect(attach.accessFlags & (ACC.PUBLIC | ACC.STATIC)).toBe(ACC.PUBLIC | ACC.STATIC);
  });
});

describe.runIf(tools)('the guard on the JVM', () => {
  let session: JvmSession;
  let server: TestServer;
  let app: TestApp;
  let checks: RunResult;
  let hooked: RunResult;
  let filesDir: string;
  let dex: Uint8Array;

  beforeAll(async () => {
    session = new JvmSession();
    server = await startTestServer();
    const user = await server.seed.user({ roleType: 'USER' });
    app = await createMonitoredApp(server, await server.login(user.username, user.password));

    const samples = path.join(session.dir, 'samples');
    writeSamples(samples);
    filesDir = path.join(session.dir, 'files');
    mkdirSync(filesDir);
    const scenarioFile = path.join(session.dir, 'scenarios.tsv');
    writeFileSync(
      scenarioFile,
      Object.entries(SCENARIOS)
        .map(([name, s]) => [name, s.check, s.sample, s.settings ?? ''].join('\t'))
        .join('\n'),
    );

    dex = writeDex({ version: 35, classes: guardClasses(), callSites: [] });
    const jar = session.enjarify(dex);
    const all = javaSources(FAKES_DIR);
    const fakes = session.javac(
      all.filter((f) => !f.file.startsWith('hooked/')),
      [jar],
    );
    const hookFrameworks = session.javac(all.filter((f) => f.file.startsWith('hooked/')).map((f) => ({ ...f, file: f.file.slice('hooked/'.length) })));
    checks = session.java([jar, fakes], 'guardtest.GuardDriver', ['checks', scenarioFile, samples, filesDir, app.sdkKey, app.secret]);
    hooked = session.java([jar, fakes, hookFrameworks], 'guardtest.GuardDriver', ['hooked', samples]);
  }, 180_000);
  afterAll(async () => {
    session?.close();
    await server?.close();
  });

  it.runIf(hasTool('dexdump'))("passes Debian's dexdump", () => {
    const file = path.join(session.dir, 'guard.dex');
    writeFileSync(file, dex);
    const dump = spawnSync('dexdump', ['-d', file], { encoding: 'utf8', maxBuffer: 1 << 26 });
    expect(dump.status).toBe(0);
    expect(dump.stderr).not.toMatch(/error|failure/i);
    expect(dump.stdout).toContain("Class descriptor  : 'Lrampart/rt/Guard;'");
  });

  it('runs verified, every runtime class included', () => {
    expect(checks.stderr).toBe('');
    expect(checks.status).toBe(0);
    const verified = new Set([...checks.verified, ...hooked.verified]);
    for (const c of guardClasses()) expect(verified).toContain(c.type.slice(1, -1).replace(/\//g, '.'));
  });

  it('fires each check on its crafted sample and stays quiet on clean ones', () => {
    const got = Object.fromEntries(lines(checks, 'CHECK').map(([name, result]) => [name, result === 'null' ? null : result]));
    const expected = Object.fromEntries(Object.entries(SCENARIOS).map(([name, s]) => [name, s.expected]));
    expect(got).toEqual(expected);
  });

  it('finds Xposed and Substrate classes a hooked process can load', () => {
    expect(lines(hooked, 'CHECK')).toEqual([
      ['xposed-class', 'class:de.robv.android.xposed.XposedBridge'],
      ['substrate-class', 'class:com.saurik.substrate.MS'],
    ]);
  });

  it('exits when the watchdog finds a debugger attached after start-up', () => {
    expect(hooked.stderr).toBe('');
    expect(hooked.stdout.split('\n').filter((l) => /^(ATTACHED|KILL|SURVIVED)/.test(l))).toEqual(['ATTACHED', 'KILL\t4242']);
    expect(hooked.status).toBe(0);
  });

  it('warns with the configured toast, once per threat however often the checks run', () => {
    const warned = checks.stdout.split('\n').filter((l) => l.startsWith('TOAST') || l === 'RECHECK');
    expect(warned).toEqual(['TOAST\t1\tUnsafe device: the app stops here', 'RECHECK']);
  });

  it('signs as sdk/PROTOCOL.md specifies', () => {
    expect(lines(checks, 'SIGN')).toEqual([['3dbeddf2dc98575f29e5b77731e98ffec3750b8a6d51d3d465011fe9b60b7923']]);
  });

  it('builds a batch of one event as JSON, with a device id kept in the files directory', () => {
    const [[json], [cut]] = lines(checks, 'BODY');
    const batch = JSON.parse(json);
    const udid = readFileSync(path.join(filesDir, 'rampart-guard.id'), 'utf8');
    expect(udid).toMatch(/^[0-9a-f-]{36}$/);
    expect(batch).toEqual({
      device: { udid, brand: 'google', model: 'Pixel 6', osVersion: '14', sdkVersion: 'rampart-guard-1', environment: ['root'] },
      events: [
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          kind: 'root',
          ts: 1795323389123,
          details: { source: 'rampart-guard', detail: 'a"b\\c\u0001d\u00e9/\u00a0\u4e2d\u{1f600}' },
        },
      ],
    });
    expect(JSON.parse(cut).events[0].details.detail).toBe('x'.repeat(1023));
    expect(JSON.parse(cut).device.udid).toBe(udid);
  });

  describe('reports to the monitoring console', () => {
    /** What the runtime POSTed, in order: two attempts, the first answered 503. */
    const requests = () =>
      lines(checks, 'REQUEST').map(([method, requestPath, contentType, key, timestamp, nonce, signature, body]) => ({
        method,
        path: requestPath,
        contentType,
        key,
        timestamp,
        nonce,
        signature,
        body: Buffer.from(body, 'base64'),
      }));
    const post = (r: ReturnType<typeof requests>[number], signature = r.signature) =>
      server.runtime.app.server.inject({
        method: 'POST',
        url: r.path,
        payload: r.body,
        headers: {
          'content-type': r.contentType,
          'x-rampart-key': r.key,
          'x-rampart-timestamp': r.timestamp,
          'x-rampart-nonce': r.nonce,
          'x-rampart-signature': signature,
        },
        remoteAddress: '8.8.8.8',
      });

    it('POSTs a signed event for the hook found, retrying a failed attempt with a new nonce', () => {
      const sent = requests();
      expect(sent).toHaveLength(2);
      const [first, second] = sent;
      expect(second.body.equals(first.body)).toBe(true);
      expect(second.nonce).not.toBe(first.nonce);
      for (const r of sent) {
        expect(r).toMatchObject({ method: 'POST', path: '/api/sdk/v1/events', contentType: 'application/json', key: app.sdkKey });
        expect(r.nonce).toMatch(/^[0-9a-f]{32}$/);
        expect(Math.abs(Number(r.timestamp) - Date.now() / 1000)).toBeLessThan(120);
        // The signature as the protocol defines it, computed here independently of the server.
        const base = ['RAMPART-HMAC-SHA256', 'POST', r.path, r.timestamp, r.nonce, crypto.createHash('sha256').update(r.body).digest('hex')].join('\n');
        expect(r.signature).toBe(crypto.createHmac('sha256', app.secret).update(base).digest('hex'));
      }
      const batch = JSON.parse(first.body.toString('utf8'));
      expect(batch.events).toHaveLength(1);
      expect(batch.events[0]).toMatchObject({ kind: 'hook_frida', details: { detail: 'port:27042' } });
    });

    it('is accepted by the SDK endpoint exactly as sent, and refused with a tampered signature', async () => {
      const [first, second] = requests();
      const flipped = first.signature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      const tampered = await post(first, flipped);
      expect([tampered.statusCode, tampered.json().code]).toEqual([401, '401']);

      const accepted = await post(second);
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json().data).toMatchObject({ accepted: 1, duplicates: 0, rejected: 0 });
      await server.runtime.app.services.monitoringProjector.flush();
      const eventId = JSON.parse(second.body.toString('utf8')).events[0].id;
      const stored = (await storedEvents(server, app.id)).filter((e) => e.eventId === eventId);
      expect(stored.map((e) => [e.kind, e.riskLevel])).toEqual([['hook_frida', 'high']]);

      // The same request again: its nonce is spent.
      expect((await post(second)).statusCode).toBe(401);
    });
  });
});
