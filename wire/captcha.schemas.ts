/** The captcha picture (CONTRACT §4.6): `value` is a base64 PNG without a `data:` prefix, bound to the captcha cookie. */
import { base64 } from './fields.schemas';

export const captchaValue = base64;
