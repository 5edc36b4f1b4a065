/**
 * What content pages need from the site's charts: whether the session is known and who is signed
 * in (the VIP page loads the member's rank), whether a guest may sign up (the join page's call to
 * action opens the register dialog), and the currency symbol. Read through selectors; the pages
 * get a plain model.
 */
import type { ReactNode } from 'react';
import { shallowEqual, useSelector } from '../../lib/use-selector';
import type { ActorRefFrom } from 'xstate';
import { selectSessionView } from '../../../machines/session';
import type { sessionMachine, SessionView } from '../../../machines/session';
import { selectSessionRef } from '../../../machines/system-status';
import type { SystemStatusSnapshot } from '../../../machines/system-status';
import { useAppEdge } from '../../app/app-context';

export interface SiteStateModel {
  /** signed in or a guest, not still checking a stored token or loading the member */
  sessionSettled: boolean;
  signedIn: boolean;
  accountName: string | null;
  /** a guest on a site with direct registration (DIRECTREG3), as the header's sign-up button */
  canSignUp: boolean;
  currencySymbol: string;
}

export interface SiteStateActions {
  openRegister: () => void;
}

type Render = (model: SiteStateModel, actions: SiteStateActions) => ReactNode;
type SessionRef = ActorRefFrom<typeof sessionMachine>;

interface SiteSettings {
  signUpEnabled: boolean;
  currencySymbol: string;
}

const selectSiteSettings = (snapshot: SystemStatusSnapshot): SiteSettings => ({
  signUpEnabled: snapshot.context.status?.features.DIRECTREG3 === true,
  currencySymbol: snapshot.context.status?.currencySymbol || 'P',
});

export function siteStateModel(session: SessionView | null, settings: SiteSettings): SiteStateModel {
  const settled = session !== null && session.status !== 'restoring' && session.status !== 'loadingMember';
  return {
    sessionSettled: settled,
    signedIn: session?.isSignedIn ?? false,
    accountName: session?.accountName ?? null,
    canSignUp: session?.status === 'guest' && settings.signUpEnabled,
    currencySymbol: settings.currencySymbol,
  };
}

function SessionState({ session, settings, children }: { session: SessionRef; settings: SiteSettings; children: Render }) {
  const view = useSelector(session, selectSessionView, shallowEqual);
  const openRegister = () => {
    if (session.getSnapshot().can({ type: 'register.open' })) session.send({ type: 'register.open' });
  };
  return <>{children(siteStateModel(view, settings), { openRegister })}</>;
}

export function SiteState({ children }: { children: Render }) {
  const { rootActor } = useAppEdge();
  const settings = useSelector(rootActor, selectSiteSettings, shallowEqual);
  const session = useSelector(rootActor, selectSessionRef);
  // pages show on the app screen, where the session chart runs; until then nothing is known
  if (!session) return <>{children(siteStateModel(null, settings), { openRegister: () => {} })}</>;
  return (
    <SessionState session={session} settings={settings}>
      {children}
    </SessionState>
  );
}
