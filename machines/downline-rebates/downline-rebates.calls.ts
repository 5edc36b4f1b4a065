/** What setting a downline's rebates asks of the gateway, and the chart provided with it. */
import { fromPromise } from 'xstate';
import { downlineRebatesMachine } from './downline-rebates.machine';
import type { DownlineRebatesLoad, DownlineRebatesRequest, RebateCeiling, RebateRate } from './downline-rebates.types';

export interface DownlineRebatesCalls {
  loadRebateCeilings(): Promise<RebateCeiling[]>;
  /** the member's rates now */
  loadDownlineRebates(downlineId: number): Promise<RebateRate[]>;
  /** answers the rates as saved */
  updateDownlineRebates(request: DownlineRebatesRequest): Promise<RebateRate[]>;
}

export function provideDownlineRebates(calls: DownlineRebatesCalls): typeof downlineRebatesMachine {
  return downlineRebatesMachine.provide({
    actors: {
      loadRebates: fromPromise<DownlineRebatesLoad, { downlineId: number }>(async ({ input }) => {
        const [ceilings, rates] = await Promise.all([calls.loadRebateCeilings(), calls.loadDownlineRebates(input.downlineId)]);
        return { ceilings, rates };
      }),
      saveRebates: fromPromise<RebateRate[], DownlineRebatesRequest>(({ input }) => calls.updateDownlineRebates(input)),
    },
  });
}
