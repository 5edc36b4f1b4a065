/**
 * Amounts as people type and read them (SPEC §9): typed in major units with at most two decimals,
 * kept in integer minor units, shown with two decimals and thousands separators (`1,234,567.89`)
 * in every language. One parser and one formatter for the charts, the gateway, its checkout page
 * and its CLI, so a figure a form accepts is the figure the ledger books.
 */

/** `1234.5`, `1,234.50`: whole digits (grouped by threes or not), then at most two decimals. */
const TYPED_AMOUNT = /^(\d{1,12}|\d{1,3}(?:,\d{3}){1,3})(?:\.(\d{1,2}))?$/;

/**
 * A typed amount in minor units (`"1,234.50"` → 123450), or null when it is not a plain amount: no
 * sign, no exponent, at most two decimals and twelve whole digits (safe as a JavaScript number).
 */
export function parseMinorUnits(typed: string): number | null {
  const match = TYPED_AMOUNT.exec(typed.trim());
  if (!match) return null;
  const whole = match[1].replace(/,/g, '');
  if (whole.length > 12) return null;
  return Number(whole) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

// SPEC §9 writes amounts one way in every language: comma groups, a point before the cents
const wholeUnits = new Intl.NumberFormat('en-US', { useGrouping: true, maximumFractionDigits: 0 });

/** 123456789 → `1,234,567.89`; exact for any integer (a bigint from the ledger too), never through floating point. */
export function formatMinorUnits(minor: number | bigint): string {
  const value = typeof minor === 'bigint' ? minor : BigInt(Math.trunc(minor));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${wholeUnits.format(abs / 100n)}.${cents}`;
}
