import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { parsePolicyOptions, presetOptions, PRESETS, type AndroidOptions, type Preset } from '../../../common/hardening-policy.js';
import { fileSource } from '../engines/archive/byte-source.js';
import { ZipArchive } from '../engines/archive/zip-reader.js';
import { SIGNING_SCHEMES, type SigningScheme } from '../engines/android/apk-signer.js';
import { hardenAndroid, type AndroidHardenReport } from '../engines/android/harden/harden-apk.js';
import { KeystoreError, openKeystore } from '../engines/android/keystore.js';
import { EngineError } from '../engines/errors.js';
import { fullCollection } from '../engines/full-collection.js';

const USAGE = `usage: npm run harden -- IN OUT --keystore FILE --alias ALIAS [--policy FILE | --preset low|balanced|maximum] [--schemes v1,v2,v3] [--seed S] [--json]

Hardens an APK (or the DEX code of an AAB) with an Android policy and signs the result with a key
from a JKS or PKCS#12 keystore. The policy is a JSON options document as the console stores it
(validated, unknown keys refused); --preset uses a preset's document instead (default balanced).
Passwords are read from the environment, never from the command line: KEYSTORE_PASSWORD for the
keystore, KEY_PASSWORD for the key (default: the keystore's). Schemes default to v1,v2,v3 (v1 for an AAB).
--seed makes the build reproducible (every key, salt and name is drawn from it); without it each
run draws a fresh one. --json prints the report as JSON.`;

const KEYSTORE_MESSAGES: Record<KeystoreError['problem'], string> = {
  format: 'Not a JKS or PKCS#12 keystore',
  storePassword: 'Keystore password invalid',
  alias: 'No key with this alias in the keystore',
  aliasPassword: 'Alias password invalid',
};

type PolicyOutcome = { ok: true; options: AndroidOptions } | { ok: false; lines: string[]; issues: { path: string; message: string }[] };

/** Reads and validates a policy file; a file that cannot be read or parsed is one issue at the root. */
function readPolicy(file: string): PolicyOutcome {
  let doc: unknown;
  try {
    doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    const message = (err as NodeJS.ErrnoException).code ? `cannot read ${file}: ${(err as Error).message}` : `not JSON: ${(err as Error).message}`;
    return { ok: false, lines: [`(root): ${message}`], issues: [{ path: '', message }] };
  }
  const parsed = parsePolicyOptions('android', doc);
  if (parsed.ok) return parsed;
  return { ok: false, lines: parsed.issues.map((i) => `${i.path || '(root)'}: ${i.message}`), issues: parsed.issues };
}

/** True for an app bundle (its manifest sits in the base module), which only takes v1 signing. */
function isBundle(file: string): boolean {
  const source = fileSource(file);
  try {
    const archive = ZipArchive.open(source);
    return !archive.get('AndroidManifest.xml') && archive.get('base/manifest/AndroidManifest.xml') !== undefined;
  } finally {
    source.close();
  }
}

