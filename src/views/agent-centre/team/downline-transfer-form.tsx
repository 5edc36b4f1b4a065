/**
 * A transfer to a downline or a collect from it (presentational): the amount and the agent's
 * payment password, then the confirmation naming the amount and the member. What was typed stays on
 * every failure (a wrong password empties only its own field); a field's error shows under it.
 */
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DownlineTransferView, PaymentTransferField } from '../../../../machines/downline-transfer';
import { PaymentTransferFields } from '../../centre/payment-transfer-fields';
import { moneyText } from '../../centre/money';
import { downlineTransferFieldMessage, downlineTransferMessage } from './downline-actions.messages';

export interface DownlineTransferFormProps {
  view: DownlineTransferView;
  /** the member's account */
  name: string;
  onFieldChange: (field: PaymentTransferField, value: string) => void;
  onSubmit: () => void;
  onConfirm: () => void;
  onBack: () => void;
}

export function DownlineTransferForm({ view, name, onFieldChange, onSubmit, onConfirm, onBack }: DownlineTransferFormProps) {
  const { i18n } = useLingui();
  const submitting = view.status === 'submitting';
  const confirming = view.status === 'confirming';
  const toDownline = view.direction === 'toDownline';
  const errorOf = (field: PaymentTransferField) => {
    const error = view.fieldErrors[field];
    if (!error) return undefined;
    return error.code === 'refused' && error.text ? error.text : i18n._(downlineTransferFieldMessage(field, error, view.direction));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  const amount = moneyText('', Number(view.confirmAmount) || 0);

  return (
    <form className="register__form" noValidate onSubmit={submit} aria-busy={submitting} data-testid="downline-transfer-form">
      <h5 className="downline-actions__title">{toDownline ? <Trans>Transfer credit to {name}</Trans> : <Trans>Collect from {name}</Trans>}</h5>
      <p className="register__hint">
        {toDownline ? (
          <Trans>The amount goes from your main wallet to the member's main wallet.</Trans>
        ) : (
          <Trans>The amount comes from the member's main wallet to yours.</Trans>
        )}
      </p>
      <div className="register__row">
        <PaymentTransferFields
          idPrefix="downline-transfer"
          values={view.values}
          errorOf={errorOf}
          attemptsLeft={view.attemptsLeft}
          disabled={submitting || confirming}
          onFieldChange={onFieldChange}
        />
      </div>
      {view.errorCode ? (
        <div className="form__error" role="alert">
          <p>{i18n._(downlineTransferMessage(view.errorCode))}</p>
          {view.retriesAttempt ? (
            <p>
              <Trans>The transfer may have gone through. Confirming the same amount again will not move it twice.</Trans>
            </p>
          ) : null}
        </div>
      ) : null}
      {confirming ? (
        <div className="register__confirm" role="group" aria-labelledby="downline-transfer-question" data-testid="downline-transfer-confirm">
          <p id="downline-transfer-question">
            {toDownline ? (
              <Trans>
                Transfer {amount} to {name}?
              </Trans>
            ) : (
              <Trans>
                Collect {amount} from {name}?
              </Trans>
            )}
          </p>
          <div className="register__actions">
            <button type="button" className="button" onClick={onConfirm}>
              {toDownline ? <Trans>Yes, transfer</Trans> : <Trans>Yes, collect</Trans>}
            </button>
            <button type="button" className="button button--secondary" onClick={onBack}>
              <Trans>Back</Trans>
            </button>
          </div>
        </div>
      ) : (
        <>
          {submitting ? (
            <p className="register__hint" role="status">
              <Trans>Sending…</Trans>
            </p>
          ) : null}
          <button type="submit" className="button" disabled={!view.canSubmit}>
            {toDownline ? <Trans>Transfer</Trans> : <Trans>Collect</Trans>}
          </button>
        </>
      )}
    </form>
  );
}
