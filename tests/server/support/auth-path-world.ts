/**
 * The world a path of the auth-path report assumes, read from the path itself, and its arrangement
 * on the gateway before the replay starts: which account exists, the operator's switches and
 * screens, prior failures, a reset link already mailed (or used), a slider challenge issued, the
 * registration's phone-provider path switched on.
 */
import { expect } from 'vitest';
import type { AuthPath, EventVariant } from '../../../scripts/auth-paths/auth-path.types';
import { invokeAnnotations } from '../../../scripts/auth-paths/annotations';
import { createAccount, NEW_PASSWORD, WRONG_PASSWORD } from './auth-path-visitor';
import type { AccountKind } from './auth-path-visitor';
import type { Replay } from './auth-path-replay';
import { switchPhoneProviderOn } from './auth-path-phone-drivers';
import { linkSocialAccount } from './auth-path-social-drivers';
import type { TestGateway } from './test-gateway';

/** What the report says a path needs from the world before it starts. */
export interface Scenario {
  account: Exclude<AccountKind, 'trial'> | null;
  priorFailures: number;
  maintenance: boolean;
  blockedRegion: boolean;
  /** the smsCode chart's paths: SMS login switched on (MOBILEVERCODELOGIN3) and the slider check, a chart of its own, off */
  smsLogin: boolean;
  /** module switches the operator set before the path */
  switches: Readonly<Record<string, boolean>>;
  /** a reset link mailed to the account, maybe already used once */
  resetLink: 'mailed' | 'used' | null;
  /** the humanCheck chart's paths: a slider challenge issued before the first event */
  humanCheck: boolean;
  /** the path texts SMS codes: it comes from an address of its own (codes are limited per IP and hour) */
  texts: boolean;
  /** the provider account of a social login signed in once before the path */
  socialAccount: 'linked' | null;
  /** the registration's phone-provider path switched on with this provider project */
  phoneAuth: string | null;
}

export const BLOCKED_RANGE = '203.0.113.0/24';

/** Accounts a path signs in to or recovers: they must exist before it starts. */
const ACCOUNT_CALLS = [
  'login.submitLogin',
  'login.submitSmsLogin',
  'forgotPassword.requestResetEmail',
  'forgotPassword.resetWithLink',
  'forgotPassword.resetByPhone',
];
const EXISTING_KINDS: readonly string[] = ['player', 'agent', 'mustChange'];

const answerBody = (variant: EventVariant | undefined) =>
  variant?.answer && 'body' in variant.answer ? (variant.answer.body as { value?: Record<string, unknown> }) : undefined;

export function scenarioFor(path: AuthPath): Scenario {
  const answers = path.steps.flatMap((step) => (step.answer ? [step.answer] : []));
  for (const answer of answers) {
    const network = invokeAnnotations[`${answer.chart}.${answer.invoke}`]?.call;
    if (network && !answer.variant.answer) throw new Error(`${path.id}: no gateway answer for ${answer.invoke} "${answer.variant.label}"`);
  }
  const first = (invoke: string) => answers.find((a) => a.invoke === invoke)?.variant;
  const status = first('loadSystemStatus');
  const calls = path.steps.flatMap((step) => step.calls.map((c) => `${c.chart}.${c.invoke}`));
  const server = path.scope === 'server' ? path.steps[0].chart : null;
  const account = String(path.facts.account ?? '');
  const needsAccount = (server !== null && server !== 'humanCheck') || calls.some((key) => ACCOUNT_CALLS.includes(key));
  return {
    account: EXISTING_KINDS.includes(account) ? (account as Scenario['account']) : needsAccount && account !== 'newPlayer' ? 'player' : null,
    priorFailures: first('submitLogin')?.precondition?.priorFailures ?? 0,
    maintenance: answerBody(status)?.value?.maintenance === true,
    blockedRegion: answerBody(status)?.value?.regionRestriction === true,
    smsLogin: server === 'smsCode',
    switches: status?.precondition?.switches ?? {},
    resetLink: first('resetWithLink')?.precondition?.resetLink ?? null,
    humanCheck: server === 'humanCheck',
    texts: server === 'smsCode' || server === 'humanCheck' || calls.includes('smsCountdown.sendSmsCode'),
    socialAccount: first('redeemProof')?.precondition?.socialAccount ?? null,
    phoneAuth: status?.precondition?.phoneAuth ?? null,
  };
}

