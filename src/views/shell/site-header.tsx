/** Presentational header: brand, guest buttons or the signed-in account area. */
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';

export interface SiteHeaderModel {
  /** guest: log in / sign up; pending: the session is loading; account: signed in; failed: member info did not load */
  mode: 'guest' | 'pending' | 'account' | 'failed';
  accountName: string | null;
  canSignUp: boolean;
  canFreePlay: boolean;
  canDeposit: boolean;
  canChangePassword: boolean;
  canSignOut: boolean;
}

export interface SiteHeaderProps {
  view: SiteHeaderModel;
  onLogin: () => void;
  onSignUp: () => void;
  onFreePlay: () => void;
  onDeposit: () => void;
  onChangePassword: () => void;
  onSignOut: () => void;
  onRetryMember: () => void;
}

function GuestActions({ view, onLogin, onSignUp, onFreePlay }: SiteHeaderProps) {
  return (
    <>
      {view.canFreePlay ? (
        <button type="button" className="button button--secondary" onClick={onFreePlay}>
          <Trans>Free play</Trans>
        </button>
      ) : null}
      <button type="button" className="button button--secondary" onClick={onLogin}>
        <Trans>Log in</Trans>
      </button>
      {view.canSignUp ? (
        <button type="button" className="button" onClick={onSignUp}>
          <Trans>Sign up</Trans>
        </button>
      ) : null}
    </>
  );
}

function AccountActions({ view, onDeposit, onChangePassword, onSignOut, onRetryMember }: SiteHeaderProps) {
  return (
    <>
      {view.accountName ? (
        <span className="header__account" data-testid="account-name">
          {view.accountName}
        </span>
      ) : null}
      {view.mode === 'failed' ? (
        <>
          <span role="alert">
            <Trans>Your account could not be loaded.</Trans>
          </span>
          <button type="button" className="button" onClick={onRetryMember}>
            <Trans>Try again</Trans>
          </button>
        </>
      ) : null}
      {view.canDeposit ? (
        <button type="button" className="button" onClick={onDeposit}>
          <Trans>Deposit</Trans>
        </button>
      ) : null}
      {view.canChangePassword ? (
        <button type="button" className="button button--secondary" onClick={onChangePassword}>
          <Trans>Change password</Trans>
        </button>
      ) : null}
      {view.canSignOut ? (
        <button type="button" className="button button--secondary" onClick={onSignOut}>
          <Trans>Sign out</Trans>
        </button>
      ) : null}
    </>
  );
}

export function SiteHeader(props: SiteHeaderProps) {
  const { mode } = props.view;
  return (
    <header className="shell__header header">
      <Link to="/" className="header__brand">
        <Trans>Gaming</Trans>
      </Link>
      <div className="header__actions" aria-busy={mode === 'pending'}>
        {mode === 'guest' ? <GuestActions {...props} /> : null}
        {mode === 'account' || mode === 'failed' ? <AccountActions {...props} /> : null}
      </div>
    </header>
  );
}
