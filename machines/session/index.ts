/** The session flow: the only module other code imports. */
export { DEAD_TOKEN_CODE, sessionMachine } from './session.machine';
export { selectChangePasswordRef, selectForgotPasswordRef, selectLoginRef, selectRegistrationRef, selectSessionView } from './session.selectors';
export type { SessionSnapshot } from './session.selectors';
export { AGENT_TYPES, roleOf, TRIAL_TYPE } from './session.roles';
export type * from './session.types';
