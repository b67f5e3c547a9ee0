import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isNonPublicAddress, postWebhook, sendSyslog, targetRefusal } from './webhooks';

describe('delivery targets', () => {
  it('tells public addresses from loopback, private, link-local and other non-public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isNonPublicAddress(address), address).toBe(true);
    }
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '192.169.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8']) {
      expect(isNonPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses names and literals that lead to non-public addresses', async () => {
    expect(await targetRefusal('127.0.0.1')).toMatch(/not a public address/);
    expect(await targetRefusal('[::1]')).toMatch(/not a public address/);
    expect(await targetRefusal('localhost')).toMatch(/not a public address/);
    expect(await targetRefusal('8.8.8.8')).toBeNull();
  });
});

describe('deliveries to a receiver on this machine', () => {
  let server: http.Server;
  let url = '';
  let received = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      received++;
      req.resume();
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const options = { secret: 's', eventType: 'integration.test', deliveryId: 'd1', body: '{}', timeoutMs: 5000 };

  it('never reach it unless private targets are allowed', async () => {
    const refused = await postWebhook(url, options);
    expect(refused).toMatchObject({ ok: false, statusCode: null });
    expect(refused.error).toMatch(/127\.0\.0\.1.*not a public address/);
    expect(received).toBe(0);
    const syslog = await sendSyslog({ host: '127.0.0.1', port: 514, protocol: 'udp' }, 'line', 1000);
    expect(syslog.error).toMatch(/not a public address/);

    const allowed = await postWebhook(url, { ...options, allowPrivate: true });
    expect(allowed).toMatchObject({ ok: true, statusCode: 200 });
    expect(received).toBe(1);
  });
});
