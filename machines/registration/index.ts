/** The registration flow: the only module other code imports. */
export { provideRegistrationMachine, registrationMachine } from './registration.machine';
export { provideRegistration } from './registration.calls';
export type { RegistrationCalls, RegistrationVerification } from './registration.calls';
export type { AffiliateSnapshotEvent, RegistrationMachineEvent, SmsCountdownSnapshotEvent } from './registration.context';
export { phoneProviderActive, phoneTokenForNumber } from './registration.phone';
export { selectRegistrationSliderRef, selectRegistrationView, selectSmsCountdownRef } from './registration.selectors';
export type { RegistrationSnapshot } from './registration.selectors';
export { availableModes, defaultMode, needsPassword, needsSmsCode, normaliseRules, visibleFields } from './registration.rules';
export { failureErrors, patternError, toRegisterRequest, validateMobile, validateRegistration } from './registration.validation';
export { PROFILE_FIELDS, REGISTRATION_FIELDS } from './registration.types';
export type * from './registration.types';
