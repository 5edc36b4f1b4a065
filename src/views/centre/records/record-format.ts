/**
 * How the record pages write amounts: two decimals with separators. Their times are written by the
 * one date formatter in the merchant's time zone (useDateFormat, src/views/common/date-format.view.tsx).
 */
import { moneyText } from '../money';

/** `1,234.50`, `-5.00`: no currency symbol, the records are all in the member's one currency. */
export const amountText = (amount: number) => moneyText('', amount);

/** A signed amount's tone for colour: gains and losses read apart (the sign is in the text too). */
export const toneOf = (amount: number) => (amount > 0 ? 'records__gain' : amount < 0 ? 'records__loss' : undefined);

/** A rate the wire sends as a fraction, as a percentage: 0.0125 is `1.25 %`. */
export const percentText = (fraction: number) => `${(fraction * 100).toFixed(2)} %`;
