/**
 * The amount and payment-password fields of a payment transfer (to the upline, to or from a
 * downline), presentational: each field's error under its label, the password's with the tries left
 * before the payment password locks (the gateway's count).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentTransferField } from '../../../machines/downline-transfer';
import { TextField } from '../common/text-field';

export interface PaymentTransferFieldsProps {
  /** the fields' ids are `<idPrefix>-amount` and `<idPrefix>-password` */
  idPrefix: string;
  values: Readonly<Record<PaymentTransferField, string>>;
  /** a field's error message, or undefined */
  errorOf: (field: PaymentTransferField) => string | undefined;
  /** the payment password's tries left, when the gateway said */
  attemptsLeft: number | null;
  disabled: boolean;
  onFieldChange: (field: PaymentTransferField, value: string) => void;
}

export function PaymentTransferFields({ idPrefix, values, errorOf, attemptsLeft, disabled, onFieldChange }: PaymentTransferFieldsProps) {
  const { t } = useLingui();
  const passwordError = errorOf('password');
  return (
    <>
      <TextField
        id={`${idPrefix}-amount`}
        name="amount"
        label={t`Amount`}
        inputMode="decimal"
        value={values.amount}
        disabled={disabled}
        error={errorOf('amount')}
        onChange={(value) => onFieldChange('amount', value)}
      />
      <TextField
        id={`${idPrefix}-password`}
        name="password"
        label={t`Payment password`}
        type="password"
        inputMode="numeric"
        value={values.password}
        disabled={disabled}
        error={
          passwordError && attemptsLeft !== null ? (
            <>
              {passwordError} <Trans>{attemptsLeft} tries left before it locks.</Trans>
            </>
          ) : (
            passwordError
          )
        }
        onChange={(value) => onFieldChange('password', value)}
      />
    </>
  );
}
