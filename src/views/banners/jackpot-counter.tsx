/**
 * Presentational jackpot counter: the amount with the merchant's currency symbol. It is not a
 * live region: the amount grows every 3 s and a screen reader would otherwise read every step;
 * it is read when the visitor reaches it.
 */
import { useId } from 'react';
import { Trans } from '@lingui/react/macro';

export interface JackpotCounterProps {
  /** `12,345,678.90`; null before the first clock reading */
  amountText: string | null;
  currencySymbol: string;
}

export function JackpotCounter({ amountText, currencySymbol }: JackpotCounterProps) {
  const labelId = useId();
  return (
    <div className="jackpot" role="group" aria-labelledby={labelId} data-testid="jackpot-counter">
      <p className="jackpot__label" id={labelId}>
        <Trans>Progressive jackpot</Trans>
      </p>
      <p className="jackpot__amount" aria-live="off">
        <span className="jackpot__symbol">{currencySymbol}</span>
        <span className="jackpot__digits" data-testid="jackpot-amount">
          {amountText ?? '—'}
        </span>
      </p>
    </div>
  );
}
