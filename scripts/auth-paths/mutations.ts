/**
 * Mutated paths: a path with a required step removed, reordered or falsified, and the refusal the
 * gateway must answer with. Which mutations a path gets follows from what the path contains (an
 * encrypted call, a captcha, a session it ends in), so a new path is mutated without new entries.
 * The proof suite (tests/server/auth-paths-proof.test.ts) runs every one of them on a real gateway.
 */
import type { AuthPath, MutationSpec } from './auth-path.types';
import { encryptedCall, is, makesCall, sendsCaptcha } from './path-traits';
import { phoneMutations } from './phone-mutations';
import { signupMutations } from './signup-mutations';
import { forgotPasswordMutations } from './forgot-password-mutations';
import { socialMutations } from './social-mutations';

const loginMutations: readonly MutationSpec[] = [
  {
    id: 'plaintext-body',
    title: 'first encrypted call sent as plain JSON',
    rejectedWith: { status: 400, errorCode: 'payload.encryption.required' },
    appliesTo: (p) => p.scope === 'client' && encryptedCall(p),
  },
  {
    id: 'replayed-body',
    title: 'first encrypted call sent again with the same sealed body',
    rejectedWith: { status: 400, errorCode: 'payload.replayed' },
    appliesTo: (p) => p.scope === 'client' && encryptedCall(p),
  },
  {
    id: 'no-token',
    title: 'member info asked without the token (login step removed)',
    rejectedWith: { status: 401, errorCode: 'login.not.session' },
    appliesTo: (p) => makesCall(p, 'session.loadMemberInfo'),
  },
  {
    id: 'token-after-logout',
    title: 'logged out, then the token used again',
    rejectedWith: { status: 401, errorCode: 'login.not.session' },
    appliesTo: (p) => p.outcome.kind === 'signed-in',
  },
  {
    id: 'skip-captcha',
    title: 'the captcha-bearing login sent without the captcha',
    rejectedWith: { status: 200, errorCode: 'captcha.invalid' },
    appliesTo: sendsCaptcha,
  },
  {
    id: 'wrong-captcha',
    title: 'the captcha-bearing login sent with a wrong answer',
    rejectedWith: { status: 200, errorCode: 'captcha.invalid' },
    appliesTo: sendsCaptcha,
  },
  {
    id: 'reused-captcha',
    title: 'the captcha answer already used by an earlier attempt',
    rejectedWith: { status: 200, errorCode: 'captcha.invalid' },
    appliesTo: sendsCaptcha,
  },
  {
    id: 'foreign-captcha',
    title: 'the answer to a captcha issued to another browser',
    rejectedWith: { status: 200, errorCode: 'captcha.invalid' },
    appliesTo: sendsCaptcha,
  },
  {
    id: 'expired-captcha',
    title: 'the captcha answered more than 2 minutes after the image was fetched',
    rejectedWith: { status: 200, errorCode: 'captcha.invalid' },
    appliesTo: sendsCaptcha,
  },
  {
    id: 'must-change-other-call',
    title: 'must-change session calls a token route other than change password, member info, logout',
    rejectedWith: { status: 403, errorCode: 'password.change.required' },
    appliesTo: (p) => is(p, 'must-change-password'),
  },
  {
    id: 'trial-sets-password',
    title: 'trial session tries to set a password',
    rejectedWith: { status: 200, errorCode: 'password.old.invalid' },
    appliesTo: (p) => is(p, 'trial'),
  },
  {
    id: 'login-during-maintenance',
    title: 'password login and free play despite the maintenance screen',
    rejectedWith: { status: 503, errorCode: 'system.maintenance' },
    appliesTo: (p) => is(p, 'maintenance'),
  },
  {
    id: 'login-from-blocked-region',
    title: 'password login and free play despite the region-blocked screen',
    rejectedWith: { status: 403, errorCode: 'region.blocked' },
    appliesTo: (p) => is(p, 'region-blocked'),
  },
  {
    id: 'unknown-user',
    title: 'an unknown username instead of the account: the identical answer',
    rejectedWith: { status: 200, errorCode: 'login.failed' },
    appliesTo: (p) => is(p, 'login-failed') && makesCall(p, 'login.submitLogin'),
  },
  {
    id: 'skip-required-captcha',
    title: 'right password without a captcha once one is required',
    rejectedWith: { status: 200, errorCode: 'captcha.invalid' },
    appliesTo: (p) => ['escalation-captcha-required', 'escalation-lock-expired', 'escalation-reset'].includes(p.outcome.id),
  },
  {
    id: 'sms-code-reused',
    title: 'the accepted SMS code presented a second time',
    rejectedWith: { status: 200, errorCode: 'login.failed' },
    appliesTo: (p) => is(p, 'sms-code-verified'),
  },
  {
    id: 'sms-code-other-number',
    title: 'the SMS code presented for another number that also has a live code',
    rejectedWith: { status: 200, errorCode: 'login.failed' },
    appliesTo: (p) => is(p, 'sms-code-verified'),
  },
  {
    id: 'sms-no-code-sent',
    title: 'SMS login with a guessed code, no code ever sent (send step removed)',
    rejectedWith: { status: 200, errorCode: 'login.failed' },
    appliesTo: (p) => is(p, 'sms-code-verified'),
  },
  {
    id: 'sms-early-resend',
    title: 'a second code asked for before resendAvailableAt',
    rejectedWith: { status: 429, errorCode: 'sms.resend.early' },
    appliesTo: (p) => is(p, 'sms-code-verified'),
  },
  {
    id: 'sms-right-code-too-late',
    title: 'the right SMS code after the code was exhausted or expired',
    rejectedWith: { status: 200, errorCode: 'login.failed' },
    appliesTo: (p) => is(p, 'sms-code-exhausted', 'sms-code-expired'),
  },
  {
    id: 'locked-right-password',
    title: 'right password and a valid captcha while locked: answered as a wrong password',
    rejectedWith: { status: 200, errorCode: 'login.failed' },
    appliesTo: (p) => is(p, 'escalation-locked'),
  },
];

export const mutations: readonly MutationSpec[] = [
  ...loginMutations,
  ...signupMutations,
  ...phoneMutations,
  ...forgotPasswordMutations,
  ...socialMutations,
];

export const mutationsOf = (path: AuthPath): MutationSpec[] => mutations.filter((m) => m.appliesTo(path));
