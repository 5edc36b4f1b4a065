/** An amount as the deposit page shows it: the currency symbol, two decimals, thousands separators. */
import { formatMinorUnits } from '../../../machines/account-balance';

/** Major units with at most two decimals in, from integer cents out: no floating-point rounding on screen. */
export function moneyText(currencySymbol: string, amount: number): string {
  const text = formatMinorUnits(Math.round(amount * 100));
  return currencySymbol ? `${currencySymbol} ${text}` : text;
}
