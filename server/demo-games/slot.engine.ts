/**
 * The demo slot: 3 reels by 3 rows, 5 paylines (the three rows and both diagonals), the same
 * 20-stop strip on every reel. Three equal symbols on a line pay the line bet (stake / 5) times the
 * symbol's multiplier. The return to player is exact by construction:
 *   RTP = sum over symbols of multiplier x (count / 20)^3 = 6x0.064 + 11x0.027 + 28x0.008 + 55x0.001 = 96.00%
 * (each line sees one independent uniform stop per reel, so every line has the same expectation);
 * `exactSlotStatistics` checks it by enumerating all 8,000 stop combinations.
 */
import type { RandomSource } from './random';

export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'seven'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

/** Multiplier of the line bet for three on a line. */
export const SLOT_PAYTABLE: Record<SlotSymbol, number> = { cherry: 6, lemon: 11, bell: 28, seven: 55 };

const C: SlotSymbol = 'cherry';
const L: SlotSymbol = 'lemon';
const B: SlotSymbol = 'bell';
const S: SlotSymbol = 'seven';
/** 8 cherries, 6 lemons, 4 bells, 2 sevens, spread so that rows rarely repeat a symbol. */
export const SLOT_STRIP: readonly SlotSymbol[] = [C, L, C, B, C, L, S, C, B, L, C, L, B, C, S, L, C, B, L, C];

/** Row of each reel per payline: middle, top, bottom, diagonal down, diagonal up. */
export const SLOT_LINES: readonly (readonly [number, number, number])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

export const SLOT_STATED_RTP = 0.96;
export const SLOT_RTP_REFERENCE = 'slot-3x3-5l-v1 RTP 96.00%';

export interface SlotSpin {
  /** the top stop of each reel */
  stops: [number, number, number];
  /** rows top to bottom, each the three reels left to right */
  window: SlotSymbol[][];
  lineWins: { line: number; symbol: SlotSymbol; amount: number }[];
  /** minor units */
  payout: number;
}

/** A stake is whole minor units split evenly over the 5 lines. */
export const slotStakeValid = (stake: number) => Number.isInteger(stake) && stake > 0 && stake % SLOT_LINES.length === 0;

export function slotOutcome(stops: [number, number, number], stake: number): SlotSpin {
  const length = SLOT_STRIP.length;
  const window = [0, 1, 2].map((row) => stops.map((stop) => SLOT_STRIP[(stop + row) % length]));
  const lineBet = stake / SLOT_LINES.length;
  const lineWins: SlotSpin['lineWins'] = [];
  SLOT_LINES.forEach((rows, line) => {
    const [a, b, c] = rows.map((row, reel) => window[row][reel]);
    if (a === b && b === c) lineWins.push({ line, symbol: a, amount: lineBet * SLOT_PAYTABLE[a] });
  });
  return { stops, window, lineWins, payout: lineWins.reduce((sum, win) => sum + win.amount, 0) };
}

export function spinSlot(random: RandomSource, stake: number): SlotSpin {
  const length = SLOT_STRIP.length;
  return slotOutcome([random.int(length), random.int(length), random.int(length)], stake);
}

/** Mean and standard deviation of payout / stake over every stop combination, and the hit rate. */
export function exactSlotStatistics(): { rtp: number; standardDeviation: number; hitRate: number } {
  const length = SLOT_STRIP.length;
  const stake = SLOT_LINES.length;
  let count = 0;
  let sum = 0;
  let sumSquares = 0;
  let hits = 0;
  for (let a = 0; a < length; a++) {
    for (let b = 0; b < length; b++) {
      for (let c = 0; c < length; c++) {
        const ratio = slotOutcome([a, b, c], stake).payout / stake;
        count += 1;
        sum += ratio;
        sumSquares += ratio * ratio;
        if (ratio > 0) hits += 1;
      }
    }
  }
  const rtp = sum / count;
  return { rtp, standardDeviation: Math.sqrt(sumSquares / count - rtp * rtp), hitRate: hits / count };
}
