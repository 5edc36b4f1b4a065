/** What team management asks of the gateway, and the chart provided with its list and its row actions' charts. */
import { fromPromise } from 'xstate';
import { provideDownlineRebates } from '../downline-rebates';
import type { DownlineRebatesCalls } from '../downline-rebates';
import { provideDownlineTransfer } from '../downline-transfer';
import type { DownlineTransferCalls } from '../downline-transfer';
import { createPagedList } from '../paged-list';
import type { PagedListPage, PagedListRequest } from '../paged-list';
import { downlineActionsMachine } from './downline-actions.machine';

/** `Row`, `Summary`: the team list's as the gateway gives them, which its view reads. */
export interface DownlineActionsCalls<Row = unknown, Summary = unknown> extends DownlineRebatesCalls, DownlineTransferCalls {
  /** the team's list: filters `parentId`, `depth`, `username` */
  loadSubordinates(request: PagedListRequest): Promise<PagedListPage<Row, Summary>>;
  promoteDownline(downlineId: number): Promise<void>;
}

export function provideDownlineActions<Row, Summary>(calls: DownlineActionsCalls<Row, Summary>) {
  const teamMembers = createPagedList({ loadPage: calls.loadSubordinates });
  return {
    logic: downlineActionsMachine.provide({
      actors: {
        teamMembers: teamMembers.logic,
        promoteDownline: fromPromise<void, { downlineId: number }>(({ input }) => calls.promoteDownline(input.downlineId)),
        downlineRebates: provideDownlineRebates(calls),
        downlineTransfer: provideDownlineTransfer(calls),
      },
    }),
    /** the view model of the chart's `teamMembers` list, its downlines typed */
    selectTeamMembersView: teamMembers.selectView,
  };
}
