/**
 * Shell container: the app shell around the routed page, with the header driven by the session
 * chart and the merchant's status, and the session's dialogs. The header's own charts (clock,
 * language, affiliate link, account area) run in their containers under src/views/shell/header.
 */
import { Outlet, useLocation } from 'react-router-dom';
import { shallowEqual, useSelector } from '../../lib/use-selector';
import type { ActorRefFrom } from 'xstate';
import { selectSessionView } from '../../../machines/session';
import type { sessionMachine, SessionView } from '../../../machines/session';
import { selectSessionRef } from '../../../machines/system-status';
import type { SystemStatusSnapshot } from '../../../machines/system-status';
import { useAppEdge } from '../../app/app-context';
import { namesCentre } from '../../../machines/router';
import { withCatalogPart } from '../../lib/i18n';
import { lazyComponent } from '../common/lazy-component';
import { SessionDialogs } from '../session/session.view';
import { AppShell } from './app-shell';
import { HeaderChunkError } from './header/header-chunk-error';
import { SiteHeader } from './site-header';
import type { SiteHeaderModel } from './site-header';

type SessionRef = ActorRefFrom<typeof sessionMachine>;

// The header's charts and widgets are chunks of their own: the home page's first JavaScript stays
// small (ARCHITECTURE §7), and guests never download the account area. Each placeholder keeps the
// room its part takes, so nothing moves when it arrives.
const TopBarView = lazyComponent('topBar', () => import('./header/top-bar.view'), {
  firstScreen: true,
  // a placeholder the page's own stand-in waits for (server/http/boot-shell.script.ts)
  pending: <div className="topbar" aria-hidden="true" data-placeholder="" />,
  renderError: (retry) => (
    <div className="topbar">
      <HeaderChunkError onRetry={retry} />
    </div>
  ),
});

const AccountToolsView = lazyComponent('accountTools', () => import('./header/account-tools.view'), {
  // fetched before the first render for a visitor whose session is stored: arriving after the page
  // showed, it grew the header and pushed the page down
  firstScreen: 'signedIn',
  pending: <span className="account-tools account-tools--pending" aria-hidden="true" />,
  renderError: (retry) => <HeaderChunkError onRetry={retry} />,
});

// the member and agent centres: a chunk of their own and their part of the catalog, loaded when the
// address names a centre page
const CentreView = lazyComponent('centre', () => withCatalogPart('centre', import('../centre/centre.view')), { pending: null });

/** Opens the centre page the address names (`?mc=…`, `?ac=…`) over the route that is showing. */
function CentreGate() {
  return namesCentre(useLocation().search) ? <CentreView /> : null;
}

/** What the header needs from the merchant's status (stable values: compared shallowly). */
export interface HeaderStatus {
  signUpEnabled: boolean;
  hasLiveChat: boolean;
  languages: readonly string[];
  languageNames: Readonly<Record<string, string>>;
  defaultLanguage: string;
  /** null when the merchant sets none (the balance chart shows its default, P) */
  currencySymbol: string | null;
}

const NO_LANGUAGES: readonly string[] = [];
const NO_LANGUAGE_NAMES: Readonly<Record<string, string>> = {};

export function selectHeaderStatus(snapshot: SystemStatusSnapshot): HeaderStatus {
  const status = snapshot.context.status;
  return {
    // DIRECTREG3: direct registration, i.e. the header's sign-up button
    signUpEnabled: status?.features.DIRECTREG3 === true,
    hasLiveChat: (status?.customerService.length ?? 0) > 0,
    languages: status?.languages ?? NO_LANGUAGES,
    languageNames: status?.languageNames ?? NO_LANGUAGE_NAMES,
    defaultLanguage: status?.defaultLanguage ?? 'MS',
    currencySymbol: status?.currencySymbol || null,
  };
}

export function headerModel(session: SessionView, status: Pick<HeaderStatus, 'signUpEnabled'>): SiteHeaderModel {
  const signedIn = session.isSignedIn;
  const forced = session.status === 'mustChangePassword';
  // restoring: whether a session is stored is not known yet, so neither the guest's buttons nor the
  // account area (the stand-in waits while the header is pending: server/http/boot-shell.script.ts)
  const mode: SiteHeaderModel['mode'] =
    session.status === 'guest' ? 'guest' : session.status === 'memberLoadFailed' ? 'failed' : signedIn || forced ? 'account' : 'pending';
  return {
    mode,
    accountName: session.accountName,
    canSignUp: mode === 'guest' && status.signUpEnabled,
    canFreePlay: mode === 'guest' && session.canStartFreePlay,
    // signed-in members sign out from the avatar menu
    canSignOut: forced || mode === 'failed',
  };
}

function SessionHeader({ session, status }: { session: SessionRef; status: HeaderStatus }) {
  const { startFreePlay } = useAppEdge();
  const view = useSelector(session, selectSessionView, shallowEqual);
  const model = headerModel(view, status);
  return (
    <SiteHeader
      view={model}
      slots={{
        topBar: (
          <TopBarView
            hasLiveChat={status.hasLiveChat}
            languages={status.languages}
            languageNames={status.languageNames}
            defaultLanguage={status.defaultLanguage}
          />
        ),
        accountTools: view.isSignedIn ? <AccountToolsView session={session} currencySymbol={status.currencySymbol} /> : null,
      }}
      onLogin={() => session.send({ type: 'login.open' })}
      onSignUp={() => session.send({ type: 'register.open' })}
      onFreePlay={startFreePlay}
      onSignOut={() => session.send({ type: 'session.signOut' })}
      onRetryMember={() => session.send({ type: 'member.retry' })}
    />
  );
}

export function ShellView() {
  const { rootActor } = useAppEdge();
  const session = useSelector(rootActor, selectSessionRef);
  const status = useSelector(rootActor, selectHeaderStatus, shallowEqual);
  return (
    <AppShell
      header={session ? <SessionHeader session={session} status={status} /> : null}
      dialogs={
        session ? (
          <>
            <SessionDialogs session={session} />
            <CentreGate />
          </>
        ) : null
      }
    >
      <Outlet />
    </AppShell>
  );
}
