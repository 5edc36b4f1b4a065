/**
 * The phone-provider path of the registration (SPEC §4): when the merchant has it on and the form
 * asks for an SMS code, the code comes from the phone identity provider (the SMS button's chart
 * keeps the provider's session), the submit confirms it with the provider after the slider check,
 * and the register call carries the provider's ID token instead of the code. Pure readers of the
 * registration context, shared by the chart, its request and its selectors.
 */
import { needsSmsCode } from './registration.rules';
import type { PhoneCodeConfirmation, PhoneCodeSession, PhoneProvider, RegistrationContext } from './registration.types';

type PhoneContext = Pick<
  RegistrationContext,
  'settings' | 'mode' | 'features' | 'values' | 'countryDialingCode' | 'phoneCodeSession' | 'phoneCodeSpent' | 'phoneIdToken'
>;

/** The SMS button chart's snapshots, which the registration follows for the provider's session. */
export interface SmsCountdownSnapshotEvent {
  type: 'xstate.snapshot.smsCountdown';
  snapshot: { context?: { providerSession?: PhoneCodeSession | null } };
}

export function phoneProviderOf(context: Pick<RegistrationContext, 'settings'>): PhoneProvider | null {
  return context.settings?.phoneProvider ?? null;
}

/** The path is on for this form: the merchant switched it on and the form asks for an SMS code. */
export function phoneProviderActive(context: Pick<PhoneContext, 'settings' | 'mode' | 'features'>): boolean {
  return phoneProviderOf(context) !== null && needsSmsCode(context.mode, context.features);
}

function forTypedNumber(context: PhoneContext, proof: { mobileNum: string; countryDialingCode: string } | null): boolean {
  return proof !== null && proof.mobileNum === context.values.mobileNum.trim() && proof.countryDialingCode === context.countryDialingCode;
}

/** The ID token the register call carries: only on the path, and only for the number typed now. */
export function phoneTokenForNumber(context: PhoneContext): string | null {
  return phoneProviderActive(context) && forTypedNumber(context, context.phoneIdToken ?? null) ? context.phoneIdToken!.idToken : null;
}

/** The submit must confirm the code with the provider before registering. */
export function phoneCodeToConfirm(context: PhoneContext): boolean {
  return phoneProviderActive(context) && phoneTokenForNumber(context) === null;
}

/** Nothing to confirm: no code was texted to the number typed now, or its session was used up. */
export function phoneCodeNotRequested(context: PhoneContext): boolean {
  return phoneCodeToConfirm(context) && (context.phoneCodeSpent === true || !forTypedNumber(context, context.phoneCodeSession ?? null));
}

export function phoneCodeConfirmation(context: PhoneContext): PhoneCodeConfirmation {
  return {
    projectId: phoneProviderOf(context)?.projectId ?? '',
    sessionInfo: context.phoneCodeSession?.sessionInfo ?? '',
    code: context.values.verificationCode.trim(),
  };
}

export function providerSessionOf(event: { type: string }): PhoneCodeSession | null {
  return (event as SmsCountdownSnapshotEvent).snapshot?.context?.providerSession ?? null;
}

/** A code the button's chart has not reported before (its snapshots repeat every countdown tick). */
export function isNewPhoneCodeSession(context: Pick<RegistrationContext, 'phoneCodeSession'>, event: { type: string }): boolean {
  const session = providerSessionOf(event);
  return session !== null && session.sessionInfo !== context.phoneCodeSession?.sessionInfo;
}

/** Provider refusals after which the session can confirm nothing any more: only a new code helps. */
const SESSION_ENDED = new Set(['auth/code-expired', 'auth/invalid-verification-id', 'auth/missing-verification-id', 'auth/operation-not-allowed']);

export function phoneSessionEndedBy(errorCode: string | undefined): boolean {
  return errorCode !== undefined && SESSION_ENDED.has(errorCode);
}

/** Register refusals of the token itself (expired, used, another number, path off): it is dropped. */
export function phoneTokenRefusedBy(errorCode: string | undefined): boolean {
  return errorCode?.startsWith('phoneauth.') === true;
}
