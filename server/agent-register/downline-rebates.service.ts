/**
 * Team management's actions on a downline's standing (research §4.5): its rebate rates
 * (`MCSFE_getDownlineRebates` for anyone in the team, `updateDownlineRebates` for a direct
 * downline) and promotion of a direct downline member to agent (`promoteDownlineToAgent`).
 *
 * A rate given is at most what the agent may give (rebate-rates.ts) and at least the highest rate
 * the downline already gives one of its own downlines, so the tree never has a member above its
 * upline. Both are checked inside the transaction that writes, the rows held top of the tree first
 * (the agent FOR SHARE, the downline FOR UPDATE), so two changes at once apply one after the other
 * and each is checked against what the other left.
 */
import type { Db, Queryable } from '../db/db.types';
import { pathFromAgent } from '../team/subordinates.service';
import { isAgentType } from '../../rules/member-types';
import { firstAbove, firstBelow, givingLimits, highestDownlineRates, memberLink, ratesOf, writeRates } from './rebate-rates';
import type { Product, Rates } from './rebate-rates';

export type RatesOutcome =
  | { kind: 'ok'; rates: Record<Product, number> }
  | { kind: 'notAgent' }
  | { kind: 'unknown' }
  | { kind: 'aboveOwn' | 'belowDownline'; product: Product; limit: number };

/** A member anywhere under the agent: its rates. */
export async function downlineRates(db: Queryable, input: { merchantId: number; agentId: number; downlineId: number }): Promise<RatesOutcome> {
  const path = input.downlineId === input.agentId ? null : await pathFromAgent(db, { ...input, memberId: input.downlineId });
  if (!path) return { kind: 'unknown' };
  return { kind: 'ok', rates: await ratesOf(db, input.downlineId) };
}

/** Sets the given products' rates of a direct downline; the others stay as they are. */
export async function updateDownlineRates(
  db: Db,
  input: { merchantId: number; agentId: number; downlineId: number; rates: Rates; now: Date },
): Promise<RatesOutcome> {
  return db.transaction(async (tx): Promise<RatesOutcome> => {
    const limits = await givingLimits(tx, { merchantId: input.merchantId, agentId: input.agentId, lock: 'share' });
    if (!limits) return { kind: 'notAgent' };
    const downline = await memberLink(tx, input.merchantId, input.downlineId, 'update');
    if (!downline || downline.uplineId !== input.agentId) return { kind: 'unknown' };
    const above = firstAbove(input.rates, limits.max);
    if (above) return { kind: 'aboveOwn', ...above };
    const below = firstBelow(input.rates, await highestDownlineRates(tx, downline.id));
    if (below) return { kind: 'belowDownline', ...below };
    await writeRates(tx, downline.id, input.rates, input.now);
    return { kind: 'ok', rates: await ratesOf(tx, downline.id) };
  });
}

export type PromoteOutcome = { kind: 'promoted' } | { kind: 'notAgent' } | { kind: 'unknown' } | { kind: 'alreadyAgent' };

/** A direct downline that is a plain member (type 0) becomes an agent (type 1). */
export async function promoteDownline(db: Db, input: { merchantId: number; agentId: number; downlineId: number }): Promise<PromoteOutcome> {
  return db.transaction(async (tx): Promise<PromoteOutcome> => {
    if (!(await givingLimits(tx, { merchantId: input.merchantId, agentId: input.agentId, lock: 'share' }))) return { kind: 'notAgent' };
    const downline = await memberLink(tx, input.merchantId, input.downlineId, 'update');
    if (!downline || downline.uplineId !== input.agentId) return { kind: 'unknown' };
    if (isAgentType(downline.type)) return { kind: 'alreadyAgent' };
    // a trial or any other kind of account is not a member to promote
    if (downline.type !== 0) return { kind: 'unknown' };
    await tx.query('UPDATE members SET type = 1 WHERE id = $1', [downline.id]);
    return { kind: 'promoted' };
  });
}
