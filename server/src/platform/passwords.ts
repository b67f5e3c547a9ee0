import { hash, verify } from '@node-rs/argon2';

// The library's default algorithm is argon2id; these are OWASP's baseline costs: 19 MiB,
// 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real verification, so an unknown username cannot be told apart
 * from a wrong password by timing.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('rampart-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
