/**
 * Where the demo games' outcomes come from. Play uses node:crypto's CSPRNG; simulations and
 * statistical tests inject a seeded source through the same interface (AppDeps.providers), so a
 * test can replay 20,000 spins exactly without touching how the games draw.
 */
import { randomInt } from 'node:crypto';

export interface RandomSource {
  /** a uniformly distributed whole number from 0 to maxExclusive - 1 */
  int(maxExclusive: number): number;
}

/** The source every real bet uses. */
export const cryptoRandom: RandomSource = {
  int: (maxExclusive) => randomInt(0, maxExclusive),
};

/**
 * A reproducible source for simulations only (never for play): xorshift128+ from a 32-bit seed,
 * reduced without modulo bias by rejection.
 */
export function seededRandom(seed: number): RandomSource {
  let s0 = BigInt(seed >>> 0) | 1n;
  let s1 = BigInt((seed * 2654435761) >>> 0) ^ 0x9e3779b97f4a7c15n;
  const mask = (1n << 64n) - 1n;
  const next64 = (): bigint => {
    let x = s0;
    const y = s1;
    s0 = y;
    x ^= (x << 23n) & mask;
    s1 = x ^ y ^ (x >> 17n) ^ (y >> 26n);
    return (s1 + y) & mask;
  };
  for (let i = 0; i < 16; i++) next64();
  return {
    int(maxExclusive) {
      if (!Number.isInteger(maxExclusive) || maxExclusive < 1) throw new RangeError('maxExclusive must be a positive whole number');
      const range = BigInt(maxExclusive);
      const limit = (1n << 53n) - ((1n << 53n) % range);
      for (;;) {
        const value = next64() >> 11n;
        if (value < limit) return Number(value % range);
      }
    },
  };
}
