/**
 * Presentational header (SPEC §2): the top bar (clock, live chat, affiliate link, language, theme)
 * above the brand with the guest buttons or the account area. The parts that run charts come in
 * as slots from the container.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { BottomNav } from './nav/bottom-nav';

export interface SiteHeaderModel {
  /** guest: log in / sign up; pending: the session is loading; account: signed in; failed: member info did not load */
  mode: 'guest' | 'pending' | 'account' | 'failed';
  accountName: string | null;
  canSignUp: boolean;
  canFreePlay: boolean;
  /** a plain sign-out button: member info failed to load, or a password change is due */
  canSignOut: boolean;
}

export interface SiteHeaderSlots {
  /** clock, live chat, affiliate link, language picker, theme switch */
  topBar: ReactNode;
  /** balance, messages, VIP badge and avatar menu of a signed-in account */
  accountTools: ReactNode;
}

export interface SiteHeaderProps {
  view: SiteHeaderModel;
  slots: SiteHeaderSlots;
  onLogin: () => void;
  onSignUp: () => void;
  onFreePlay: () => void;
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

function AccountActions({ view, slots, onSignOut, onRetryMember }: SiteHeaderProps) {
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
      {slots.accountTools}
      {view.canSignOut ? (
        <button type="button" className="button button--secondary" onClick={onSignOut}>
          <Trans>Sign out</Trans>
        </button>
      ) : null}
    </>
  );
}

export function SiteHeader(props: SiteHeaderProps) {
  const { view, slots } = props;
  return (
    <header className="shell__header header">
      {slots.topBar}
      <div className="header__main" data-mode={view.mode}>
        <Link to="/" className="header__brand">
          <Trans>Gaming</Trans>
        </Link>
        <div className="header__actions" aria-busy={view.mode === 'pending'}>
          {view.mode === 'guest' ? <GuestActions {...props} /> : null}
          {view.mode === 'account' || view.mode === 'failed' ? <AccountActions {...props} /> : null}
        </div>
      </div>
      <BottomNav />
    </header>
  );
}
