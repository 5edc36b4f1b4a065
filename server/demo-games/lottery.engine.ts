/**
 * The demo instant lottery: the player picks 1 to 5 different numbers from 1 to 20; at once 5
 * numbers are drawn from the 20 (the CSPRNG, no repeats) and the ticket pays by how many picks
 * were drawn. Multipliers are hundredths of the stake per pick count; the exact return of each pick
 * count follows from the hypergeometric distribution (`lotteryReturn`):
 *   1 pick 96.00%, 2 picks 95.79%, 3 picks 95.61%, 4 picks 95.98%, 5 picks 95.94%.
 * There is no scheduled draw behind it: each ticket is its own draw.
 */
import type { RandomSource } from './random';

export const LOTTERY_POOL = 20;
export const LOTTERY_DRAWN = 5;
export const LOTTERY_MAX_PICKS = 5;

/** [picks][hits] -> multiplier in hundredths of the stake (absent = no win) */
export const LOTTERY_PAYTABLE: Record<number, Record<number, number>> = {
  1: { 1: 384 },
  2: { 1: 100, 2: 1070 },
  3: { 2: 500, 3: 3400 },
  4: { 2: 150, 3: 1200, 4: 25500 },
  5: { 2: 100, 3: 600, 4: 4500, 5: 65000 },
};

export const LOTTERY_RTP_REFERENCE = 'instant-20-5-v1 RTP 95.61-96.00% by pick count';

export interface LotteryTicket {
  picks: number[];
  drawn: number[];
  hits: number[];
  /** minor units */
  payout: number;
}

/** Picks are valid when they are 1 to 5 different whole numbers from 1 to 20. */
export function validPicks(picks: unknown): picks is number[] {
  return (
    Array.isArray(picks) &&
    picks.length >= 1 &&
    picks.length <= LOTTERY_MAX_PICKS &&
    picks.every((n) => Number.isInteger(n) && n >= 1 && n <= LOTTERY_POOL) &&
    new Set(picks).size === picks.length
  );
}

/** 5 different numbers, in draw order (a partial Fisher–Yates shuffle). */
export function drawNumbers(random: RandomSource): number[] {
  const pool = Array.from({ length: LOTTERY_POOL }, (_, i) => i + 1);
  for (let i = 0; i < LOTTERY_DRAWN; i++) {
    const j = i + random.int(LOTTERY_POOL - i);
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, LOTTERY_DRAWN);
}

export function settleTicket(picks: number[], drawn: number[], stake: number): LotteryTicket {
  const hits = picks.filter((n) => drawn.includes(n)).sort((a, b) => a - b);
  const multiplier = LOTTERY_PAYTABLE[picks.length]?.[hits.length] ?? 0;
  return { picks: [...picks].sort((a, b) => a - b), drawn, hits, payout: Math.floor((stake * multiplier) / 100) };
}

export function playTicket(random: RandomSource, picks: number[], stake: number): LotteryTicket {
  return settleTicket(picks, drawNumbers(random), stake);
}

const choose = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return Math.round(result);
};

/** The exact expected return of a ticket with `picks` numbers. */
export function lotteryReturn(picks: number): number {
  let total = 0;
  for (const [hits, multiplier] of Object.entries(LOTTERY_PAYTABLE[picks] ?? {})) {
    const h = Number(hits);
    const probability = (choose(LOTTERY_DRAWN, h) * choose(LOTTERY_POOL - LOTTERY_DRAWN, picks - h)) / choose(LOTTERY_POOL, picks);
    total += probability * (multiplier / 100);
  }
  return total;
}
