/**
 * SPEC §9 amount format: two decimals with thousands separators (`1,234,567.89`), from integer
 * cents, so no floating-point rounding reaches the screen. Used by the balance and the jackpot.
 */
export function formatAmountCents(cents: number): string {
  const whole = Math.trunc(cents);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const units = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(abs % 100).padStart(2, '0');
  return `${sign}${units}.${fraction}`;
}

/**
 * An amount's shape: its text with every digit a 0 (`12,345.00` → `00,000.00`). Remembered after a
 * load, it lets the next load's placeholder take the amount's width without keeping the amount.
 */
export function amountShapeOf(cents: number): string {
  return formatAmountCents(cents).replace(/\d/g, '0');
}
