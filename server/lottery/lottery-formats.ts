/**
 * What a draw produces, per game format. Every number is drawn independently and uniformly with
 * the injected RandomSource (node:crypto's CSPRNG in play, server/demo-games/random.ts), and kept
 * as a list of strings, special prize first:
 * - VN_NORTH (Miền Bắc): 27 prizes: special and 1st of 5 digits, 2nd ×2 and 3rd ×6 of 5 digits,
 *   4th ×4 and 5th ×6 of 4 digits, 6th ×3 of 3 digits, 7th ×4 of 2 digits;
 * - VN_SOUTH (Miền Nam and Miền Trung): 18 prizes: special of 6 digits, 1st, 2nd, 3rd ×2 and 4th ×7
 *   of 5 digits, 5th and 6th ×3 of 4 digits, 7th of 3 digits, 8th of 2 digits;
 * - DIGITS5: five digits 0–9 (repeats allowed), in draw order;
 * - KENO_20_5: five different numbers from 1 to 20, ascending.
 */
import { drawNumbers } from '../demo-games/lottery.engine';
import type { RandomSource } from '../demo-games/random';

export type DrawFormat = 'VN_NORTH' | 'VN_SOUTH' | 'DIGITS5' | 'KENO_20_5';

export interface PrizeTier {
  /** 0 = special prize, then 1st, 2nd … */
  tier: number;
  count: number;
  digits: number;
}

const tiers = (...spec: [number, number][]): PrizeTier[] => spec.map(([count, digits], tier) => ({ tier, count, digits }));

export const PRIZE_TIERS: Record<'VN_NORTH' | 'VN_SOUTH', PrizeTier[]> = {
  VN_NORTH: tiers([1, 5], [1, 5], [2, 5], [6, 5], [4, 4], [6, 4], [3, 3], [4, 2]),
  VN_SOUTH: tiers([1, 6], [1, 5], [1, 5], [2, 5], [7, 5], [1, 4], [3, 4], [1, 3], [1, 2]),
};

export const isVnFormat = (format: DrawFormat): format is 'VN_NORTH' | 'VN_SOUTH' => format === 'VN_NORTH' || format === 'VN_SOUTH';

/** How many prizes a Vietnamese result has (27 North, 18 South). */
export const prizeCount = (format: 'VN_NORTH' | 'VN_SOUTH') => PRIZE_TIERS[format].reduce((sum, tier) => sum + tier.count, 0);

const digitsOf = (random: RandomSource, digits: number) => String(random.int(10 ** digits)).padStart(digits, '0');

export function drawResult(format: DrawFormat, random: RandomSource): string[] {
  if (isVnFormat(format)) return PRIZE_TIERS[format].flatMap((tier) => Array.from({ length: tier.count }, () => digitsOf(random, tier.digits)));
  if (format === 'DIGITS5') return Array.from({ length: 5 }, () => String(random.int(10)));
  return drawNumbers(random)
    .sort((a, b) => a - b)
    .map(String);
}

/** A Vietnamese result grouped by prize tier (special first), for pages that show the table. */
export function groupByTier(format: DrawFormat, numbers: readonly string[]): { tier: number; numbers: string[] }[] {
  if (!isVnFormat(format)) return [{ tier: 0, numbers: [...numbers] }];
  let at = 0;
  return PRIZE_TIERS[format].map((tier) => {
    const group = numbers.slice(at, at + tier.count);
    at += tier.count;
    return { tier: tier.tier, numbers: group };
  });
}

/** winNo on the wire: the numbers joined by commas, special prize first. */
export const winNoOf = (numbers: readonly string[]) => numbers.join(',');
