import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { MAX_OPERATION_NAMES, Metrics } from './metrics';

describe('Metrics', () => {
  it('labels anonymous operations as such and caps distinct operation names', () => {
    const metrics = new Metrics();
    expect(metrics.operationLabel(undefined)).toBe('anonymous');
    expect(metrics.operationLabel('')).toBe('anonymous');
    for (let i = 0; i < MAX_OPERATION_NAMES; i++) expect(metrics.operationLabel(`Op${i}`)).toBe(`Op${i}`);
    expect(metrics.operationLabel('OneTooMany')).toBe('other');
    // Names seen before the cap keep their own label.
    expect(metrics.operationLabel('Op0')).toBe('Op0');
  });

  it('keeps each instance’s series apart', async () => {
    const a = new Metrics();
    const b = new Metrics();
    a.ingestEvents.inc({ outcome: 'accepted' }, 3);
    expect((await a.registry.getSingleMetric('rampart_ingest_events_total')!.get()).values[0].value).toBe(3);
    expect((await b.registry.getSingleMetric('rampart_ingest_events_total')!.get()).values).toEqual([]);
  });

  it('samples the job queue and the projector backlog at scrape time', async () => {
    let scrapes = 0;
    const metrics = new Metrics({
      jobDepth: async () => [{ kind: 'assessment', status: 'ready', count: 4 }],
      projectionBacklog: async () => (scrapes++, { rows: 7, oldestSeconds: 1.5 }),
    });
    const text = await metrics.registry.metrics();
    expect(text).toContain('rampart_job_queue_depth{kind="assessment",status="ready"} 4');
    expect(text).toContain('rampart_projector_queue_rows 7');
    expect(text).toContain('rampart_projector_backlog_seconds 1.5');
    // Both backlog gauges come from one read.
    expect(scrapes).toBe(1);
  });
});

describe('RAMPART_METRICS_TOKEN', () => {
  it('is optional, and refused when short or with spaces', () => {
    expect(loadConfig({}).RAMPART_METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ RAMPART_METRICS_TOKEN: 'a'.repeat(16) }).RAMPART_METRICS_TOKEN).toBe('a'.repeat(16));
    expect(() => loadConfig({ RAMPART_METRICS_TOKEN: 'short' })).toThrow(/RAMPART_METRICS_TOKEN/);
    expect(() => loadConfig({ RAMPART_METRICS_TOKEN: 'has a space in it ok' })).toThrow(/RAMPART_METRICS_TOKEN/);
  });
});
