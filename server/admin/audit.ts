/**
 * The operators' audit trail (`admin_audit`): who did what, when and through which door (the CLI,
 * the admin channel, a provider's webhook). Written in the same transaction as the change it
 * records when there is one, so the two commit together.
 */
import type { Queryable } from '../db/db.types';

export interface AuditEntry {
  at: Date;
  command: string;
  details: unknown;
  via: string;
  operator: string;
}

export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.query('INSERT INTO admin_audit (at, command, details, via, operator) VALUES ($1, $2, $3, $4, $5)', [
    entry.at,
    entry.command,
    JSON.stringify(entry.details),
    entry.via,
    entry.operator,
  ]);
}
