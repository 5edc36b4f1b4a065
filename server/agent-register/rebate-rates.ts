/**
 * Rebate rates per product (research §4.4): what a member earns back of its bets, and what an
 * agent may give the members it brings in. Rates travel as percentages with at most two decimals
 * and are kept as basis points (hundredths of a percent), so 1.25 % is exactly 125.
 *
 * The rule down the tree: an agent with no agent above it gives at most the merchant's ceiling
 * (rebate_settings, defaults below), any other agent at most its own rate. So no member under an
 * agent earns more than that agent, and the merchant's ceiling bounds the whole tree.
 *
 * Locks, whenever rates are read as a bound or written: member rows are held top of the tree
 * first; a member whose rates change is held FOR UPDATE, a member whose rates bound the change FOR
 * SHARE. So a rate cannot drop under a downline's being raised, and two changes of one member's
 * rates run one after the other.
 */
import { GAME_TYPE_CODES } from '../../wire/games.schemas';
import type { GameTypeCode } from '../../wire/games.schemas';
import { isAgentType } from '../../rules/member-types';
import type { Queryable } from '../db/db.types';

export type Product = GameTypeCode;
export const PRODUCTS: readonly Product[] = GAME_TYPE_CODES;

/** Basis points per product; a product left out is 0. */
export type Rates = Partial<Record<Product, number>>;

export const toBasisPoints = (percent: number) => Math.round(percent * 100);
export const toPercent = (bp: number) => bp / 100;

/** What a merchant lets its top agents give, unless rebate_settings says otherwise: 2.00 % on lottery, 1.00 % on the rest. */
export const DEFAULT_REBATE_CEILINGS: Record<Product, number> = Object.fromEntries(
  PRODUCTS.map((product) => [product, product === 'LOTT' ? 200 : 100]),
) as Record<Product, number>;

/** Whether a member of the merchant is of an agent type: what every register-centre call asks first. */
export async function isAgentMember(db: Queryable, merchantId: number, memberId: number): Promise<boolean> {
  const found = await memberLink(db, merchantId, memberId);
  return found !== null && isAgentType(found.type);
}

export async function merchantRebateCeilings(db: Queryable, merchantId: number): Promise<Record<Product, number>> {
  const rows = await db.query<{ product: Product; max_rate_bp: number }>('SELECT product, max_rate_bp FROM rebate_settings WHERE merchant_id = $1', [
    merchantId,
  ]);
  const ceilings = { ...DEFAULT_REBATE_CEILINGS };
  for (const row of rows.rows) if (row.product in ceilings) ceilings[row.product] = row.max_rate_bp;
  return ceilings;
}

/** Every product's rate of a member, 0 where it has none. */
export async function ratesOf(db: Queryable, memberId: number): Promise<Record<Product, number>> {
  const rows = await db.query<{ product: Product; rate_bp: number }>('SELECT product, rate_bp FROM member_rebates WHERE member_id = $1', [memberId]);
  const rates = Object.fromEntries(PRODUCTS.map((product) => [product, 0])) as Record<Product, number>;
  for (const row of rows.rows) if (row.product in rates) rates[row.product] = row.rate_bp;
  return rates;
}

/** The highest rate per product that any member directly under `memberId` has. */
export async function highestDownlineRates(db: Queryable, memberId: number): Promise<Record<Product, number>> {
  const rows = await db.query<{ product: Product; rate_bp: number }>(
    `SELECT r.product, max(r.rate_bp) AS rate_bp FROM member_rebates r JOIN members m ON m.id = r.member_id
      WHERE m.upline_id = $1 GROUP BY r.product`,
    [memberId],
  );
  const rates = Object.fromEntries(PRODUCTS.map((product) => [product, 0])) as Record<Product, number>;
  for (const row of rows.rows) if (row.product in rates) rates[row.product] = row.rate_bp;
  return rates;
}

export interface MemberLink {
  id: number;
  type: number;
  uplineId: number | null;
}

/** A member of the merchant, its row held as asked (no lock when `lock` is absent). */
export async function memberLink(db: Queryable, merchantId: number, memberId: number, lock?: 'share' | 'update'): Promise<MemberLink | null> {
  const clause = lock === 'update' ? ' FOR UPDATE' : lock === 'share' ? ' FOR SHARE' : '';
  const row = await db.query<{ id: number; type: number; upline_id: number | null }>(
    `SELECT id, type, upline_id FROM members WHERE id = $1 AND merchant_id = $2${clause}`,
    [memberId, merchantId],
  );
  const found = row.rows[0];
  return found ? { id: found.id, type: found.type, uplineId: found.upline_id } : null;
}

/**
 * An agent (a member of an agent type) with its own rates and the most it may give a downline, per
 * product; null when the member is no agent. With `lock`, inside a transaction: the member above it
 * is held FOR SHARE first (whether it is an agent decides which bound applies), then the agent's
 * row as asked.
 */
export async function givingLimits(
  db: Queryable,
  input: { merchantId: number; agentId: number; lock?: 'share' | 'update' },
): Promise<{ agent: MemberLink; own: Record<Product, number>; max: Record<Product, number> } | null> {
  const seen = await memberLink(db, input.merchantId, input.agentId);
  if (!seen || !isAgentType(seen.type)) return null;
  const above = seen.uplineId === null ? null : await memberLink(db, input.merchantId, seen.uplineId, input.lock && 'share');
  const agent = input.lock ? await memberLink(db, input.merchantId, input.agentId, input.lock) : seen;
  // moved or demoted between the two reads: as if it had been so from the start
  if (!agent || !isAgentType(agent.type) || agent.uplineId !== seen.uplineId) return null;
  const own = await ratesOf(db, agent.id);
  const top = above === null || !isAgentType(above.type);
  return { agent, own, max: top ? await merchantRebateCeilings(db, input.merchantId) : own };
}

/** The first product whose rate is above its limit, or null. */
export function firstAbove(rates: Rates, limits: Record<Product, number>): { product: Product; limit: number } | null {
  for (const product of PRODUCTS) {
    const rate = rates[product];
    if (rate !== undefined && rate > limits[product]) return { product, limit: limits[product] };
  }
  return null;
}

/** The first product whose rate is below its floor, or null. */
export function firstBelow(rates: Rates, floors: Record<Product, number>): { product: Product; limit: number } | null {
  for (const product of PRODUCTS) {
    const rate = rates[product];
    if (rate !== undefined && rate < floors[product]) return { product, limit: floors[product] };
  }
  return null;
}

/** Writes the given products' rates of a member (others unchanged). */
export async function writeRates(db: Queryable, memberId: number, rates: Rates, now: Date): Promise<void> {
  for (const product of PRODUCTS) {
    const rate = rates[product];
    if (rate === undefined) continue;
    await db.query(
      `INSERT INTO member_rebates (member_id, product, rate_bp, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id, product) DO UPDATE SET rate_bp = EXCLUDED.rate_bp, updated_at = EXCLUDED.updated_at`,
      [memberId, product, rate, now],
    );
  }
}

/** Wire rates (percent) to basis points per product. */
export function ratesFromWire(list: readonly { product: Product; rate: number }[]): Rates {
  const rates: Rates = {};
  for (const { product, rate } of list) rates[product] = toBasisPoints(rate);
  return rates;
}

/** Every product with its rate in percent, in the products' order. */
export const ratesToWire = (rates: Rates) => PRODUCTS.map((product) => ({ product, rate: toPercent(rates[product] ?? 0) }));
