/**
 * The invitation code a visitor registers with (SPEC §4, research §4.4): an agent's own permanent
 * code (members.affiliate_code, e.g. DEMOAGENT), or the code of one of its affiliate links. A link
 * makes the new member a plain member or an agent as it says, with its rates, and is remembered on
 * the member (register_affiliate_url_id). An expired or deleted link's code, like a code whose
 * owner is no longer an agent, is no code at all.
 *
 * Registration looks the code up before its transaction (to refuse early), and holds it again
 * inside: the link FOR SHARE (a deletion waits, or wins and the code is refused) and the agent as
 * any bound of rates is held (rebate-rates.ts). A link's rates are capped at what the agent may
 * give at that moment: its own rate may have been lowered since the link was made.
 */
import { AGENT_TYPES } from '../../rules/member-types';
import type { Queryable } from '../db/db.types';
import { codeKey } from '../identity/identifier-key';
import { givingLimits, PRODUCTS, writeRates } from './rebate-rates';
import type { Product, Rates } from './rebate-rates';

export interface Invitation {
  agentId: number;
  /** the affiliate link's id; null for the agent's own code */
  urlId: number | null;
  memberType: 0 | 1;
  rates: Rates;
}

const LIVE_LINK = `u.merchant_id = $1 AND u.deleted_at IS NULL AND (u.expires_at IS NULL OR u.expires_at > $3)`;

export async function findInvitation(db: Queryable, merchantId: number, code: string, now: Date): Promise<Invitation | null> {
  const key = codeKey(code);
  const agent = await db.query<{ id: number }>(
    'SELECT id FROM members WHERE merchant_id = $1 AND affiliate_code_key = $2 AND type = ANY($3::int[])',
    [merchantId, key, [...AGENT_TYPES]],
  );
  if (agent.rows[0]) return { agentId: agent.rows[0].id, urlId: null, memberType: 0, rates: {} };
  const link = await db.query<{ id: number; agent_id: number; member_type: 0 | 1; rebates: Rates }>(
    `SELECT u.id, u.agent_id, u.member_type, u.rebates FROM affiliate_urls u JOIN members m ON m.id = u.agent_id
      WHERE ${LIVE_LINK} AND u.code_key = $2 AND m.type = ANY($4::int[])`,
    [merchantId, key, now, [...AGENT_TYPES]],
  );
  const found = link.rows[0];
  return found ? { agentId: found.agent_id, urlId: found.id, memberType: found.member_type, rates: found.rebates } : null;
}

/** The invitation still good inside the registration's transaction, with what the agent may give now; null when it is not. */
export async function holdInvitation(
  tx: Queryable,
  input: { merchantId: number; invitation: Invitation; now: Date },
): Promise<{ invitation: Invitation; max: Record<Product, number> } | null> {
  const limits = await givingLimits(tx, { merchantId: input.merchantId, agentId: input.invitation.agentId, lock: 'share' });
  if (!limits) return null;
  if (input.invitation.urlId !== null) {
    const live = await tx.query(`SELECT 1 FROM affiliate_urls u WHERE ${LIVE_LINK} AND u.id = $2 FOR SHARE`, [
      input.merchantId,
      input.invitation.urlId,
      input.now,
    ]);
    if (!live.rows.length) return null;
  }
  return { invitation: input.invitation, max: limits.max };
}

/** The new member's rates from its invitation, none above what the agent may give now. */
export async function giveInvitationRates(
  tx: Queryable,
  input: { memberId: number; held: { invitation: Invitation; max: Record<Product, number> }; now: Date },
): Promise<void> {
  const given: Rates = {};
  for (const product of PRODUCTS) {
    const rate = input.held.invitation.rates[product];
    if (rate !== undefined) given[product] = Math.min(rate, input.held.max[product]);
  }
  await writeRates(tx, input.memberId, given, input.now);
}
