import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_IDS, monitorPeriodTestId } from '../../web/src/app/testids';
import type { MonitoringPeriod } from '../../web/src/gql/graphql';
import { createMonitoredApp, sdkEvent, sendBatch } from '../helpers/monitoring';
import { catalogText, openPage, serverAndBrowser, signedIn } from './ui';

/**
 * The dashboard's trend chart, read from the SVG it draws: a burst of events at one minute is
 * one non-zero bucket in every period, and the buckets are the period's own (from the user's
 * local midnight, days labelled with the user's dates), whatever the browser's time zone.
 */
const started = serverAndBrowser();

const CODES = ['threat_perception', 'monitor_dashboard', 'monitor_app_list'] as const;
const HOUR = 3_600_000;
const MINUTE = 60_000;

/** The local day in the page's time zone: its midnight, the time now, and dates a few days back. */
function localDay(page: Page) {
  return page.evaluate(() => {
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    const date = new Intl.DateTimeFormat('en', { month: 'numeric', day: 'numeric' });
    /** `n` days before today, as the chart's axis writes a day. */
    const daysBack = Array.from({ length: 30 }, (_, n) => {
      const day = new Date(midnight);
      day.setDate(day.getDate() - n);
      return date.format(day);
    });
    return { midnight: midnight.getTime(), now: Date.now(), daysBack };
  });
}

/** Hour buckets from `midnight` up to the end of the minute of `now`. */
const hoursSince = (midnight: number, now: number) => Math.ceil((Math.floor(now / MINUTE) * MINUTE + MINUTE - midnight) / HOUR);

interface DrawnSeries {
  /** Vertices of the series' line, left to right. */
  buckets: number;
  /** Indexes of the vertices above the chart's zero line. */
  nonZero: number[];
  /** The bottom axis' labels. */
  ticks: string[];
}

/** Reads a series' line from the trend chart's SVG: its vertices, and which are above zero. */
function drawnSeries(page: Page, series: string): Promise<DrawnSeries | null> {
  return page.getByTestId(TEST_IDS.monitorTrend).evaluate((chart, name) => {
    const svg = chart.querySelector('svg');
    const path = svg?.querySelector(`path[data-series="${name}"]`);
    if (!svg || !path) return null;
    const vertices = [...(path.getAttribute('d') ?? '').matchAll(/[ML]\s*(-?[\d.]+(?:e[-+]?\d+)?)[ ,](-?[\d.]+(?:e[-+]?\d+)?)/g)].map((m) => ({
      x: Number(m[1]),
      y: Number(m[2]),
    }));
    // The left axis' "0" tick sits on the zero line; the lines are drawn in the same frame.
    const texts = [...svg.querySelectorAll('text')];
    const zeroTick = texts.find((text) => text.textContent === '0')?.closest('g[transform]');
    const zeroY = Number(/translate\(\s*[-\d.]+[ ,]\s*([-\d.]+)/.exec(zeroTick?.getAttribute('transform') ?? '')?.[1] ?? NaN);
    return {
      buckets: vertices.length,
      nonZero: vertices.flatMap((v, i) => (v.y < zeroY - 0.5 ? [i] : [])),
      ticks: texts.map((text) => text.textContent ?? '').filter((text) => /^\d+\/\d+$/.test(text)),
    };
  }, series);
}

// Taipei is eight hours ahead of UTC, so its first hours are the day before in UTC; New York
// changes its clocks, so a month of its days is not a month of 24-hour steps.
describe.each(['Asia/Taipei', 'America/New_York'])('the monitoring trend chart in %s', (timezoneId) => {
  it('draws a burst of events at one minute as one non-zero bucket in each period', async () => {
    const { server, browser } = started;
    const user = await server.seed.user({ codes: [...CODES] });
    const app = await createMonitoredApp(server, await server.login(user.username, user.password));
    const page = await openPage(browser, 'en', { timezoneId });
    const start = await localDay(page);
    // The first minute of the local day (a bucket edge, and in Taipei still yesterday in UTC);
    // right after midnight, the current minute.
    const minute = start.now - start.midnight >= 2 * MINUTE ? start.midnight : Math.floor(start.now / MINUTE) * MINUTE;
    const burst = Array.from({ length: 8 }, (_, i) => sdkEvent(i % 2 ? 'heartbeat' : 'root', { ts: minute + i * 1_000 }));
    const res = await sendBatch(server, app, { events: burst });
    expect(res.json().data).toMatchObject({ accepted: burst.length, rejected: 0 });

    await signedIn(page, server.url, user.username, user.password);
    await page.goto(`${server.url}/Monitoring/dashboard`);
    await page.getByTestId(TEST_IDS.monitorTrend).locator('svg').waitFor();
    const events = catalogText('en', 'monitoring.dashboard.counters.events');
    const riskEvents = catalogText('en', 'monitoring.dashboard.counters.riskEvents');

    const periods: Array<{ period: MonitoringPeriod; days: number }> = [
      { period: 'TODAY', days: 0 },
      { period: 'LAST_7_DAYS', days: 7 },
      { period: 'LAST_30_DAYS', days: 30 },
    ];
    for (const { period, days } of periods) {
      await page.getByTestId(monitorPeriodTestId(period)).click();
      await expect.poll(() => page.getByTestId(monitorPeriodTestId(period)).getAttribute('aria-pressed')).toBe('true');
      if (days === 0) {
        // One bucket an hour from midnight to now: the clock may pass an hour while the page loads.
        const hours = [hoursSince(start.midnight, start.now), hoursSince(start.midnight, Date.now() + MINUTE)];
        const index = Math.floor((minute - start.midnight) / HOUR);
        await expect
          .poll(async () => {
            const drawn = await drawnSeries(page, events);
            return drawn && drawn.buckets >= hours[0] && drawn.buckets <= hours[1] ? drawn.nonZero : drawn;
          })
          .toEqual([index]);
      } else {
        // One bucket a day, the first six (or 29) days back, labelled with the user's dates.
        const every = Math.ceil(days / 12);
        const ticks = Array.from({ length: Math.ceil(days / every) }, (_, i) => start.daysBack[days - 1 - i * every]);
        await expect.poll(() => drawnSeries(page, events)).toEqual({ buckets: days, nonZero: [days - 1], ticks });
      }
      // The risk events of the burst are in the same single bucket.
      const drawnRisk = await drawnSeries(page, riskEvents);
      expect(drawnRisk?.nonZero).toEqual((await drawnSeries(page, events))?.nonZero);
    }
    await page.context().close();
  });
});
