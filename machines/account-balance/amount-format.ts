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
