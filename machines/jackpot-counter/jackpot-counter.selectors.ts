/** View model of the jackpot counter. */
import type { SnapshotFrom } from 'xstate';
import { formatMinorUnits } from '../account-balance';
import type { jackpotCounterMachine } from './jackpot-counter.machine';
import type { JackpotCounterView } from './jackpot-counter.types';

export type JackpotCounterSnapshot = SnapshotFrom<typeof jackpotCounterMachine>;

export function selectJackpotCounterView(snapshot: JackpotCounterSnapshot): JackpotCounterView {
  const { amountCents } = snapshot.context;
  return {
    amountCents,
    amountText: amountCents === null ? null : formatMinorUnits(amountCents),
    counting: snapshot.matches('counting'),
  };
}
