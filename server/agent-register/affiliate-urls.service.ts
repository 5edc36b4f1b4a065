/**
 * An agent's affiliate links (research §4.4): each a random code that signs a visitor up as the
 * agent's direct downline, a member or an agent as the link says, with the link's rates
 * (invitation.service.ts). A link lives for one of the merchant's lifetimes (or for ever), is
 * deleted softly so its registrations stay countable, and an agent keeps at most MAX_LIVE_LINKS
 * live ones. The rates are checked when the link is made, as for any downline (rebate-rates.ts).
 */
import { DAY_MS } from '../../rules/merchant-day';
import type { Db, Queryable } from '../db/db.types';
import { codeKey } from '../identity/identifier-key';
import { newAffiliateCode } from './affiliate-code';
import { firstAbove, givingLimits, PRODUCTS } from './rebate-rates';
import type { Product, Rates } from './rebate-rates';

/** Days a link may live, 0 for never, unless affiliate_url_settings says otherwise. */
export const DEFAULT_URL_EXPIRY_DAYS: readonly number[] = [0, 1, 7, 30, 90];
export const MAX_LIVE_LINKS = 50;

export interface AffiliateUrl {
  id: number;
  code: string;
  memberType: 0 | 1;
  rates: Rates;
  createdAt: Date;
  expiresAt: Date | null;
}

export type CreateUrlOutcome =
  | { kind: 'created'; url: AffiliateUrl }
  | { kind: 'notAgent' }
  | { kind: 'badExpiry' }
  | { kind: 'aboveOwn'; product: Product; limit: number }
  | { kind: 'tooMany' };

interface UrlRow {
  id: number;
  code: string;
  member_type: 0 | 1;
  rebates: Rates;
  created_at: Date;
  expires_at: Date | null;
}

const urlOf = (row: UrlRow): AffiliateUrl => ({
  id: row.id,
  code: row.code,
  memberType: row.member_type,
  rates: row.rebates,
  createdAt: row.created_at,
  expiresAt: row.expires_at,
});

export async function urlExpiryOptions(db: Queryable, merchantId: number): Promise<number[]> {
  const row = await db.query<{ expiry_days: number[] }>('SELECT expiry_days FROM affiliate_url_settings WHERE merchant_id = $1', [merchantId]);
  return row.rows[0]?.expiry_days ?? [...DEFAULT_URL_EXPIRY_DAYS];
}

/** Only the products given, each once: what the link's jsonb keeps. */
const storedRates = (rates: Rates) => Object.fromEntries(PRODUCTS.filter((p) => rates[p] !== undefined).map((p) => [p, rates[p]]));

export async function createAffiliateUrl(
  db: Db,
  input: { merchantId: number; agentId: number; memberType: 0 | 1; expiryDays: number; rates: Rates; now: Date },
): Promise<CreateUrlOutcome> {
  if (!(await urlExpiryOptions(db, input.merchantId)).includes(input.expiryDays)) return { kind: 'badExpiry' };
  const expiresAt = input.expiryDays === 0 ? null : new Date(input.now.getTime() + input.expiryDays * DAY_MS);
  return db.transaction(async (tx): Promise<CreateUrlOutcome> => {
    // the agent's row FOR UPDATE: two links made at once are counted one after the other
    const limits = await givingLimits(tx, { merchantId: input.merchantId, agentId: input.agentId, lock: 'update' });
    if (!limits) return { kind: 'notAgent' };
    const above = firstAbove(input.rates, limits.max);
    if (above) return { kind: 'aboveOwn', ...above };
    const live = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM affiliate_urls
        WHERE agent_id = $1 AND deleted_at IS NULL AND (expires_at IS NULL OR expires_at > $2)`,
      [input.agentId, input.now],
    );
    if (live.rows[0].n >= MAX_LIVE_LINKS) return { kind: 'tooMany' };
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const code = newAffiliateCode();
      const key = codeKey(code);
      // an agent's own invitation code wins over a link's: never make a link that would be shadowed
      const shadowed = await tx.query('SELECT 1 FROM members WHERE merchant_id = $1 AND affiliate_code_key = $2', [input.merchantId, key]);
      if (shadowed.rows.length) continue;
      const inserted = await tx.query<UrlRow>(
        `INSERT INTO affiliate_urls (merchant_id, agent_id, code, code_key, member_type, rebates, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING
         RETURNING id, code, member_type, rebates, created_at, expires_at`,
        [input.merchantId, input.agentId, code, key, input.memberType, JSON.stringify(storedRates(input.rates)), input.now, expiresAt],
      );
      if (inserted.rows[0]) return { kind: 'created', url: urlOf(inserted.rows[0]) };
    }
    throw new Error('no free affiliate code after 8 draws');
  });
}

/** The agent's links that are not deleted, newest first, each with how many registered through it. */
export async function listAffiliateUrls(
  db: Queryable,
  input: { merchantId: number; agentId: number; limit: number; offset: number },
): Promise<{ rows: (AffiliateUrl & { registrations: number })[]; total: number }> {
  const rows = await db.query<UrlRow & { registrations: number }>(
    `SELECT u.id, u.code, u.member_type, u.rebates, u.created_at, u.expires_at,
            (SELECT count(*) FROM members m WHERE m.register_affiliate_url_id = u.id)::int AS registrations
       FROM affiliate_urls u
      WHERE u.merchant_id = $1 AND u.agent_id = $2 AND u.deleted_at IS NULL
      ORDER BY u.created_at DESC, u.id DESC
      LIMIT $3 OFFSET $4`,
    [input.merchantId, input.agentId, input.limit, input.offset],
  );
  const total = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM affiliate_urls WHERE merchant_id = $1 AND agent_id = $2 AND deleted_at IS NULL',
    [input.merchantId, input.agentId],
  );
  return { rows: rows.rows.map((row) => ({ ...urlOf(row), registrations: row.registrations })), total: total.rows[0].n };
}

/** Deletes one of the agent's live links; false when it has no such link (another agent's, or deleted already). */
export async function deleteAffiliateUrl(db: Queryable, input: { merchantId: number; agentId: number; urlId: number; now: Date }): Promise<boolean> {
  const deleted = await db.query(
    'UPDATE affiliate_urls SET deleted_at = $4 WHERE id = $3 AND merchant_id = $1 AND agent_id = $2 AND deleted_at IS NULL RETURNING id',
    [input.merchantId, input.agentId, input.urlId, input.now],
  );
  return deleted.rows.length > 0;
}

/** Who registered through one of the agent's links (deleted ones too: their sign-ups happened), newest first; null for a link not the agent's. */
export async function registeredThrough(
  db: Queryable,
  input: { merchantId: number; agentId: number; urlId: number; limit: number; offset: number },
): Promise<{ rows: { id: number; username: string; type: number; createdAt: Date }[]; total: number } | null> {
  const mine = await db.query('SELECT 1 FROM affiliate_urls WHERE id = $1 AND merchant_id = $2 AND agent_id = $3', [
    input.urlId,
    input.merchantId,
    input.agentId,
  ]);
  if (!mine.rows.length) return null;
  const rows = await db.query<{ id: number; username: string; type: number; created_at: Date }>(
    `SELECT id, username, type, created_at FROM members WHERE register_affiliate_url_id = $1
      ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
    [input.urlId, input.limit, input.offset],
  );
  const total = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM members WHERE register_affiliate_url_id = $1', [input.urlId]);
  return {
    rows: rows.rows.map((row) => ({ id: row.id, username: row.username, type: row.type, createdAt: row.created_at })),
    total: total.rows[0].n,
  };
}
