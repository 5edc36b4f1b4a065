/**
 * Session calls (CONTRACT §4.1): password or SMS login (sealed), free play, logout. The session
 * answer is the same wherever a session starts (login, social login, registration, reset by phone).
 */
import { z } from 'zod';
import { dialingCode } from './fields.schemas';

// ---- requests ----

/** The decrypted login body. Other clients' extras (loginDeviceId, geetest fields, …) are dropped. */
export const loginBody = z.object({
  username: z.string().trim().min(1).max(128),
  password: z.string().min(1).max(256),
  captcha: z.string().trim().max(16).nullish(),
  // 'sms' logs in with a mobile number and a code; any other value (clients send 'username', '1') is a password login
  type: z.unknown().optional(),
  countryDialingCode: dialingCode.optional(),
});
export type LoginBody = z.input<typeof loginBody>;

// ---- answers ----

/** A new session: the token to send as `Authorization`, and what the session chart needs at once. */
export const loginSuccess = z.strictObject({
  token: z.string().min(20),
  id: z.number().int().positive(),
  userName: z.string().min(1),
  /** the member type: 0 player, 1, 2, 41, 42 agents, 4 trial (free play) */
  customerType: z.number().int().nonnegative(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** only `POST /wps/member/password`, member info and logout are open until the password is changed */
  mustChangePassword: z.boolean(),
});
export type LoginSuccess = z.output<typeof loginSuccess>;

/** `value` of a refused login (`login.failed`, `captcha.invalid`): whether the form must show the captcha now. */
export const loginRefusalValue = z.strictObject({ captcha: z.boolean() });
export const LOGIN_FAILURES = { 'login.failed': loginRefusalValue, 'captcha.invalid': loginRefusalValue } as const;
