/**
 * Team management at the edge: its chart (machines/downline-actions) provided with the list of the
 * team (ODSFE2_getSubordinatev2, a paged list), the promotion call and the row actions' charts, set
 * rebates (machines/downline-rebates:
 * the agent's ceilings and the member's rates read together, saved) and the transfer to or from the
 * member (machines/downline-transfer: the sealed calls, a fresh idempotency key per attempt, the
 * header's balance signal). The agent centre's edge exposes this one under `downlineActions`.
 */
import { fromPromise } from 'xstate';
import { downlineActionsMachine } from '../../machines/downline-actions';
import { downlineRebatesMachine } from '../../machines/downline-rebates';
import type { DownlineRebatesLoad, DownlineRebatesRequest, RebateCeiling, RebateRate } from '../../machines/downline-rebates';
import { downlineTransferMachine } from '../../machines/downline-transfer';
import type { DownlineTransferRequest, DownlineTransferResult } from '../../machines/downline-transfer';
import { createPagedList } from '../../machines/paged-list';
import type { PagedListRequest } from '../../machines/paged-list';
import { loadDownlineRebates, loadRebateCeilings, promoteDownline, updateDownlineRebates } from '../api/agent-register.api';
import { loadSubordinates } from '../api/team.api';
import type { SubordinatesPage } from '../api/team.api';
import { downlineTransfer } from '../api/transfer.api';
import { randomIdempotencyKey } from './idempotency-key';

export interface DownlineActionsEnvironment {
  /** team management's list: filters `parentId`, `depth`, `username` (src/api/team.api.ts) */
  loadSubordinates(request: PagedListRequest): Promise<SubordinatesPage>;
  loadRebateCeilings(): Promise<RebateCeiling[]>;
  loadDownlineRebates(downlineId: number): Promise<RebateRate[]>;
  updateDownlineRebates(request: DownlineRebatesRequest): Promise<RebateRate[]>;
  promoteDownline(downlineId: number): Promise<void>;
  downlineTransfer(request: DownlineTransferRequest): Promise<DownlineTransferResult>;
  /** 16 to 64 of [A-Za-z0-9_-], new each call */
  newIdempotencyKey(): string;
}

export function createDownlineActionsEdge(env: DownlineActionsEnvironment) {
  const teamMembers = createPagedList({ loadPage: env.loadSubordinates });
  return {
    env,
    /** the view model of the chart's `teamMembers` list, its downlines typed */
    selectTeamMembersView: teamMembers.selectView,
    logic: downlineActionsMachine.provide({
      actors: {
        teamMembers: teamMembers.logic,
        promoteDownline: fromPromise<void, { downlineId: number }>(({ input }) => env.promoteDownline(input.downlineId)),
        downlineRebates: downlineRebatesMachine.provide({
          actors: {
            loadRebates: fromPromise<DownlineRebatesLoad, { downlineId: number }>(async ({ input }) => {
              const [ceilings, rates] = await Promise.all([env.loadRebateCeilings(), env.loadDownlineRebates(input.downlineId)]);
              return { ceilings, rates };
            }),
            saveRebates: fromPromise<RebateRate[], DownlineRebatesRequest>(({ input }) => env.updateDownlineRebates(input)),
          },
        }),
        downlineTransfer: downlineTransferMachine.provide({
          actors: {
            createAttemptKey: fromPromise(async () => env.newIdempotencyKey()),
            submitTransfer: fromPromise<DownlineTransferResult, DownlineTransferRequest>(({ input }) => env.downlineTransfer(input)),
          },
        }),
      },
    }),
  };
}

export type DownlineActionsEdge = ReturnType<typeof createDownlineActionsEdge>;

export const browserDownlineActionsEdge: DownlineActionsEdge = createDownlineActionsEdge({
  loadSubordinates,
  loadRebateCeilings,
  loadDownlineRebates,
  updateDownlineRebates,
  promoteDownline,
  downlineTransfer,
  newIdempotencyKey: randomIdempotencyKey,
});
