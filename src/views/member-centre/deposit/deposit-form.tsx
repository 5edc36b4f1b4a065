/**
 * The deposit form (presentational): the channels, the amount with its presets and the channel's
 * limits, and for a bank transfer the merchant's account, the transfer's reference and the proof
 * (a slot: its field runs a chart of its own). What was typed stays on every failure; a field's
 * error shows under its label and describes its input.
 */
import type { FormEvent, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { parseMinorUnits } from '../../../../rules/amount';
import type { DepositErrorField, DepositField, DepositFormView } from '../../../../machines/deposit';
import { channelTypeNames, depositErrorMessage, depositFieldMessage } from './deposit.messages';
import { moneyText } from '../../centre/money';

export interface DepositFormProps {
  view: DepositFormView;
  currencySymbol: string;
  errorCode: string | null;
  /** the proof field of a bank transfer */
  proofField: (error: string | undefined) => ReactNode;
  onSelectChannel: (bankCode: string) => void;
  onFieldChange: (field: DepositField, value: string) => void;
  onPreset: (amount: number) => void;
  onSubmit: () => void;
}

/** `aria-describedby` of an input: its hint and its error, when shown. */
const describedBy = (...ids: (string | null)[]) => ids.filter(Boolean).join(' ') || undefined;

export function DepositForm({ view, currencySymbol, errorCode, proofField, onSelectChannel, onFieldChange, onPreset, onSubmit }: DepositFormProps) {
  const { i18n, t } = useLingui();
  const { channel, values, fieldErrors } = view;
  const limit = channel
    ? { min: moneyText(currencySymbol, channel.minAmount), max: moneyText(currencySymbol, channel.maxAmount) }
    : { min: '', max: '' };
  const errorOf = (field: DepositErrorField) => {
    const error = fieldErrors[field];
    if (!error) return undefined;
    // a refusal by the gateway carries its own text (with the limit, in the member's language)
    return error.code === 'refused' && error.text ? error.text : i18n._(depositFieldMessage(field, error, limit));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const amountError = errorOf('amount');
  const referenceError = errorOf('reference');
  const typedCents = parseMinorUnits(values.amount);

  return (
    <form className="form deposit" noValidate onSubmit={submit} aria-busy={view.submitting} data-testid="deposit-form">
      <fieldset className="deposit__channels" disabled={view.submitting}>
        <legend className="field__label">
          <Trans>Channel</Trans>
        </legend>
        {view.channels.map((option) => (
          <label key={option.bankCode} className="deposit__channel" data-testid={`deposit-channel-${option.bankCode}`}>
            <input
              type="radio"
              name="deposit-channel"
              value={option.bankCode}
              checked={option.bankCode === channel?.bankCode}
              onChange={() => onSelectChannel(option.bankCode)}
            />
            <span className="deposit__channel-name">{option.channelName}</span>
            <span className="deposit__channel-type">{i18n._(channelTypeNames[option.bankType])}</span>
          </label>
        ))}
      </fieldset>

      {channel ? (
        <>
          <div className="field">
            <label className="field__label" htmlFor="deposit-amount">
              <Trans>Amount ({currencySymbol})</Trans>
            </label>
            {amountError ? (
              <p className="field__error" id="deposit-amount-error">
                {amountError}
              </p>
            ) : null}
            <input
              id="deposit-amount"
              className="field__input"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              name="amount"
              value={values.amount}
              disabled={view.submitting}
              aria-invalid={amountError ? true : undefined}
              aria-describedby={describedBy('deposit-amount-limits', amountError ? 'deposit-amount-error' : null)}
              onChange={(event) => onFieldChange('amount', event.target.value)}
            />
            <p className="deposit__hint" id="deposit-amount-limits">
              <Trans>
                Minimum {limit.min}, maximum {limit.max}
              </Trans>
            </p>
            {channel.fixedAmounts.length > 0 ? (
              <div className="deposit__presets" role="group" aria-label={t`Preset amounts`}>
                {channel.fixedAmounts.map((amount) => (
                  <button
                    key={amount}
                    type="button"
                    className="button button--secondary deposit__preset"
                    aria-pressed={typedCents === Math.round(amount * 100)}
                    disabled={view.submitting}
                    onClick={() => onPreset(amount)}
                  >
                    {moneyText(currencySymbol, amount)}
                  </button>
                ))}
              </div>
            ) : null}
          </div>

          {channel.bankType === 'MT' ? (
            <>
              {channel.receivingAccount ? (
                <section className="deposit__account" aria-labelledby="deposit-account-title" data-testid="deposit-account">
                  <h4 id="deposit-account-title">
                    <Trans>Transfer to this account</Trans>
                  </h4>
                  <dl>
                    <dt>
                      <Trans>Bank</Trans>
                    </dt>
                    <dd>{channel.receivingAccount.bankName}</dd>
                    <dt>
                      <Trans>Account name</Trans>
                    </dt>
                    <dd>{channel.receivingAccount.accountName}</dd>
                    <dt>
                      <Trans>Account number</Trans>
                    </dt>
                    <dd className="deposit__account-number">{channel.receivingAccount.accountNumber}</dd>
                  </dl>
                </section>
              ) : null}
              <div className="field">
                <label className="field__label" htmlFor="deposit-reference">
                  <Trans>Transfer reference</Trans>
                </label>
                {referenceError ? (
                  <p className="field__error" id="deposit-reference-error">
                    {referenceError}
                  </p>
                ) : null}
                <input
                  id="deposit-reference"
                  className="field__input"
                  type="text"
                  autoComplete="off"
                  name="reference"
                  maxLength={128}
                  value={values.reference}
                  disabled={view.submitting}
                  aria-invalid={referenceError ? true : undefined}
                  aria-describedby={describedBy('deposit-reference-hint', referenceError ? 'deposit-reference-error' : null)}
                  onChange={(event) => onFieldChange('reference', event.target.value)}
                />
                <p className="deposit__hint" id="deposit-reference-hint">
                  <Trans>As your bank shows it on the transfer.</Trans>
                </p>
              </div>
              {proofField(errorOf('proof'))}
            </>
          ) : null}
        </>
      ) : null}

      {errorCode ? (
        <div className="form__error" role="alert">
          <p>{i18n._(depositErrorMessage(errorCode))}</p>
          {view.retriesAttempt ? (
            <p>
              <Trans>Your deposit may have been received. Submitting the same details again will not pay twice.</Trans>
            </p>
          ) : null}
        </div>
      ) : null}

      {view.submitting ? (
        <p className="deposit__progress" role="status">
          <Trans>Sending your deposit…</Trans>
        </p>
      ) : null}

      <button type="submit" className="button button--block" disabled={!view.canSubmit || !channel}>
        {channel?.bankType === 'MT' ? <Trans>Submit deposit</Trans> : <Trans>Pay now</Trans>}
      </button>
    </form>
  );
}
