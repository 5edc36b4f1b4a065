/** View model of the balance in the account area. */
import type { SnapshotFrom } from 'xstate';
import { amountShapeOf, formatMinorUnits } from './amount-format';
import type { accountBalanceMachine } from './account-balance.machine';
import type { AccountBalanceStatus, AccountBalanceView } from './account-balance.types';

export type AccountBalanceSnapshot = SnapshotFrom<typeof accountBalanceMachine>;

/** What a hidden balance shows (SPEC §2). */
export const HIDDEN_AMOUNT = '***';

function statusOf(snapshot: AccountBalanceSnapshot): AccountBalanceStatus {
  if (snapshot.matches('ready')) return 'ready';
  if (snapshot.matches('failed')) return 'failed';
  return 'loading';
}

export function selectAccountBalanceView(snapshot: AccountBalanceSnapshot): AccountBalanceView {
  const { amountCents, amountShape, currencySymbol, hidden, errorCode, playCredit } = snapshot.context;
  return {
    status: statusOf(snapshot),
    updating: snapshot.hasTag('busy'),
    hidden,
    amountText: hidden ? HIDDEN_AMOUNT : amountCents === null ? null : formatMinorUnits(amountCents),
    // a refresh's placeholder is as wide as the amount it replaces; the first load's, as the tab's last
    placeholderText: hidden ? HIDDEN_AMOUNT : amountCents === null ? amountShape : amountShapeOf(amountCents),
    currencySymbol,
    playCredit,
    canRefresh: snapshot.can({ type: 'balance.refresh' }),
    canRetry: snapshot.can({ type: 'balance.retry' }),
    errorCode,
  };
}
