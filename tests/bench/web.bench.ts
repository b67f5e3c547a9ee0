// Benchmark: how fast the console shows its first screens in a real browser (Debian's chromium
// driven by Playwright) against a production server process serving the built web app. For the
// sign-in page and for the dashboard a signed-in admin lands on, it prints the median first
// contentful paint and the time until the page itself is on screen (the sign-in form; the
// dashboard's title), cold (a fresh browser context: empty cache) and warm (the same context
// loading the page again). It builds the web app first so it measures the code as it is.
import { execFileSync } from 'node:child_process';
import type { BrowserContext } from 'playwright-core';
import { TEST_IDS } from '../../web/src/app/testids';
import { launchBrowser } from '../e2e/browser';
import { signInAdmin, startServerProcess, type ServerProcess } from './server-process';

const RUNS = 7;
const VIEWPORT = { width: 1440, height: 900 };

interface Sample {
  paint: number;
  shown: number;
  bytes: number;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Loads `path` in `context` and answers first contentful paint, time to `testId` visible and bytes received. */
async function load(context: BrowserContext, url: string, testId: string): Promise<Sample> {
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize)));
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByTestId(testId).first().waitFor({ state: 'visible', timeout: 60_000 });
  const shown = await page.evaluate(() => performance.now());
  const paint = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const entry = performance.getEntriesByName('first-contentful-paint')[0];
        if (entry) return resolve(entry.startTime);
        new PerformanceObserver((list) => resolve(list.getEntries()[0].startTime)).observe({ type: 'paint', buffered: true });
      }),
  );
  const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  await page.close();
  return { paint, shown, bytes };
}

async function measure(server: ServerProcess, name: string, path: string, testId: string, token?: string): Promise<void> {
  const browser = await launchBrowser();
  try {
    const cold: Sample[] = [];
    const warm: Sample[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: VIEWPORT });
      if (token) await context.addInitScript((t) => localStorage.setItem('token', t), token);
      cold.push(await load(context, `${server.url}${path}`, testId));
      warm.push(await load(context, `${server.url}${path}`, testId));
      await context.close();
    }
    const row = (label: string, samples: Sample[]) =>
      `${`${name}, ${label}`.padEnd(22)} first paint ${median(samples.map((s) => s.paint))
        .toFixed(0)
        .padStart(5)} ms   shown ${median(samples.map((s) => s.shown))
        .toFixed(0)
        .padStart(5)} ms   ${(median(samples.map((s) => s.bytes)) / 1024).toFixed(0).padStart(5)} KB over the wire`;
    console.log(row('cold', cold));
    console.log(row('warm', warm));
  } finally {
    await browser.close();
  }
}

execFileSync('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
const server = await startServerProcess({ DATABASE_URL: '', REDIS_URL: '' });
try {
  const token = await signInAdmin(server.url);
  console.log(`median of ${RUNS} runs, chromium at ${VIEWPORT.width}x${VIEWPORT.height}, server on this machine (embedded database)`);
  await measure(server, 'sign-in page', '/sign-in', TEST_IDS.signInForm);
  await measure(server, 'dashboard', '/', TEST_IDS.pageTitle, token);
} finally {
  server.child.kill('SIGTERM');
}
