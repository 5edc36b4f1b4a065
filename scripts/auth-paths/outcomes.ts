/**
 * The outcomes the report lists paths to, in order of precedence (a step ends in the first outcome
 * it reaches). Client outcomes are read from the composition systemStatus → session → login /
 * changePassword; escalation outcomes from the server-side loginEscalation chart.
 */
import type { OutcomeProbe, OutcomeSpec } from './auth-path.types';

type Chart = OutcomeProbe['charts'][string];

const chart = (probe: OutcomeProbe, id: string): Chart | undefined => probe.charts[id];
const inState = (probe: OutcomeProbe, id: string, value: unknown) => chart(probe, id)?.matches(value as never) === true;
const errorCodeIn = (probe: OutcomeProbe, id: string) => (chart(probe, id)?.context as { errorCode?: string | null } | undefined)?.errorCode ?? null;
const smsCodeIn = (p: OutcomeProbe, state: string) => inState(p, 'smsCode', state);
const escalation = (probe: OutcomeProbe) => chart(probe, 'loginEscalation')?.context as { lockCount: number; lockedUntil: string | null } | undefined;

export const outcomes: readonly OutcomeSpec[] = [
  {
    id: 'forced-change-completed',
    title: 'Member signed in after a forced password change',
    kind: 'signed-in',
    scope: 'client',
    where: 'session: mustChangePassword → loadingMember → signedIn.member',
    reached: (p) => inState(p, 'session', { signedIn: 'member' }) && p.facts.account === 'mustChange' && p.facts.passwordChanged === true,
    distinctBy: [],
  },
  {
    id: 'member',
    title: 'Member signed in',
    kind: 'signed-in',
    scope: 'client',
    where: 'session: signedIn.member',
    reached: (p) => inState(p, 'session', { signedIn: 'member' }),
    distinctBy: ['factors'],
  },
  {
    id: 'agent',
    title: 'Agent signed in',
    kind: 'signed-in',
    scope: 'client',
    where: 'session: signedIn.agent',
    reached: (p) => inState(p, 'session', { signedIn: 'agent' }),
    distinctBy: ['factors'],
  },
  {
    id: 'trial',
    title: 'Trial (free play) signed in',
    kind: 'signed-in',
    scope: 'client',
    where: 'session: signedIn.trial',
    reached: (p) => inState(p, 'session', { signedIn: 'trial' }),
    distinctBy: ['factors'],
  },
  {
    id: 'must-change-password',
    title: 'Must change password',
    kind: 'signed-in',
    scope: 'client',
    where: 'session: mustChangePassword',
    reached: (p) => inState(p, 'session', 'mustChangePassword'),
    distinctBy: ['factors'],
  },
  {
    id: 'captcha-required',
    title: 'Captcha required',
    kind: 'escalation',
    scope: 'client',
    where: 'login: active.captcha.loading, right after a refused login asked for it',
    // the answer that asks for the captcha is the outcome; the image it loads is part of the path's last step
    reached: (p) => inState(p, 'login', { active: { captcha: 'loading' } }) && p.step.answer?.invoke === 'submitLogin',
    distinctBy: ['factors', 'errorCode'],
  },
  {
    id: 'maintenance',
    title: 'Maintenance',
    kind: 'blocked',
    scope: 'client',
    where: 'systemStatus: maintenance',
    reached: (p) => inState(p, 'systemStatus', 'maintenance'),
    distinctBy: [],
  },
  {
    id: 'region-blocked',
    title: 'Region blocked',
    kind: 'blocked',
    scope: 'client',
    where: 'systemStatus: regionBlocked',
    reached: (p) => inState(p, 'systemStatus', 'regionBlocked'),
    distinctBy: [],
  },
  {
    id: 'login-failed',
    title: 'Login failed',
    kind: 'failure',
    scope: 'client',
    where: 'login: active.(form.editing, captcha.hidden) with an error code',
    reached: (p) => inState(p, 'login', { active: { form: 'editing', captcha: 'hidden' } }) && errorCodeIn(p, 'login') !== null,
    distinctBy: ['errorCode'],
  },
  {
    id: 'member-load-failed',
    title: 'Member info failed to load',
    kind: 'failure',
    scope: 'client',
    where: 'session: memberLoadFailed',
    reached: (p) => inState(p, 'session', 'memberLoadFailed'),
    distinctBy: [],
  },
  {
    id: 'status-unreachable',
    title: 'Gateway unreachable',
    kind: 'failure',
    scope: 'client',
    where: 'systemStatus: unreachable',
    reached: (p) => inState(p, 'systemStatus', 'unreachable'),
    distinctBy: [],
  },
  {
    id: 'password-change-rejected',
    title: 'Password change rejected',
    kind: 'failure',
    scope: 'client',
    where: 'changePassword: editing with an error code',
    reached: (p) => inState(p, 'changePassword', 'editing') && errorCodeIn(p, 'changePassword') !== null,
    distinctBy: ['errorCode'],
  },
  {
    id: 'escalation-captcha-required',
    title: 'Escalation: captcha required',
    kind: 'escalation',
    scope: 'server',
    where: 'loginEscalation: captchaRequired (never locked)',
    reached: (p) => inState(p, 'loginEscalation', 'captchaRequired') && escalation(p)?.lockCount === 0,
    distinctBy: [],
  },
  {
    id: 'escalation-locked',
    title: 'Escalation: locked',
    kind: 'escalation',
    scope: 'server',
    where: 'loginEscalation: locked',
    reached: (p) => inState(p, 'loginEscalation', 'locked'),
    distinctBy: ['lockCount'],
  },
  {
    id: 'escalation-lock-expired',
    title: 'Escalation: lock expired, captcha still required',
    kind: 'escalation',
    scope: 'server',
    where: 'loginEscalation: captchaRequired after a lock',
    reached: (p) => inState(p, 'loginEscalation', 'captchaRequired') && (escalation(p)?.lockCount ?? 0) > 0,
    distinctBy: [],
  },
  {
    id: 'escalation-reset',
    title: 'Escalation: reset by a successful login',
    kind: 'escalation',
    scope: 'server',
    where: 'loginEscalation: captchaRequired → open',
    reached: (p) => p.step.transitions.some((t) => t.key === '#loginEscalation.captchaRequired attempt.succeeded [0]'),
    distinctBy: [],
  },
  {
    id: 'sms-code-verified',
    title: 'SMS login: code accepted once',
    kind: 'signed-in',
    scope: 'server',
    where: 'smsCode: verified',
    reached: (p) => smsCodeIn(p, 'verified'),
    distinctBy: [],
  },
  {
    id: 'sms-code-exhausted',
    title: 'SMS login: code exhausted by wrong tries',
    kind: 'failure',
    scope: 'server',
    where: 'smsCode: exhausted',
    reached: (p) => smsCodeIn(p, 'exhausted'),
    distinctBy: [],
  },
  {
    id: 'sms-code-expired',
    title: 'SMS login: code expired',
    kind: 'failure',
    scope: 'server',
    where: 'smsCode: expired',
    reached: (p) => smsCodeIn(p, 'expired'),
    distinctBy: [],
  },
];

/** The error code shown by the deepest chart that carries one (login, change password, session). */
export function errorCodeOf(probe: OutcomeProbe): string | null {
  for (const id of ['changePassword', 'login', 'session', 'systemStatus']) {
    const code = errorCodeIn(probe, id);
    if (code) return code;
  }
  return null;
}

export const lockCountOf = (probe: OutcomeProbe): number => escalation(probe)?.lockCount ?? 0;
