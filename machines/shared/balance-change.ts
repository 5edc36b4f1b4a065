/**
 * "The balance changed" (SPEC §2: the header's balance reloads after a game or a deposit), told by a
 * chart that moved money (a deposit credited, a withdrawal asked for, a transfer, a game closed) to
 * the header's account-balance chart, which runs under ACCOUNT_BALANCE_SYSTEM_ID in the same actor
 * system. A chart names it in its setup as `announceBalanceChange: enqueueActions(tellBalanceChanged)`.
 * Nothing is sent when no balance chart runs (a guest's header, a chart tested alone).
 */
import type { ActorSystem, ActorSystemInfo, AnyActorRef, EventObject } from 'xstate';

/** The systemId the header's account-balance chart runs under. */
export const ACCOUNT_BALANCE_SYSTEM_ID = 'accountBalance';

export function tellBalanceChanged({
  system,
  enqueue,
}: {
  system: ActorSystem<ActorSystemInfo>;
  enqueue: { sendTo: (to: AnyActorRef, event: EventObject) => void };
}): void {
  const balance = system.get(ACCOUNT_BALANCE_SYSTEM_ID) as AnyActorRef | undefined;
  if (balance) enqueue.sendTo(balance, { type: 'balance.changed' });
}
