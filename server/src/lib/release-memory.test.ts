import { describe, expect, it } from 'vitest';
import { releaseMemory } from './release-memory';

describe('releaseMemory', () => {
  it('collects garbage objects and the memory of dropped Buffers at once', () => {
    let objects: { index: number; text: string }[] | null = Array.from({ length: 500_000 }, (_, index) => ({ index, text: `row ${index}` }));
    let buffers: Buffer[] | null = Array.from({ length: 10 }, () => Buffer.alloc(4 * 1024 * 1024, 1));
    const held = process.memoryUsage();
    expect(objects.length + buffers.length).toBe(500_010);
    objects = null;
    buffers = null;
    releaseMemory();
    const after = process.memoryUsage();
    expect(held.heapUsed - after.heapUsed).toBeGreaterThan(20 * 1024 * 1024);
    expect(held.arrayBuffers - after.arrayBuffers).toBeGreaterThanOrEqual(40 * 1024 * 1024);
  });
});
