/**
 * What the account balance asks of the world (the wallet call, the tab's preferences), and its
 * implementations: the chart loads with the account area's lazy chunk, which binds them with
 * `accountBalanceMachine.provide`.
 */
import { fromPromise } from 'xstate';
import type { accountBalanceMachine } from './account-balance.machine';
import type { BalanceReading } from './account-balance.types';
import { amountShapeOf } from './amount-format';

export interface AccountBalanceCalls {
  loadBalance(): Promise<BalanceReading>;
  /** keeps the shape of the amount shown (amountShapeOf) for the next page's placeholder */
  storeBalanceShape(shape: string): void;
  /** keeps the choice to show the balance as `***` */
  storeBalanceHidden(hidden: boolean): void;
}

export function accountBalanceImplementations(calls: AccountBalanceCalls): Parameters<typeof accountBalanceMachine.provide>[0] {
  return {
    actors: {
      // each amount's shape is kept for the next page's first load: its placeholder takes the amount's
      // width, so the amount arrives without moving the account area (CLS)
      loadBalance: fromPromise<BalanceReading, void>(async () => {
        const reading = await calls.loadBalance();
        calls.storeBalanceShape(amountShapeOf(reading.amountCents));
        return reading;
      }),
    },
    actions: { storeHiddenPreference: (_, params) => calls.storeBalanceHidden(params.hidden) },
  };
}
