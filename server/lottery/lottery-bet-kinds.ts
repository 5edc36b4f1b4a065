/**
 * The bets a draw lottery takes, per format, how each is settled against the draw, and its return
 * to player. A bet is one kind, one pick (or, for keno, 1 to 5 numbers) and one stake; the payout
 * includes the stake. Multipliers are hundredths of the stake. Because every prize number is drawn
 * independently and uniformly, its last two (three) digits are uniform over 100 (1,000) values,
 * which gives these exact returns:
 *
 * Vietnamese stations (VN_NORTH, VN_SOUTH):
 * - DE (đề): 2 digits = the last two of the special prize: p = 1/100, pays ×95 -> RTP 95.00%.
 * - LO (lô): 2 digits, paid once per prize whose last two digits match: expected matches 27/100
 *   (North) or 18/100 (South), pays ×3.50 (North) or ×5.25 (South) per match -> RTP 94.50%.
 * - BA_CANG (3 càng): 3 digits = the last three of the special prize: p = 1/1,000, ×950 -> RTP 95.00%.
 * Five digits (DIGITS5):
 * - LAST2: the last two digits: p = 1/100, ×95 -> RTP 95.00%.
 * - LAST3: the last three digits: p = 1/1,000, ×950 -> RTP 95.00%.
 * - SUM: BIG (sum 23–45) or SMALL (0–22); the sum of five digits is symmetric around 22.5, so
 *   p = 1/2, ×1.90 -> RTP 95.00%.
 * Keno 5 of 20 (KENO_20_5):
 * - PICK: 1 to 5 different numbers from 1 to 20, paid by how many were drawn, on the instant
 *   lottery's paytable (server/demo-games/lottery.engine.ts) -> RTP 95.61–96.00% by pick count.
 */
import { LOTTERY_MAX_PICKS, LOTTERY_PAYTABLE, LOTTERY_POOL, lotteryReturn } from '../demo-games/lottery.engine';
import type { DrawFormat } from './lottery-formats';
import { isVnFormat, prizeCount } from './lottery-formats';

export type BetKind = 'DE' | 'LO' | 'BA_CANG' | 'LAST2' | 'LAST3' | 'SUM' | 'PICK';

export interface BetKindInfo {
  kind: BetKind;
  /** what a pick is: `digits` digits, one of `options`, or 1–maxPicks numbers from 1 to `pool` */
  pick: { type: 'digits'; digits: number } | { type: 'option'; options: string[] } | { type: 'numbers'; pool: number; maxPicks: number };
  /** hundredths of the stake: per win (per match for LO); keno's depend on picks and matches */
  multiplier: number | null;
  /** keno only: [picks][matches] -> hundredths of the stake */
  paytable?: Record<number, Record<number, number>>;
  /** exact return to player, e.g. 0.95 (keno: the lowest over pick counts) */
  rtp: number;
  rtpReference: string;
}

const LO_MULTIPLIER = { VN_NORTH: 350, VN_SOUTH: 525 } as const;

const digits = (n: number) => ({ type: 'digits' as const, digits: n });

export function betKindsOf(format: DrawFormat): BetKindInfo[] {
  if (isVnFormat(format)) {
    const lo = LO_MULTIPLIER[format];
    return [
      { kind: 'DE', pick: digits(2), multiplier: 9_500, rtp: 0.95, rtpReference: 'vn-de-v1 RTP 95.00%' },
      { kind: 'LO', pick: digits(2), multiplier: lo, rtp: (prizeCount(format) * lo) / 10_000, rtpReference: 'vn-lo-v1 RTP 94.50%' },
      { kind: 'BA_CANG', pick: digits(3), multiplier: 95_000, rtp: 0.95, rtpReference: 'vn-ba-cang-v1 RTP 95.00%' },
    ];
  }
  if (format === 'DIGITS5') {
    return [
      { kind: 'LAST2', pick: digits(2), multiplier: 9_500, rtp: 0.95, rtpReference: 'd5-last2-v1 RTP 95.00%' },
      { kind: 'LAST3', pick: digits(3), multiplier: 95_000, rtp: 0.95, rtpReference: 'd5-last3-v1 RTP 95.00%' },
      { kind: 'SUM', pick: { type: 'option', options: ['BIG', 'SMALL'] }, multiplier: 190, rtp: 0.95, rtpReference: 'd5-sum-v1 RTP 95.00%' },
    ];
  }
  const rtp = Math.min(...Object.keys(LOTTERY_PAYTABLE).map((picks) => lotteryReturn(Number(picks))));
  return [
    {
      kind: 'PICK',
      pick: { type: 'numbers', pool: LOTTERY_POOL, maxPicks: LOTTERY_MAX_PICKS },
      multiplier: null,
      paytable: LOTTERY_PAYTABLE,
      rtp,
      rtpReference: 'keno-20-5-v1 RTP 95.61-96.00% by pick count',
    },
  ];
}

export const betKindOf = (format: DrawFormat, kind: unknown): BetKindInfo | null => betKindsOf(format).find((info) => info.kind === kind) ?? null;

/** The picks in their stored form ("07", "BIG", "12"), or null when they do not fit the kind. */
export function normalisePicks(info: BetKindInfo, picks: unknown): string[] | null {
  if (!Array.isArray(picks) || picks.length === 0) return null;
  const pick = info.pick;
  if (pick.type === 'digits') {
    if (picks.length !== 1 || typeof picks[0] !== 'string' || !new RegExp(`^\\d{${pick.digits}}$`).test(picks[0])) return null;
    return [picks[0]];
  }
  if (pick.type === 'option') {
    return picks.length === 1 && typeof picks[0] === 'string' && pick.options.includes(picks[0]) ? [picks[0]] : null;
  }
  const numbers = picks.map((p) => (typeof p === 'string' && /^\d{1,2}$/.test(p) ? Number(p) : p));
  const valid =
    numbers.length <= pick.maxPicks &&
    numbers.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= pick.pool) &&
    new Set(numbers).size === numbers.length;
  return valid ? (numbers as number[]).sort((a, b) => a - b).map(String) : null;
}

/** How many times a settled bet wins (matches for LO and keno, 0 or 1 otherwise). */
function matchesOf(kind: BetKind, picks: readonly string[], result: readonly string[]): number {
  const special = result[0] ?? '';
  switch (kind) {
    case 'DE':
      return special.slice(-2) === picks[0] ? 1 : 0;
    case 'BA_CANG':
      return special.slice(-3) === picks[0] ? 1 : 0;
    case 'LO':
      return result.filter((prize) => prize.slice(-2) === picks[0]).length;
    case 'LAST2':
      return result.join('').slice(-2) === picks[0] ? 1 : 0;
    case 'LAST3':
      return result.join('').slice(-3) === picks[0] ? 1 : 0;
    case 'SUM': {
      const sum = result.reduce((total, digit) => total + Number(digit), 0);
      return (sum >= 23 ? 'BIG' : 'SMALL') === picks[0] ? 1 : 0;
    }
    case 'PICK':
      return picks.filter((n) => result.includes(n)).length;
  }
}

/** The payout (minor units, stake included) of a bet on a drawn result; 0 when it loses. */
export function payoutOf(format: DrawFormat, kind: BetKind, picks: readonly string[], result: readonly string[], stake: number): number {
  const info = betKindOf(format, kind);
  if (!info) return 0;
  const matches = matchesOf(kind, picks, result);
  const multiplier = kind === 'PICK' ? (LOTTERY_PAYTABLE[picks.length]?.[matches] ?? 0) : matches * (info.multiplier ?? 0);
  return Math.floor((stake * multiplier) / 100);
}
