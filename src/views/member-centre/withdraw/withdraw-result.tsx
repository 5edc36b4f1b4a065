/** The withdrawal just requested (presentational): amount, fee, payout, account, status, a new request. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { WithdrawalRecord } from '../../../../machines/withdraw';
import { withdrawalStatusNames } from './withdraw.messages';
import { useDateFormat } from '../../common/date-format.view';

export interface WithdrawResultProps {
  withdrawal: WithdrawalRecord;
  money: (amount: number) => string;
  onNew: () => void;
}

export function WithdrawResult({ withdrawal, money, onNew }: WithdrawResultProps) {
  const { i18n } = useLingui();
  const dates = useDateFormat();
  return (
    <section className="withdraw-result" aria-labelledby="withdraw-result-title" data-testid="withdraw-result">
      <h4 id="withdraw-result-title">
        <Trans>Your withdrawal request</Trans>
      </h4>
      <p className="withdraw-result__status" data-status={withdrawal.status} data-testid="withdraw-status">
        {i18n._(withdrawalStatusNames[withdrawal.status])}
      </p>
      <p className="withdraw-result__note">
        <Trans>The amount is held from your balance while the request is reviewed.</Trans>
      </p>
      <dl className="withdraw__details">
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd data-testid="withdraw-result-amount">{money(withdrawal.amount)}</dd>
        <dt>
          <Trans>Fee</Trans>
        </dt>
        <dd>{money(withdrawal.charge)}</dd>
        <dt>
          <Trans>You receive</Trans>
        </dt>
        <dd>{money(withdrawal.payout)}</dd>
        <dt>
          <Trans>Account</Trans>
        </dt>
        <dd>
          {withdrawal.bankName} {withdrawal.cardNumber}
        </dd>
        <dt>
          <Trans>Requested</Trans>
        </dt>
        <dd>{dates.dateTime(withdrawal.requestTime)}</dd>
      </dl>
      <div className="withdraw__actions">
        <button type="button" className="button button--secondary" onClick={onNew}>
          <Trans>New withdrawal</Trans>
        </button>
      </div>
    </section>
  );
}
