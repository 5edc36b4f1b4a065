/** Captcha image: base64 PNG bound to an HttpOnly cookie, so it is never cached. */
import { apiFailure, callApi } from './client';

export async function fetchCaptcha(): Promise<string> {
  const value = await callApi<unknown>('/wps/captcha', { query: { t: Date.now() } });
  // Some gateways nest the image (CONTRACT §4.6): accept both shapes.
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const nested = (value as { img?: unknown; image?: unknown }).img ?? (value as { image?: unknown }).image;
    if (typeof nested === 'string') return nested;
  }
  throw apiFailure('system.error');
}
