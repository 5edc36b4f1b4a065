/**
 * The browser of one auth-path scenario: its IP, its captcha cookie, the token it holds and the
 * account it uses, speaking to the in-process gateway exactly as the SPA does (Merchant-less demo
 * merchant, sealed bodies on encrypted calls, `Authorization: <token>`).
 */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { humanDrag } from './human-check-solver';
import { publicKeyFromModulus, seal } from './seal';
import type { TestGateway } from './test-gateway';
import { usernameKey } from '../../../server/identity/identifier-key';

export type AccountKind = 'player' | 'agent' | 'mustChange' | 'trial';

export interface Account {
  kind: AccountKind;
  username: string;
  password: string;
  /** national number (dialing code 63) for SMS login; empty for trial accounts */
  mobileNum: string;
  /** the address in the profile, where a reset link goes; empty for trial accounts */
  email: string;
}

export const DIALING_CODE = '63';

export const RIGHT_PASSWORD = 'Right-pass-1';
export const WRONG_PASSWORD = 'Wrong-pass-9';
export const NEW_PASSWORD = 'Fresh-pass-22';

const TYPES: Record<Exclude<AccountKind, 'trial'>, number> = { player: 0, agent: 1, mustChange: 0 };
let hashOfRightPassword: Promise<string> | null = null;
let accounts = 0;

/** A fresh account of the kind a path speaks for; it has logged in before, so no first-login flag. */
export async function createAccount(gw: TestGateway, kind: Exclude<AccountKind, 'trial'>): Promise<Account> {
  hashOfRightPassword ??= gw.app.ctx.providers.hasher.hash(RIGHT_PASSWORD);
  accounts += 1;
  const username = `proof_${kind.toLowerCase()}_${accounts}`;
  // the merchant's rule for mobile numbers is 9 followed by 9 digits
  const mobileNum = `97${String(accounts).padStart(8, '0')}`;
  const email = `${username}@example.com`;
  await gw.database.db.query(
    `INSERT INTO members (merchant_id, username, password_hash, type, language, must_change_password, password_changed_at, created_at, last_login_at,
                          country_dialing_code, mobile_num, profile, username_key)
     VALUES ((SELECT id FROM merchants WHERE code = 'demo'), $1, $2, $3, 'MS', $4, $5, $5, $5, $6, $7, $8, $9)`,
    [
      username,
      await hashOfRightPassword,
      TYPES[kind],
      kind === 'mustChange',
      gw.clock.now(),
      DIALING_CODE,
      mobileNum,
      JSON.stringify({ email }),
      usernameKey(username),
    ],
  );
  return { kind, username, password: RIGHT_PASSWORD, mobileNum, email };
}

let newcomers = 0;

/** Who a registration on a path signs up as: nobody has this username or number yet. */
export function newcomer(): Account {
  newcomers += 1;
  // the register rules: a letter first, letters and digits, 6-16; the number 9 followed by 9 digits
  const username = `newbie${newcomers}`;
  return {
    kind: 'player',
    username,
    password: RIGHT_PASSWORD,
    mobileNum: `96${String(newcomers).padStart(8, '0')}`,
    email: `${username}@example.com`,
  };
}

/** A slider challenge the visitor fetched, with the target the test read from the database. */
export interface SliderChallenge {
  challengeId: string;
  targetX: number;
  purpose: 'register' | 'sms';
}

export interface SealedRequest {
  method: 'POST' | 'PUT';
  url: string;
  payload: unknown;
  headers: Record<string, string>;
}

export class Visitor {
  token: string | null = null;
  captchaCookie: string | null = null;
  captchaAnswer: string | null = null;
  /** the last sealed request, kept so a mutation can send it again */
  lastSealed: SealedRequest | null = null;

  constructor(
    readonly gw: TestGateway,
    readonly ip = '127.0.0.1',
  ) {}

  private headers(options: { token?: boolean; cookie?: boolean } = {}): Record<string, string> {
    return {
      ...(options.token && this.token ? { authorization: this.token } : {}),
      ...(options.cookie !== false && this.captchaCookie ? { cookie: this.captchaCookie } : {}),
    };
  }

