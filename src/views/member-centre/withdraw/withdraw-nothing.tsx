/**
 * Why nothing can be withdrawn now (presentational): shown instead of the form when what may leave
 * is below the minimum or zero, so the page never offers a submit or a "you receive" figure for an
 * amount the member cannot take out. While turnover is still owed it says how much, and leads to
 * the games.
 */
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { NothingToWithdraw } from '../../../../machines/withdraw';

export interface WithdrawNothingProps {
  nothing: NothingToWithdraw;
  money: (amount: number) => string;
}

export function WithdrawNothing({ nothing, money }: WithdrawNothingProps) {
  const withdrawable = money(nothing.withdrawable);
  const minimum = money(nothing.minimum);
  const remaining = money(nothing.remainingTurnover);
  return (
    <section className="withdraw-nothing" aria-labelledby="withdraw-nothing-title" data-testid="withdraw-nothing" data-reason={nothing.reason}>
      <h4 id="withdraw-nothing-title">
        <Trans>Nothing can be withdrawn yet</Trans>
      </h4>
      <p>
        <Trans>
          You can withdraw {withdrawable} now; the minimum withdrawal is {minimum}.
        </Trans>
      </p>
      {nothing.reason === 'turnover' ? (
        <>
          <p data-testid="withdraw-nothing-turnover">
            <Trans>Wager {remaining} more to unlock the rest of your balance.</Trans>
          </p>
          <Link className="button" to="/">
            <Trans>Play more games</Trans>
          </Link>
        </>
      ) : null}
    </section>
  );
}
