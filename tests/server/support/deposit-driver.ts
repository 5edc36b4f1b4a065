/**
 * Shortcuts for the deposit tests: a new player signed in, the deposit calls as the SPA makes them,
 * the provider's checkout page as a payer uses it, and what the ledger says.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { executeAdminCommand, parseAdminArgs } from '../../../server/admin/admin.commands';
import type { TestGateway } from './test-gateway';

export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f9d8d40000000049454e44ae426082',
  'hex',
);

let serial = 0;
export const newKey = () => randomUUID().replace(/-/g, '');

export async function admin(g: TestGateway, ...argv: string[]) {
  const result = await executeAdminCommand(g.database.db, parseAdminArgs(argv), {
    hasher: g.app.ctx.providers.hasher,
    now: () => g.clock.now(),
    via: 'cli',
    operator: 'test-operator',
  });
  g.app.ctx.merchants.invalidate();
  return result;
}

export interface Player {
  id: number;
  token: string;
  username: string;
}

export async function newPlayer(g: TestGateway, prefix = 'dep'): Promise<Player> {
  serial += 1;
  const username = `${prefix}_${process.pid % 1000}_${serial}`;
  const password = `Player-${serial}x`;
  const created = await admin(g, 'member', 'create', username, password);
  expect(created.code, created.stderr).toBe(0);
  const id = (await g.database.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [username])).rows[0].id;
  const response = await g.sealed('POST', '/wps/session/login', { username, password, captcha: null, type: 'username' });
  const token = response.json().value.token as string;
  expect(token, response.body).toBeTruthy();
  return { id, token, username };
}

export function postJson(g: TestGateway, path: string, body: unknown, token: string): Promise<LightMyRequestResponse> {
  return g.app.inject({ method: 'POST', url: path, payload: body as object, headers: { authorization: token } });
}

export async function startOnline(g: TestGateway, player: Player, amount: string | number, key = newKey()) {
  const response = await postJson(g, '/wps/relay/MCSFE_depositByLaunchUrl', { bankCode: 'LOCALPAY', amount, idempotencyKey: key }, player.token);
  return { response, key, value: response.json().value as { depositId: string; redirectUrl: string } };
}

/** The payer's choice on the hosted checkout page: the provider's form post. */
export function decideAtCheckout(g: TestGateway, redirectUrl: string, decision: 'pay' | 'decline' | 'cancel') {
  return g.app.inject({
    method: 'POST',
    url: redirectUrl,
    payload: `decision=${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export async function depositDetail(g: TestGateway, player: Player, depositId: string) {
  const response = await g.get(`/wps/relay/MCSFE_getDepositDetail?depositId=${depositId}`, { token: player.token });
  return response.json().value as { status: string; amount: number; cancellable: boolean; redirectUrl: string | null };
}

export async function uploadProof(g: TestGateway, player: Player, bytes = PNG_BYTES, contentType = 'image/png') {
  const response = await g.app.inject({
    method: 'POST',
    url: '/wps/v2/uploads/image',
    payload: bytes,
    headers: { authorization: player.token, 'content-type': contentType },
  });
  return response.json() as { success: boolean; value: { imageId: string } | null; errorCode?: string };
}

export async function startManual(g: TestGateway, player: Player, amount: string | number, key = newKey()) {
  const proof = await uploadProof(g, player);
  const response = await postJson(
    g,
    '/wps/relay/MCSFE_manualTransferByRemark',
    { bankCode: 'BANKXFER', amount, reference: `REF-${key.slice(0, 8)}`, proofImageId: proof.value!.imageId, idempotencyKey: key },
    player.token,
  );
  return { response, value: response.json().value as { depositId: string } };
}

/** The member's main wallet in minor units (0 before it exists). */
export async function mainBalance(g: TestGateway, memberId: number): Promise<bigint> {
  const row = await g.database.db.query<{ balance: string }>(`SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = 'main'`, [
    memberId,
  ]);
  return BigInt(row.rows[0]?.balance ?? '0');
}

/** The ledger movements that credited a deposit: its key is `deposit:<id>`, so at most one can exist. */
export async function creditsOf(g: TestGateway, depositId: string): Promise<number> {
  const row = await g.database.db.query<{ count: string }>(
    `SELECT count(*)::text AS count FROM ledger_transactions WHERE kind = 'deposit' AND details->>'depositId' = $1`,
    [depositId],
  );
  return Number(row.rows[0].count);
}

/** Every movement balances and all accounts of the merchant sum to zero. */
export async function ledgerIsBalanced(g: TestGateway): Promise<void> {
  const unbalanced = await g.database.db.query('SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0');
  expect(unbalanced.rows).toEqual([]);
  const total = await g.database.db.query<{ total: string | null }>('SELECT sum(balance)::text AS total FROM ledger_accounts');
  expect(BigInt(total.rows[0].total ?? '0')).toBe(0n);
}
