import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { DEFAULT_UTC_OFFSET_MINUTES } from '../../rules/merchant-day';
import type { routerMachine } from '../router';
import type { sessionMachine } from '../session';
import type { systemStatusMachine } from './system-status.machine';
import type { SystemStatusScreen, SystemStatusView } from './system-status.types';

export type SystemStatusSnapshot = SnapshotFrom<typeof systemStatusMachine>;

function screenOf(snapshot: SystemStatusSnapshot): SystemStatusScreen {
  if (snapshot.matches('app')) return 'app';
  if (snapshot.matches('maintenance')) return 'maintenance';
  if (snapshot.matches('regionBlocked')) return 'regionBlocked';
  if (snapshot.matches('unreachable')) return 'unreachable';
  return 'loading';
}

export function selectSystemStatusView(snapshot: SystemStatusSnapshot): SystemStatusView {
  const { status } = snapshot.context;
  const screen = screenOf(snapshot);
  const maintenance = screen === 'maintenance';
  return {
    screen,
    ip: status?.ip ?? null,
    maintenanceEndTime: maintenance ? (status?.maintenance.endTime ?? null) : null,
    maintenanceMessage: maintenance ? (status?.maintenance.message ?? null) : null,
    hasCustomerService: (status?.customerService.length ?? 0) > 0,
    canRetry: snapshot.can({ type: 'status.retry' }),
  };
}

/** The session actor while the site runs (`app`). */
export function selectSessionRef(snapshot: SystemStatusSnapshot): ActorRefFrom<typeof sessionMachine> | undefined {
  return snapshot.children.session;
}

/** The router chart, the root's child from its start. */
export function selectRouterRef(snapshot: SystemStatusSnapshot): ActorRefFrom<typeof routerMachine> {
  return snapshot.children.router as ActorRefFrom<typeof routerMachine>;
}

/**
 * The merchant's time zone (minutes east of UTC) that dates are written and days counted in; the
 * default merchant day before the status came, or for a view running without the site's root.
 */
export function selectUtcOffsetMinutes(snapshot: SystemStatusSnapshot | undefined): number {
  return snapshot?.context.status?.utcOffsetMinutes ?? DEFAULT_UTC_OFFSET_MINUTES;
}
