/** The login flow: the only module other code imports. */
export { loginMachine, provideLoginMachine } from './login.machine';
export { provideLogin } from './login.calls';
export type { LoginCalls } from './login.calls';
export { selectLoginSmsCountdownRef, selectLoginView } from './login.selectors';
export type { LoginSnapshot } from './login.selectors';
export {
  isDialingCodeValid,
  isMobileFormatValid,
  toLoginRequest,
  toSmsLoginRequest,
  validateLogin,
  validateSmsLogin,
  validateSmsTarget,
} from './login.validation';
export type * from './login.types';
