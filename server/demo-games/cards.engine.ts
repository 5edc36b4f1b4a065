/**
 * The demo card game, Hi-Lo: a card is dealt when the stake is placed; the player calls whether the
 * next card is higher or lower; an equal rank loses. Ranks run ace (1) to king (13); every card is
 * drawn from a full 52-card deck (with replacement), so each rank has probability 1/13.
 * A call that wins with `count` of 13 ranks pays floor(1248 / count) hundredths of the stake
 * (1248 = 96% x 13 x 100): each call's return is at most 96.00% and at least 95.38%. A call that
 * cannot win (higher than a king, lower than an ace) is refused.
 */
import type { RandomSource } from './random';

export type HiLoCall = 'higher' | 'lower';
export const CARD_SUITS = ['S', 'H', 'D', 'C'] as const;

export interface Card {
  /** 1 (ace) to 13 (king) */
  rank: number;
  suit: (typeof CARD_SUITS)[number];
}

export const CARDS_STATED_RTP = 0.96;
export const CARDS_RTP_REFERENCE = 'hilo-v1 RTP 95.38-96.00% per call';

export function drawCard(random: RandomSource): Card {
  const index = random.int(52);
  return { rank: (index % 13) + 1, suit: CARD_SUITS[Math.floor(index / 13)] };
}

/** How many of the 13 ranks win the call. */
export function winningRanks(rank: number, call: HiLoCall): number {
  return call === 'higher' ? 13 - rank : rank - 1;
}

/** The payout multiplier in hundredths of the stake, or null when the call cannot win. */
export function hiLoMultiplier(rank: number, call: HiLoCall): number | null {
  const count = winningRanks(rank, call);
  return count > 0 ? Math.floor(1248 / count) : null;
}

export function callWins(first: number, next: number, call: HiLoCall): boolean {
  return call === 'higher' ? next > first : next < first;
}

/** minor units paid for a call on `first` when `next` is drawn */
export function hiLoPayout(stake: number, first: number, next: number, call: HiLoCall): number {
  const multiplier = hiLoMultiplier(first, call);
  if (multiplier === null || !callWins(first, next, call)) return 0;
  return Math.floor((stake * multiplier) / 100);
}

/** The exact expected return of one call (probability of winning x multiplier). */
export function hiLoReturn(rank: number, call: HiLoCall): number | null {
  const multiplier = hiLoMultiplier(rank, call);
  return multiplier === null ? null : (winningRanks(rank, call) / 13) * (multiplier / 100);
}
