import { describe, expect, it } from 'vitest';
import { EventWriter } from './event-writer';
import type { EventBatch, EventRow } from './events.repo';

const batch = (accountId: string, ...ids: string[]): EventBatch => ({ accountId, rows: ids.map((eventId) => ({ eventId }) as EventRow) });

/** A write that records the groups it was given, ends when released and fails on an event id 'bad'. */
function recordingWrite() {
  const groups: string[][] = [];
  const releases: Array<() => void> = [];
  const write = async (batches: EventBatch[]) => {
    groups.push(batches.map((b) => b.rows.map((r) => r.eventId).join('+')));
    await new Promise<void>((r) => releases.push(r));
    if (batches.some((b) => b.rows.some((r) => r.eventId === 'bad'))) throw new Error('bad row');
    return batches.map((b) => new Set(b.rows.map((r) => r.eventId)));
  };
  const releaseAll = async () => {
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { write, groups, releaseAll };
}

describe('the ingestion group commit', () => {
  it('writes at once under light load and groups what arrives while writes are under way', async () => {
    const { write, groups, releaseAll } = recordingWrite();
    const writer = new EventWriter(write, 2, 100);
    const answers = [writer.store(batch('a', '1')), writer.store(batch('a', '2')), writer.store(batch('b', '3')), writer.store(batch('a', '4', '5'))];
    // Two writes start at once; the next two batches wait and then go together.
    expect(groups).toEqual([['1'], ['2']]);
    await releaseAll();
    expect(groups).toEqual([['1'], ['2'], ['3', '4+5']]);
    expect((await Promise.all(answers)).map((s) => [...s.fresh])).toEqual([['1'], ['2'], ['3'], ['4', '5']]);
  });

  it('keeps a group within its row limit, though a single larger batch still goes alone', async () => {
    const { write, groups, releaseAll } = recordingWrite();
    const writer = new EventWriter(write, 1, 3);
    const answers = [writer.store(batch('a', '1')), writer.store(batch('a', '2', '3')), writer.store(batch('a', '4', '5')), writer.store(batch('a', '6', '7', '8', '9'))];
    await releaseAll();
    await Promise.all(answers);
    expect(groups).toEqual([['1'], ['2+3'], ['4+5'], ['6+7+8+9']]);
  });

  it('fails only the request whose batch cannot be written', async () => {
    const { write, groups, releaseAll } = recordingWrite();
    const writer = new EventWriter(write, 1, 100);
    const first = writer.store(batch('a', '1'));
    const good = writer.store(batch('a', '2'));
    const bad = writer.store(batch('b', 'bad'));
    const alsoGood = writer.store(batch('a', '3'));
    const outcomes = Promise.allSettled([first, good, bad, alsoGood]);
    await releaseAll();
    const [a, b, c, d] = await outcomes;
    expect(a).toMatchObject({ status: 'fulfilled' });
    expect(b).toMatchObject({ status: 'fulfilled', value: { fresh: new Set(['2']) } });
    expect(c).toMatchObject({ status: 'rejected', reason: new Error('bad row') });
    expect(d).toMatchObject({ status: 'fulfilled', value: { fresh: new Set(['3']) } });
    // The failed group of three was retried batch by batch.
    expect(groups).toEqual([['1'], ['2', 'bad', '3'], ['2'], ['bad'], ['3']]);
  });

  it('refuses the events the database rejects for their data and stores the rest of their batch', async () => {
    const written: string[][] = [];
    const dataError = Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' });
    const writer = new EventWriter(async (batches) => {
      if (batches.some((b) => b.rows.some((r) => r.eventId.startsWith('nul')))) throw dataError;
      written.push(...batches.map((b) => b.rows.map((r) => r.eventId)));
      return batches.map((b) => new Set(b.rows.map((r) => r.eventId)));
    });
    const answer = await writer.store(batch('a', '1', 'nul-2', '3', '4', '5', 'nul-6', '7', '8'));
    expect([...answer.fresh]).toEqual(['1', '3', '4', '5', '7', '8']);
    expect(answer.refused).toEqual(
      new Map([
        ['nul-2', '22P05'],
        ['nul-6', '22P05'],
      ]),
    );
    // Halves, not one write per event: 8 rows, 2 bad, 4 successful writes.
    expect(written).toEqual([['1'], ['3', '4'], ['5'], ['7', '8']]);
  });

  it('fails the request, refusing nothing, when the database fails for another reason', async () => {
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), { code: undefined });
    const tooSlow = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    for (const failure of [lost, tooSlow]) {
      const writer = new EventWriter(async () => {
        throw failure;
      });
      await expect(writer.store(batch('a', '1', '2'))).rejects.toBe(failure);
    }
  });
});
