import type { ZipAnomaly, ZipAnomalyKind } from '../archive/zip-reader.js';
import type { FindingCollector } from './finding-collector.js';

/** Known commercial packers/protectors, by stub class prefix, native library or asset name. */
const PACKERS: { name: string; classes: string[]; files: RegExp }[] = [
  {
    name: '360 Jiagu',
    classes: ['Lcom/qihoo/util/StubApp', 'Lcom/stub/StubApp', 'Lcom/qihoo360/replugin'],
    files: /(^|\/)libjiagu(_[a-z0-9]+)?\.so$|(^|\/)\.appkey$|libprotectClass\.so$/,
  },
  { name: 'Bangcle (SecNeo)', classes: ['Lcom/secneo/apkwrapper/', 'Lcom/bangcle/'], files: /(^|\/)lib(secexe|secmain|SecShell|DexHelper)(-x86)?\.so$|bangcle_classes\.jar$/ },
  { name: 'Ijiami', classes: ['Lcom/shell/SuperApplication', 'Ls/h/e/l/l/'], files: /(^|\/)lib(exec|execmain|ijiami\w*)\.so$|ijiami\.(dat|ajm)$/ },
  { name: 'Tencent Legu', classes: ['Lcom/tencent/StubShell/', 'Lcom/tencent/bugly/legu/'], files: /(^|\/)lib(shell[a-z0-9-]*|tup|legudata)\.so$|tosversion$|0OO00l111l1l$/ },
  { name: 'Baidu Protect', classes: ['Lcom/baidu/protect/'], files: /(^|\/)libbaiduprotect(_x86)?\.so$|baiduprotect\d*\.jar$/ },
  {
    name: 'Alibaba Mobisec',
    classes: ['Lcom/ali/mobisecenhance/', 'Lcom/alibaba/wireless/security/'],
    files: /(^|\/)lib(mobisec|sgmain|sgsecuritybody|preverify1)\.so$|aliprotector/,
  },
  { name: 'NetEase Yidun', classes: ['Lcom/netease/nis/wrapper/'], files: /(^|\/)libnesec\.so$/ },
  { name: 'APKProtect', classes: [], files: /(^|\/)libAPKProtect\.so$/ },
  { name: 'Naga', classes: [], files: /(^|\/)libddog\.so$|libedog\.so$/ },
  { name: 'Kiwisec', classes: ['Lcom/kiwisec/'], files: /(^|\/)libkwsc\w*\.so$/ },
  { name: 'DexProtector', classes: ['Lcom/licel/dexprotector/'], files: /(^|\/)lib(dexprotector|dp)\.so$|classes\.dex\.dat$|dp\.arm(-v7)?\.so\.dat$/ },
  { name: 'DexGuard', classes: ['Lcom/guardsquare/dexguard/'], files: /(^|\/)libdexguard\.so$/ },
  { name: 'AppSealing', classes: ['Lcom/inka/appsealing/'], files: /(^|\/)libcovault(-appsec)?\.so$/ },
  { name: 'Promon Shield', classes: ['Lno/promon/'], files: /(^|\/)libshield\.so$/ },
  { name: 'LIAPP', classes: ['Lcom/lockincomp/'], files: /(^|\/)libloader\.so$|LIAPPEgg/ },
  { name: 'Appdome', classes: ['Lcom/appdome/'], files: /(^|\/)libloader-[a-z0-9]+\.so$/ },
  { name: 'Arxan / Digital.ai', classes: ['Lcom/arxan/'], files: /(^|\/)libarxan\w*\.so$/ },
  { name: 'Jiagu SecShell (Medusah)', classes: ['Lcom/seworks/medusah/'], files: /(^|\/)libmd\.so$/ },
];

const PLATFORM_PREFIXES = ['Landroid/', 'Landroidx/', 'Ljava/', 'Ljavax/', 'Lkotlin/', 'Lkotlinx/', 'Lcom/google/', 'Ldalvik/', 'Lorg/'];

/**
 * Detects packers (by stub classes and their native libraries or asset names) and
 * ProGuard/R8-style obfuscation (most app classes with one- or two-letter names), adding
 * `anti_analysis.*` findings.
 */
