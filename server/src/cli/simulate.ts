// `npm run simulate -- --url URL --username U --password P --apps N --devices N --rate R --duration S
//                      [--app ID --key K --secret S --platform android|ios] [--risky 0.1] [--batch 100] [--gzip] [--seed N]`
// A device fleet that reports through the real ingestion endpoint of the console at URL, and
// nowhere else. Without --key it signs in and creates --apps apps through GraphQL. It stops
// after --duration seconds (at most an hour) and prints what the server acknowledged as JSON.
import { parseArgs } from 'node:util';
import { createApp, signIn, simulate, type FleetApp } from './device-fleet';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:4000' },
    username: { type: 'string' },
    password: { type: 'string' },
    apps: { type: 'string', default: '1' },
    devices: { type: 'string', default: '50' },
    rate: { type: 'string', default: '20' },
    duration: { type: 'string', default: '30' },
    app: { type: 'string' },
    key: { type: 'string' },
    secret: { type: 'string' },
    platform: { type: 'string', default: 'android' },
    risky: { type: 'string', default: '0.1' },
    batch: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '4' },
    seed: { type: 'string' },
    gzip: { type: 'boolean', default: false },
  },
});

const bounded = (value: string, name: string, min: number, max: number) => {
  const n = Number(value);
  if (!Number.isFinite(n) || n < min || n > max) throw new Error(`--${name} must be between ${min} and ${max}`);
  return n;
};

const url = values.url.replace(/\/+$/, '');
let apps: FleetApp[];
if (values.key) {
  if (!values.secret) throw new Error('--key needs --secret');
  apps = [{ id: values.app ?? null, sdkKey: values.key, secret: values.secret, platform: values.platform === 'ios' ? 'ios' : 'android' }];
} else {
  if (!values.username || !values.password) throw new Error('give --username and --password (or --key and --secret of an existing app)');
  const token = await signIn(url, values.username, values.password);
  const count = bounded(values.apps, 'apps', 1, 50);
  apps = [];
  for (let i = 0; i < count; i++) apps.push(await createApp(url, token, `Simulated app ${i + 1}`, i % 2 === 0 ? 'android' : 'ios'));
  for (const app of apps) console.error(`created app ${app.id} (${app.platform}) key ${app.sdkKey} secret ${app.secret}`);
}

const report = await simulate({
  url,
  apps,
  devices: bounded(values.devices, 'devices', 1, 1_000_000),
  rate: bounded(values.rate, 'rate', 0.1, 200_000),
  durationSeconds: bounded(values.duration, 'duration', 1, 3600),
  riskyShare: bounded(values.risky, 'risky', 0, 1),
  batchSize: bounded(values.batch, 'batch', 1, 500),
  concurrency: bounded(values.concurrency, 'concurrency', 1, 256),
  gzip: values.gzip,
  seed: values.seed === undefined ? undefined : bounded(values.seed, 'seed', 0, 2 ** 31),
});
console.log(JSON.stringify({ apps: apps.map((a) => ({ id: a.id, sdkKey: a.sdkKey, platform: a.platform })), ...report }));
