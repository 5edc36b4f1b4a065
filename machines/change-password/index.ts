/** The change-password flow: the only module other code imports. */
export { changePasswordMachine } from './change-password.machine';
export { selectChangePasswordView } from './change-password.selectors';
export type { ChangePasswordSnapshot } from './change-password.selectors';
export { isPasswordFormatValid, validatePasswordChange, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './change-password.validation';
export type * from './change-password.types';
