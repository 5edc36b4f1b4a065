/**
 * The withdraw form (presentational): the member's bound accounts, the amount with the limits and
 * its fee, and the payment password. What was typed stays on every failure; a field's error shows
 * under its label and describes its input.
 */
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { WithdrawErrorField, WithdrawField, WithdrawFormView, WithdrawSettings } from '../../../../machines/withdraw';
import { lockedMessage, withdrawErrorMessage, withdrawFieldMessage } from './withdraw.messages';

export interface WithdrawFormProps {
  view: WithdrawFormView;
  settings: WithdrawSettings;
  money: (amount: number) => string;
  currencySymbol: string;
  errorCode: string | null;
  errorValue: number | null;
  onSelectCard: (bankCardId: string) => void;
  onFieldChange: (field: WithdrawField, value: string) => void;
  onSubmit: () => void;
}

/** `aria-describedby` of an input: its hints and its error, when shown. */
const describedBy = (...ids: (string | null)[]) => ids.filter(Boolean).join(' ') || undefined;

export function WithdrawForm({
  view,
  settings,
  money,
  currencySymbol,
  errorCode,
  errorValue,
  onSelectCard,
  onFieldChange,
  onSubmit,
}: WithdrawFormProps) {
  const { i18n } = useLingui();
  const { values, fieldErrors, fee } = view;
  const limits = { min: money(settings.minWithdrawal), max: money(settings.maxWithdrawal) };
  const errorOf = (field: WithdrawErrorField) => {
    const error = fieldErrors[field];
    if (!error) return undefined;
    // a refusal by the gateway carries its own text (with the limit, in the member's language)
    return error.code === 'refused' && error.text ? error.text : i18n._(withdrawFieldMessage(field, error, limits, money));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const cardError = errorOf('card');
  const amountError = errorOf('amount');
  const passwordError = errorOf('password');
  const remainingAmount = money(settings.remainingWithdrawAmount);
  const { remainingTransactionTimes: timesLeft, maxTransactionTimes: timesMax } = settings;
  const feeShown = fee !== null && fee.amount === values.amount;

  return (
    <form className="form withdraw" noValidate onSubmit={submit} aria-busy={view.submitting} data-testid="withdraw-form">
      <fieldset className="withdraw__cards" disabled={view.submitting} aria-describedby={cardError ? 'withdraw-card-error' : undefined}>
        <legend className="field__label">
          <Trans>Withdraw to</Trans>
        </legend>
        {cardError ? (
          <p className="field__error" id="withdraw-card-error">
            {cardError}
          </p>
        ) : null}
        {view.cards.map((card) => (
          <label key={card.bankCardId} className="withdraw__card" data-testid={`withdraw-card-${card.bankCardId}`}>
            <input
              type="radio"
              name="withdraw-card"
              value={card.bankCardId}
              checked={card.bankCardId === view.bankCardId}
              disabled={!card.active}
              aria-invalid={cardError ? true : undefined}
              onChange={() => onSelectCard(card.bankCardId)}
            />
            <span className="withdraw__card-name">
              {card.bankName} {card.cardNumber}
            </span>
            <span className="withdraw__hint">
              {card.cardHolder}
              {card.active ? null : (
                <>
                  {' · '}
                  <Trans>Not available now</Trans>
                </>
              )}
            </span>
          </label>
        ))}
      </fieldset>

      <div className="field">
        <label className="field__label" htmlFor="withdraw-amount">
          <Trans>Amount ({currencySymbol})</Trans>
        </label>
        {amountError ? (
          <p className="field__error" id="withdraw-amount-error">
            {amountError}
          </p>
        ) : null}
        <input
          id="withdraw-amount"
          className="field__input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          name="amount"
          value={values.amount}
          disabled={view.submitting}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={describedBy('withdraw-amount-limits', 'withdraw-fee', amountError ? 'withdraw-amount-error' : null)}
          onChange={(event) => onFieldChange('amount', event.target.value)}
        />
        <p className="withdraw__hint" id="withdraw-amount-limits">
          <Trans>
            Minimum {limits.min}, maximum {limits.max}. Left today: {remainingAmount} in {timesLeft} of {timesMax} withdrawals.
          </Trans>
        </p>
        <div className="withdraw__fee" id="withdraw-fee" data-testid="withdraw-fee">
          {view.feeLoading ? (
            <p className="withdraw__hint" role="status">
              <Trans>Working out the fee…</Trans>
            </p>
          ) : null}
          {feeShown ? (
            <dl className="withdraw__details">
              <dt>
                <Trans>Fee</Trans>
              </dt>
              <dd>{money(fee.charge)}</dd>
              <dt>
                <Trans>You receive</Trans>
              </dt>
              <dd>{money(fee.receivable)}</dd>
            </dl>
          ) : null}
          {view.feeErrorCode ? (
            <p className="withdraw__hint">
              <Trans>The fee could not be worked out now; it is shown with the request.</Trans>
            </p>
          ) : null}
        </div>
      </div>

      <div className="field">
        <label className="field__label" htmlFor="withdraw-password">
          <Trans>Payment password</Trans>
        </label>
        {passwordError ? (
          <p className="field__error" id="withdraw-password-error">
            {passwordError}
          </p>
        ) : null}
        <input
          id="withdraw-password"
          className="field__input withdraw__pin"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          name="paymentPassword"
          maxLength={6}
          value={values.password}
          disabled={view.submitting}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={describedBy('withdraw-password-hint', passwordError ? 'withdraw-password-error' : null)}
          onChange={(event) => onFieldChange('password', event.target.value)}
        />
        <p className="withdraw__hint" id="withdraw-password-hint">
          <Trans>The 6 digits you set in the security centre.</Trans>
        </p>
      </div>

      {errorCode ? (
        <div className="form__error" role="alert">
          <p>
            {i18n._(
              errorCode === 'payment.password.locked'
                ? lockedMessage(errorValue === null ? null : Math.ceil(errorValue / 60))
                : withdrawErrorMessage(errorCode),
            )}
          </p>
          {view.retriesAttempt ? (
            <p>
              <Trans>Your request may have been received. Submitting the same amount to the same account again will not withdraw twice.</Trans>
            </p>
          ) : null}
        </div>
      ) : null}

      {view.submitting ? (
        <p className="withdraw__progress" role="status">
          <Trans>Sending your withdrawal request…</Trans>
        </p>
      ) : null}

      <button type="submit" className="button button--block" disabled={!view.canSubmit}>
        <Trans>Withdraw</Trans>
      </button>
    </form>
  );
}
