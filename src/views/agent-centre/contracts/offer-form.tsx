/**
 * The offer form of a contract kind (presentational): the direct downline, the product, a
 * dividend's period, base and carry-over, then the tiers (one to ten) or a real-time salary's rates.
 * Rates are typed as percentages. Each field shows its own mistake; the gateway's refusal shows above
 * the buttons. Sends the `downlineContracts` chart's events through `send`.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { tierFieldsOf, tierKey } from '../../../../machines/downline-contracts';
import type { DownlineContractsEvent, DownlineContractsView, TierField } from '../../../../machines/downline-contracts';
import { contractMessage, contractProductNames, periodNames } from './contracts.messages';

const PRODUCTS = ['CONS', 'LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'COCKFIGHT', 'FISH', 'PVP', 'LOTT', 'ELOTT'] as const;

export function OfferForm({ view, send }: { view: DownlineContractsView; send: (event: DownlineContractsEvent) => void }) {
  const { t, i18n } = useLingui();
  const { kind, values, fieldErrors } = view;
  const submitting = view.status === 'submitting';
  const fieldError: Record<string, string> = {
    required: t`Required.`,
    amount: t`An amount with at most two decimals.`,
    percent: t`A percentage from 0 to 100 with at most two decimals.`,
    count: t`A whole number.`,
  };
  const change = (field: string) => (event: { target: { value: string } }) => send({ type: 'field.change', field, value: event.target.value });
  const errorOf = (field: string) =>
    fieldErrors[field] ? (
      <span className="field__error" id={`offer-${field}-error`}>
        {fieldError[fieldErrors[field]] ?? fieldErrors[field]}
      </span>
    ) : null;
  const described = (field: string) => (fieldErrors[field] ? { 'aria-invalid': true, 'aria-describedby': `offer-${field}-error` } : {});
  const tierLabels: Record<TierField, string> = {
    minimumBet: t`Period valid bet at least`,
    netLoss: t`Period net loss at least`,
    betVolume: kind === 'hourly' ? t`Bet amount per hour at least` : t`Team bet amount per day at least`,
    activeMember: t`Active members at least`,
    rateType: t`Pay`,
    rate: t`Rate (%) or amount`,
  };
  const numberField = (field: string, label: string) => (
    <div key={field} className="contract-offer__field">
      <label htmlFor={`offer-${field}`}>{label}</label>
      <input
        id={`offer-${field}`}
        className="field__input"
        inputMode="decimal"
        value={values[field] ?? ''}
        onChange={change(field)}
        {...described(field)}
      />
      {errorOf(field)}
    </div>
  );

  return (
    <form
      className="contract-offer"
      aria-labelledby="offer-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'form.submit' });
      }}
      data-testid="contract-offer-form"
    >
      <h5 id="offer-title">
        <Trans>Offer a contract</Trans>
      </h5>
      <div className="contract-offer__field">
        <label htmlFor="offer-downlineId">
          <Trans>Downline</Trans>
        </label>
        <select
          id="offer-downlineId"
          className="field__input"
          value={values.downlineId ?? ''}
          onChange={change('downlineId')}
          {...described('downlineId')}
        >
          <option value="">{t`Choose a direct downline`}</option>
          {view.candidates.map((candidate) => (
            <option key={candidate.customerId} value={candidate.customerId}>
              {candidate.customerName}
            </option>
          ))}
        </select>
        {errorOf('downlineId')}
      </div>
      <label className="contract-offer__field">
        <Trans>Product</Trans>
        <select className="field__input" value={values.product ?? 'CONS'} onChange={change('product')}>
          {PRODUCTS.map((product) => (
            <option key={product} value={product}>
              {i18n._(contractProductNames[product])}
            </option>
          ))}
        </select>
      </label>
      {kind === 'dividend' ? (
        <div className="contract-offer__row">
          <label className="contract-offer__field">
            <Trans>Period</Trans>
            <select className="field__input" value={values.period} onChange={change('period')}>
              {(['D', 'W', 'H', 'M'] as const).map((period) => (
                <option key={period} value={period}>
                  {i18n._(periodNames[period])}
                </option>
              ))}
            </select>
          </label>
          <label className="contract-offer__field">
            <Trans>Base</Trans>
            <select className="field__input" value={values.base} onChange={change('base')}>
              <option value="GGR">{t`Gross gaming revenue`}</option>
              <option value="NGR">{t`Net gaming revenue (less bonuses and rebates)`}</option>
            </select>
          </label>
          <label className="contract-offer__field">
            <Trans>Negative carry-over</Trans>
            <select className="field__input" value={values.carryOver} onChange={change('carryOver')}>
              <option value="yes">{t`Yes`}</option>
              <option value="no">{t`No`}</option>
            </select>
          </label>
        </div>
      ) : null}
      {kind === 'realtime' ? (
        <div className="contract-offer__row">
          {numberField('winRate', t`Profit salary (%)`)}
          {numberField('lossRate', t`Loss salary (%)`)}
          {numberField('minimumBet', t`Single betting at least`)}
        </div>
      ) : (
        Array.from({ length: view.tierCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a tier's place is what names it
          <fieldset key={index} className="contract-offer__tier">
            <legend>
              <Trans>Tier {index + 1}</Trans>
            </legend>
            {tierFieldsOf(kind).map((field) =>
              field === 'rateType' ? (
                <label key={field} className="contract-offer__field">
                  {tierLabels.rateType}
                  <select className="field__input" value={values[tierKey(index, field)]} onChange={change(tierKey(index, field))}>
                    <option value="P">{t`A rate of the team's valid bet`}</option>
                    <option value="F">{t`A fixed amount`}</option>
                  </select>
                </label>
              ) : (
                numberField(tierKey(index, field), tierLabels[field])
              ),
            )}
          </fieldset>
        ))
      )}
      {kind !== 'realtime' ? (
        <div className="contract__actions">
          <button type="button" className="button button--secondary" disabled={!view.canAddTier} onClick={() => send({ type: 'tier.add' })}>
            <Trans>Add a tier</Trans>
          </button>
          <button type="button" className="button button--secondary" disabled={!view.canRemoveTier} onClick={() => send({ type: 'tier.remove' })}>
            <Trans>Remove the last tier</Trans>
          </button>
        </div>
      ) : null}
      {view.errorCode ? (
        <p className="form__error" role="alert">
          {i18n._(contractMessage(view.errorCode))}
        </p>
      ) : null}
      <div className="contract__actions">
        <button type="submit" className="button" disabled={submitting} aria-busy={submitting}>
          {submitting ? <Trans>Sending…</Trans> : <Trans>Send the offer</Trans>}
        </button>
        <button type="button" className="button button--secondary" disabled={submitting} onClick={() => send({ type: 'offer.cancel' })}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}
