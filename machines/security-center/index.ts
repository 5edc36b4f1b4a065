/** The security-center flow: the only module other code imports. */
export { isEditable, securityCenterMachine } from './security-center.machine';
export { provideSecurityCenter, securityCenterInput } from './security-center.calls';
export type { SecurityCenterCalls } from './security-center.calls';
export {
  selectBankCardsRef,
  selectContactBindingRef,
  selectPaymentPasswordRef,
  selectProfileFieldRef,
  selectSecurityCenterView,
} from './security-center.selectors';
export type { SecurityCenterSnapshot } from './security-center.selectors';
export type * from './security-center.types';
