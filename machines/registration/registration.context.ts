/**
 * The registration chart's starting context and the readers its actions and guards share: the
 * affiliate chart's snapshot as the registration sees it, invoke results, the register request,
 * and the phone-provider path's inputs and answers.
 */
import { affiliateStatusOf } from '../affiliate-check';
import { CAPTCHA_STARTING } from '../captcha';
import type { CaptchaSnapshotEvent } from '../captcha';
import type { AffiliateCheckInput, AffiliateSnapshotLike } from '../affiliate-check';
import type { LoginSuccess } from '../login';
import type { RegistrationInput } from './registration.types';
import { doneOutput, errorOf } from '../shared';
import type { SmsCountdownInput } from '../sms-countdown';
import { phoneCodeConfirmation, phoneProviderOf, phoneSessionEndedBy, phoneTokenRefusedBy, providerSessionOf } from './registration.phone';
import type { SmsCountdownSnapshotEvent } from './registration.phone';
import type {
  AffiliateState,
  PhoneCodeConfirmation,
  RegisterFailure,
  RegisterRequest,
  RegistrationContext,
  RegistrationEvent,
} from './registration.types';
import { REGISTRATION_FIELDS } from './registration.types';
import { failureErrors, toRegisterRequest } from './registration.validation';

/** The affiliate chart's snapshots, which the registration follows (invoke `onSnapshot`). */
export interface AffiliateSnapshotEvent {
  type: 'xstate.snapshot.affiliateCheck';
  snapshot: AffiliateSnapshotLike;
}

/** A refused register call: the editor shows why, and the captcha region asks for a new image. */
export interface SubmitRegistrationErrorEvent {
  type: 'xstate.error.actor.submitRegistration';
  error: unknown;
}

export type { SmsCountdownSnapshotEvent };

/** The view events, the child charts' snapshots (the captcha's followed by the captcha region) and the refused register call. */
export type RegistrationMachineEvent =
  | RegistrationEvent
  | AffiliateSnapshotEvent
  | SmsCountdownSnapshotEvent
  | SubmitRegistrationErrorEvent
  | CaptchaSnapshotEvent;

/** Referral codes as the gateway stores them; a link's malformed one is dropped rather than refusing the sign-up. */
const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,64}$/;

export function referralCodeOf(linkValue: string | null | undefined): string | null {
  const code = linkValue?.trim() ?? '';
  return REFERRAL_CODE.test(code) ? code : null;
}

export const emptyValues = () => Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, ''])) as RegistrationContext['values'];

export function initialContext({ input }: { input: RegistrationInput }): RegistrationContext {
  const linkAffiliateCode = input.affiliateCode?.trim() || null;
  return {
    features: input.features,
    referralCode: referralCodeOf(input.referralCode),
    linkAffiliateCode,
    settings: null,
    mode: 'username',
    values: emptyValues(),
    countryDialingCode: '',
    termsAccepted: false,
    fieldErrors: {},
    errorCode: null,
    captcha: CAPTCHA_STARTING,
    humanCheckToken: null,
    // with no link code there is nothing to wait for: the input shows
    affiliate: { input: linkAffiliateCode ? 'checking' : 'shown', linkCode: null },
    phoneCodeSession: null,
    phoneCodeSpent: false,
    phoneIdToken: null,
  };
}

export function affiliateStateOf(snapshot: AffiliateSnapshotLike): AffiliateState {
  const status = affiliateStatusOf(snapshot);
  if (status === 'checkingLink') return { input: 'checking', linkCode: null };
  if (status === 'linkAccepted') return { input: 'hidden', linkCode: snapshot.context.code };
  return { input: 'shown', linkCode: null };
}

export const snapshotOf = (event: { type: string }) => (event as AffiliateSnapshotEvent).snapshot;
export const typedAffiliateCode = (context: RegistrationContext) => context.values.affiliateCode.trim();

export function successOutput({ event }: { event: { type: string } }): LoginSuccess {
  return doneOutput<LoginSuccess>(event);
}

export function affiliateInput({ context }: { context: RegistrationContext }): AffiliateCheckInput {
  return { linkCode: context.linkAffiliateCode };
}

export function registerRequest({ context }: { context: RegistrationContext }): RegisterRequest {
  return toRegisterRequest(context);
}

export function failureOf(event: { type: string }): Partial<RegisterFailure> {
  const error = errorOf(event);
  return typeof error === 'object' && error !== null ? (error as Partial<RegisterFailure>) : {};
}

/** The SMS button's chart: on the phone-provider path it texts through the provider. */
export function countdownInput({ context }: { context: RegistrationContext }): SmsCountdownInput {
  return { purpose: 'register', phoneProvider: phoneProviderOf(context) };
}

export function confirmationRequest({ context }: { context: RegistrationContext }): PhoneCodeConfirmation {
  return phoneCodeConfirmation(context);
}

export function mirroredPhoneCodeSession({ event }: { event: { type: string } }): Pick<RegistrationContext, 'phoneCodeSession' | 'phoneCodeSpent'> {
  return { phoneCodeSession: providerSessionOf(event), phoneCodeSpent: false };
}

/** "Ask for a code first": on the path, no code was texted to the number typed now (or its session is used up). */
export function phoneCodeNotRequestedError({ context }: { context: RegistrationContext }): Partial<RegistrationContext> {
  return { fieldErrors: { ...context.fieldErrors, verificationCode: { code: 'sms.code.missing' } }, errorCode: null };
}

/** The provider's ID token of the confirmed code, for the number it was confirmed for; the provider closed the session. */
export function confirmedPhoneIdToken({ context, event }: { context: RegistrationContext; event: { type: string } }): Partial<RegistrationContext> {
  const { idToken } = doneOutput<{ idToken: string }>(event);
  return {
    phoneIdToken: { idToken, mobileNum: context.values.mobileNum.trim(), countryDialingCode: context.countryDialingCode },
    phoneCodeSpent: true,
  };
}

/** A refused code confirmation: shown like a refused register call; the unspent slider token goes too. */
export function confirmFailure({ context, event }: { context: RegistrationContext; event: { type: string } }): Partial<RegistrationContext> {
  const failure = failureOf(event);
  return {
    ...failureErrors(failure, context.settings?.rules ?? {}),
    humanCheckToken: null,
    phoneCodeSpent: context.phoneCodeSpent || phoneSessionEndedBy(failure.errorCode),
  };
}

/** A refused register call: the captcha answer and slider token are spent; a refused ID token is dropped. */
export function registerFailure({ context, event }: { context: RegistrationContext; event: { type: string } }): Partial<RegistrationContext> {
  const failure = failureOf(event);
  return {
    ...failureErrors(failure, context.settings?.rules ?? {}),
    values: { ...context.values, captcha: '' },
    humanCheckToken: null,
    phoneIdToken: phoneTokenRefusedBy(failure.errorCode) ? null : context.phoneIdToken,
  };
}
