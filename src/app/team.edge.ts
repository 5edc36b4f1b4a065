/**
 * The team overview at the edge: a paged-list chart (machines/paged-list) of the team's days,
 * provided with its gateway call (the period's KPIs come as the list's summary). The agent centre's
 * edge exposes this one under `team` (agent-centre.edge.ts); team management's list is the
 * downline actions' (downline-actions.edge.ts).
 */
import { createPagedList } from '../../machines/paged-list';
import type { PagedListRequest } from '../../machines/paged-list';
import { merchantToday } from '../api/records.api';
import { loadTeamOverview } from '../api/team.api';
import type { TeamOverviewPage } from '../api/team.api';

export interface TeamEnvironment {
  loadTeamOverview(request: PagedListRequest): Promise<TeamOverviewPage>;
  /** today's merchant day (`YYYY-MM-DD`): the browser's clock in the merchant's time zone (minutes east of UTC) */
  today(utcOffsetMinutes: number): string;
}

export function createTeamEdge(env: TeamEnvironment) {
  return {
    env,
    today: (utcOffsetMinutes: number) => env.today(utcOffsetMinutes),
    /** the overview's days fit one page: the longest range is 90 days */
    overview: createPagedList({ loadPage: env.loadTeamOverview }),
  };
}

export type TeamEdge = ReturnType<typeof createTeamEdge>;

export const browserTeamEdge: TeamEdge = createTeamEdge({ loadTeamOverview, today: (utcOffsetMinutes) => merchantToday(utcOffsetMinutes) });
