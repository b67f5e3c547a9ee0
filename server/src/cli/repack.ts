import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { SIGNING_SCHEMES, type SigningScheme } from '../engines/android/apk-signer.js';
import { KeystoreError, openKeystore } from '../engines/android/keystore.js';
import { repackPackage } from '../engines/android/repack.js';
import { EngineError } from '../engines/errors.js';
import { collectAbove } from '../engines/full-collection.js';

const USAGE = `usage: npm run repack -- IN OUT --keystore FILE --alias ALIAS [--storepass-env VAR] [--keypass-env VAR] [--schemes v1,v2,v3]

Rewrites an APK or AAB entry by entry (resources untouched, compressed data copied raw, stored
data aligned) and signs it with a key from a JKS or PKCS#12 keystore. Passwords are read from
environment variables, never from the command line: --storepass-env names the keystore
password's variable (default KEYSTORE_PASSWORD), --keypass-env the key's (default: the same).
Schemes default to v1,v2,v3; v1 is added when the app's minSdk is below 24; an AAB takes v1 only.
--rewrite-dex parses every DEX file into the toolkit's model and writes it back; --jobs N does
that for N DEX files at once on worker threads (default 1: on this thread).`;

/**
 * Between DEX files a full collection frees the last model before the next is built: without it
 * the 50 MB bench APK peaks at 410–430 MB instead of about 240 MB. Below this heap the garbage
 * is small and the collection would cost more than it saves. A 6 MB DEX file leaves 60–75 MB of
 * heap at the pause, so a threshold near that (64 MB once) skips some pauses by chance, and the
 * next model is then built on the last one's garbage (heap 125 MB instead of 90 MB).
 */
const BIG_HEAP = 32 * 1024 * 1024;

const KEYSTORE_MESSAGES: Record<KeystoreError['problem'], string> = {
  format: 'Not a JKS or PKCS#12 keystore',
  storePassword: 'Keystore password invalid',
  alias: 'No key with this alias in the keystore',
  aliasPassword: 'Alias password invalid',
};

/**
 * `repack IN OUT --keystore FILE --alias A`: identity rewrite and re-signing of an Android
 * package. Exit code 0 on success, 2 on a structured error (bad package, keystore or scheme), 64
 * on bad usage.
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
        'storepass-env': { type: 'string', default: 'KEYSTORE_PASSWORD' },
        'keypass-env': { type: 'string' },
        schemes: { type: 'string', default: 'v1,v2,v3' },
        'rewrite-dex': { type: 'boolean' },
        jobs: { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n${USAGE}\n`);
    return 64;
  }
  const { values, positionals } = parsed;
  const schemes = (values.schemes ?? '').split(',').map((s) => s.trim().toLowerCase());
  if (values.help || positionals.length !== 2 || !values.keystore || !values.alias || !schemes.every((s): s is SigningScheme => (SIGNING_SCHEMES as string[]).includes(s))) {
    process.stderr.write(`${USAGE}\n`);
    return 64;
  }
  const storeVar = values['storepass-env'] ?? 'KEYSTORE_PASSWORD';
  const keyVar = values['keypass-env'] ?? storeVar;
  const storePassword = process.env[storeVar];
  const aliasPassword = process.env[keyVar];
  if (storePassword === undefined || aliasPassword === undefined) {
    process.stderr.write(`set the keystore password in $${storeVar}${keyVar !== storeVar ? ` and the key password in $${keyVar}` : ''}\n`);
    return 64;
  }
  const [input, output] = positionals;
  const started = Date.now();
  const jobs = Number(values.jobs ?? '1');
  if (!Number.isInteger(jobs) || jobs < 1 || jobs > 16) {
    process.stderr.write(`--jobs must be a whole number from 1 to 16\n${USAGE}\n`);
    return 64;
  }
  // One job rewrites on this thread; more start that many worker threads (faster, more memory).
  // The pool's module (worker threads) loads only when asked for: most runs start and end in a blink.
  const pool = values['rewrite-dex'] && jobs > 1 ? new (await import('../engines/android/dex/rewrite-pool.js')).DexRewritePool(jobs) : undefined;
  try {
    const identity = openKeystore(fs.readFileSync(values.keystore), { storePassword, alias: values.alias, aliasPassword });
    const result = await repackPackage({
      input,
      output,
      identity,
      schemes: schemes as SigningScheme[],
      rewriteDex: values['rewrite-dex'],
      dexPool: pool,
      betweenDexFiles: values['rewrite-dex'] && !pool ? collectAbove(BIG_HEAP) : undefined,
    });
    const ms = Date.now() - started;
    process.stdout.write(
      `${result.kind} ${result.packageName}  min ${result.minSdk}  target ${result.targetSdk}\n` +
        `signed ${result.schemes.join('+')} with ${identity.certificate.sha256}\n` +
        `${result.entries} entries, ${result.bytes} bytes, ${ms} ms → ${output}\n`,
    );
    return 0;
  } catch (err) {
    if (err instanceof KeystoreError) {
      process.stderr.write(`repack failed: keystore.${err.problem} (${KEYSTORE_MESSAGES[err.problem]})\n`);
      return 2;
    }
    if (err instanceof EngineError) {
      process.stderr.write(`repack failed: ${err.code} (${err.message})\n`);
      return 2;
    }
    throw err;
  } finally {
    await pool?.close();
  }
}

// Built as CommonJS (see scripts/build-engine.mjs), so no top-level await.
void main(process.argv).then((code) => {
  process.exitCode = code;
});