function printReport(report: AndroidHardenReport, fingerprint: string, ms: number, output: string): void {
  const c = report.counts;
  const lines = [
    `${report.kind} ${report.packageName}  min ${report.repack.minSdk}  target ${report.repack.targetSdk}`,
    ...report.applied.map((a) => `applied  ${a}`),
    ...report.skipped.map((s) => `skipped  ${s.option}: ${s.reason}`),
    `dex ${c.dexIn} in, ${c.dexOut} out; classes ${c.classes} (${c.classesInScope} in scope), methods ${c.methods}, strings ${c.strings}, log calls ${c.logCalls}`,
    `assets ${c.assetsEncrypted} encrypted (${c.assetCalls} calls), libraries ${c.librariesEncrypted} encrypted (${c.libraryCalls} calls), preference calls ${c.preferenceCalls}, payload ${c.payloadBytes} bytes`,
    `debuggable ${report.manifest.debuggable.join(' → ')}, allowBackup ${report.manifest.allowBackup.join(' → ')}${
      report.manifest.permissionsAdded.length > 0 ? `, permissions added ${report.manifest.permissionsAdded.join(', ')}` : ''
    }`,
    `signed ${report.repack.schemes.join('+')} with ${fingerprint}`,
    `${report.repack.entries} entries, ${report.repack.bytes} bytes, ${ms} ms → ${output}`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

/**
 * `harden IN OUT --keystore FILE --alias A [--policy FILE | --preset P]`: hardens and signs an
 * Android package. Exit code 0 on success, 2 on a structured error (invalid policy, bad package
 * or keystore, unreadable file), 64 on bad usage.
 */
async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv.slice(2),
      allowPositionals: true,
      options: {
        keystore: { type: 'string' },
        alias: { type: 'string' },
        policy: { type: 'string' },
        preset: { type: 'string' },
        schemes: { type: 'string' },
        seed: { type: 'string' },
        json: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    });
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n${USAGE}\n`);
    return 64;
  }
  const { values, positionals } = parsed;
  const schemes = values.schemes?.split(',').map((s) => s.trim().toLowerCase());
  const preset = values.preset ?? 'balanced';
  if (
    values.help ||
    positionals.length !== 2 ||
    !values.keystore ||
    !values.alias ||
    (values.policy !== undefined && values.preset !== undefined) ||
    !(PRESETS as readonly string[]).includes(preset) ||
    (schemes && !schemes.every((s): s is SigningScheme => (SIGNING_SCHEMES as string[]).includes(s)))
  ) {
    process.stderr.write(`${USAGE}\n`);
    return 64;
  }
  const storePassword = process.env.KEYSTORE_PASSWORD;
  const aliasPassword = process.env.KEY_PASSWORD ?? storePassword;
  if (storePassword === undefined || aliasPassword === undefined) {
    process.stderr.write('set the keystore password in $KEYSTORE_PASSWORD (and the key password in $KEY_PASSWORD when it differs)\n');
    return 64;
  }
  const fail = (code: string, message: string, issues?: { path: string; message: string }[]): number => {
    if (values.json) process.stdout.write(`${JSON.stringify({ error: { code, message, ...(issues ? { issues } : {}) } })}\n`);
    else process.stderr.write(`harden failed: ${code} (${message})\n`);
    return 2;
  };

  let options: AndroidOptions;
  if (values.policy !== undefined) {
    const policy = readPolicy(values.policy);
    if (!policy.ok) {
      if (!values.json) for (const line of policy.lines) process.stderr.write(`${line}\n`);
      return fail('policy.invalid', `${policy.issues.length} issue${policy.issues.length === 1 ? '' : 's'} in ${values.policy}`, policy.issues);
    }
    options = policy.options;
  } else {
    options = presetOptions('android', preset as Preset);
  }

  const [input, output] = positionals;
  const started = performance.now();
  const collect = fullCollection();
  try {
    const identity = openKeystore(fs.readFileSync(values.keystore), { storePassword, alias: values.alias, aliasPassword });
    const report = await hardenAndroid({
      input,
      output,
      options,
      identity,
      schemes: (schemes as SigningScheme[] | undefined) ?? (isBundle(input) ? ['v1'] : undefined),
      seed: values.seed ?? randomBytes(32),
      // Called twice per DEX file, before it is written and when it is done (and once at the end).
      onProgress: (fraction) => {
        if (fraction < 1) collect();
      },
    });
    const ms = Math.round(performance.now() - started);
    if (values.json) process.stdout.write(`${JSON.stringify({ ...report, certificateSha256: identity.certificate.sha256, ms, output })}\n`);
    else printReport(report, identity.certificate.sha256, ms, output);
    return 0;
  } catch (err) {
    if (err instanceof KeystoreError) return fail(`keystore.${err.problem}`, KEYSTORE_MESSAGES[err.problem]);
    if (err instanceof EngineError) return fail(err.code, err.message);
    // A file that cannot be read or written (the package, the keystore, the output folder).
    const io = err as NodeJS.ErrnoException;
    if (io.syscall && io.code) return fail(`file.${io.code.toLowerCase()}`, io.message);
    throw err;
  }
}

process.exitCode = await main(process.argv);
