/** The team overview, a paged list of the team's days (the period's KPIs its summary); the agent centre's edge exposes it as `team`. */
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
  // the overview's days fit one page: the longest range is 90 days
  return { env, today: env.today, overview: createPagedList({ loadPage: env.loadTeamOverview }) };
}

export type TeamEdge = ReturnType<typeof createTeamEdge>;

export const browserTeamEdge: TeamEdge = createTeamEdge({ loadTeamOverview, today: merchantToday });
