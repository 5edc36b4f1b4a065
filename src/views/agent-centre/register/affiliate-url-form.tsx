/**
 * The form of a new affiliate link (presentational): whom it registers (a member or an agent), how
 * long it lives (the lifetimes the merchant offers), and the rates it gives per product. Sends the
 * `affiliateUrls` chart's events through `send`.
 */
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AffiliateUrlsEvent, AffiliateUrlsView } from '../../../../machines/affiliate-urls';
import { RateFields } from './rate-fields';

/**
 * A lifetime the merchant offers, in days: 0 is a link that never expires. A descriptor, so that the
 * catalog holds it (a `t` passed in as an argument is not the macro, and its text was never extracted).
 */
export const lifetimeMessage = (days: number) => msg`${plural(days, { 0: 'Never expires', one: '# day', other: '# days' })}`;

export function AffiliateUrlForm({ view, send }: { view: AffiliateUrlsView; send: (event: AffiliateUrlsEvent) => void }) {
  const { t } = useLingui();
  const creating = view.form === 'creating';
  return (
    <form
      className="register__form"
      noValidate
      aria-labelledby="affiliate-url-form-title"
      aria-busy={creating}
      data-testid="affiliate-url-form"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'form.submit' });
      }}
    >
      <h4 id="affiliate-url-form-title">
        <Trans>Create a link</Trans>
      </h4>
      <div className="register__row">
        <div className="field">
          <label className="field__label" htmlFor="affiliate-url-type">
            <Trans>Registers</Trans>
          </label>
          <select
            id="affiliate-url-type"
            className="field__input"
            value={view.values.type}
            disabled={creating}
            onChange={(event) => send({ type: 'field.change', field: 'type', value: event.target.value })}
          >
            <option value="member">{t`A member`}</option>
            <option value="agent">{t`An agent`}</option>
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="affiliate-url-expiry">
            <Trans>Lifetime</Trans>
          </label>
          <select
            id="affiliate-url-expiry"
            className="field__input"
            value={view.values.expiryDays}
            disabled={creating}
            aria-invalid={view.fieldErrors.expiryDays ? true : undefined}
            aria-describedby={view.fieldErrors.expiryDays ? 'affiliate-url-expiry-error' : undefined}
            onChange={(event) => send({ type: 'field.change', field: 'expiryDays', value: event.target.value })}
          >
            {view.expiryOptions.map((days) => (
              <option key={days} value={String(days)}>
                {t(lifetimeMessage(days))}
              </option>
            ))}
          </select>
          {view.fieldErrors.expiryDays ? (
            <span className="field__error" id="affiliate-url-expiry-error">
              <Trans>Please choose a lifetime.</Trans>
            </span>
          ) : null}
        </div>
      </div>
      <RateFields
        idPrefix="affiliate-url"
        ceilings={view.ceilings}
        rates={view.rates}
        errors={view.rateErrors}
        disabled={creating}
        onChange={(product, value) => send({ type: 'rate.change', product, value })}
      />
      <button type="submit" className="button" disabled={!view.canCreate}>
        {creating ? <Trans>Creating…</Trans> : <Trans>Create the link</Trans>}
      </button>
    </form>
  );
}
