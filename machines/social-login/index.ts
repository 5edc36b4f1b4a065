/** The social-login flow: the only module other code imports. */
export { socialLoginMachine } from './social-login.machine';
export { provideSocialLogin } from './social-login.calls';
export type { SocialLoginCalls } from './social-login.calls';
export { selectSocialLoginView } from './social-login.selectors';
export type { SocialLoginSnapshot } from './social-login.selectors';
export { POPUP_BLOCKED_CODE, POPUP_CLOSED_CODE, SOCIAL_PROVIDERS, SOCIAL_SWITCHES } from './social-login.types';
export type * from './social-login.types';
