/**
 * Play credit: what a free-play (trial, type 4) account plays the demo games with. It is not
 * money. It lives in the member's `play_credit` account against the merchant's
 * `play_credit_house`, never the house or the cashier, so no real total counts it; no route moves
 * that kind out (withdrawals, transfers and deposits know only `main` and vendor wallets), and the
 * demo games book its rounds apart (server/demo-games/game-wallet.ts `playBookOf`).
 *
 * Each free-play login sets it to the merchant's amount (`playCredit`, minor units; 2,000.00 when
 * the merchant set none) by one balanced movement keyed by that login's session, under the account
 * lock (lock order step 4, server/wallet/lock-order.ts).
 */
import type { Db } from '../db/db.types';
import type { MerchantSettings } from '../system/merchant-settings';
import { accountFor, LedgerError, postIn } from './ledger.service';
import { lockAccounts } from './lock-order';

/** 2,000.00 in minor units. */
export const DEFAULT_PLAY_CREDIT = 200_000n;

export const playCreditOf = (settings: Pick<MerchantSettings, 'playCredit'>): bigint =>
  typeof settings.playCredit === 'number' && Number.isSafeInteger(settings.playCredit) && settings.playCredit >= 0
    ? BigInt(settings.playCredit)
    : DEFAULT_PLAY_CREDIT;

/** Sets the member's play credit to `amount`; its balance after (the first movement's, for a key used before). */
export async function resetPlayCredit(
  db: Db,
  input: { merchantId: number; memberId: number; currency: string; amount: bigint; idempotencyKey: string; now: Date },
): Promise<bigint> {
  return db.transaction(async (tx) => {
    const wallet = await accountFor(tx, { merchantId: input.merchantId, memberId: input.memberId, kind: 'play_credit', now: input.now });
    const locked = await lockAccounts(tx, [wallet]);
    const balance = locked.find((account) => account.id === wallet)?.balance ?? 0n;
    const change = input.amount - balance;
    if (change === 0n) return balance;
    const outcome = await postIn(tx, {
      merchantId: input.merchantId,
      kind: 'play_credit_reset',
      idempotencyKey: input.idempotencyKey,
      legs: [
        { merchantAccount: 'play_credit_house', amount: -change },
        { accountId: wallet, amount: change },
      ],
      details: { amount: input.amount.toString() },
      now: input.now,
    });
    if (outcome.kind === 'insufficient') throw new LedgerError('play credit cannot be set below zero');
    return outcome.kind === 'posted' ? outcome.balances[wallet] : balance;
  });
}
