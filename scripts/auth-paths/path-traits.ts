/**
 * What a path contains, as the mutations ask it: the calls it makes, its outcome, its facts. A
 * mutation applies to a path because of these, so a new path is mutated without new entries.
 */
import type { AuthPath } from './auth-path.types';
import { invokeAnnotations } from './annotations';

export const callsOf = (path: AuthPath) => path.steps.flatMap((step) => step.calls);
export const makesCall = (path: AuthPath, key: string) => callsOf(path).some((c) => `${c.chart}.${c.invoke}` === key);
export const encryptedCall = (path: AuthPath) => callsOf(path).some((c) => invokeAnnotations[`${c.chart}.${c.invoke}`]?.encrypted === true);
export const sendsCaptcha = (path: AuthPath) =>
  callsOf(path).some((c) => `${c.chart}.${c.invoke}` === 'login.submitLogin' && Boolean((c.input as { captcha?: string | null }).captcha));
export const is = (path: AuthPath, ...outcomes: string[]) => outcomes.includes(path.outcome.id);

/** A registration that signed up without an invitation link: the register call's checks are mutated on these. */
export const plainRegistration = (path: AuthPath) => is(path, 'registered') && path.facts.invited !== true;

/** A path that signs in with an SMS code the gateway had sent after a slider check (not the phone provider: its refusals have their own shape). */
export const signsInWithSentCode = (path: AuthPath) =>
  path.outcome.kind === 'signed-in' &&
  callsOf(path).some((c) => `${c.chart}.${c.invoke}` === 'smsCountdown.sendSmsCode' && !(c.input as { phoneProvider?: unknown }).phoneProvider);
