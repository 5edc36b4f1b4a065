/**
 * The shape of an annotation: which gateway call an invoked actor makes and which server check
 * enforces it, or, for an event of a server-side chart, which request produces it. The phrases the
 * annotations share are here too, so a check reads the same wherever it applies.
 */
import type { Factor, PathStep } from './auth-path.types';

export interface CallAnnotation {
  /** `METHOD /path` of the gateway call, or null when the actor stays in the browser */
  call: string | null;
  /** the call for one input when the actor picks between routes (mobile registration, SMS purpose) */
  callOf?: (input: unknown) => string;
  /** the other routes `callOf` may name, so the proof can check that the gateway serves each */
  otherCalls?: readonly string[];
  encrypted?: boolean;
  /** sends `Authorization: <token>` */
  token?: boolean;
  /** what a local actor does instead of a call */
  local?: string;
  /** the server checks that enforce this step, in words an auditor can verify in server/ */
  check: string;
  /** the same in a few words, for the step tables of each path */
  summary?: string;
  /** factors this credential call presents, read from the invoke's input; it decides the path's factors */
  factors?: (input: unknown) => Factor[];
  /** factors a preparatory call spends for the credential call that follows (an SMS send's slider check) */
  carries?: (input: unknown) => Factor[];
}

export interface EventAnnotation {
  /** the request that makes the gateway send this event to the chart */
  call: string | null;
  check: string;
  factors?: (step: PathStep) => Factor[];
}

export const SEALED =
  'sealed body: RSA-OAEP (SHA-256) key unwrap, AES-GCM tag over "<METHOD> <path>", timestamp within 120 s, nonce used once (400 payload.encryption.required / payload.invalid / payload.stale / payload.replayed)';
export const SITE_OPEN = 'site open: no maintenance (503 system.maintenance), visitor IP and country allowed (403 region.blocked)';
export const LIVE_TOKEN = 'live token: SHA-256 of the token found, not revoked, idle under 12 h, same merchant (401 login.not.session)';
export const CAPTCHA_CHALLENGE =
  'new challenge: 4 characters, answer stored hashed, valid 2 minutes, bound to this browser by the HttpOnly captchaId cookie, consumed by the next call that presents it';
export const SMS_CODE_CHECK =
  "the code is checked against the number's stored HMAC (bound to merchant, purpose and number) only while the smsCode chart is awaiting: not sent (missing), expired after 5 minutes, exhausted by 5 wrong tries or used; a match is consumed in the same transaction";
