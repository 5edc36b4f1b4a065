/** What the withdraw chart asks of the world, and the chart provided with it. */
import { fromPromise } from 'xstate';
import { withdrawMachine } from './withdraw.machine';
import type { WithdrawalRecord, WithdrawCharges, WithdrawPageData, WithdrawRequest } from './withdraw.types';

export interface WithdrawCalls {
  loadWithdrawPage(): Promise<WithdrawPageData>;
  loadWithdrawCharges(amount: string): Promise<WithdrawCharges>;
  submitWithdraw(request: WithdrawRequest): Promise<WithdrawalRecord>;
  /** 16 to 64 of [A-Za-z0-9_-], new each call */
  newIdempotencyKey(): string;
  /** the quiet typing before the fee is asked for; the chart's FEE_DEBOUNCE unless given (tests shorten it) */
  feeDebounceMs?: number;
}

export function provideWithdraw(calls: WithdrawCalls): typeof withdrawMachine {
  return withdrawMachine.provide({
    actors: {
      loadPage: fromPromise(() => calls.loadWithdrawPage()),
      loadCharges: fromPromise<WithdrawCharges, { amount: string }>(({ input }) => calls.loadWithdrawCharges(input.amount)),
      createAttemptKey: fromPromise(async () => calls.newIdempotencyKey()),
      submitWithdraw: fromPromise<WithdrawalRecord, WithdrawRequest>(({ input }) => calls.submitWithdraw(input)),
    },
    ...(calls.feeDebounceMs === undefined ? {} : { delays: { FEE_DEBOUNCE: calls.feeDebounceMs } }),
  });
}
