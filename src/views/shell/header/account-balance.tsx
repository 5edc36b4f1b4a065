/**
 * The balance of the account area: currency symbol and amount (or `***` when hidden), or for a
 * free-play account "Play credit" and its amount; a click on
 * the amount or the refresh icon reloads it, with an "updating" bar in the amount's place meanwhile; the eye
 * hides or shows it. Within the chart's refresh gap the click does nothing (aria-disabled keeps
 * the focus where it is, which a disabled button would lose).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountBalanceView } from '../../../../machines/account-balance';

export interface AccountBalanceProps {
  view: AccountBalanceView;
  onRefresh: () => void;
  onRetry: () => void;
  onToggleHidden: () => void;
}

function RefreshIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M19 12a7 7 0 1 1-2.05-4.95M19 4v4.5h-4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed ? <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /> : null}
    </svg>
  );
}

export function AccountBalance({ view, onRefresh, onRetry, onToggleHidden }: AccountBalanceProps) {
  const { t } = useLingui();
  const refresh = () => {
    if (view.canRefresh) onRefresh();
  };
  if (view.status === 'failed') {
    return (
      <div className="balance" data-testid="balance">
        <span className="balance__note">
          <Trans>Balance unavailable</Trans>
        </span>
        <button type="button" className="balance__icon" onClick={onRetry} disabled={!view.canRetry} data-testid="balance-retry">
          <RefreshIcon />
          <span className="visually-hidden">
            <Trans>Try again</Trans>
          </span>
        </button>
      </div>
    );
  }
  const refreshLabel = t`Refresh balance`;
  // a free-play account's credit is not money: it is named so where the currency symbol would be
  const symbol = view.playCredit ? (
    <span className="balance__symbol balance__symbol--play-credit" data-testid="balance-play-credit">
      <Trans>Play credit</Trans>
    </span>
  ) : (
    <span className="balance__symbol">{view.currencySymbol}</span>
  );
  return (
    <div className="balance" data-testid="balance" aria-busy={view.updating}>
      {view.playCredit ? null : (
        <span className="visually-hidden">
          <Trans>Balance</Trans>
        </span>
      )}
      <button
        type="button"
        className="balance__amount"
        title={refreshLabel}
        aria-disabled={!view.canRefresh}
        onClick={refresh}
        data-testid="balance-amount"
      >
        {view.updating || view.amountText === null ? (
          // a bar as wide as the amount will be (the last amount's shape, unseen, or the slot), the
          // words for screen readers: "Mengemas kini…" was twice the slot, and the icons and the
          // avatar menu moved as the amount replaced it
          <span className="balance__updating" data-testid="balance-updating">
            {view.placeholderText === null ? null : (
              <span className="balance__shape" aria-hidden="true" data-testid="balance-shape">
                {symbol} <span>{view.placeholderText}</span>
              </span>
            )}
            <span className="visually-hidden">
              <Trans>Updating…</Trans>
            </span>
          </span>
        ) : (
          <>
            {symbol} <span data-testid="balance-value">{view.amountText}</span>
          </>
        )}
      </button>
      <button type="button" className="balance__icon" aria-disabled={!view.canRefresh} onClick={refresh} data-testid="balance-refresh">
        <RefreshIcon />
        <span className="visually-hidden">{refreshLabel}</span>
      </button>
      <button type="button" className="balance__icon" aria-pressed={view.hidden} onClick={onToggleHidden} data-testid="balance-hide">
        <EyeIcon crossed={view.hidden} />
        <span className="visually-hidden">
          <Trans>Hide balance</Trans>
        </span>
      </button>
    </div>
  );
}
