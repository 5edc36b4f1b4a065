/**
 * The phone-provider path of registration from the admin CLI: `phone-auth on|off|show`. On, the
 * register dialog texts codes through the phone identity provider and registers with its ID
 * token; the project id is the audience those tokens must carry.
 */
import type { Queryable } from '../db/db.types';
import { DEMO_MERCHANT_CODE } from '../db/seed-data';
import { phoneAuthOfMerchant, phoneAuthOfProject, PROJECT_ID, savePhoneAuth } from '../phone-auth/phone-auth-settings';

export const PHONE_AUTH_USAGE = `  phone-auth on [--project ID] [--quota N] [--merchant CODE]
                                                       registration proves the mobile number through the phone
                                                       identity provider (project ID, default <merchant>-phone-auth;
                                                       N codes a day, default 1000)
  phone-auth off [--merchant CODE]                     back to the gateway's own SMS codes
  phone-auth show [--merchant CODE]                    print the setting`;

export type PhoneAuthCommand =
  | { kind: 'phoneAuth.set'; merchant: string; enabled: boolean; projectId: string | null; dailySmsQuota: number | null }
  | { kind: 'phoneAuth.show'; merchant: string };

export class PhoneAuthUsageError extends Error {}

/** The phone-auth command of `argv`, null when `argv` is none. */
export function parsePhoneAuthCommand(argv: string[]): PhoneAuthCommand | null {
  const [area, action, ...rest] = argv;
  if (area !== 'phone-auth') return null;
  const values: Record<string, string> = {};
  for (let i = 0; i < rest.length; i += 2) {
    const name = rest[i];
    const allowed = action === 'on' ? ['--project', '--quota', '--merchant'] : ['--merchant'];
    if (!allowed.includes(name)) throw new PhoneAuthUsageError(`unexpected argument ${name} (phone-auth ${action ?? ''})`);
    if (rest[i + 1] === undefined) throw new PhoneAuthUsageError(`${name} needs a value`);
    values[name.slice(2)] = rest[i + 1];
  }
  const merchant = values.merchant ?? DEMO_MERCHANT_CODE;
  if (action === 'show') return { kind: 'phoneAuth.show', merchant };
  if (action === 'off') return { kind: 'phoneAuth.set', merchant, enabled: false, projectId: null, dailySmsQuota: null };
  if (action !== 'on') throw new PhoneAuthUsageError('phone-auth needs on, off or show');
  if (values.project !== undefined && !PROJECT_ID.test(values.project)) {
    throw new PhoneAuthUsageError('--project: 6-30 lower-case letters, digits and hyphens, starting with a letter');
  }
  const quota = values.quota === undefined ? null : Number(values.quota);
  if (quota !== null && (!Number.isInteger(quota) || quota < 0 || quota > 1_000_000))
    throw new PhoneAuthUsageError('--quota must be a whole number from 0 to 1000000');
  return { kind: 'phoneAuth.set', merchant, enabled: true, projectId: values.project ?? null, dailySmsQuota: quota };
}

/** `<merchant code>-phone-auth`, made into a valid project id. */
export function defaultProjectId(merchantCode: string): string {
  const base = merchantCode
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .replace(/^[^a-z]+/, '')
    .slice(0, 19);
  return `${base || 'site'}-phone-auth`;
}

type Done = (stdout: string) => { code: number; stdout: string; stderr: string };

export async function executePhoneAuthCommand(
  db: Queryable,
  command: PhoneAuthCommand,
  helpers: { merchantId: number; now: Date; done: Done; fail: Done; audit: () => Promise<unknown> },
) {
  const { merchantId, done, fail } = helpers;
  const current = await phoneAuthOfMerchant(db, merchantId);
  const describe = (s: { enabled: boolean; projectId: string; dailySmsQuota: number }) =>
    `phone-auth ${s.enabled ? 'on' : 'off'} (project ${s.projectId}, ${s.dailySmsQuota} codes a day)`;
  if (command.kind === 'phoneAuth.show') return done(current ? describe(current) : 'phone-auth off (no project)');
  if (!command.enabled && !current) return done('phone-auth off (no project)');

  const merchant = await db.query<{ code: string }>('SELECT code FROM merchants WHERE id = $1', [merchantId]);
  const projectId = command.projectId ?? (current ? null : defaultProjectId(merchant.rows[0]?.code ?? ''));
  if (projectId !== null) {
    const owner = await phoneAuthOfProject(db, projectId);
    if (owner && owner.merchantId !== merchantId) return fail(`project ${projectId} belongs to another merchant`);
  }
  const saved = await savePhoneAuth(db, { merchantId, enabled: command.enabled, projectId, dailySmsQuota: command.dailySmsQuota, now: helpers.now });
  await helpers.audit();
  return done(describe(saved));
}
