/**
 * Operator commands shared by the admin CLI (own database connection) and the running gateway
 * (admin channel): parsing with usage errors, and execution with an audit row per change.
 */
import { recordAudit } from './audit';
import type { PasswordHasher } from '../auth/password-hasher';
import { subjectOf } from '../auth/escalation.service';
import { passwordFormatOk } from '../../rules/password';
import { MEMBER_TYPES } from '../../rules/member-types';
import { insertMember } from '../auth/member.service';
import type { Db, Queryable } from '../db/db.types';
import { canonicalPhone } from '../identity/phone-key';
import { DEMO_MERCHANT_CODE } from '../db/seed-data';
import { parseRegionRule } from '../system/region';
import type { RegionRule } from '../system/region';
import { CONTENT_USAGE, ContentUsageError, executeContentCommand, parseContentCommand } from './content.commands';
import type { ContentCommand } from './content.commands';
import { DEV_USAGE, DevUsageError, executeDevCommand, parseDevCommand } from './dev.commands';
import { executeSmsCommand, parseSmsCommand, SMS_USAGE, SmsUsageError } from './sms.commands';
import type { SmsCommand } from './sms.commands';
import type { DevCommand } from './dev.commands';
import { executePhoneAuthCommand, parsePhoneAuthCommand, PHONE_AUTH_USAGE, PhoneAuthUsageError } from './phone-auth.commands';
import type { PhoneAuthCommand } from './phone-auth.commands';
import { executeSettingsCommand, parseSettingsCommand, SETTINGS_USAGE, SettingsUsageError } from './settings.commands';
import { executeWalletCommand, parseWalletCommand, WALLET_USAGE, WalletUsageError } from './wallet.commands';
import type { WalletCommand } from './wallet.commands';
import { executeVendorCommand, parseVendorCommand, VENDOR_USAGE, VendorUsageError } from './vendor.commands';
import type { VendorCommand } from './vendor.commands';
import { executeLotteryCommand, LOTTERY_USAGE, LotteryUsageError, parseLotteryCommand } from './lottery.commands';
import type { LotteryCommand } from './lottery.commands';
import type { SettingsCommand } from './settings.commands';
import { DEPOSIT_USAGE, DepositUsageError, executeDepositCommand, parseDepositCommand } from './deposit.commands';
import type { DepositCommand } from './deposit.commands';
import { executeWithdrawalCommand, parseWithdrawalCommand, WITHDRAWAL_USAGE, WithdrawalUsageError } from './withdrawal.commands';
import type { WithdrawalCommand } from './withdrawal.commands';
import { executeFeedbackCommand, FEEDBACK_USAGE, FeedbackUsageError, parseFeedbackCommand } from './feedback.commands';
import type { FeedbackCommand } from './feedback.commands';
import { executeSettlementCommand, parseSettlementCommand, SETTLEMENT_USAGE, SettlementUsageError } from './settlement.commands';
import type { SettlementCommand } from './settlement.commands';
import { executeSocialCommand, parseSocialCommand, SOCIAL_USAGE, SocialUsageError } from './social.commands';
import type { SocialCommand } from './social.commands';
import { userInfo } from 'node:os';
import { splitOptions } from './cli-options';

export const USAGE = `usage: npm run admin -- <command>

  maintenance on [--until ISO-8601] [--message TEXT]   switch maintenance on (until = announced end)
  maintenance off                                      switch maintenance off
  region block <cidr|ip|country>                       restrict an IP range or a 2-letter country
  region unblock <cidr|ip|country>                     lift a restriction
  region list                                          show the restrictions
  member create <username> <password> [--type N] [--must-change] [--merchant CODE]
                [--mobile DIALING-NUMBER] [--email ADDRESS]
                                                       create an account (type 0 player, 1/2/41/42 agent, 4 trial),
                                                       with a mobile number (e.g. 63-9171234567) and an e-mail address
  member unlock <username> [--merchant CODE]           clear the login lock and captcha requirement
${SETTINGS_USAGE}
${SOCIAL_USAGE}
${PHONE_AUTH_USAGE}
${WALLET_USAGE}
${CONTENT_USAGE}
${VENDOR_USAGE}
${LOTTERY_USAGE}
${DEPOSIT_USAGE}
${WITHDRAWAL_USAGE}
${FEEDBACK_USAGE}
${SETTLEMENT_USAGE}
${SMS_USAGE}
${DEV_USAGE}

A running gateway sees every change within 5 seconds.`;

