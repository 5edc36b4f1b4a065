/**
 * Shell container: the app shell around the routed page, with the header driven by the session
 * chart and the session's dialogs.
 */
import { Outlet } from 'react-router-dom';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectSessionView } from '../../../machines/session';
import type { sessionMachine, SessionView } from '../../../machines/session';
import { selectSessionRef } from '../../../machines/system-status';
import type { SystemStatusSnapshot } from '../../../machines/system-status';
import { useAppEdge } from '../../app/app-context';
import { SessionDialogs } from '../session/session.view';
import { AppShell } from './app-shell';
import { SiteHeader } from './site-header';
import type { SiteHeaderModel } from './site-header';

type SessionRef = ActorRefFrom<typeof sessionMachine>;

/** DIRECTREG3: direct registration, i.e. the header's sign-up button. */
function selectSignUpEnabled(snapshot: SystemStatusSnapshot): boolean {
  return snapshot.context.status?.features.DIRECTREG3 === true;
}

export function headerModel(session: SessionView, signUpEnabled: boolean): SiteHeaderModel {
  const signedIn = session.isSignedIn;
  const forced = session.status === 'mustChangePassword';
  const mode: SiteHeaderModel['mode'] =
    session.status === 'guest' || session.status === 'restoring'
      ? 'guest'
      : session.status === 'memberLoadFailed'
        ? 'failed'
        : signedIn || forced
          ? 'account'
          : 'pending';
  return {
    mode,
    accountName: session.accountName,
    canSignUp: mode === 'guest' && signUpEnabled,
    canFreePlay: mode === 'guest' && session.canStartFreePlay,
    canDeposit: signedIn,
    canChangePassword: signedIn,
    canSignOut: signedIn || forced || mode === 'failed',
  };
}

function SessionHeader({ session, signUpEnabled }: { session: SessionRef; signUpEnabled: boolean }) {
  const { startFreePlay } = useAppEdge();
  const view = useSelector(session, selectSessionView, shallowEqual);
  return (
    <SiteHeader
      view={headerModel(view, signUpEnabled)}
      onLogin={() => session.send({ type: 'login.open' })}
      onSignUp={() => session.send({ type: 'register.open' })}
      onFreePlay={startFreePlay}
      onDeposit={() => session.send({ type: 'account.requireReal', intent: 'deposit' })}
      onChangePassword={() => session.send({ type: 'password.change' })}
      onSignOut={() => session.send({ type: 'session.signOut' })}
      onRetryMember={() => session.send({ type: 'member.retry' })}
    />
  );
}

export function ShellView() {
  const { rootActor } = useAppEdge();
  const session = useSelector(rootActor, selectSessionRef);
  const signUpEnabled = useSelector(rootActor, selectSignUpEnabled);
  return (
    <AppShell
      header={session ? <SessionHeader session={session} signUpEnabled={signUpEnabled} /> : null}
      dialogs={session ? <SessionDialogs session={session} /> : null}
    >
      <Outlet />
    </AppShell>
  );
}
