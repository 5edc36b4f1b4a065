/**
 * Operator switches (maintenance, region rules) as the gateway sees them: read from the database at
 * most 5 seconds ago, so an admin CLI change reaches every running gateway within 5 seconds without
 * a database read per request.
 */
import type { Queryable } from '../db/db.types';
import type { RegionRule } from './region';

export interface OperatorSnapshot {
  maintenance: { enabled: boolean; until: Date | null; message: string | null };
  regionRules: RegionRule[];
}

export const OPERATOR_STATE_MAX_AGE_MS = 5_000;

/** Maintenance is on until the operator switches it off or its announced end (`until`) passes. */
export function maintenanceActive(maintenance: OperatorSnapshot['maintenance'], now: Date): boolean {
  return maintenance.enabled && (maintenance.until === null || maintenance.until.getTime() > now.getTime());
}

async function load(db: Queryable): Promise<OperatorSnapshot> {
  const [maintenance, rules] = await Promise.all([
    db.query<{ enabled: boolean; until: Date | null; message: string | null }>('SELECT enabled, until, message FROM maintenance WHERE id = 1'),
    db.query<RegionRule>('SELECT kind, value FROM region_rules ORDER BY kind, value'),
  ]);
  const row = maintenance.rows[0];
  return {
    maintenance: { enabled: row?.enabled ?? false, until: row?.until ? new Date(row.until) : null, message: row?.message ?? null },
    regionRules: rules.rows,
  };
}

export function createOperatorState(db: Queryable, now: () => Date) {
  let cached: { at: number; value: Promise<OperatorSnapshot> } | null = null;
  return {
    get(): Promise<OperatorSnapshot> {
      const at = now().getTime();
      if (cached && at - cached.at < OPERATOR_STATE_MAX_AGE_MS && at >= cached.at) return cached.value;
      const value = load(db);
      cached = { at, value };
      value.catch(() => (cached = null));
      return value;
    },
    invalidate: () => (cached = null),
  };
}

export type OperatorState = ReturnType<typeof createOperatorState>;
