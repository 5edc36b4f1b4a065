/**
 * The agent's team calls (wire/team.schemas.ts) in the paged-list chart's shapes: the team
 * overview (the period's KPIs as the list's summary, one row per merchant day for the chart) and
 * team management's list (filters `parentId`, `depth` and `username`; the breadcrumb down the tree
 * as the summary). Each rejects with `{ errorCode, value }`.
 */
import type { PagedListPage, PagedListRequest } from '../../machines/paged-list';
import type { TeamOverviewDailyValue, TeamOverviewValue, SubordinateValue } from '../../wire/team.schemas';
import { callApi, withPlainFailure } from './client';
import { rangeQuery } from './records.api';

/** The overview's page: one row per merchant day, the period's KPIs as the summary. */
export type TeamOverviewPage = PagedListPage<TeamOverviewDailyValue['list'][number], TeamOverviewValue>;
/** Team management's page: the downlines, and the breadcrumb from the agent down to `parentId`. */
export type SubordinatesPage = PagedListPage<SubordinateValue['list'][number], { breadcrumb: SubordinateValue['breadcrumb'] }>;

/** The overview of the range: the KPIs (summary) and every merchant day of it (rows, oldest first). */
export function loadTeamOverview(request: PagedListRequest): Promise<TeamOverviewPage> {
  return withPlainFailure(async () => {
    const query = rangeQuery(request.range, request.utcOffsetMinutes);
    const [sum, days] = await Promise.all([
      callApi<TeamOverviewValue>('/wps/relay/ODSFE2_getTeamOverviewSum', { token: true, query }),
      callApi<TeamOverviewDailyValue>('/wps/relay/ODSFE2_getTeamOverviewDailyList', { token: true, query }),
    ]);
    const list = [...days.list].sort((a, b) => a.date.localeCompare(b.date));
    return { rows: list, total: list.length, summary: { ...sum } };
  });
}

/** Team management's list; the summary is `{ breadcrumb }`, from the agent down to `parentId`. */
export function loadSubordinates(request: PagedListRequest): Promise<SubordinatesPage> {
  return withPlainFailure(async () => {
    const { parentId, depth, username } = request.filters;
    const value = await callApi<SubordinateValue>('/wps/relay/ODSFE2_getSubordinatev2', {
      token: true,
      query: {
        parentId: parentId || undefined,
        depth: depth === 'all' ? 0 : 1,
        username: username || undefined,
        page: request.pageNo,
        size: request.pageSize,
      },
    });
    return { rows: [...value.list], total: value.total, summary: { breadcrumb: [...value.breadcrumb] } };
  });
}
