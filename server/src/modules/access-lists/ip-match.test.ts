import { describe, expect, it } from 'vitest';
import { AddressList, clientAddress, parseAddressEntry, parseHostEntry, requestHost } from './ip-match';

describe('IP whitelist entries', () => {
  it('accepts addresses and CIDR blocks of both families, normalized', () => {
    expect(parseAddressEntry(' 203.0.113.7 ')?.text).toBe('203.0.113.7');
    expect(parseAddressEntry('203.0.113.0/24')?.text).toBe('203.0.113.0/24');
    expect(parseAddressEntry('203.0.113.7/32')?.text).toBe('203.0.113.7');
    expect(parseAddressEntry('2001:DB8:0:0::1')?.text).toBe('2001:db8::1');
    expect(parseAddressEntry('2001:db8::/32')?.text).toBe('2001:db8::/32');
    expect(parseAddressEntry('::ffff:198.51.100.9')?.text).toBe('198.51.100.9');
    expect(parseAddressEntry('::ffff:198.51.100.0/120')?.text).toBe('198.51.100.0/24');
  });

  it('refuses what is not an address or block', () => {
    for (const bad of ['', 'localhost', '256.1.1.1', '1.2.3', '1.2.3.4/33', '1.2.3.4/-1', '1.2.3.4/24/1', '2001:db8::/129', 'fe80::1%eth0', '1.2.3.4/ 8', 'gggg::1']) {
      expect(parseAddressEntry(bad), bad).toBeNull();
    }
  });

  it('matches IPv4 and IPv6 clients against addresses and blocks', () => {
    const list = new AddressList(['203.0.113.0/24', '198.51.100.7', '2001:db8:abcd::/48', '::1']);
    expect(list.size).toBe(4);
    expect(list.includes('203.0.113.200')).toBe(true);
    expect(list.includes('203.0.114.1')).toBe(false);
    expect(list.includes('198.51.100.7')).toBe(true);
    expect(list.includes('198.51.100.8')).toBe(false);
    // Dual-stack sockets report IPv4 clients as mapped IPv6 addresses.
    expect(list.includes('::ffff:203.0.113.5')).toBe(true);
    expect(list.includes('2001:db8:abcd:12::9')).toBe(true);
    expect(list.includes('2001:db8:abce::1')).toBe(false);
    expect(list.includes('::1')).toBe(true);
    expect(list.includes('not-an-ip')).toBe(false);
    expect(list.includes(null)).toBe(false);
    expect(new AddressList([]).size).toBe(0);
  });
});

describe('host whitelist entries and request facts', () => {
  it('normalizes host names and refuses ports, schemes and bad labels', () => {
    expect(parseHostEntry('Console.Example.com.')).toBe('console.example.com');
    expect(parseHostEntry('[::1]')).toBe('::1');
    expect(parseHostEntry('10.0.0.1')).toBe('10.0.0.1');
    for (const bad of ['', 'https://example.com', 'example.com:443', '-bad.example', 'a..b', 'exa mple.com']) expect(parseHostEntry(bad), bad).toBeNull();
  });

  it('reads the host and client address, trusting forwarded headers only behind a proxy', () => {
    const headers = { host: 'Console.example.com:8443', 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '203.0.113.9, 10.0.0.2' };
    expect(requestHost(headers, false)).toBe('console.example.com');
    expect(requestHost(headers, true)).toBe('evil.example');
    expect(requestHost({ host: '[2001:db8::1]:80' }, false)).toBe('2001:db8::1');
    expect(clientAddress(headers, '10.0.0.2', false)).toBe('10.0.0.2');
    expect(clientAddress(headers, '10.0.0.2', true)).toBe('203.0.113.9');
    expect(clientAddress({}, '::ffff:127.0.0.1', true)).toBe('127.0.0.1');
  });
});
