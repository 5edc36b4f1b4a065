/** What the centres' containers read of the host: the chart of their centre, or how its load stands. */
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { centreHostMachine } from './centre-host.machine';
import type { CentreChartState, CentreKey } from './centre-host.types';

export type CentreHostSnapshot = SnapshotFrom<typeof centreHostMachine>;

/** The chart of `centre` while the host runs it; compare shallowly. */
export function selectCentreChart(snapshot: CentreHostSnapshot, centre: CentreKey): CentreChartState {
  const { open, failed } = snapshot.context;
  const chart = (snapshot.children as Record<string, AnyActorRef | undefined>).centre;
  if (open?.centre === centre && chart) return { status: 'running', chart };
  return failed === centre ? { status: 'failed' } : { status: 'loading' };
}
