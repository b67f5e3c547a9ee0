import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyValueStore, MemoryStore } from './kv';

describe('MemoryStore', () => {
  it('counts hits in a fixed window that starts with the first hit', async () => {
    let now = 0;
    const kv = new MemoryStore(() => now);
    expect(await kv.hit('k', 10)).toBe(1);
    now = 9_000;
    expect(await kv.hit('k', 10)).toBe(2);
    expect(await kv.count('k')).toBe(2);
    now = 10_000;
    expect(await kv.count('k')).toBe(0);
    expect(await kv.hit('k', 10)).toBe(1);
  });

  it('hands a value out once, and not after it expires', async () => {
    let now = 0;
    const kv = new MemoryStore(() => now);
    await kv.set('a', 'x', 5);
    expect(await kv.take('a')).toBe('x');
    expect(await kv.take('a')).toBeNull();
    await kv.set('b', 'y', 5);
    now = 5_000;
    expect(await kv.take('b')).toBeNull();
  });

  it('drops the oldest entry past its cap, so distinct keys cannot grow it without bound', async () => {
    const kv = new MemoryStore(Date.now, 3);
    for (const key of ['a', 'b', 'c', 'd']) await kv.hit(key, 60);
    expect(await kv.count('a')).toBe(0);
    expect(await kv.count('d')).toBe(1);
    // Hitting a key it holds never evicts another.
    await kv.hit('b', 60);
    expect(await kv.count('c')).toBe(1);
  });
});

// Holds (the shared lock of resumable uploads) behave alike in memory and in Redis.
describe.each([{ backend: 'memory', redisUrl: undefined }, ...(process.env.REDIS_URL ? [{ backend: 'redis', redisUrl: process.env.REDIS_URL }] : [])])(
  'holds ($backend)',
  ({ redisUrl }) => {
    it('is held by one holder at a time, renewed and released only by it, and lapses by itself', async () => {
      const kv = createKeyValueStore({ redisUrl, prefix: `kv-test-${crypto.randomUUID()}:` });
      try {
        expect(await kv.acquire('lock', 'first', 300)).toBe(true);
        expect(await kv.acquire('lock', 'second', 300)).toBe(false);
        // Another holder neither renews nor releases it.
        expect(await kv.renew('lock', 'second', 300)).toBe(false);
        await kv.release('lock', 'second');
        expect(await kv.acquire('lock', 'second', 300)).toBe(false);
        expect(await kv.renew('lock', 'first', 300)).toBe(true);
        await kv.release('lock', 'first');
        expect(await kv.acquire('lock', 'second', 100)).toBe(true);
        // Not renewed: it lapses, and its former holder cannot take it back from the next one.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(await kv.renew('lock', 'second', 100)).toBe(false);
        expect(await kv.acquire('lock', 'third', 1000)).toBe(true);
        await kv.release('lock', 'second');
        expect(await kv.acquire('lock', 'fourth', 1000)).toBe(false);
      } finally {
        await kv.close();
      }
    });
  },
);
