/**
 * The bank accounts section (presentational): the bound accounts with masked numbers and the
 * limit, a delete behind a confirmation on each, and the add form (a bank or e-wallet picker, the
 * number with the bank's length, the holder prefilled with the real name). What was typed stays on
 * every refusal; a refusal the gateway names a field for shows under that field.
 */
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Bank, BankCardField, BankCardsView } from '../../../../machines/bank-cards';
import { cardFieldMessage, securityErrorMessage } from './security-center.messages';
import { TextField } from '../../common/text-field';

export interface BankCardsSectionProps {
  view: BankCardsView;
  onRetry: () => void;
  onAdd: () => void;
  onFieldChange: (field: BankCardField, value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
  onDelete: (bankCardId: number) => void;
  onConfirmDelete: () => void;
  onDismissDelete: () => void;
}

/** The digits a masked number shows, for a button's name (a screen reader would spell every asterisk). */
const last4 = (masked: string) => masked.replace(/\D/g, '');

const lengthsOf = (bank: Bank | null) =>
  !bank ? '' : bank.minLength === bank.maxLength ? `${bank.minLength}` : `${bank.minLength}–${bank.maxLength}`;

export function BankCardsSection(props: BankCardsSectionProps) {
  const { view, onRetry, onAdd, onFieldChange, onSubmit, onCancel, onDelete, onConfirmDelete, onDismissDelete } = props;
  const { i18n, t } = useLingui();
  const lengths = lengthsOf(view.bank);
  const errorOf = (field: BankCardField) => {
    const error = view.fieldErrors[field];
    if (!error) return undefined;
    return error.code === 'refused' && error.text ? error.text : i18n._(cardFieldMessage(field, error, lengths));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const count = view.cards.length;
  const max = view.maxCardCount;
  const bankError = errorOf('bankCode');
  const groups = [
    { type: 'BC' as const, label: t`Bank accounts` },
    { type: 'EW' as const, label: t`E-wallets` },
  ];

  return (
    <section className="security__section" aria-labelledby="security-cards-title" data-testid="security-bank-cards">
      <h4 id="security-cards-title">
        <Trans>Bank accounts and e-wallets</Trans>
      </h4>
      {view.status === 'loading' ? (
        <p className="security__progress" role="status">
          <Trans>Loading your accounts…</Trans>
        </p>
      ) : null}
      {view.status === 'failed' ? (
        <div className="form__error" role="alert">
          <p>
            <Trans>Your accounts could not be loaded.</Trans> {i18n._(securityErrorMessage(view.errorCode ?? 'system.error'))}
          </p>
          <button type="button" className="button" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {view.status === 'ready' ? (
        <>
          <p className="security__hint" data-testid="bank-cards-limit">
            <Trans>
              {count} of {max} accounts bound.
            </Trans>
          </p>
          {view.notice ? (
            <p className="security__notice" role="status">
              {view.notice === 'added' ? <Trans>The account was added.</Trans> : <Trans>The account was deleted.</Trans>}
            </p>
          ) : null}
          {count > 0 ? (
            <ul className="security__cards">
              {view.cards.map((card) => (
                <li key={card.bankCardId} className="security__card" data-testid={`bank-card-${card.bankCardId}`}>
                  <div className="security__card-head">
                    <span className="security__card-bank">{card.bankName}</span>
                    <span className="security__card-type">{card.cardType === 'EW' ? <Trans>E-wallet</Trans> : <Trans>Bank account</Trans>}</span>
                  </div>
                  <span className="security__card-number">{card.cardNumber}</span>
                  <span className="security__card-holder">{card.cardHolder}</span>
                  {!card.withdrawActive ? (
                    <span className="security__hint">
                      <Trans>Withdrawals to this bank are paused for now.</Trans>
                    </span>
                  ) : null}
                  {view.deletingId === card.bankCardId && view.confirmingDelete ? (
                    <div className="security__confirm" role="group" aria-labelledby={`delete-question-${card.bankCardId}`}>
                      <p id={`delete-question-${card.bankCardId}`}>
                        <Trans>Delete this account?</Trans>
                      </p>
                      <div className="security__actions">
                        <button type="button" className="button" onClick={onConfirmDelete}>
                          <Trans>Yes, delete it</Trans>
                        </button>
                        <button type="button" className="button button--secondary" onClick={onDismissDelete}>
                          <Trans>No, keep it</Trans>
                        </button>
                      </div>
                    </div>
                  ) : view.deletingId === card.bankCardId && view.deleting ? (
                    <p className="security__progress" role="status">
                      <Trans>Deleting…</Trans>
                    </p>
                  ) : (
                    <div className="security__actions">
                      <button
                        type="button"
                        className="button button--secondary"
                        onClick={() => onDelete(card.bankCardId)}
                        disabled={view.adding || view.deletingId !== null}
                        aria-label={t`Delete ${card.bankName} ending ${last4(card.cardNumber)}`}
                      >
                        <Trans>Delete</Trans>
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="security__hint">
              <Trans>No account is bound yet.</Trans>
            </p>
          )}
          {view.errorCode && !view.adding ? (
            <p className="form__error" role="alert">
              {i18n._(securityErrorMessage(view.errorCode))}
            </p>
          ) : null}
          {!view.adding ? (
            <>
              <button type="button" className="button" onClick={onAdd} disabled={!view.canAdd}>
                <Trans>Add an account</Trans>
              </button>
              {view.payeeName === null ? (
                <p className="security__hint">
                  <Trans>Set your real name in your profile first: accounts must be in your name.</Trans>
                </p>
              ) : view.remainingCardCount === 0 ? (
                <p className="security__hint">
                  <Trans>You have bound the most accounts allowed. Delete one to add another.</Trans>
                </p>
              ) : null}
            </>
          ) : null}
          {view.loadingBanks ? (
            <p className="security__progress" role="status">
              <Trans>Loading the banks…</Trans>
            </p>
          ) : null}
          {view.adding && !view.loadingBanks ? (
            <form className="form security__form" noValidate onSubmit={submit} aria-busy={view.submitting} data-testid="bank-card-form">
              <div className="field">
                <label className="field__label" htmlFor="bank-card-bankCode">
                  <Trans>Bank or e-wallet</Trans>
                </label>
                {bankError ? (
                  <p className="field__error" id="bank-card-bankCode-error">
                    {bankError}
                  </p>
                ) : null}
                <select
                  id="bank-card-bankCode"
                  className="field__input"
                  value={view.values.bankCode}
                  disabled={view.submitting}
                  aria-invalid={bankError ? true : undefined}
                  aria-describedby={bankError ? 'bank-card-bankCode-error' : undefined}
                  onChange={(event) => onFieldChange('bankCode', event.target.value)}
                >
                  <option value="">{t`Choose…`}</option>
                  {groups.map((group) => {
                    const banks = view.banks.filter((bank) => bank.cardType === group.type);
                    return banks.length > 0 ? (
                      <optgroup key={group.type} label={group.label}>
                        {banks.map((bank) => (
                          <option key={bank.bankCode} value={bank.bankCode}>
                            {bank.bankName}
                          </option>
                        ))}
                      </optgroup>
                    ) : null;
                  })}
                </select>
              </div>
              <TextField
                id="bank-card-cardNumber"
                label={view.bank?.cardType === 'EW' ? t`E-wallet number` : t`Account number`}
                inputMode="numeric"
                maxLength={40}
                value={view.values.cardNumber}
                error={errorOf('cardNumber')}
                hint={view.bank ? <Trans>{lengths} digits.</Trans> : undefined}
                disabled={view.submitting}
                onChange={(value) => onFieldChange('cardNumber', value)}
              />
              <TextField
                id="bank-card-cardHolder"
                label={t`Account holder`}
                autoComplete="name"
                value={view.values.cardHolder}
                error={errorOf('cardHolder')}
                hint={<Trans>Must be your real name, as set in your profile.</Trans>}
                disabled={view.submitting}
                onChange={(value) => onFieldChange('cardHolder', value)}
              />
              {view.errorCode ? (
                <p className="form__error" role="alert">
                  {i18n._(securityErrorMessage(view.errorCode))}
                </p>
              ) : null}
              {view.submitting ? (
                <p className="security__progress" role="status">
                  <Trans>Adding the account…</Trans>
                </p>
              ) : null}
              <div className="security__actions">
                <button type="submit" className="button" disabled={!view.canSubmit}>
                  <Trans>Add account</Trans>
                </button>
                <button type="button" className="button button--secondary" onClick={onCancel} disabled={view.submitting}>
                  <Trans>Cancel</Trans>
                </button>
              </div>
            </form>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
