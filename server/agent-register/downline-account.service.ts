/**
 * A downline account opened by its agent (`POST /wps/agent/downline`, research §4.4): the same
 * username and password rules as a visitor's registration (register-fields.ts), the password
 * hashed as every password is, the agent as upline, a plain member or an agent, with rates the
 * agent may give (rebate-rates.ts), checked and written in the transaction that inserts the member
 * with the agent's row held.
 */
import type { PasswordHasher } from '../auth/password-hasher';
import type { Db } from '../db/db.types';
import { usernameKey } from '../identity/identifier-key';
import { usernameSkeleton } from '../identity/username-confusables';
import { passwordErrors, usernameErrors } from '../registration/register-fields';
import type { Merchant } from '../system/merchant.service';
import { firstAbove, givingLimits, writeRates } from './rebate-rates';
import type { Product, Rates } from './rebate-rates';

export type CreateDownlineOutcome =
  | { kind: 'created'; id: number; username: string }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'notAgent' }
  | { kind: 'taken' }
  | { kind: 'aboveOwn'; product: Product; limit: number };

export async function createDownline(
  deps: { db: Db; hasher: PasswordHasher },
  input: { merchant: Merchant; agentId: number; username: string; password: string; memberType: 0 | 1; rates: Rates; ip: string; now: Date },
): Promise<CreateDownlineOutcome> {
  const { merchant } = input;
  const fields = { ...usernameErrors(merchant, input.username), ...passwordErrors(merchant, input.password) };
  if (Object.keys(fields).length) return { kind: 'invalid', fields };
  // hashing takes a while: before the transaction, which PGlite runs alone
  const passwordHash = await deps.hasher.hash(input.password);
  return deps.db.transaction(async (tx): Promise<CreateDownlineOutcome> => {
    const limits = await givingLimits(tx, { merchantId: merchant.id, agentId: input.agentId, lock: 'share' });
    if (!limits) return { kind: 'notAgent' };
    const above = firstAbove(input.rates, limits.max);
    if (above) return { kind: 'aboveOwn', ...above };
    const inserted = await tx.query<{ id: number; username: string }>(
      `INSERT INTO members (merchant_id, username, username_key, username_skeleton, password_hash, type, language, password_changed_at, created_at,
         upline_id, register_ip, register_method, register_verification)
       VALUES ($1, $2, $3, $10, $4, $5, $6, $7, $7, $8, $9, 'AGENT', 'none')
       ON CONFLICT DO NOTHING RETURNING id, username`,
      [
        merchant.id,
        input.username,
        usernameKey(input.username),
        passwordHash,
        input.memberType,
        merchant.settings.defaultLanguage,
        input.now,
        input.agentId,
        input.ip,
        usernameSkeleton(input.username),
      ],
    );
    const member = inserted.rows[0];
    if (!member) return { kind: 'taken' };
    await writeRates(tx, member.id, input.rates, input.now);
    return { kind: 'created', id: member.id, username: member.username };
  });
}
