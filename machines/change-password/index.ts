/** The change-password flow: the only module other code imports. */
export { changePasswordMachine } from './change-password.machine';
export { provideChangePassword } from './change-password.calls';
export type { ChangePasswordCalls } from './change-password.calls';
export { selectChangePasswordView } from './change-password.selectors';
export type { ChangePasswordSnapshot } from './change-password.selectors';
export { validatePasswordChange } from './change-password.validation';
export type * from './change-password.types';
