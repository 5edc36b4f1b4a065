/** How the record pages write times and amounts: the browser's local time, two decimals with separators. */
import { moneyText } from '../deposit/money';

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-03-02 16:04:05` in the browser's zone. */
export function timeText(epochMs: number): string {
  const at = new Date(epochMs);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

/** `1,234.50`, `-5.00`: no currency symbol, the records are all in the member's one currency. */
export const amountText = (amount: number) => moneyText('', amount);

/** A signed amount's tone for colour: gains and losses read apart (the sign is in the text too). */
export const toneOf = (amount: number) => (amount > 0 ? 'records__gain' : amount < 0 ? 'records__loss' : undefined);

/** A rate the wire sends as a fraction, as a percentage: 0.0125 is `1.25 %`. */
export const percentText = (fraction: number) => `${(fraction * 100).toFixed(2)} %`;
