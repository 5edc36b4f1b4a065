/** What "create a downline" asks of the gateway, and the chart provided with it. */
import { fromPromise } from 'xstate';
import { downlineAccountMachine } from './downline-account.machine';
import type { AccountRules, DownlineAccountLoad, DownlineAccountRequest, DownlineAccountResult, RebateCeiling } from './downline-account.types';

export interface DownlineAccountCalls {
  loadRebateCeilings(): Promise<RebateCeiling[]>;
  /** the merchant's rules of the username and the password */
  loadAccountRules(): Promise<AccountRules>;
  createDownline(request: DownlineAccountRequest): Promise<DownlineAccountResult>;
}

export function provideDownlineAccount(calls: DownlineAccountCalls): typeof downlineAccountMachine {
  return downlineAccountMachine.provide({
    actors: {
      loadForm: fromPromise<DownlineAccountLoad, void>(async () => {
        const [ceilings, rules] = await Promise.all([calls.loadRebateCeilings(), calls.loadAccountRules()]);
        return { ceilings, rules };
      }),
      createDownline: fromPromise<DownlineAccountResult, DownlineAccountRequest>(({ input }) => calls.createDownline(input)),
    },
  });
}
