/**
 * The centre host (a child of the router): runs the open centre's chart for as long as the address
 * shows one of its pages. The router tells it which centre page shows (`centre.shown`, on every
 * change); the host loads the centre's chart from its chunk, runs it as its child `centre`, tells
 * it each page, and stops it when the address leaves the centre.
 */
import type { AnyActorLogic, AnyActorRef } from 'xstate';
import type { SessionStatus } from '../session';
import type { CentreKey, LoadedCharts } from '../shared';

export type { CentreKey };

/** A centre page the address shows: which centre, which page. */
export interface ShownCentrePage {
  centre: CentreKey;
  page: string;
}

export interface CentreHostContext {
  /** the centre page the router said shows, null for none */
  shown: ShownCentrePage | null;
  /** the session's status when the router said so: another account's centre is loaded again */
  status: SessionStatus | null;
  /** the centre chart the loader answered last, by centre */
  chart: { centre: CentreKey; chart: LoadedCharts<{ centre: AnyActorLogic }> } | null;
  /** the centre whose chart is being loaded (one at a time) */
  loading: CentreKey | null;
  /** the centre whose chart could not be loaded (its chunk): the centre says so and offers a retry */
  failed: CentreKey | null;
  /** the centre whose chart runs as the child `centre`, and the page it was last told */
  open: ShownCentrePage | null;
}

export type CentreHostEvent =
  /** from the router: the centre page the address shows now (null for none), for this session's status */
  | { type: 'centre.shown'; shown: ShownCentrePage | null; status: SessionStatus }
  /** the chart could not be loaded: try again */
  | { type: 'centre.retry' }
  /** what the open agent centre's badges count changed (an offer answered on one of its pages) */
  | { type: 'centre.countsStale' }
  | { type: 'xstate.done.actor.loadCentreChart'; output: AnyActorLogic }
  | { type: 'xstate.error.actor.loadCentreChart'; error: unknown };

/** What the loader of a centre's chart is asked for. */
export interface CentreChartRequest {
  centre: CentreKey;
}

/** The centre's chart as the host runs it: loading its chunk, failed (a retry offered), or running. */
export type CentreChartState = { status: 'loading' } | { status: 'failed' } | { status: 'running'; chart: AnyActorRef };
