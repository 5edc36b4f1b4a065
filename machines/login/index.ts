/** The login flow: the only module other code imports. */
export { loginMachine } from './login.machine';
export { selectLoginView } from './login.selectors';
export type { LoginSnapshot } from './login.selectors';
export { toLoginRequest, validateLogin } from './login.validation';
export type * from './login.types';
