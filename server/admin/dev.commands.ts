/**
 * Development-only operator commands, for browser tests that must get past checks a person solves
 * and look at what a registration stored:
 * - `dev humancheck-target <challengeId>` prints where a slider challenge's piece belongs. The
 *   gateway never tells a client that offset; only an operator with database access learns it,
 *   and never in production (refused there, whatever the channel);
 * - `dev upline <username>` prints the agent a member was registered under, or `(none)`;
 * - `dev registration <username>` prints the member's registration record as JSON.
 */
import type { Queryable } from '../db/db.types';
import { DEMO_MERCHANT_CODE } from '../db/seed-data';
import { usernameKey } from '../identity/identifier-key';

export const DEV_USAGE = `  dev humancheck-target <challengeId>                  (not in production) print a slider challenge's target offset
  dev upline <username> [--merchant CODE]              (not in production) print the agent a member registered under
  dev registration <username> [--merchant CODE]        (not in production) print a member's registration record`;

export type DevCommand =
  | { kind: 'dev.humancheckTarget'; challengeId: string }
  | { kind: 'dev.upline'; merchant: string; username: string }
  | { kind: 'dev.registration'; merchant: string; username: string };

export class DevUsageError extends Error {}

/** The dev command of `argv`, null when `argv` is no dev command. */
export function parseDevCommand(argv: string[]): DevCommand | null {
  const [area, action, ...rest] = argv;
  if (area !== 'dev') return null;
  if (action === 'upline' || action === 'registration') {
    const at = rest.indexOf('--merchant');
    const merchant = at < 0 ? DEMO_MERCHANT_CODE : rest[at + 1];
    const words = at < 0 ? rest : [...rest.slice(0, at), ...rest.slice(at + 2)];
    if (!merchant || words.length !== 1) throw new DevUsageError(`dev ${action} needs one username`);
    return action === 'upline' ? { kind: 'dev.upline', merchant, username: words[0] } : { kind: 'dev.registration', merchant, username: words[0] };
  }
  if (action !== 'humancheck-target') throw new DevUsageError(`unknown dev command: ${action ?? '(none)'}`);
  if (rest.length !== 1 || !/^[A-Za-z0-9_-]{8,64}$/.test(rest[0])) throw new DevUsageError('dev humancheck-target needs one challenge id');
  return { kind: 'dev.humancheckTarget', challengeId: rest[0] };
}

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

export async function executeDevCommand(
  db: Queryable,
  command: DevCommand,
  deps: { allowed: boolean; done: (stdout: string) => Outcome; fail: (stderr: string) => Outcome },
): Promise<Outcome> {
  if (!deps.allowed) return deps.fail('dev commands are refused in production');
  if (command.kind === 'dev.registration') {
    const member = await db.query<Record<string, unknown>>(
      `SELECT m.register_url AS "registerUrl", m.register_affiliate_code AS "affiliateCode", m.referral_code AS "referralCode",
         m.register_domain AS "domain", m.register_method AS "registerMethod", m.register_verification AS "verification", m.created_at AS "createdAt"
       FROM members m JOIN merchants ON merchants.id = m.merchant_id WHERE merchants.code = $1 AND m.username_key = $2`,
      [command.merchant, usernameKey(command.username)],
    );
    const row = member.rows[0];
    if (!row) return deps.fail(`no such member: ${command.username}`);
    return deps.done(JSON.stringify({ ...row, createdAt: new Date(row.createdAt as string).toISOString() }));
  }
  if (command.kind === 'dev.upline') {
    const member = await db.query<{ upline: string | null }>(
      `SELECT agent.username AS upline FROM members m JOIN merchants ON merchants.id = m.merchant_id
         LEFT JOIN members agent ON agent.id = m.upline_id
       WHERE merchants.code = $1 AND m.username_key = $2`,
      [command.merchant, usernameKey(command.username)],
    );
    const row = member.rows[0];
    if (!row) return deps.fail(`no such member: ${command.username}`);
    return deps.done(row.upline ?? '(none)');
  }
  const found = await db.query<{ target_x: number }>('SELECT target_x FROM human_checks WHERE id = $1', [command.challengeId]);
  const row = found.rows[0];
  if (!row) return deps.fail(`no such challenge: ${command.challengeId}`);
  return deps.done(String(row.target_x));
}
