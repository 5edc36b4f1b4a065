/** The payment-password flow of the security centre: the only module other code imports. */
export { paymentPasswordMachine } from './payment-password.machine';
export { providePaymentPassword } from './payment-password.calls';
export type { PaymentPasswordCalls } from './payment-password.calls';
export { PIN_FORMAT, pinWeak, refusedFields, typedDigits, validatePaymentPassword } from './payment-password.rules';
export { selectPaymentPasswordCountdownRef, selectPaymentPasswordView } from './payment-password.selectors';
export type { PaymentPasswordSnapshot } from './payment-password.selectors';
export type * from './payment-password.types';
