/**
 * The browser of one auth-path scenario: its IP, its captcha cookie, the token it holds and the
 * account it uses, speaking to the in-process gateway exactly as the SPA does (Merchant-less demo
 * merchant, sealed bodies on encrypted calls, `Authorization: <token>`).
 */
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { publicKeyFromModulus, seal } from './seal';
import type { TestGateway } from './test-gateway';

export type AccountKind = 'player' | 'agent' | 'mustChange' | 'trial';

export interface Account {
  kind: AccountKind;
  username: string;
  password: string;
  /** national number (dialing code 63) for SMS login; empty for trial accounts */
  mobileNum: string;
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
  await gw.database.db.query(
    `INSERT INTO members (merchant_id, username, password_hash, type, language, must_change_password, password_changed_at, created_at, last_login_at,
                          country_dialing_code, mobile_num)
     VALUES ((SELECT id FROM merchants WHERE code = 'demo'), $1, $2, $3, 'MS', $4, $5, $5, $5, $6, $7)`,
    [username, await hashOfRightPassword, TYPES[kind], kind === 'mustChange', gw.clock.now(), DIALING_CODE, mobileNum],
  );
  return { kind, username, password: RIGHT_PASSWORD, mobileNum };
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
    return this.gw.app.inject({ method: request.method, url: request.url, remoteAddress: this.ip, payload: request.payload as string, headers: request.headers });
  }

  login(username: string, password: string, captcha: string | null, options: { plain?: boolean; cookie?: boolean } = {}) {
    return this.sealed('POST', '/wps/session/login', { username, password, captcha, type: 'username' }, options);
  }

  /** Asks for an SMS login code for a number. */
  askSmsCode(mobileNum: string) {
    return this.send('POST', '/wps/verification/sms/noLogin', { body: { countryDialingCode: DIALING_CODE, mobileNum } });
  }

  /** The latest code the SMS outbox holds for a number (development endpoint). */
  async lastSmsCode(mobileNum: string): Promise<string> {
    const outbox = await this.send('GET', `/dev/sms/outbox?phone=${DIALING_CODE}${mobileNum}`);
    const [latest] = (outbox.json() as { messages: { body: string }[] }).messages;
    const code = /\b(\d{6})\b/.exec(latest?.body ?? '')?.[1];
    if (!code) throw new Error(`no SMS code in the outbox for ${mobileNum}`);
    return code;
  }

  smsLogin(mobileNum: string, code: string) {
    return this.sealed('POST', '/wps/session/login', { username: mobileNum, password: code, type: 'sms', countryDialingCode: DIALING_CODE });
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
