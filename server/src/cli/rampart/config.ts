import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CliError, EXIT, usageError } from './errors';

/** Where the console is and whose key pair calls it. */
export interface Credentials {
  url: string;
  apiKey: string;
  apiSecret: string;
}

/** What `rampart login` stores. */
type StoredConfig = Partial<Credentials>;

type Env = Record<string, string | undefined>;

/** `$XDG_CONFIG_HOME/rampart` (`~/.config/rampart` when unset; `%APPDATA%\rampart` on Windows). */
export function configDir(env: Env = process.env): string {
  if (env.XDG_CONFIG_HOME) return path.join(env.XDG_CONFIG_HOME, 'rampart');
  if (process.platform === 'win32' && env.APPDATA) return path.join(env.APPDATA, 'rampart');
  return path.join(os.homedir(), '.config', 'rampart');
}

/** `$XDG_CACHE_HOME/rampart` (`~/.cache/rampart` when unset): where unfinished uploads are remembered. */
export function cacheDir(env: Env = process.env): string {
  if (env.XDG_CACHE_HOME) return path.join(env.XDG_CACHE_HOME, 'rampart');
  if (process.platform === 'win32' && env.LOCALAPPDATA) return path.join(env.LOCALAPPDATA, 'rampart');
  return path.join(os.homedir(), '.cache', 'rampart');
}

export const configFile = (env: Env = process.env) => path.join(configDir(env), 'config.json');

function readStored(file: string): StoredConfig {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object') return {};
    const pick = (key: keyof Credentials) => {
      const value = (parsed as Record<string, unknown>)[key];
      return typeof value === 'string' && value ? value : undefined;
    };
    return { url: pick('url'), apiKey: pick('apiKey'), apiSecret: pick('apiSecret') };
  } catch {
    throw new CliError(EXIT.usage, `The configuration file ${file} is not valid JSON; run \`rampart login\` again or delete it.`);
  }
}

/** Writes the credentials readable by the user alone (0600, in a 0700 directory). */
export function storeCredentials(credentials: Credentials, env: Env = process.env): string {
  const file = configFile(env);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  fs.chmodSync(temp, 0o600);
  fs.renameSync(temp, file);
  return file;
}

/** The console's base URL: http(s) only, without a trailing slash. */
export function normalizeUrl(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw usageError(`The console URL "${value}" is not a valid URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw usageError(`The console URL must start with http:// or https:// (got "${value}").`);
  return url.toString().replace(/\/+$/, '');
}

/**
 * The credentials of a call: flags first, then `RAMPART_URL` / `RAMPART_API_KEY` /
 * `RAMPART_API_SECRET`, then what `rampart login` stored.
 */
export function resolveCredentials(flags: Partial<Credentials>, env: Env = process.env): Credentials {
  const stored = readStored(configFile(env));
  const url = flags.url ?? env.RAMPART_URL ?? stored.url;
  const apiKey = flags.apiKey ?? env.RAMPART_API_KEY ?? stored.apiKey;
  const apiSecret = flags.apiSecret ?? env.RAMPART_API_SECRET ?? stored.apiSecret;
  if (!url) throw usageError('No console URL: set RAMPART_URL, pass --url, or run `rampart login`.');
  if (!apiKey || !apiSecret) {
    throw new CliError(EXIT.auth, 'No API key pair: set RAMPART_API_KEY and RAMPART_API_SECRET, pass --api-key and --api-secret, or run `rampart login`.');
  }
  return { url: normalizeUrl(url), apiKey, apiSecret };
}

/** Shows enough of a key to recognise it (`rk_1a2b…9f0e`); secrets are never shown at all. */
export function maskKey(key: string): string {
  return key.length <= 10 ? '…' : `${key.slice(0, 7)}…${key.slice(-4)}`;
}