export type AdminCommand =
  | { kind: 'maintenance.on'; until: string | null; message: string | null }
  | { kind: 'maintenance.off' }
  | { kind: 'region.block' | 'region.unblock'; rule: RegionRule }
  | { kind: 'region.list' }
  | {
      kind: 'member.create';
      merchant: string;
      username: string;
      password: string;
      type: number;
      mustChange: boolean;
      /** for SMS login and reset by phone */
      mobile?: { countryDialingCode: string; mobileNum: string };
      /** stored in the profile, as the register form does: for reset by e-mail */
      email?: string;
    }
  | { kind: 'member.unlock'; merchant: string; username: string }
  | SettingsCommand
  | SocialCommand
  | PhoneAuthCommand
  | WalletCommand
  | ContentCommand
  | VendorCommand
  | LotteryCommand
  | DepositCommand
  | SettlementCommand
  | WithdrawalCommand
  | FeedbackCommand
  | SmsCommand
  | DevCommand;

export class UsageError extends Error {}

export interface AdminResult {
  code: number;
  stdout: string;
  stderr: string;
}

const options = (words: string[], valued: string[], flags: string[]) => splitOptions(words, valued, flags, (message) => new UsageError(message));

/** The other areas' parsers, each answering null for a command not its own, in the order asked. */
const AREA_PARSERS: ((argv: string[]) => AdminCommand | null)[] = [
  parseSmsCommand,
  parseDevCommand,
  parseSettingsCommand,
  parseSocialCommand,
  parsePhoneAuthCommand,
  parseWalletCommand,
  parseContentCommand,
  parseVendorCommand,
  parseLotteryCommand,
  parseDepositCommand,
  parseWithdrawalCommand,
  parseFeedbackCommand,
  parseSettlementCommand,
];

const AREA_USAGE_ERRORS = [
  SmsUsageError,
  DevUsageError,
  SettingsUsageError,
  SocialUsageError,
  PhoneAuthUsageError,
  WalletUsageError,
  ContentUsageError,
  VendorUsageError,
  LotteryUsageError,
  DepositUsageError,
  WithdrawalUsageError,
  FeedbackUsageError,
  SettlementUsageError,
];

export function parseAdminArgs(argv: string[]): AdminCommand {
  const [area, action, ...rest] = argv;
  const key = `${area ?? ''} ${action ?? ''}`;
  if (key === 'maintenance on') {
    const { positional, values } = options(rest, ['until', 'message'], []);
    if (positional.length) throw new UsageError(`unexpected argument ${positional[0]}`);
    if (values.until !== undefined && Number.isNaN(Date.parse(values.until))) throw new UsageError('--until must be an ISO-8601 date-time');
    return { kind: 'maintenance.on', until: values.until ? new Date(values.until).toISOString() : null, message: values.message ?? null };
  }
  if (key === 'maintenance off') {
    if (rest.length) throw new UsageError(`unexpected argument ${rest[0]}`);
    return { kind: 'maintenance.off' };
  }
  if (key === 'region block' || key === 'region unblock') {
    if (rest.length !== 1) throw new UsageError(`region ${action} needs one CIDR range, IP address or country code`);
    const rule = parseRegionRule(rest[0]);
    if (!rule) throw new UsageError(`not a CIDR range, IP address or 2-letter country code: ${rest[0]}`);
    return { kind: action === 'block' ? 'region.block' : 'region.unblock', rule };
  }
  if (key === 'region list') {
    if (rest.length) throw new UsageError(`unexpected argument ${rest[0]}`);
    return { kind: 'region.list' };
  }
  if (key === 'member create') {
    const { positional, values, flags } = options(rest, ['type', 'merchant', 'mobile', 'email'], ['must-change']);
    if (positional.length !== 2) throw new UsageError('member create needs <username> <password>');
    const [username, password] = positional;
    const type = values.type === undefined ? 0 : Number(values.type);
    if (!(MEMBER_TYPES as readonly number[]).includes(type)) throw new UsageError(`--type must be one of ${MEMBER_TYPES.join(', ')}`);
    if (!/^[A-Za-z0-9_]{3,32}$/.test(username)) throw new UsageError('username: 3-32 letters, digits or _');
    if (!passwordFormatOk(password)) throw new UsageError('password: 8-128 characters with a letter and a digit');
    const mobile = values.mobile === undefined ? undefined : /^\+?(\d{1,4})-(\d{4,20})$/.exec(values.mobile);
    if (mobile === null) throw new UsageError('--mobile: <dialing code>-<number>, digits only, e.g. 63-9171234567');
    if (values.email !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) throw new UsageError('--email: not an e-mail address');
    return {
      kind: 'member.create',
      merchant: values.merchant ?? DEMO_MERCHANT_CODE,
      username,
      password,
      type,
      mustChange: flags.has('must-change'),
      ...(mobile ? { mobile: { countryDialingCode: mobile[1], mobileNum: mobile[2] } } : {}),
      ...(values.email !== undefined ? { email: values.email } : {}),
    };
  }
  if (key === 'member unlock') {
    const { positional, values } = options(rest, ['merchant'], []);
    if (positional.length !== 1) throw new UsageError('member unlock needs <username>');
    return { kind: 'member.unlock', merchant: values.merchant ?? DEMO_MERCHANT_CODE, username: positional[0] };
  }
  for (const parse of AREA_PARSERS) {
    try {
      const command = parse(argv);
      if (command) return command;
    } catch (error) {
      // each area's usage error is the CLI's usage error: its message and the usage text
      if (AREA_USAGE_ERRORS.some((kind) => error instanceof kind)) throw new UsageError((error as Error).message);
      throw error;
    }
  }
  throw new UsageError(area ? `unknown command: ${argv.join(' ')}` : 'no command given');
}

