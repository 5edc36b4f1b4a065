/**
 * Where the jackpot starts. The counter is decoration (no real pool behind it), but it must look
 * like one progressive jackpot: the same amount for every visitor at the same moment, never going
 * down on a reload, growing 165.11 every 3 s. So the amount is a pure function of the time: a base,
 * plus one step for every whole 3 s elapsed since 00:00 UTC of that day. It goes back to the base
 * once a day, at 00:00 UTC, so it ranges from 10,000,000.00 to 14,755,002.89 over a day (a page
 * left open past midnight keeps counting up until it is hidden and shown again).
 */
import { DAY_MS } from '../../rules/merchant-day';

/** SPEC §9: +165.11 ... */
export const JACKPOT_STEP_CENTS = 16_511;
/** ... every 3000 ms */
export const JACKPOT_STEP_MS = 3000;
/** the amount at 00:00 UTC: 10,000,000.00 */
export const JACKPOT_BASE_CENTS = 1_000_000_000;

/** The jackpot amount, in cents, at `epochMs`. */
export function jackpotAmountAt(epochMs: number): number {
  const msOfDay = ((epochMs % DAY_MS) + DAY_MS) % DAY_MS;
  return JACKPOT_BASE_CENTS + Math.floor(msOfDay / JACKPOT_STEP_MS) * JACKPOT_STEP_CENTS;
}