async function setModules(gw: TestGateway, switches: Readonly<Record<string, boolean>>) {
  for (const [modId, enabled] of Object.entries(switches)) {
    await gw.database.db.query('UPDATE modules SET enabled = $1 WHERE mod_id = $2', [enabled, modId]);
  }
  gw.app.ctx.merchants.invalidate();
}

/** Switches modules for the replay and puts the demo merchant's back afterwards. */
async function switchModules(replay: Replay, switches: Readonly<Record<string, boolean>>) {
  const ids = Object.keys(switches);
  if (!ids.length) return;
  const before = await replay.gw.database.db.query<{ mod_id: string; enabled: boolean }>(
    'SELECT mod_id, enabled FROM modules WHERE mod_id = ANY($1::text[])',
    [ids],
  );
  await setModules(replay.gw, switches);
  replay.cleanups.push(() => setModules(replay.gw, Object.fromEntries(before.rows.map((r) => [r.mod_id, r.enabled]))));
}

export async function arrangeWorld(gw: TestGateway, scenario: Scenario, replay: Replay) {
  if (scenario.blockedRegion) {
    await gw.database.db.query(`INSERT INTO region_rules (kind, value) VALUES ('cidr', $1) ON CONFLICT DO NOTHING`, [BLOCKED_RANGE]);
    gw.app.ctx.operator.invalidate();
  }
  if (scenario.maintenance) {
    await gw.database.db.query('UPDATE maintenance SET enabled = true, until = NULL WHERE id = 1');
    gw.app.ctx.operator.invalidate();
    replay.cleanups.push(async () => {
      await gw.database.db.query('UPDATE maintenance SET enabled = false, until = NULL WHERE id = 1');
      gw.app.ctx.operator.invalidate();
    });
  }
  if (scenario.smsLogin) await switchModules(replay, { MOBILEVERCODELOGIN3: true, HUMANCHECK3: false });
  await switchModules(replay, scenario.switches);
  if (scenario.phoneAuth) await switchPhoneProviderOn(replay, scenario.phoneAuth);
  if (scenario.account) replay.account = await createAccount(gw, scenario.account);
  for (let i = 0; i < scenario.priorFailures; i++) {
    const response = await replay.visitor.login(replay.account!.username, WRONG_PASSWORD, null);
    expect(response.json().errorCode, 'prior failure').toBe('login.failed');
  }
  if (scenario.resetLink) await mailResetLink(replay, scenario.resetLink === 'used');
  if (scenario.humanCheck) replay.sliders.push((await replay.visitor.sliderChallenge('sms')).challenge);
  if (scenario.socialAccount) await linkSocialAccount(replay, replay.path.facts.method === 'telegram' ? 'telegram' : 'google');
}

/** The account asked for a reset link (an earlier visit), and maybe used it already. */
async function mailResetLink(replay: Replay, used: boolean) {
  const account = replay.account!;
  const asked = await replay.visitor.requestResetEmail(account.username, account.email);
  expect(asked.json(), 'the reset e-mail was asked for').toMatchObject({ success: true });
  replay.resetToken = await replay.visitor.lastResetToken(account.email);
  if (!used) return;
  const first = await replay.visitor.resetWithLink(replay.resetToken, NEW_PASSWORD);
  expect(first.json(), 'the link was used once before').toMatchObject({ success: true });
  account.password = NEW_PASSWORD;
}
