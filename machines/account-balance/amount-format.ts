/** The balance's own use of the amount format (rules/amount.ts): its placeholder's shape. */
import { formatMinorUnits } from '../../rules/amount';

export { formatMinorUnits };

/**
 * An amount's shape: its text with every digit a 0 (`12,345.00` → `00,000.00`). Remembered after a
 * load, it lets the next load's placeholder take the amount's width without keeping the amount.
 */
export function amountShapeOf(cents: number): string {
  return formatMinorUnits(cents).replace(/\d/g, '0');
}
