/** The captcha chart: the only module other code imports. */
export { captchaMachine, provideWithCaptcha } from './captcha.machine';
export { CAPTCHA_STARTING, captchaLoadingAfter, captchaSnapshotOf, captchaStatusOf, selectCaptchaView } from './captcha.selectors';
export type { CaptchaSnapshot } from './captcha.selectors';
export type * from './captcha.types';
