/**
 * For a chart's own callback child that follows the session (the news popup's, the language
 * picker's): finds the root through the actor system by its systemId, follows the session chart
 * among the root's children (a session the root starts again after maintenance too) and calls
 * `onSession` with each of its snapshots, the current one first. Returns the unsubscribe; without a
 * root in the system (a chart tested alone) it follows nothing.
 */
import type { ActorRefFrom, ActorSystem, ActorSystemInfo } from 'xstate';
import type { SessionSnapshot } from '../../machines/session';
import { ROOT_SYSTEM_ID, selectSessionRef } from '../../machines/system-status';
import type { systemStatusMachine } from '../../machines/system-status';

type RootActor = ActorRefFrom<typeof systemStatusMachine>;

export function followSession(system: ActorSystem<ActorSystemInfo>, onSession: (snapshot: SessionSnapshot) => void): () => void {
  const root = system.get(ROOT_SYSTEM_ID) as RootActor | undefined;
  if (!root) return () => {};
  let followed: ReturnType<typeof selectSessionRef> | null = null;
  let sessionSubscription: { unsubscribe(): void } | null = null;
  const followRootsSession = () => {
    const session = selectSessionRef(root.getSnapshot()) ?? null;
    if (session === followed) return;
    sessionSubscription?.unsubscribe();
    followed = session;
    sessionSubscription = session ? session.subscribe(onSession) : null;
    if (session) onSession(session.getSnapshot());
  };
  followRootsSession();
  const rootSubscription = root.subscribe(followRootsSession);
  return () => {
    rootSubscription.unsubscribe();
    sessionSubscription?.unsubscribe();
  };
}

/** The session's snapshot now, through the root of `system`; undefined without a root or before the site runs. */
export function sessionIn(system: ActorSystem<ActorSystemInfo>): SessionSnapshot | undefined {
  const root = system.get(ROOT_SYSTEM_ID) as RootActor | undefined;
  return root ? selectSessionRef(root.getSnapshot())?.getSnapshot() : undefined;
}
