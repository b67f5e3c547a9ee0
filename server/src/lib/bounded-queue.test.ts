import { describe, expect, it } from 'vitest';
import { BoundedQueue } from './bounded-queue';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('BoundedQueue', () => {
  it('runs at most `concurrency` tasks at once, lets `maxWaiting` wait and refuses the rest at once', async () => {
    const queue = new BoundedQueue(2, 1, () => new Error('full'));
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, i) =>
      queue.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.load).toEqual({ running: 2, waiting: 1 });
    await expect(queue.run(async () => 'late')).rejects.toThrow('full');

    gates[0].resolve();
    expect(await runs[0]).toBe(0);
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2]);
    expect(queue.load).toEqual({ running: 2, waiting: 0 });

    gates[1].resolve();
    gates[2].resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const queue = new BoundedQueue(1, 0, () => new Error('full'));
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'next')).toBe('next');
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });
});

describe('BoundedQueue with a wait budget', () => {
  /** A queue on a clock the test moves, with tasks that end when the test says. */
  function timed(concurrency: number, maxWaitMs: number) {
    const clock = { now: 0 };
    const queue = new BoundedQueue(concurrency, 100, () => new Error('full'), { maxWaitMs, now: () => clock.now });
    const task = () => {
      const gate = deferred();
      const run = queue.run(() => gate.promise);
      return { run, finish: () => (gate.resolve(), run) };
    };
    /** Runs tasks side by side that each take `ms`. */
    const runFor = async (ms: number, count: number) => {
      const tasks = Array.from({ length: count }, task);
      clock.now += ms;
      await Promise.all(tasks.map((t) => t.finish()));
    };
    return { queue, task, clock, runFor };
  }

  it('refuses a task whose turn would come later than the budget at the recent tasks’ pace', async () => {
    // Tasks of 40 ms, one at a time, at most 100 ms of waiting: two may wait, a third may not.
    const { queue, task, runFor } = timed(1, 100);
    await runFor(40, 1);
    const tasks = [task(), task(), task()];
    expect(queue.load).toEqual({ running: 1, waiting: 2 });
    expect(queue.expectedWaitMs).toBe(120);
    await expect(task().run).rejects.toThrow('full');
    for (const t of tasks) await t.finish();
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
    expect(queue.expectedWaitMs).toBe(0);
  });

  it('follows the pace: once tasks get quicker, more may wait', async () => {
    const { queue, task, runFor } = timed(2, 100);
    await runFor(80, 2);
    // Two running at 80 ms a task: the next two wait one turn (80 ms), a fifth would wait two.
    let tasks = [task(), task(), task(), task()];
    await expect(task().run).rejects.toThrow('full');
    for (const t of tasks) await t.finish();
    // Quick tasks pull the average down (80 ms → under 10 ms); the same burst and more now fit.
    for (let i = 0; i < 12; i++) await runFor(1, 1);
    tasks = [task(), task(), task(), task(), task(), task()];
    expect(queue.load).toEqual({ running: 2, waiting: 4 });
    for (const t of tasks) await t.finish();
  });

  it('lets one turn wait before the pace is known', async () => {
    const { queue, task } = timed(2, 100);
    // Nothing has finished yet: two run, two wait one turn, a fifth is refused.
    const tasks = [task(), task(), task(), task()];
    expect(queue.load).toEqual({ running: 2, waiting: 2 });
    await expect(task().run).rejects.toThrow('full');
    for (const t of tasks) await t.finish();
  });
});
