// `npm run admin -- licence …`: the vendor's licence tools (no database needed).
//   licence keygen [--out-dir DIR]                         write licence-private.pem and licence-public.pem
//   licence issue --key PRIV --product NAME --account NAME --start DATE --end DATE
//                 [--app-id ID]… [--entitlements a,b,…] [--limit name=value]… --out FILE.lic
//   licence verify FILE [--public-key PEM-FILE|BASE64]     (default: RAMPART_LICENCE_PUBLIC_KEY)
// Exit codes: 0 done / valid, 1 refused (invalid, expired, not yet valid, file exists), 2 usage.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ENTITLEMENTS, type Entitlement } from '../../../common/permissions';
import { generateKeyPair, issueLicence, parsePrivateKey, parsePublicKey, verifyLicence, type LicenceProblem } from '../modules/licence/licence-document';

export const LICENCE_USAGE = [
  'Usage:',
  '  npm run admin -- licence keygen [--out-dir DIR]',
  '  npm run admin -- licence issue --key PRIVATE.pem --product NAME --account NAME --start DATE --end DATE',
  '                               [--app-id ID]... [--entitlements a,b,...] [--limit name=value]... --out FILE.lic',
  '  npm run admin -- licence verify FILE.lic [--public-key PUBLIC.pem|BASE64]',
  `Entitlements: ${ENTITLEMENTS.join(', ')} (default: all).`,
].join('\n');

const PROBLEM_TEXT: Record<LicenceProblem, string> = {
  malformed: 'the file is not a readable licence (damaged or not in the licence format)',
  otherKey: 'the licence was not signed by the key that matches this public key',
  tampered: 'the signature does not match: the licence was changed after it was signed',
  expired: 'the licence has expired',
  notYetValid: 'the licence is not valid yet',
};

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  env: NodeJS.ProcessEnv;
  now?: () => Date;
}

class UsageError extends Error {}

/** Runs one `licence` subcommand and answers its exit code. */
export function runLicenceCli(argv: readonly string[], io: CliIo): number {
  const [sub, ...rest] = argv;
  try {
    switch (sub) {
      case 'keygen':
        return keygen(rest, io);
      case 'issue':
        return issue(rest, io);
      case 'verify':
        return verify(rest, io);
      default:
        throw new UsageError(sub ? `Unknown licence command: ${sub}` : 'A licence command is missing.');
    }
  } catch (err) {
    if (err instanceof UsageError || (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'))) {
      io.err(err.message);
      io.err(LICENCE_USAGE);
      return 2;
    }
    io.err(`Error: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

function keygen(args: readonly string[], io: CliIo): number {
  const { values } = parseArgs({ args: [...args], options: { 'out-dir': { type: 'string' } }, strict: true });
  const dir = path.resolve(values['out-dir'] ?? '.');
  const privatePath = path.join(dir, 'licence-private.pem');
  const publicPath = path.join(dir, 'licence-public.pem');
  if (fs.existsSync(privatePath) || fs.existsSync(publicPath)) {
    io.err(`Refusing to overwrite an existing key pair in ${dir}.`);
    return 1;
  }
  fs.mkdirSync(dir, { recursive: true });
  const pair = generateKeyPair();
  fs.writeFileSync(privatePath, pair.privateKeyPem, { mode: 0o600 });
  fs.writeFileSync(publicPath, pair.publicKeyPem);
  io.out(`Wrote ${privatePath} (keep it secret) and ${publicPath}.`);
  io.out(`Configure the console with: RAMPART_LICENCE_PUBLIC_KEY=${pair.publicKeyRaw}`);
  return 0;
}

function issue(args: readonly string[], io: CliIo): number {
  const { values } = parseArgs({
    args: [...args],
    options: {
      key: { type: 'string' },
      product: { type: 'string' },
      account: { type: 'string' },
      start: { type: 'string' },
      end: { type: 'string' },
      'app-id': { type: 'string', multiple: true },
      entitlements: { type: 'string' },
      limit: { type: 'string', multiple: true },
      out: { type: 'string' },
    },
    strict: true,
  });
  for (const name of ['key', 'product', 'account', 'start', 'end', 'out'] as const) {
    if (!values[name]) throw new UsageError(`--${name} is required.`);
  }
  const entitlements = values.entitlements
    ? values.entitlements
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean)
    : [...ENTITLEMENTS];
  const unknown = entitlements.find((e) => !(ENTITLEMENTS as readonly string[]).includes(e));
  if (unknown) throw new UsageError(`Unknown entitlement: ${unknown}.`);
  const limits: Record<string, number> = {};
  for (const item of values.limit ?? []) {
    const match = /^([\w.-]{1,100})=(\d{1,15})$/.exec(item);
    if (!match) throw new UsageError(`A limit is name=whole number, not ${item}.`);
    limits[match[1]] = Number(match[2]);
  }
  const out = path.resolve(values.out!);
  if (!out.toLowerCase().endsWith('.lic')) throw new UsageError('The licence file name must end in .lic.');
  const privateKey = parsePrivateKey(fs.readFileSync(path.resolve(values.key!), 'utf8'));
  const text = issueLicence(
    {
      productName: values.product!,
      accountName: values.account!,
      start: values.start!,
      end: values.end!,
      appIds: values['app-id'] ?? [],
      entitlements: entitlements as Entitlement[],
      limits,
    },
    privateKey,
  );
  fs.writeFileSync(out, text);
  io.out(`Wrote ${out}.`);
  return 0;
}

function verify(args: readonly string[], io: CliIo): number {
  const { values, positionals } = parseArgs({ args: [...args], options: { 'public-key': { type: 'string' } }, allowPositionals: true, strict: true });
  if (positionals.length !== 1) throw new UsageError('verify takes one licence file.');
  const keyText = values['public-key'] ?? io.env.RAMPART_LICENCE_PUBLIC_KEY;
  if (!keyText) throw new UsageError('No public key: pass --public-key or set RAMPART_LICENCE_PUBLIC_KEY.');
  const publicKey = parsePublicKey(fs.existsSync(keyText) ? fs.readFileSync(keyText, 'utf8') : keyText);
  const check = verifyLicence(fs.readFileSync(path.resolve(positionals[0]), 'utf8'), publicKey, (io.now ?? (() => new Date()))());
  const fields = check.ok ? check.fields : check.fields;
  if (fields) {
    io.out(`Product:      ${fields.productName}`);
    io.out(`Account:      ${fields.accountName}`);
    io.out(`Valid:        ${fields.start} to ${fields.end}`);
    io.out(`App ids:      ${fields.appIds.join(', ') || '(any)'}`);
    io.out(`Entitlements: ${fields.entitlements.join(', ') || '(none)'}`);
    io.out(
      `Limits:       ${
        Object.entries(fields.limits)
          .map(([k, v]) => `${k}=${v}`)
          .join(', ') || '(none)'
      }`,
    );
  }
  if (!check.ok) {
    io.err(`INVALID: ${PROBLEM_TEXT[check.problem]}.`);
    return 1;
  }
  io.out('VALID: the signature verifies and the licence holds now.');
  return 0;
}
