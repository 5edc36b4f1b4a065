/** The session flow: the only module other code imports. */
export { DEAD_TOKEN_CODE, sessionMachine } from './session.machine';
export { provideSession } from './session.calls';
export type { SessionCalls } from './session.calls';
export {
  selectChangePasswordRef,
  selectForgotPasswordRef,
  selectLoginRef,
  selectRegistrationRef,
  selectSessionView,
  selectSocialLoginReady,
  selectSocialLoginRef,
  selectSocialProviders,
} from './session.selectors';
export type { SessionSnapshot } from './session.selectors';
export { AGENT_TYPES, roleOf, TRIAL_TYPE } from '../../rules/member-types';
// the social login buttons' switches, without the social-login chart (loaded only when a dialog needs it)
export { SOCIAL_PROVIDERS, SOCIAL_SWITCHES } from '../social-login/social-login.types';
export type * from './session.types';
