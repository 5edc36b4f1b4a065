/** The forgot-password flow: the only module other code imports. */
export { forgotPasswordMachine } from './forgot-password.machine';
export { provideForgotPassword } from './forgot-password.calls';
export type { ForgotPasswordCalls } from './forgot-password.calls';
export { selectForgotPasswordSmsCountdownRef, selectForgotPasswordView } from './forgot-password.selectors';
export type { ForgotPasswordSnapshot } from './forgot-password.selectors';
export {
  toEmailResetRequest,
  toLinkResetRequest,
  toPhoneResetRequest,
  validateEmailReset,
  validateNewPassword,
  validatePhoneReset,
  validatePhoneTarget,
} from './forgot-password.validation';
export type * from './forgot-password.types';
