import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request a receiver got. */
export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A receiver on 127.0.0.1 that answers `statuses` in turn (then 200) and keeps every request. */
export async function receiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = statuses.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Checks a request the way a receiver should: HMAC-SHA256 of "timestamp.body" with the secret. */
export function signatureValid(r: Received, secret: string): boolean {
  const timestamp = String(r.headers['x-rampart-timestamp']);
  const expected = `sha256=${crypto.createHmac('sha256', secret).update(`${timestamp}.${r.body}`).digest('hex')}`;
  const got = String(r.headers['x-rampart-signature'] ?? '');
  return got.length === expected.length && crypto.timingSafeEqual(Buffer.from(got), Buffer.from(expected));
}
