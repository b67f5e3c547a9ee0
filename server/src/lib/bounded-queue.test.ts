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
