import net from 'node:net';

/** An IP whitelist entry as stored: one address, or a CIDR block. */
export interface AddressEntry {
  /** Normalized: lower case, IPv4-mapped IPv6 written as IPv4, `/32` and `/128` dropped. */
  text: string;
  family: 'ipv4' | 'ipv6';
  /** Prefix length; the full width for a single address. */
  prefix: number;
}

/** `::ffff:10.0.0.1` (how dual-stack sockets report IPv4 clients) → `10.0.0.1`. */
export function unmapIpv4(address: string): string {
  const match = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return match ? match[1] : address;
}

/**
 * Parses an address (`203.0.113.7`, `2001:db8::1`) or a CIDR block (`203.0.113.0/24`,
 * `2001:db8::/32`); null when it is neither. Zone ids (`fe80::1%eth0`) are refused: they name
 * an interface of one machine, not a client.
 */
export function parseAddressEntry(value: string): AddressEntry | null {
  const text = value.trim().toLowerCase();
  if (text.length === 0 || text.length > 64 || text.includes('%')) return null;
  const [address, prefixText, extra] = text.split('/');
  if (extra !== undefined) return null;
  const plain = unmapIpv4(address);
  const version = net.isIP(plain);
  if (version === 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const width = version === 4 ? 32 : 128;
  let prefix = width;
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText)) return null;
    prefix = Number(prefixText);
    // A mapped address's prefix counts the 96 bits of `::ffff:` as well.
    if (plain !== address) prefix -= 96;
    if (prefix < 0 || prefix > width) return null;
  }
  const canonical = family === 'ipv6' ? canonicalIpv6(plain) : plain;
  return { text: prefix === width ? canonical : `${canonical}/${prefix}`, family, prefix };
}

/** The shortest form of an IPv6 address, as Node's socket layer writes it. */
function canonicalIpv6(address: string): string {
  return new net.SocketAddress({ address, family: 'ipv6' }).address;
}

/** Matches client addresses against a list of entries (empty list: nothing is listed). */
export class AddressList {
  private readonly blocks = new net.BlockList();
  readonly size: number;

  constructor(entries: readonly string[]) {
    let size = 0;
    for (const value of entries) {
      const entry = parseAddressEntry(value);
      if (!entry) continue;
      const [address] = entry.text.split('/');
      if (entry.prefix === (entry.family === 'ipv4' ? 32 : 128)) this.blocks.addAddress(address, entry.family);
      else this.blocks.addSubnet(address, entry.prefix, entry.family);
      size++;
    }
    this.size = size;
  }

  /** Whether `address` (as a socket reports it) falls inside an entry. */
  includes(address: string | null | undefined): boolean {
    if (!address) return false;
    const plain = unmapIpv4(address.trim().toLowerCase());
    const version = net.isIP(plain);
    if (version === 0) return false;
    return this.blocks.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  }
}

/** A host name (`console.example.com`) or an IP literal, lower case and without a port; null when invalid. */
export function parseHostEntry(value: string): string | null {
  let text = value.trim().toLowerCase().replace(/\.$/, '');
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  if (net.isIP(text)) return text.includes(':') ? canonicalIpv6(text) : text;
  if (text.length === 0 || text.length > 253) return null;
  const labels = text.split('.');
  return labels.every((label) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label)) ? text : null;
}

/**
 * The host name a request names, without its port (`Host`, or with a trusted proxy the first
 * `X-Forwarded-Host`), lower case; null when it has none.
 */
export function requestHost(headers: Record<string, string | string[] | undefined>, trustProxy: boolean): string | null {
  const pick = (name: string) => {
    const value = headers[name];
    const first = Array.isArray(value) ? value[0] : value;
    return first?.split(',')[0]?.trim() || null;
  };
  const raw = (trustProxy ? pick('x-forwarded-host') : null) ?? pick('host');
  if (!raw) return null;
  let host = raw.toLowerCase();
  if (host.startsWith('[')) host = host.slice(1, host.indexOf(']') > 0 ? host.indexOf(']') : undefined);
  else if (host.split(':').length === 2) host = host.split(':')[0];
  return parseHostEntry(host) ?? host;
}

/**
 * The client address of a request: the socket's peer, or with a trusted proxy the first
 * (client-most) `X-Forwarded-For` entry, as Fastify's `trustProxy: true` reads it.
 */
export function clientAddress(headers: Record<string, string | string[] | undefined>, socketAddress: string | null | undefined, trustProxy: boolean): string | null {
  if (trustProxy) {
    const value = headers['x-forwarded-for'];
    const first = (Array.isArray(value) ? value.join(',') : value)?.split(',')[0]?.trim();
    if (first) return unmapIpv4(first);
  }
  return socketAddress ? unmapIpv4(socketAddress) : null;
}