  send(method: 'GET' | 'POST' | 'DELETE', url: string, options: { token?: boolean; body?: unknown; headers?: Record<string, string> } = {}) {
    return this.gw.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      ...(options.body === undefined ? {} : { payload: options.body as string }),
      headers: { ...this.headers({ token: options.token }), ...options.headers },
    });
  }

  /** An encrypted call as the SPA seals it; `plain` sends the same body unsealed (a mutation). */
  sealed(method: 'POST' | 'PUT', url: string, body: unknown, options: { token?: boolean; cookie?: boolean; plain?: boolean } = {}) {
    const headers = this.headers(options);
    if (options.plain) return this.gw.app.inject({ method, url, remoteAddress: this.ip, payload: body as string, headers });
    const publicKey = publicKeyFromModulus(this.gw.app.ctx.serverKey.modulusHex);
    const { payload, encryption } = seal(publicKey, { method, path: url, body, ts: this.gw.clock.now().getTime() });
    this.lastSealed = { method, url, payload, headers: { ...headers, encryption } };
    return this.resend(this.lastSealed);
  }

  resend(request: SealedRequest): Promise<LightMyRequestResponse> {
    return this.gw.app.inject({
      method: request.method,
      url: request.url,
      remoteAddress: this.ip,
      payload: request.payload as string,
      headers: request.headers,
    });
  }

  login(username: string, password: string, captcha: string | null, options: { plain?: boolean; cookie?: boolean } = {}) {
    return this.sealed('POST', '/wps/session/login', { username, password, captcha, type: 'username' }, options);
  }

  /** Asks for an SMS code for a number: a login or reset code (noLogin), or a registration code. */
  askSmsCode(mobileNum: string, options: { purpose?: 'register' | 'noLogin'; humanCheckToken?: string } = {}) {
    const token = options.humanCheckToken === undefined ? {} : { humanCheckToken: options.humanCheckToken };
    if (options.purpose === 'register') {
      return this.send('POST', '/wps/verification/sms/register', { body: { countryDialingCode: DIALING_CODE, mobileNo: mobileNum, ...token } });
    }
    return this.send('POST', '/wps/verification/sms/noLogin', { body: { countryDialingCode: DIALING_CODE, mobileNum, ...token } });
  }

  /** The latest code the SMS outbox holds for a number (development endpoint). */
  async lastSmsCode(mobileNum: string): Promise<string> {
    const outbox = await this.send('GET', `/dev/sms/outbox?phone=${DIALING_CODE}${mobileNum}`);
    const [latest] = (outbox.json() as { messages: { body: string }[] }).messages;
    const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
    if (!code) throw new Error(`no SMS code in the outbox for ${mobileNum}`);
    return code;
  }

  /** A slider challenge for a purpose, and its target read from the database (no endpoint reveals it). */
  async sliderChallenge(purpose: 'register' | 'sms'): Promise<{ response: LightMyRequestResponse; challenge: SliderChallenge }> {
    const response = await this.send('GET', `/wps/humancheck/challenge?purpose=${purpose}`);
    const { challengeId } = (response.json() as { value: { challengeId: string } }).value;
    const row = await this.gw.database.db.query<{ target_x: number }>('SELECT target_x FROM human_checks WHERE id = $1', [challengeId]);
    return { response, challenge: { challengeId, targetX: row.rows[0].target_x, purpose } };
  }

  /** One drag on a challenge: like a hand onto the target, or onto a spot well off it. */
  drag(challenge: SliderChallenge, onTarget: boolean) {
    const x = onTarget ? challenge.targetX : challenge.targetX > 150 ? challenge.targetX - 60 : challenge.targetX + 60;
    return this.send('POST', '/wps/humancheck/verify', { body: { challengeId: challenge.challengeId, x, trace: humanDrag(x) } });
  }

  /** A token of a passed slider check for a purpose. */
  async passedSlider(purpose: 'register' | 'sms'): Promise<string> {
    const { challenge } = await this.sliderChallenge(purpose);
    const body = (await this.drag(challenge, true)).json() as { success: boolean; value: { token: string } };
    if (!body.success) throw new Error(`slider check not passed: ${JSON.stringify(body)}`);
    return body.value.token;
  }

  /** The register call (sealed), on the username or the mobile route. */
  register(mode: 'username' | 'mobile', body: Record<string, unknown>, options: { plain?: boolean; cookie?: boolean } = {}) {
    return this.sealed('PUT', mode === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register', body, options);
  }

  requestResetEmail(username: string, email: string) {
    return this.send('POST', '/wps/member/password/email', { body: { username, email } });
  }

  /** The token of the latest reset link mailed to an address (development endpoint). */
  async lastResetToken(email: string): Promise<string> {
    const outbox = await this.send('GET', `/dev/mail/outbox?to=${encodeURIComponent(email)}`);
    const [latest] = (outbox.json() as { messages: { body: string }[] }).messages;
    const token = /#reset=([A-Za-z0-9_-]+)/.exec(latest?.body ?? '')?.[1];
    if (!token) throw new Error(`no reset link in the mail outbox for ${email}`);
    return token;
  }

  resetWithLink(token: string, newPassword: string, options: { plain?: boolean } = {}) {
    return this.sealed('POST', '/wps/member/password/reset', { token, newPassword, confirmNewPassword: newPassword }, options);
  }

  resetByPhone(mobileNum: string, code: string, newPassword: string, options: { plain?: boolean } = {}) {
    const body = { mobileNum, countryDialingCode: DIALING_CODE, verificationCode: code, newPassword, confirmNewPassword: newPassword };
    return this.sealed('POST', '/wps/member/password/verification', body, options);
  }

  smsLogin(mobileNum: string, code: string, options: { plain?: boolean } = {}) {
    return this.sealed('POST', '/wps/session/login', { username: mobileNum, password: code, type: 'sms', countryDialingCode: DIALING_CODE }, options);
  }

  /** Fetches a captcha image, keeps its cookie and, through the development endpoint, its answer. */
  async fetchCaptcha(): Promise<LightMyRequestResponse> {
    const image = await this.send('GET', '/wps/captcha?t=1');
    this.captchaCookie = String(image.headers['set-cookie']).split(';')[0];
    const answer = await this.send('GET', '/dev/captcha/answer');
    this.captchaAnswer = (answer.json() as { answer: string }).answer;
    return image;
  }
}

/** A username no account has: unknown-user answers must look like wrong-password answers. */
export const unknownUsername = () => `nobody_${randomBytes(4).toString('hex')}`;

/** Another 6-digit code than `code`. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A wrong answer of the captcha alphabet's shape. */
export const wrongAnswer = (answer: string) => (answer === 'AAAA' ? 'BBBB' : 'AAAA');
