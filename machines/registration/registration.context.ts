/**
 * The registration chart's starting context and the readers its actions and guards share: the
 * affiliate chart's snapshot as the registration sees it, invoke results, the register request.
 */
import { affiliateStatusOf } from '../affiliate-check';
import type { AffiliateCheckInput, AffiliateSnapshotLike } from '../affiliate-check';
import type { LoginSuccess } from '../login';
import type { RegistrationInput } from '../session/session.types';
import { doneOutput, errorOf } from '../shared';
import type { AffiliateState, RegisterFailure, RegisterRequest, RegistrationContext, RegistrationEvent } from './registration.types';
import { REGISTRATION_FIELDS } from './registration.types';
import { toRegisterRequest } from './registration.validation';

/** The affiliate chart's snapshots, which the registration follows (invoke `onSnapshot`). */
export interface AffiliateSnapshotEvent {
  type: 'xstate.snapshot.affiliateCheck';
  snapshot: AffiliateSnapshotLike;
}

/** A refused register call: the editor shows why, and the captcha region loads a new image. */
export interface SubmitRegistrationErrorEvent {
  type: 'xstate.error.actor.submitRegistration';
  error: unknown;
}

export type RegistrationMachineEvent = RegistrationEvent | AffiliateSnapshotEvent | SubmitRegistrationErrorEvent;

export const emptyValues = () => Object.fromEntries(REGISTRATION_FIELDS.map((field) => [field, ''])) as RegistrationContext['values'];

export function initialContext({ input }: { input: RegistrationInput }): RegistrationContext {
  const linkAffiliateCode = input.affiliateCode?.trim() || null;
  return {
    features: input.features,
    referralCode: input.referralCode?.trim() || null,
    linkAffiliateCode,
    settings: null,
    mode: 'username',
    values: emptyValues(),
    countryDialingCode: '',
    termsAccepted: false,
    fieldErrors: {},
    errorCode: null,
    captchaImage: null,
    humanCheckToken: null,
    // with no link code there is nothing to wait for: the input shows
    affiliate: { input: linkAffiliateCode ? 'checking' : 'shown', linkCode: null },
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