export function detectAndroidProtections(classDescriptors: string[], entryNames: string[], out: FindingCollector): void {
  for (const packer of PACKERS) {
    const cls = classDescriptors.find((c) => packer.classes.some((p) => c.startsWith(p)));
    const file = entryNames.find((n) => packer.files.test(n));
    if (cls || file) {
      out.add('anti_analysis.packer', { file: file ?? 'classes.dex', location: cls, detail: packer.name });
    }
  }
  let app = 0;
  let short = 0;
  const samples: string[] = [];
  for (const c of classDescriptors) {
    if (PLATFORM_PREFIXES.some((p) => c.startsWith(p))) continue;
    // Inner classes share their outer class's name, and the build writes `R`/`R$anim`… itself:
    // neither says anything about a shrinker.
    if (c.includes('$')) continue;
    const simple = c.slice(c.lastIndexOf('/') + 1, -1);
    if (simple === 'R') continue;
    app++;
    if (simple.length <= 2 && /^[a-zA-Z]+$/.test(simple)) {
      short++;
      if (samples.length < 5) samples.push(c);
    }
  }
  if (app === 0) return;
  if (short >= 2 && short / app >= 0.3) {
    out.add('anti_analysis.obfuscation', { file: 'classes.dex', detail: `${short} of ${app} app classes have short names`, location: samples.join(', ') });
  } else if (app >= 5) {
    out.add('anti_analysis.no_obfuscation', { file: 'classes.dex', detail: `${short} of ${app} app classes have short names` });
  }
}

const ANOMALY_FINDING: Record<ZipAnomalyKind, string> = {
  'fake-encryption': 'anti_analysis.zip.fake_encryption',
  'unknown-compression': 'anti_analysis.zip.unknown_compression',
  'header-mismatch': 'anti_analysis.zip.header_mismatch',
  'duplicate-entry': 'anti_analysis.zip.duplicate_entry',
  'overlong-name': 'anti_analysis.zip.overlong_name',
  'unsafe-path': 'anti_analysis.zip.unsafe_path',
  'overlapping-entries': 'anti_analysis.zip.overlapping_entries',
  'size-mismatch': 'anti_analysis.zip.inconsistent',
  'crc-mismatch': 'anti_analysis.zip.inconsistent',
  'data-out-of-bounds': 'anti_analysis.zip.inconsistent',
  'bad-local-header': 'anti_analysis.zip.inconsistent',
  'inflate-error': 'anti_analysis.zip.inconsistent',
};

/** Reports every archive trick seen by the zip reader as an anti-analysis finding. */
export function reportZipAnomalies(anomalies: ZipAnomaly[], out: FindingCollector): void {
  for (const a of anomalies) out.add(ANOMALY_FINDING[a.kind], { file: a.entry, detail: a.detail });
}

/** Strings that name instrumentation frameworks: Frida's agent, threads and injector, Xposed, Substrate. */
const INSTRUMENTATION_MARKERS = ['frida', 'FRIDA', 'gum-js-loop', 'gmain', 'gdbus', 'linjector', 'xposed', 'Xposed', 'saurik'];
/** Strings of native debugger checks: the TracerPid line of /proc/self/status, debug servers. */
const DEBUGGER_MARKERS = ['TracerPid', 'gdbserver', 'android_server', 'lldb-server'];
/** Imports of native debugger checks (ptrace(PTRACE_TRACEME) / PTRACE_ATTACH on itself). */
const DEBUGGER_IMPORTS = ['ptrace'];
/** Frida's own libraries (the gadget, the agent) carry its names: they are instrumentation, not a check. */
const FRIDA_ITSELF = /frida|gadget/i;

/** Protection markers found in one native library. */
export interface NativeProtectionMarkers {
  instrumentation: string[];
  debugger: string[];
}

/**
 * Looks for anti-instrumentation (Frida, Xposed, Substrate names) and anti-debug (TracerPid,
 * debug servers, ptrace imports) markers in a native library's data (`regions` of `bytes`).
 * Frida's own libraries, recognised by name or by exporting `frida_`/`gum_` symbols, have none.
 */
export function nativeProtectionMarkers(
  path: string,
  bytes: Buffer,
  regions: { offset: number; size: number }[],
  symbols: { exports: string[]; imports: string[] },
): NativeProtectionMarkers {
  const name = path.slice(path.lastIndexOf('/') + 1);
  if (FRIDA_ITSELF.test(name) || symbols.exports.some((s) => s.startsWith('frida_') || s.startsWith('gum_'))) return { instrumentation: [], debugger: [] };
  const present = (marker: string): boolean => regions.some((r) => bytes.subarray(r.offset, r.offset + r.size).includes(marker, 0, 'latin1'));
  const imported = new Set(symbols.imports);
  return {
    instrumentation: INSTRUMENTATION_MARKERS.filter(present).map((m) => `"${m}"`),
    debugger: [...DEBUGGER_MARKERS.filter(present).map((m) => `"${m}"`), ...DEBUGGER_IMPORTS.filter((s) => imported.has(s)).map((s) => `imports ${s}`)],
  };
}
