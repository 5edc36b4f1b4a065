/**
 * The transfer-to-upline form (presentational): the amount and the payment password, then the
 * confirmation naming the amount. What was typed stays on every failure (a wrong password empties
 * only its own field); a field's error shows under its label and describes its input.
 */
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TransferUplineView, UplineField } from '../../../../machines/transfer-upline';
import { PaymentTransferFields } from '../../centre/payment-transfer-fields';
import { moneyText } from '../../centre/money';
import { uplineErrorMessage, uplineFieldMessage } from './transfer-upline.messages';

export interface TransferUplineFormProps {
  view: TransferUplineView;
  onFieldChange: (field: UplineField, value: string) => void;
  onSubmit: () => void;
  onConfirm: () => void;
  onBack: () => void;
}

export function TransferUplineForm({ view, onFieldChange, onSubmit, onConfirm, onBack }: TransferUplineFormProps) {
  const { i18n } = useLingui();
  const submitting = view.status === 'submitting';
  const confirming = view.status === 'confirming';
  const errorOf = (field: UplineField) => {
    const error = view.fieldErrors[field];
    if (!error) return undefined;
    return error.code === 'refused' && error.text ? error.text : i18n._(uplineFieldMessage(field, error));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const amount = moneyText('', Number(view.confirmAmount) || 0);

  return (
    <form className="form upline" noValidate onSubmit={submit} aria-busy={submitting} data-testid="upline-form">
      <p className="upline__hint">
        <Trans>The amount is sent from your main wallet to the main wallet of your upline agent.</Trans>
      </p>
      <PaymentTransferFields
        idPrefix="upline"
        values={view.values}
        errorOf={errorOf}
        attemptsLeft={view.attemptsLeft}
        disabled={submitting || confirming}
        onFieldChange={onFieldChange}
      />
      {view.errorCode ? (
        <div className="form__error" role="alert">
          <p>{i18n._(uplineErrorMessage(view.errorCode))}</p>
          {view.retriesAttempt ? (
            <p>
              <Trans>Your transfer may have gone through. Confirming the same amount again will not send it twice.</Trans>
            </p>
          ) : null}
        </div>
      ) : null}
      {confirming ? (
        <div className="upline__confirm" role="group" aria-labelledby="upline-confirm-question" data-testid="upline-confirm">
          <p id="upline-confirm-question">
            <Trans>Transfer {amount} to your upline?</Trans>
          </p>
          <div className="upline__actions">
            <button type="button" className="button" onClick={onConfirm}>
              <Trans>Yes, transfer</Trans>
            </button>
            <button type="button" className="button button--secondary" onClick={onBack}>
              <Trans>Back</Trans>
            </button>
          </div>
        </div>
      ) : (
        <>
          {submitting ? (
            <p className="upline__hint" role="status">
              <Trans>Transferring…</Trans>
            </p>
          ) : null}
          <button type="submit" className="button button--block" disabled={!view.canSubmit}>
            <Trans>Transfer to upline</Trans>
          </button>
        </>
      )}
    </form>
  );
}
