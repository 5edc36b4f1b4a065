/**
 * The progressive jackpot counter of /rng (SPEC §2, §4, §9): starts from an amount derived from the
 * current time and grows by 165.11 every 3000 ms while the page is shown.
 */

export interface JackpotCounterContext {
  /** the amount shown, in integer cents; null before the first clock reading */
  amountCents: number | null;
}

export type JackpotCounterEvent = { type: 'page.hidden' } | { type: 'page.visible' };

export interface JackpotCounterView {
  amountCents: number | null;
  /** `12,345,678.90`, null before the first reading */
  amountText: string | null;
  counting: boolean;
}
