// Upload memory, measured on a server in its own process: its RSS while a 1 GB upload
// streams in (multipart, no length declared, so it is read to the end), sampled from /proc
// every 50 ms, and the time taken. On PostgreSQL when DATABASE_URL is set (the embedded
// database alone keeps ~750 MB resident, so the figure that matters is the growth there).
// It prints figures and never fails on speed.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { rssMbOf, signInAdmin, startServerProcess, withBenchDatabase } from './server-process';

const BYTES = 1024 ** 3;

async function measure(label: string, env: Record<string, string>) {
  const server = await startServerProcess(env);
  try {
    const token = await signInAdmin(server.url);
    const pid = server.child.pid!;
    const before = rssMbOf(pid);
    let peak = before;
    const poll = setInterval(() => (peak = Math.max(peak, rssMbOf(pid))), 50);
    const boundary = `----rampart${crypto.randomBytes(8).toString('hex')}`;
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    const body = Readable.from(
      (function* () {
        yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.apk"\r\nContent-Type: application/octet-stream\r\n\r\n`);
        for (let sent = 0; sent < BYTES; sent += chunk.length) yield chunk;
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/file/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as unknown as RequestInit);
    const answer = (await res.json()) as { code: string };
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(poll);
    console.log(
      `${label.padEnd(22)} 1 GB streamed in ${seconds.toFixed(1)} s (${(1024 / seconds).toFixed(0)} MB/s, answer ${answer.code}: not a package); ` +
        `server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB)`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

await measure('embedded PGlite', { DATABASE_URL: '', REDIS_URL: '' });
if (process.env.DATABASE_URL) await withBenchDatabase((env) => measure('PostgreSQL + Redis', env));
