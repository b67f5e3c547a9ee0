import type { FindingCollector } from './finding-collector.js';
import { isNamespaceUrl, isPlausibleEmail, isPlausibleIp, looksLikeIdentifier } from './string-shapes.js';

/** A string to check, with where it came from. */
export interface StringSource {
  file: string;
  strings: Iterable<string>;
  /** Optional: where a given string is used (e.g. the class holding the const-string). */
  locate?: (value: string) => string | undefined;
}

const SECRET_PATTERNS: { name: string; re: RegExp }[] = [
  { name: 'AWS access key id', re: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { name: 'Google API key', re: /\bAIza[0-9A-Za-z_-]{35}\b/ },
  { name: 'GitHub token', re: /\bgh[pousr]_[A-Za-z0-9]{36,}\b/ },
  { name: 'Slack token', re: /\bxox[abposr]-[A-Za-z0-9-]{10,}\b/ },
  { name: 'Slack webhook', re: /hooks\.slack\.com\/services\/T[A-Z0-9]+\/B[A-Z0-9]+\/[A-Za-z0-9]+/ },
  { name: 'Stripe secret key', re: /\b[sr]k_live_[0-9a-zA-Z]{24,}\b/ },
  { name: 'Twilio API key', re: /\bSK[0-9a-f]{32}\b/ },
  { name: 'SendGrid API key', re: /\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b/ },
  { name: 'Mailgun API key', re: /\bkey-[0-9a-z]{32}\b/ },
  { name: 'Square access token', re: /\bsq0(?:atp|csp)-[0-9A-Za-z_-]{22,43}\b/ },
  { name: 'Braintree access token', re: /access_token\$production\$[0-9a-z]{16}\$[0-9a-f]{32}/ },
  { name: 'Facebook access token', re: /\bEAACEdEose0cBA[0-9A-Za-z]+\b/ },
  { name: 'Azure storage key', re: /AccountKey=[A-Za-z0-9+/=]{60,}/ },
  { name: 'JSON Web Token', re: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/ },
];

/** Any of the patterns above: one pass rules out most strings before the named ones run. */
const ANY_SECRET = new RegExp(SECRET_PATTERNS.map((p) => `(?:${p.re.source})`).join('|'));
const PRIVATE_KEY = /-----BEGIN (?:RSA |EC |DSA |OPENSSH |ENCRYPTED )?PRIVATE KEY-----/;
const URL_RE = /\bhttps?:\/\/[^\s"'<>\\`{}|^]{3,200}/g;
// Not inside a longer dotted number or word (`1.2.3.4.5`, `v1.2.3.4`); a final full stop is fine.
const IP_RE = /(?<![\w.])(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?!\.?\w)/g;
const EMAIL_RE = /\b[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,24}\b/g;
const ENTROPY_CANDIDATE = /^[A-Za-z0-9+/=_-]{32,128}$/;
const BORING_IP = new Set(['0.0.0.0', '127.0.0.1', '255.255.255.255', '255.255.255.0']);
/**
 * Values collected per kind: enough for the collector to show the app's own first (it shows 25
 * and counts the rest), bounded so a package of generated strings stays cheap.
 */
const MAX_PER_KIND = 500;
const MAX_STRING = 4096;

/** Shannon entropy in bits per character. */
export function shannonEntropy(s: string): number {
  // Every candidate string of a package comes here: count single-byte characters in a reused table.
  const counts = BYTE_COUNTS;
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    if (code > 0xff) {
      counts.fill(0);
      return wideEntropy(s);
    }
    counts[code]++;
  }
  let h = 0;
  for (let i = 0; i < s.length; i++) {
    const code = s.charCodeAt(i);
    const c = counts[code];
    if (c === 0) continue;
    counts[code] = 0;
    const p = c / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

const BYTE_COUNTS = new Int32Array(256);

/** Entropy over code points, for strings beyond Latin-1. */
function wideEntropy(s: string): number {
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const c of counts.values()) {
    const p = c / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

/** True for a random-looking token: base64-like, mixed case with digits, high entropy, not a symbol name. */
export function looksLikeSecret(s: string): boolean {
  if (!ENTROPY_CANDIDATE.test(s)) return false;
  if (!/\d/.test(s) || !/[a-z]/.test(s) || !/[A-Z]/.test(s)) return false;
  if (/ABCDEFGH|abcdefgh|0123456789|QRSTUVWX/.test(s)) return false;
  return shannonEntropy(s) >= 4.6 && !looksLikeIdentifier(s);
}

/**
 * Scans strings for hard-coded secrets (known key and token formats, PEM private keys,
 * high-entropy values), URLs, IP addresses and e-mail addresses, adding findings with the
 * file (and class, when known) as evidence. Values are reported truncated, never in full
 * for secrets.
 */
export function applyStringRules(sources: StringSource[], out: FindingCollector): void {
  const urls = new Set<string>();
  const ips = new Set<string>();
  const emails = new Set<string>();
  let entropyHits = 0;
  for (const src of sources) {
    for (const raw of src.strings) {
      if (raw.length < 6) continue;
      const s = raw.length > MAX_STRING ? raw.slice(0, MAX_STRING) : raw;
      if (ANY_SECRET.test(s)) {
        for (const p of SECRET_PATTERNS) {
          const m = p.re.exec(s);
          if (m) out.add('secrets.hardcoded_key', { file: src.file, location: locationOf(src, raw), detail: `${p.name}: ${redact(m[0])}` });
        }
      }
      if (PRIVATE_KEY.test(s)) out.add('secrets.private_key', { file: src.file, location: locationOf(src, raw), detail: 'PEM private key' });
      if (entropyHits < MAX_PER_KIND && looksLikeSecret(s)) {
        entropyHits++;
        out.add('secrets.high_entropy', { file: src.file, location: locationOf(src, raw), detail: redact(s) });
      }
      if (s.includes('://')) {
        for (const m of s.matchAll(URL_RE)) {
          const url = m[0].replace(/[.,;:)\]]+$/, '');
          if (isNamespaceUrl(url) || urls.has(url)) continue;
          urls.add(url);
          if (urls.size <= MAX_PER_KIND) {
            out.add('strings.urls', { file: src.file, location: locationOf(src, raw), detail: url });
            if (url.startsWith('http://')) out.add('strings.insecure_urls', { file: src.file, location: locationOf(src, raw), detail: url });
          }
        }
      }
      if (/\d\.\d/.test(s)) {
        for (const m of s.matchAll(IP_RE)) {
          if (BORING_IP.has(m[0]) || ips.has(m[0]) || ips.size >= MAX_PER_KIND || !isPlausibleIp(s, m.index, m[0])) continue;
          ips.add(m[0]);
          out.add('strings.ip_addresses', { file: src.file, location: locationOf(src, raw), detail: m[0] });
        }
      }
      if (s.includes('@')) {
        for (const m of s.matchAll(EMAIL_RE)) {
          if (emails.has(m[0]) || emails.size >= MAX_PER_KIND || !isPlausibleEmail(m[0])) continue;
          emails.add(m[0]);
          out.add('strings.emails', { file: src.file, location: locationOf(src, raw), detail: m[0] });
        }
      }
    }
  }
}

/** Where a string is used (no closure per string: this runs for every string of a package). */
function locationOf(src: StringSource, raw: string): string | undefined {
  return src.locate?.(raw);
}

function redact(s: string): string {
  return s.length <= 12 ? `${s.slice(0, 4)}…` : `${s.slice(0, 8)}…${s.slice(-4)}`;
}
