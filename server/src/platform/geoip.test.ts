import { BlockList } from 'node:net';
import { describe, expect, it } from 'vitest';
import { countryOfIp, NON_ROUTABLE_SUBNETS } from './geoip';

describe('country of a client address', () => {
  it('places public IPv4 addresses, IPv4-mapped ones included', () => {
    expect(countryOfIp('8.8.8.8')?.alpha3).toBe('USA');
    expect(countryOfIp('::ffff:8.8.8.8')?.alpha3).toBe('USA');
  });

  it('gives no country for non-routable, malformed or IPv6 addresses', () => {
    for (const ip of [
      '10.1.2.3',
      '127.0.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '100.64.0.1',
      '169.254.1.1',
      '192.0.2.7',
      '198.51.100.1',
      '203.0.113.9',
      '224.0.0.1',
      '255.255.255.255',
      '0.1.2.3',
    ]) {
      expect(countryOfIp(ip), ip).toBeNull();
    }
    for (const ip of ['1.2.3', '256.1.1.1', '1.2.3.4.5', '01x.2.3.4', '', '2001:4860:4860::8888', null, undefined]) expect(countryOfIp(ip), String(ip)).toBeNull();
  });

  it('refuses all that a BlockList of the same subnets refuses and places most of the rest', () => {
    const blocked = new BlockList();
    for (const [address, prefix] of NON_ROUTABLE_SUBNETS) blocked.addSubnet(address, prefix, 'ipv4');
    // Subnet edges and a spread of addresses across the whole space.
    const samples = ['172.15.255.255', '172.16.0.0', '172.32.0.0', '100.63.255.255', '100.128.0.0', '198.17.255.255', '198.20.0.0', '223.255.255.255'];
    for (let i = 0; i < 20000; i++) {
      const n = Math.floor((i / 20000) * 2 ** 32) + (i % 251);
      samples.push([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.'));
    }
    for (const ip of samples) if (blocked.check(ip, 'ipv4')) expect(countryOfIp(ip), ip).toBeNull();
    // And lets through what the table places: a routable address outside the subnets.
    expect(samples.filter((ip) => !blocked.check(ip, 'ipv4') && countryOfIp(ip) !== null).length).toBeGreaterThan(10000);
  });
});
