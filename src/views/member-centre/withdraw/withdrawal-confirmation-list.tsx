/**
 * The payments waiting for the member's answer (presentational; research §9 texts): each with its
 * amount and the time left before it counts as received, and the three answers. The answer under
 * way shows its field (the received amount and what remains, or the proof image) and then asks to
 * confirm before it is sent; a refusal keeps what was entered.
 */
import type { FormEvent, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  ConfirmationAnswerKind,
  ConfirmationAnswerView,
  ConfirmationErrorField,
  WithdrawalConfirmationView,
} from '../../../../machines/withdrawal-confirmation';
import type { WithdrawalRecord } from '../../../../machines/withdraw';
import { withdrawErrorMessage } from './withdraw.messages';
import { confirmationFieldMessage } from './withdrawal-confirmation.messages';
import { useDateFormat } from '../../common/date-format.view';

export interface WithdrawalConfirmationListProps {
  view: WithdrawalConfirmationView;
  money: (amount: number) => string;
  proofField: (error: string | undefined) => ReactNode;
  onRetry: () => void;
  onStart: (withdrawalId: string, kind: ConfirmationAnswerKind) => void;
  onAmountChange: (value: string) => void;
  onSubmit: () => void;
  onConfirm: () => void;
  onBack: () => void;
  onCancel: () => void;
}

type AnswerProps = Pick<
  WithdrawalConfirmationListProps,
  'money' | 'proofField' | 'onAmountChange' | 'onSubmit' | 'onConfirm' | 'onBack' | 'onCancel'
> & {
  answer: ConfirmationAnswerView;
};

/** Whole minutes until `confirmBy` (at least one while it has not passed). */
const minutesLeft = (confirmBy: number) => Math.max(1, Math.ceil((confirmBy - Date.now()) / 60_000));

