import crypto from 'node:crypto';

/**
 * Per-build randomness: an HMAC-SHA256 counter stream keyed by the job's seed, so a job is
 * reproducible from its seed while two builds share nothing. Every random choice of the engine
 * (keys, salts, class names, nonces) is drawn from it in a fixed order.
 */
export function seededRandom(seed: Buffer | string): (n: number) => Buffer {
  const key = typeof seed === 'string' ? Buffer.from(seed, 'utf8') : seed;
  let counter = 0n;
  let pool = Buffer.alloc(0);
  return (n: number): Buffer => {
    if (!Number.isInteger(n) || n < 0) throw new RangeError(`random bytes: ${n}`);
    const blocks: Buffer[] = [pool];
    let have = pool.length;
    while (have < n) {
      const block = Buffer.alloc(8);
      block.writeBigUInt64BE(counter++);
      const out = crypto.createHmac('sha256', key).update(block).digest();
      blocks.push(out);
      have += out.length;
    }
    const all = Buffer.concat(blocks);
    pool = all.subarray(n);
    return all.subarray(0, n);
  };
}

/** A random identifier of `length` lowercase letters (the first) and digits, from `random`. */
export function randomName(random: (n: number) => Buffer, length: number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const alphabet = `${letters}0123456789`;
  const bytes = random(length);
  let name = letters[bytes[0] % letters.length];
  for (let i = 1; i < length; i++) name += alphabet[bytes[i] % alphabet.length];
  return name;
}
