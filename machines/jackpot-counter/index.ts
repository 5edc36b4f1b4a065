/** The jackpot counter flow: the only module other code imports. */
export { jackpotCounterMachine } from './jackpot-counter.machine';
export { selectJackpotCounterView } from './jackpot-counter.selectors';
export type { JackpotCounterSnapshot } from './jackpot-counter.selectors';
export { JACKPOT_BASE_CENTS, JACKPOT_STEP_CENTS, JACKPOT_STEP_MS, jackpotAmountAt } from './jackpot-counter.amount';
export type * from './jackpot-counter.types';
export { provideJackpotCounter } from './jackpot-counter.calls';
export type { JackpotCounterCalls } from './jackpot-counter.calls';
