/** Team management (its list and row actions) with the gateway's calls; the agent centre's edge exposes it as `downlineActions`. */
import { provideDownlineActions } from '../../machines/downline-actions';
import type { DownlineActionsCalls } from '../../machines/downline-actions';
import { loadDownlineRebates, loadRebateCeilings, promoteDownline, updateDownlineRebates } from '../api/agent-register.api';
import { loadSubordinates } from '../api/team.api';
import type { SubordinatesPage } from '../api/team.api';
import { downlineTransfer } from '../api/transfer.api';
import { randomIdempotencyKey } from '../lib/idempotency-key';

export type DownlineActionsEnvironment = DownlineActionsCalls<SubordinatesPage['rows'][number], NonNullable<SubordinatesPage['summary']>>;

export function createDownlineActionsEdge(env: DownlineActionsEnvironment) {
  return { env, ...provideDownlineActions(env) };
}

export type DownlineActionsEdge = ReturnType<typeof createDownlineActionsEdge>;

const gateway = { loadSubordinates, loadRebateCeilings, loadDownlineRebates, updateDownlineRebates, promoteDownline, downlineTransfer };

export const browserDownlineActionsEdge: DownlineActionsEdge = createDownlineActionsEdge({ ...gateway, newIdempotencyKey: randomIdempotencyKey });