function Answer({ answer, money, proofField, onAmountChange, onSubmit, onConfirm, onBack, onCancel }: AnswerProps) {
  const { i18n } = useLingui();
  const payout = money(answer.record.payout);
  const errorOf = (field: ConfirmationErrorField) => {
    const error = answer.fieldErrors[field];
    if (!error) return undefined;
    return error.code === 'refused' && error.text ? error.text : i18n._(confirmationFieldMessage(field, error, payout));
  };
  const amountError = errorOf('receivedAmount');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const received = answer.receivedAmount.trim();
  const remaining = answer.remaining === null ? '–' : money(answer.remaining);

  if (answer.confirming || answer.submitting) {
    return (
      <div className="withdraw-confirm__ask" role="group" aria-labelledby={`withdraw-confirm-question-${answer.withdrawalId}`}>
        <p id={`withdraw-confirm-question-${answer.withdrawalId}`}>
          {answer.kind === 'received' ? <Trans>Confirm that you received {payout}?</Trans> : null}
          {answer.kind === 'partlyReceived' ? (
            <Trans>
              Confirm that you received only {received} of {payout}?
            </Trans>
          ) : null}
          {answer.kind === 'notReceived' ? <Trans>Confirm that this payment of {payout} did not arrive?</Trans> : null}
        </p>
        {answer.submitting ? (
          <p className="withdraw__progress" role="status">
            <Trans>Sending your answer…</Trans>
          </p>
        ) : null}
        <div className="withdraw__actions">
          <button type="button" className="button" disabled={answer.submitting} onClick={onConfirm}>
            <Trans>Yes, confirm</Trans>
          </button>
          <button type="button" className="button button--secondary" disabled={answer.submitting} onClick={onBack}>
            <Trans>Back</Trans>
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="form withdraw-confirm__form" noValidate onSubmit={submit}>
      {answer.kind === 'partlyReceived' ? (
        <div className="field">
          <label className="field__label" htmlFor="withdrawal-confirmation-received">
            <Trans>Received amount</Trans>
          </label>
          {amountError ? (
            <p className="field__error" id="withdrawal-confirmation-received-error">
              {amountError}
            </p>
          ) : null}
          <input
            id="withdrawal-confirmation-received"
            className="field__input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={answer.receivedAmount}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={
              amountError ? 'withdrawal-confirmation-remaining withdrawal-confirmation-received-error' : 'withdrawal-confirmation-remaining'
            }
            onChange={(event) => onAmountChange(event.target.value)}
          />
          <p className="withdraw__hint" id="withdrawal-confirmation-remaining" data-testid="withdrawal-confirmation-remaining">
            <Trans>Remaining amount: {remaining}</Trans>
          </p>
        </div>
      ) : null}
      {answer.kind === 'notReceived' ? (
        <>
          <p>
            <Trans>Please upload proof of not receiving for staff to investigate</Trans>
          </p>
          {proofField(errorOf('proof'))}
        </>
      ) : null}
      <div className="withdraw__actions">
        <button type="submit" className="button">
          <Trans>Continue</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

function Payment({ record, ...props }: Omit<WithdrawalConfirmationListProps, 'onRetry'> & { record: WithdrawalRecord }) {
  const dates = useDateFormat();
  const { view, money, onStart } = props;
  const answer = view.answer?.withdrawalId === record.withdrawalId ? view.answer : null;
  const minutes = record.confirmBy === null ? null : minutesLeft(record.confirmBy);
  return (
    <li className="withdraw-confirm__payment" data-testid={`withdrawal-confirmation-${record.withdrawalId}`}>
      <dl className="withdraw__details">
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd>{money(record.payout)}</dd>
        <dt>
          <Trans>Account</Trans>
        </dt>
        <dd>
          {record.bankName} {record.cardNumber}
        </dd>
        <dt>
          <Trans>Requested</Trans>
        </dt>
        <dd>{dates.dateTime(record.requestTime)}</dd>
      </dl>
      {minutes !== null ? (
        <p className="withdraw__hint">
          <Trans>If you do not confirm within {minutes} minutes, it will be regarded as received.</Trans>
        </p>
      ) : null}
      {answer ? (
        <Answer answer={answer} {...props} />
      ) : (
        <div className="withdraw__actions">
          <button type="button" className="button" disabled={!view.canStart} onClick={() => onStart(record.withdrawalId, 'received')}>
            <Trans>Received</Trans>
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={!view.canStart}
            onClick={() => onStart(record.withdrawalId, 'partlyReceived')}
          >
            <Trans>Partly received</Trans>
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={!view.canStart}
            onClick={() => onStart(record.withdrawalId, 'notReceived')}
          >
            <Trans>Not received</Trans>
          </button>
        </div>
      )}
    </li>
  );
}

export function WithdrawalConfirmationList({ onRetry, ...props }: WithdrawalConfirmationListProps) {
  const { i18n } = useLingui();
  const { view } = props;
  if (view.status === 'loading') {
    return (
      <p className="withdraw__progress" role="status">
        <Trans>Checking for payments to confirm…</Trans>
      </p>
    );
  }
  if (view.status === 'failed') {
    return (
      <div className="form__error" role="alert">
        <p>
          <Trans>The payments waiting for your confirmation could not be loaded.</Trans>
        </p>
        <button type="button" className="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  const notices = (
    <>
      {view.answered ? (
        <p className="withdraw-confirm__done" role="status">
          <Trans>Thank you, your answer was sent.</Trans>
        </p>
      ) : null}
      {view.errorCode ? (
        <p className="form__error" role="alert">
          {i18n._(withdrawErrorMessage(view.errorCode))}
        </p>
      ) : null}
    </>
  );
  if (view.records.length === 0) return view.answered || view.errorCode ? notices : null;
  return (
    <section className="withdraw-confirm" aria-labelledby="withdraw-confirm-title" data-testid="withdrawal-confirmation">
      <h4 id="withdraw-confirm-title">
        <Trans>Withdrawal confirmation</Trans>
      </h4>
      <p>
        <Trans>The payment has been disbursed, please click whether it has been received.</Trans>
      </p>
      {notices}
      <ul className="withdraw-confirm__list">
        {view.records.map((record) => (
          <Payment key={record.withdrawalId} record={record} {...props} />
        ))}
      </ul>
    </section>
  );
}