/** Who runs the command: ADMIN_OPERATOR when set (a shared shell account), else the system user. */
export function operatorName(): string {
  const named = process.env.ADMIN_OPERATOR?.trim();
  if (named) return named.slice(0, 64);
  try {
    return userInfo().username || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** What goes into the audit log: the command without secrets. */
function auditDetails(command: AdminCommand): Record<string, unknown> {
  if (command.kind === 'member.create') return { ...command, password: '[redacted]' };
  return { ...command };
}

async function findMerchant(db: Queryable, code: string): Promise<{ id: number; language: string } | null> {
  const found = await db.query<{ id: number; language: string }>(
    "SELECT id, settings->>'defaultLanguage' AS language FROM merchants WHERE code = $1",
    [code],
  );
  return found.rows[0] ?? null;
}

export async function executeAdminCommand(
  db: Db,
  command: AdminCommand,
  /** `allowDevCommands`: not in production (`!isProduction(config)`); dev commands are refused without it */
  deps: { hasher: PasswordHasher; now: () => Date; via: 'cli' | 'channel'; allowDevCommands?: boolean; operator?: string },
): Promise<AdminResult> {
  const done = (stdout: string): AdminResult => ({ code: 0, stdout: `${stdout}\n`, stderr: '' });
  const fail = (stderr: string): AdminResult => ({ code: 1, stdout: '', stderr: `${stderr}\n` });
  const operator = deps.operator ?? operatorName();
  /** who, when and what: `tx` when the change runs in a transaction of its own, so both commit together */
  const auditIn = (tx: Queryable) =>
    recordAudit(tx, { at: deps.now(), command: command.kind, details: auditDetails(command), via: deps.via, operator });
  const audit = () => auditIn(db);

  switch (command.kind) {
    case 'maintenance.on':
      await db.query('UPDATE maintenance SET enabled = true, until = $1, message = $2, updated_at = $3 WHERE id = 1', [
        command.until,
        command.message,
        deps.now(),
      ]);
      await audit();
      return done(`maintenance on${command.until ? ` until ${command.until}` : ''}${command.message ? `: ${command.message}` : ''}`);
    case 'maintenance.off':
      await db.query('UPDATE maintenance SET enabled = false, until = NULL, message = NULL, updated_at = $1 WHERE id = 1', [deps.now()]);
      await audit();
      return done('maintenance off');
    case 'region.block': {
      const added = await db.query('INSERT INTO region_rules (kind, value) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        command.rule.kind,
        command.rule.value,
      ]);
      await audit();
      return done(added.rowCount ? `blocked ${command.rule.kind} ${command.rule.value}` : `already blocked: ${command.rule.value}`);
    }
    case 'region.unblock': {
      const removed = await db.query('DELETE FROM region_rules WHERE kind = $1 AND value = $2', [command.rule.kind, command.rule.value]);
      if (!removed.rowCount) return fail(`not blocked: ${command.rule.value}`);
      await audit();
      return done(`unblocked ${command.rule.kind} ${command.rule.value}`);
    }
    case 'region.list': {
      const rules = await db.query<RegionRule>('SELECT kind, value FROM region_rules ORDER BY kind, value');
      return done(rules.rows.length ? rules.rows.map((r) => `${r.kind}\t${r.value}`).join('\n') : '(no region rules)');
    }
    case 'member.create': {
      const merchant = await findMerchant(db, command.merchant);
      if (merchant === null) return fail(`unknown merchant: ${command.merchant}`);
      const { email } = command;
      // the number in its one form (identity/phone-key.ts): `063-0917…` is `63-917…`
      const mobile = command.mobile && canonicalPhone(command.mobile.countryDialingCode, command.mobile.mobileNum);
      if (mobile) {
        const taken = await db.query('SELECT 1 FROM members WHERE merchant_id = $1 AND country_dialing_code = $2 AND mobile_num = $3', [
          merchant.id,
          mobile.countryDialingCode,
          mobile.mobileNum,
        ]);
        if (taken.rows.length) return fail(`mobile number already taken: ${mobile.countryDialingCode}-${mobile.mobileNum}`);
      }
      const created = await insertMember(db, {
        merchantId: merchant.id,
        username: command.username,
        passwordHash: await deps.hasher.hash(command.password),
        type: command.type,
        language: merchant.language,
        mustChangePassword: command.mustChange,
        now: deps.now(),
      });
      if (!created) return fail(`username already taken: ${command.username}`);
      if (mobile || email) {
        await db.query(
          'UPDATE members SET country_dialing_code = coalesce($2, country_dialing_code), mobile_num = coalesce($3, mobile_num), profile = profile || $4::jsonb WHERE id = $1',
          [created.id, mobile?.countryDialingCode ?? null, mobile?.mobileNum ?? null, JSON.stringify(email ? { email } : {})],
        );
      }
      await audit();
      return done(`created member ${created.username} (id ${created.id}, type ${created.type}${command.mustChange ? ', must change password' : ''})`);
    }
    case 'member.unlock': {
      const merchant = await findMerchant(db, command.merchant);
      if (merchant === null) return fail(`unknown merchant: ${command.merchant}`);
      const removed = await db.query('DELETE FROM login_escalation WHERE merchant_id = $1 AND subject = $2', [
        merchant.id,
        subjectOf(command.username),
      ]);
      await audit();
      return done(removed.rowCount ? `unlocked ${command.username}` : `${command.username} had no failed logins`);
    }
    case 'module.set':
    case 'module.list':
    case 'rule.set':
    case 'setting.set':
    case 'setting.limit': {
      const merchant = await findMerchant(db, command.merchant);
      if (merchant === null) return fail(`unknown merchant: ${command.merchant}`);
      return executeSettingsCommand(db, command, { merchantId: merchant.id, done, fail, audit });
    }
    case 'social.set':
    case 'social.list': {
      const merchant = await findMerchant(db, command.merchant);
      if (merchant === null) return fail(`unknown merchant: ${command.merchant}`);
      return executeSocialCommand(db, command, { merchantId: merchant.id, done, audit });
    }
    case 'phoneAuth.set':
    case 'phoneAuth.show': {
      const merchant = await findMerchant(db, command.merchant);
      if (merchant === null) return fail(`unknown merchant: ${command.merchant}`);
      return executePhoneAuthCommand(db, command, { merchantId: merchant.id, now: deps.now(), done, fail, audit });
    }
    case 'wallet.deposit':
    case 'wallet.balance':
    case 'wallet.bets':
    case 'wallet.audit':
    case 'wallet.mode':
      return executeWalletCommand(db, command, { now: deps.now, done, fail, audit });
    case 'deposit.list':
    case 'deposit.approve':
    case 'deposit.reject':
    case 'deposit.channels':
    case 'deposit.channel':
      return executeDepositCommand(db, command, { now: deps.now, done, fail, auditIn, operator });
    case 'withdrawal.list':
    case 'withdrawal.decide':
    case 'withdrawal.sweep':
    case 'withdrawal.settings':
      return executeWithdrawalCommand(db, command, { now: deps.now, done, fail, auditIn, operator });
    case 'feedback.list':
    case 'feedback.reply':
      return executeFeedbackCommand(db, command, { now: deps.now, done, fail, auditIn, operator });
    case 'settle.daily':
    case 'settle.rebate':
    case 'settle.hourly':
    case 'settle.dividend':
    case 'settle.realtime':
      return executeSettlementCommand(db, command, { now: deps.now, done, fail, auditIn });
    case 'notice.add':
    case 'banner.add':
    case 'promotion.add':
    case 'content.list':
    case 'content.remove':
    case 'vip.set':
      return executeContentCommand(db, command, { now: deps.now, done, fail, audit });
    case 'vendor.list':
    case 'vendor.set':
      return executeVendorCommand(db, command, { now: deps.now, done, fail, audit });
    case 'lottery.list':
    case 'lottery.drawNow':
      return executeLotteryCommand(db, command, { now: deps.now, done, fail, audit });
    case 'sms.outbox':
      return executeSmsCommand(db, command, { done });
    case 'dev.humancheckTarget':
    case 'dev.upline':
    case 'dev.registration':
      return executeDevCommand(db, command, { allowed: deps.allowDevCommands === true, done, fail });
  }
}
