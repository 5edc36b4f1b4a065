/**
 * Rebate rates per product (presentational): one percentage field per product the agent has rates
 * on, each saying the most it may give, and under it the mistake found here or the gateway's
 * refusal with the limit met. Used by the link form, "create a downline" and a downline's rates.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { RateError, RateErrors, RateValues, RebateCeiling } from '../../../../machines/downline-rebates';
import { contractProductNames } from '../contracts/contracts.messages';

export interface RateFieldsProps {
  /** prefix of the fields' ids: one form's fields apart from another's */
  idPrefix: string;
  ceilings: readonly RebateCeiling[];
  rates: RateValues;
  errors: RateErrors;
  disabled?: boolean;
  onChange: (product: string, value: string) => void;
}

export function RateFields({ idPrefix, ceilings, rates, errors, disabled, onChange }: RateFieldsProps) {
  const { t, i18n } = useLingui();
  const errorText = (error: RateError) => {
    const limit = error.limit ?? 0;
    switch (error.code) {
      case 'format':
        return t`A percentage with at most two decimals.`;
      case 'aboveMax':
        return t`At most ${limit} %.`;
      case 'aboveOwn':
        return t`Above what you may give: at most ${limit} %.`;
      default:
        return t`Below what this member gives its own downlines: at least ${limit} %.`;
    }
  };
  return (
    <fieldset className="register__rates">
      <legend>
        <Trans>Rebate rates (%)</Trans>
      </legend>
      <p className="register__hint">
        <Trans>Leave a product empty for 0 %.</Trans>
      </p>
      <div className="register__rate-grid">
        {ceilings.map(({ product, maxRate }) => {
          const id = `${idPrefix}-rate-${product}`;
          const error = errors[product];
          const name = i18n._(contractProductNames[product] ?? contractProductNames.CONS);
          return (
            <div key={product} className="field">
              <label className="field__label" htmlFor={id}>
                {name}
              </label>
              <input
                id={id}
                className="field__input"
                inputMode="decimal"
                autoComplete="off"
                value={rates[product] ?? ''}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error ${id}-max` : `${id}-max`}
                onChange={(event) => onChange(product, event.target.value)}
              />
              <span className="register__hint" id={`${id}-max`}>
                <Trans>Up to {maxRate} %</Trans>
              </span>
              {error ? (
                <span className="field__error" id={`${id}-error`}>
                  {errorText(error)}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
