/**
 * The transfer form (presentational): from and to (one of them is always the main wallet; picking
 * a game wallet on one side puts the main wallet on the other), a swap, the amount with "all", and
 * the submit. What was typed stays on every failure; a field's error shows under its label and
 * describes its control. A game wallet with an open game cannot be picked.
 */
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TransferField, WalletEntry, WalletId, WalletTransferView } from '../../../../machines/wallet-transfer';
import { moneyText } from '../../centre/money';
import { transferFieldMessage } from './transfer-fund.messages';
import { walletLabel } from './wallet-names';

export interface TransferFormProps {
  view: WalletTransferView;
  onPick: (side: 'from' | 'to', wallet: WalletId) => void;
  onSwap: () => void;
  onAmount: (value: string) => void;
  onAll: () => void;
  onSubmit: () => void;
}

export function TransferForm({ view, onPick, onSwap, onAmount, onAll, onSubmit }: TransferFormProps) {
  const { i18n, t } = useLingui();
  const errorOf = (field: TransferField) => {
    const error = view.fieldErrors[field];
    if (!error) return undefined;
    return error.code === 'refused' && error.text ? error.text : i18n._(transferFieldMessage(field, error));
  };
  const vendorError = errorOf('vendor');
  const amountError = errorOf('amount');
  // the game wallet's error goes under whichever side it is on
  const vendorSide = view.from?.id === 'main' ? 'to' : 'from';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const disabled = view.busy;
  const source = view.from ? { name: walletLabel(i18n, view.from), available: moneyText(view.currencySymbol, view.from.balance) } : null;

  const walletSelect = (side: 'from' | 'to', selected: WalletEntry | null, label: string) => {
    const id = `transfer-${side}`;
    const error = side === vendorSide ? vendorError : undefined;
    return (
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        {error ? (
          <p className="field__error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
        <select
          id={id}
          className="field__input"
          value={selected?.id ?? ''}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onPick(side, event.target.value)}
        >
          {selected ? null : <option value="">{t`Choose a wallet`}</option>}
          {view.wallets.map((wallet) => {
            const name = walletLabel(i18n, wallet);
            return (
              <option key={wallet.id} value={wallet.id} disabled={wallet.locked && wallet.id !== selected?.id}>
                {wallet.locked ? t`${name} (game open)` : `${name} · ${moneyText(view.currencySymbol, wallet.balance)}`}
              </option>
            );
          })}
        </select>
      </div>
    );
  };

  return (
    <form className="form transfer" noValidate onSubmit={submit} aria-busy={view.submitting} data-testid="transfer-form">
      <div className="transfer__pair">
        {walletSelect('from', view.from, t`From`)}
        <button type="button" className="button button--secondary transfer__swap" disabled={disabled} onClick={onSwap}>
          <span aria-hidden="true">⇄</span> <Trans>Swap</Trans>
        </button>
        {walletSelect('to', view.to, t`To`)}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="transfer-amount">
          <Trans>Amount ({view.currencySymbol})</Trans>
        </label>
        {amountError ? (
          <p className="field__error" id="transfer-amount-error">
            {amountError}
          </p>
        ) : null}
        <div className="transfer__amount">
          <input
            id="transfer-amount"
            className="field__input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            name="amount"
            value={view.amount}
            disabled={disabled}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={`transfer-amount-hint${amountError ? ' transfer-amount-error' : ''}`}
            onChange={(event) => onAmount(event.target.value)}
          />
          <button type="button" className="button button--secondary" disabled={disabled || !view.from} onClick={onAll}>
            <Trans>All</Trans>
          </button>
        </div>
        <p className="transfer__hint" id="transfer-amount-hint">
          {source ? (
            <Trans>
              Available in {source.name}: {source.available}
            </Trans>
          ) : (
            <Trans>Choose the wallets first.</Trans>
          )}
        </p>
      </div>
      {view.submitting ? (
        <p className="transfer__progress" role="status">
          <Trans>Transferring…</Trans>
        </p>
      ) : null}
      {view.retriesAttempt && view.errorCode ? (
        <p className="transfer__hint">
          <Trans>Your transfer may have gone through. Sending the same details again will not move the money twice.</Trans>
        </p>
      ) : null}
      <button type="submit" className="button button--block" disabled={!view.canSubmit}>
        <Trans>Transfer</Trans>
      </button>
    </form>
  );
}
