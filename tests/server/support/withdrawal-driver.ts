/**
 * Shortcuts for the withdrawal tests: a player ready to withdraw (real name, payment password, a
 * bound e-wallet, money deposited through the provider's checkout page), the sealed withdraw call
 * as the SPA makes it, and the operator's decisions.
 */
import { expect } from 'vitest';
import type { TestGateway } from './test-gateway';
import { admin, decideAtCheckout, newKey, newPlayer, startOnline } from './deposit-driver';
import type { Player } from './deposit-driver';

export const PIN = '135790';
export const REAL_NAME = 'Juan Dela Cruz';
let accounts = 0;

export interface ReadyPlayer extends Player {
  cardId: string;
}

/** A player with a real name, a payment password and one e-wallet bound, and nothing deposited. */
export async function boundPlayer(g: TestGateway): Promise<ReadyPlayer> {
  const player = await newPlayer(g, 'wd');
  accounts += 1;
  return bindEwallet(g, player, `09${String(process.pid % 1000).padStart(3, '0')}${String(accounts).padStart(6, '0')}`);
}

/** What a withdrawal asks of a signed-in player: a real name, a payment password and the e-wallet `number` bound. */
export async function bindEwallet(g: TestGateway, player: Player, number: string): Promise<ReadyPlayer> {
  const named = await g.app.inject({
    method: 'PUT',
    url: '/wps/member/info/payeename',
    payload: { payeeName: REAL_NAME },
    headers: { authorization: player.token },
  });
  expect(named.json(), named.body).toMatchObject({ success: true });
  const pin = await g.sealed('PUT', '/wps/member/paymentPassword', { newPassword: PIN, confirmNewPassword: PIN }, { token: player.token });
  expect(pin.json(), pin.body).toMatchObject({ success: true });
  const card = await g.sealed(
    'POST',
    '/wps/v2/member/bankCards',
    { bankCode: 'GCASH', cardNumber: number, cardHolder: REAL_NAME },
    { token: player.token },
  );
  expect(card.json(), card.body).toMatchObject({ success: true });
  return { ...player, cardId: String(card.json().value.bankCardId) };
}

/** `amount` (major units) deposited online and paid at the provider's checkout page. */
export async function depositPaid(g: TestGateway, player: Player, amount: number, key = newKey()) {
  const { value } = await startOnline(g, player, amount, key);
  const paid = await decideAtCheckout(g, value.redirectUrl, 'pay');
  expect(paid.statusCode).toBe(303);
}

export async function readyPlayer(g: TestGateway, deposit: number): Promise<ReadyPlayer> {
  const player = await boundPlayer(g);
  await depositPaid(g, player, deposit);
  return player;
}

export function withdraw(
  g: TestGateway,
  player: ReadyPlayer,
  amount: string | number,
  options: { password?: string; cardId?: string; key?: string } = {},
) {
  return g.sealed(
    'POST',
    '/wps/v2/transaction/withdraw',
    { amount, bankCardId: options.cardId ?? player.cardId, password: options.password ?? PIN, idempotencyKey: options.key ?? newKey() },
    { token: player.token },
  );
}

export async function decide(g: TestGateway, decision: 'approve' | 'reject' | 'paid' | 'received' | 'refund', withdrawalId: string) {
  return admin(g, 'withdrawal', decision, withdrawalId);
}

export async function withdrawalDetail(g: TestGateway, player: Player, withdrawalId: string) {
  return (await g.get(`/wps/relay/MCSFE_getWithdrawDetail?withdrawalId=${withdrawalId}`, { token: player.token })).json().value;
}

/** The member's account of a kind in minor units (0 before it exists); with no member, the merchant's account, the sum of its slices. */
export async function accountBalance(g: TestGateway, memberId: number | null, kind: string): Promise<bigint> {
  const row = await g.database.db.query<{ balance: string | null }>(
    `SELECT sum(balance)::text AS balance FROM ledger_accounts WHERE coalesce(member_id, 0) = $1 AND kind = $2`,
    [memberId ?? 0, kind],
  );
  return BigInt(row.rows[0]?.balance ?? '0');
}
