/**
 * Merchants with their settings and public catalogue (module tree, register rules, customer
 * service, resources). Read often, changed rarely: cached per merchant for at most 5 seconds.
 */
import type { Queryable } from '../db/db.types';
import type { SiteFooter } from '../content/site-footer';
import type { MerchantSettings } from './merchant-settings';

export type { MerchantSettings } from './merchant-settings';

export interface ModuleNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: ModuleNode[];
}

export interface RegisterRule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
  type?: string;
}

export interface Merchant {
  id: number;
  code: string;
  settings: MerchantSettings;
  /** flattened module tree, as clients read it */
  features: Record<string, boolean>;
  whitelabel: ModuleNode;
  register: Record<string, RegisterRule>;
  /** `minRankLevel`: the lowest club rank the desk serves (the VIP desk), null for everyone */
  customerService: { csType: number; path: string; minRankLevel: number | null }[];
  resources: { resourceType: string; url: string; qrCodeUrl: string | null; labelNameEn: string }[];
  /** the shell's footer (licences, badges), null until the site content is seeded */
  footer: SiteFooter | null;
}

const CACHE_MS = 5_000;

function buildTree(rows: { mod_id: string; parent_mod_id: string | null; enabled: boolean }[]): ModuleNode {
  const node = (modId: string, enabled: boolean): ModuleNode => ({
    modId,
    enabled: enabled ? '1' : '0',
    childrenNodes: rows.filter((r) => r.parent_mod_id === modId).map((r) => node(r.mod_id, r.enabled)),
  });
  return { modId: 'ROOT', enabled: '1', childrenNodes: rows.filter((r) => r.parent_mod_id === null).map((r) => node(r.mod_id, r.enabled)) };
}

async function loadMerchant(db: Queryable, code: string): Promise<Merchant | null> {
  const found = await db.query<{ id: number; code: string; settings: MerchantSettings }>('SELECT id, code, settings FROM merchants WHERE code = $1', [
    code,
  ]);
  const row = found.rows[0];
  if (!row) return null;
  const [modules, rules, cs, resources, site] = await Promise.all([
    db.query<{ mod_id: string; parent_mod_id: string | null; enabled: boolean }>(
      'SELECT mod_id, parent_mod_id, enabled FROM modules WHERE merchant_id = $1 ORDER BY position, mod_id',
      [row.id],
    ),
    db.query<{
      field: string;
      enabled: boolean;
      required: boolean;
      accepted_pattern: string;
      pattern_id: number;
      min_length: number;
      max_length: number;
      input_type: string | null;
    }>('SELECT * FROM register_rules WHERE merchant_id = $1 ORDER BY field', [row.id]),
    db.query<{ cs_type: number; path: string; min_rank_level: number | null }>(
      'SELECT cs_type, path, min_rank_level FROM customer_service WHERE merchant_id = $1 ORDER BY position',
      [row.id],
    ),
    db.query<{ resource_type: string; url: string; qr_code_url: string | null; label_name_en: string }>(
      'SELECT resource_type, url, qr_code_url, label_name_en FROM resources WHERE merchant_id = $1 ORDER BY position',
      [row.id],
    ),
    db.query<{ footer: SiteFooter }>('SELECT footer FROM site_settings WHERE merchant_id = $1', [row.id]),
  ]);
  const register: Record<string, RegisterRule> = {};
  for (const r of rules.rows) {
    register[r.field] = {
      enabled: r.enabled,
      required: r.required,
      acceptedPattern: r.accepted_pattern,
      patternId: r.pattern_id,
      minLength: r.min_length,
      maxLength: r.max_length,
      ...(r.input_type ? { type: r.input_type } : {}),
    };
  }
  return {
    id: row.id,
    code: row.code,
    settings: row.settings,
    features: Object.fromEntries(modules.rows.map((m) => [m.mod_id, m.enabled])),
    whitelabel: buildTree(modules.rows),
    register,
    customerService: cs.rows.map((c) => ({ csType: c.cs_type, path: c.path, minRankLevel: c.min_rank_level })),
    resources: resources.rows.map((r) => ({ resourceType: r.resource_type, url: r.url, qrCodeUrl: r.qr_code_url, labelNameEn: r.label_name_en })),
    footer: site.rows[0]?.footer ?? null,
  };
}

export function createMerchantDirectory(db: Queryable, now: () => Date) {
  const cache = new Map<string, { at: number; merchant: Promise<Merchant | null> }>();
  return {
    get(code: string): Promise<Merchant | null> {
      const at = now().getTime();
      const hit = cache.get(code);
      if (hit && at - hit.at < CACHE_MS && at >= hit.at) return hit.merchant;
      const merchant = loadMerchant(db, code);
      cache.set(code, { at, merchant });
      merchant.catch(() => cache.delete(code));
      return merchant;
    },
    invalidate: () => cache.clear(),
  };
}

export type MerchantDirectory = ReturnType<typeof createMerchantDirectory>;

/** The merchant's currency code and symbol by id: a game page knows its session's merchant, not the domain it came from. */
export async function merchantCurrency(db: Queryable, merchantId: number): Promise<{ currency: string; symbol: string }> {
  const row = await db.query<{ currency: string | null; symbol: string | null }>(
    `SELECT settings->>'currency' AS currency, settings->>'currencySymbol' AS symbol FROM merchants WHERE id = $1`,
    [merchantId],
  );
  return { currency: row.rows[0]?.currency ?? 'PHP', symbol: row.rows[0]?.symbol ?? 'P' };
}
