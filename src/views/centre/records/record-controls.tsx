/**
 * What the record pages (the member's and the agent's team reports) share, presentational only:
 * the period (presets and two dates), the list's state line (loading, empty, refused, failed with a
 * retry), the pager, the export button, the totals of bets and the filter by one account of the
 * team. Each takes the paged list's view model and sends the chart's events through `send` (the
 * page's paged-list actor).
 */
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { addDays, DATE_PRESETS } from '../../../../machines/paged-list';
import type { PagedListEvent, PagedListView } from '../../../../machines/paged-list';
import { DateField } from './date-field';
import { amountText, toneOf } from './record-format';
import { presetNames, recordErrorMessage } from './records.messages';

/** The page's paged-list actor's `send`. */
export type Send = (event: PagedListEvent) => void;

/** How far back the date fields reach: the gateway serves 400 days of records. */
const REACH_DAYS = 399;

export function RecordPeriod(props: {
  view: Pick<PagedListView<unknown, unknown>, 'range' | 'preset'>;
  today: string;
  idPrefix: string;
  send: Send;
}) {
  const { i18n } = useLingui();
  const from = useRef<HTMLInputElement>(null);
  const { range, preset } = props.view;
  const earliest = addDays(props.today, -REACH_DAYS) ?? props.today;
  return (
    <fieldset className="records__period">
      <legend>
        <Trans>Period</Trans>
      </legend>
      <div className="records__presets">
        {DATE_PRESETS.map((name) => (
          <button
            key={name}
            type="button"
            className="records__chip"
            aria-pressed={preset === name}
            onClick={() => props.send({ type: 'range.preset', preset: name })}
          >
            {i18n._(presetNames[name])}
          </button>
        ))}
        {/* a custom range is the two dates below: this only takes the member there */}
        <button type="button" className="records__chip" aria-pressed={preset === 'custom'} onClick={() => from.current?.focus()}>
          {i18n._(presetNames.custom)}
        </button>
      </div>
      <div className="records__dates">
        <label htmlFor={`${props.idPrefix}-from`}>
          <Trans>From</Trans>
        </label>
        <DateField
          ref={from}
          id={`${props.idPrefix}-from`}
          value={range.from}
          min={earliest}
          max={props.today}
          onDay={(day) => props.send({ type: 'range.change', range: { from: day, to: range.to } })}
        />
        <label htmlFor={`${props.idPrefix}-to`}>
          <Trans>To</Trans>
        </label>
        <DateField
          id={`${props.idPrefix}-to`}
          value={range.to}
          min={earliest}
          max={props.today}
          onDay={(day) => props.send({ type: 'range.change', range: { from: range.from, to: day } })}
        />
      </div>
    </fieldset>
  );
}

/** Loading, empty, a refused range or a failure: what the list says instead of (or before) its rows. */
export function RecordListState(props: { view: PagedListView<unknown, unknown>; send: Send }) {
  const { i18n } = useLingui();
  const { view } = props;
  if (view.isLoading)
    return (
      <p className="records__state" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  if (view.isEmpty)
    return (
      <p className="records__state" role="status">
        <Trans>No records in this period.</Trans>
      </p>
    );
  if (view.exportOnly)
    return (
      <p className="records__state" role="status">
        <Trans>The list shows at most {view.maxRangeDays} days. Export CSV to get the whole period as a file, up to 12 months.</Trans>
      </p>
    );
  if (view.errorCode === null) return null;
  // on a page that exports more than it lists, too long means longer than the file may cover
  const tooLongForFile = view.errorCode === 'range_too_long' && view.maxExportDays > view.maxRangeDays;
  return (
    <div className="form__error" role="alert">
      <p>
        {tooLongForFile ? (
          <Trans>Please choose at most 12 months to export, or {view.maxRangeDays} days to show the list.</Trans>
        ) : (
          i18n._(recordErrorMessage(view.errorCode))
        )}
      </p>
      {view.canRetry ? (
        <button type="button" className="button" onClick={() => props.send({ type: 'list.retry' })}>
          <Trans>Try again</Trans>
        </button>
      ) : null}
    </div>
  );
}

export function RecordPager(props: { view: PagedListView<unknown, unknown>; send: Send }) {
  const { t } = useLingui();
  const { view } = props;
  if (view.pageCount <= 1) return null;
  return (
    <nav className="records__pager" aria-label={t`Pages`}>
      <button type="button" className="button" disabled={!view.canPrev} onClick={() => props.send({ type: 'page.go', pageNo: 'prev' })}>
        <Trans>Previous</Trans>
      </button>
      <span aria-live="polite">
        <Trans>
          Page {view.pageNo} of {view.pageCount}
        </Trans>
      </span>
      <button type="button" className="button" disabled={!view.canNext} onClick={() => props.send({ type: 'page.go', pageNo: 'next' })}>
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}

export function RecordExport(props: { view: PagedListView<unknown, unknown>; send: Send }) {
  const { i18n } = useLingui();
  const { view } = props;
  return (
    <div className="records__export">
      <button
        type="button"
        className="button"
        disabled={!view.canExport}
        aria-busy={view.exporting}
        onClick={() => props.send({ type: 'list.export' })}
      >
        {view.exporting ? <Trans>Preparing the file…</Trans> : <Trans>Export CSV</Trans>}
      </button>
      {view.exportErrorCode ? <p role="alert">{i18n._(recordErrorMessage(view.exportErrorCode))}</p> : null}
    </div>
  );
}

/** A totals line: label and value pairs. */
export function RecordTotals(props: { label: string; items: readonly { label: string; value: ReactNode; tone?: string }[] }) {
  return (
    <dl className="records__totals" aria-label={props.label}>
      {props.items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd className={item.tone}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The bets of a period, as the betting record's footer and the profit and loss both total them. */
export interface BetSums {
  count: number;
  betAmount: number;
  validBetAmount: number;
  winAmount: number;
  profitAndLoss: number;
}

export function BetTotals({ sums }: { sums: BetSums }) {
  const { t } = useLingui();
  return (
    <RecordTotals
      label={t`Totals of the period`}
      items={[
        { label: t`Bets`, value: sums.count },
        { label: t`Bet`, value: amountText(sums.betAmount) },
        { label: t`Valid bet`, value: amountText(sums.validBetAmount) },
        { label: t`Payout`, value: amountText(sums.winAmount) },
        { label: t`Profit and loss`, value: amountText(sums.profitAndLoss), tone: toneOf(sums.profitAndLoss) },
      ]}
    />
  );
}

/**
 * A filter by one account of the team (filter `account`; none: the whole team). What is typed is
 * the field's own until it is searched: the list changes only on submit.
 */
export function AccountFilter(props: { value: string | undefined; idPrefix: string; label?: string; send: Send }) {
  const { t } = useLingui();
  const id = `${props.idPrefix}-account`;
  const choose = (account: string) => props.send({ type: 'filters.change', filters: { account } });
  return (
    <form
      className="records__filter"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        choose(String(new FormData(event.currentTarget).get('account') ?? '').trim());
      }}
    >
      <label htmlFor={id}>{props.label ?? t`Downline account`}</label>
      {/* a new filter (or none) puts its own value back in the field */}
      <input key={props.value ?? ''} id={id} name="account" type="search" defaultValue={props.value ?? ''} maxLength={64} autoComplete="off" />
      <button type="submit" className="button">
        <Trans>Search</Trans>
      </button>
      {props.value ? (
        <button type="button" className="button" onClick={() => choose('')}>
          <Trans>Whole team</Trans>
        </button>
      ) : null}
    </form>
  );
}
