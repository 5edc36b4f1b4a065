/**
 * One in-process gateway per test file on a fresh database, with a controllable clock and shortcuts
 * for the calls most tests make (sealed requests, login, captcha).
 */
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app';
import type { AppDeps, GatewayApp } from '../../../server/app';
import type { Providers } from '../../../server/app-context';
import { loadConfig } from '../../../server/config';
import type { Config } from '../../../server/config';
import type { LoggerOptions } from '../../../server/logger';
import { publicKeyFromModulus, seal } from './seal';
import { lowCostHasher } from './low-cost-hasher';
import { createTestDatabase } from './test-db';
import type { TestDatabase } from './test-db';

export class TestClock {
  constructor(private current = new Date('2026-03-02T08:00:00.000Z')) {}
  now = () => new Date(this.current.getTime());
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '.test-data/unused' }),
  rateLimitPerMinute: 100_000,
  logLevel: 'silent',
  ...overrides,
});

export interface TestGateway {
  app: GatewayApp;
  database: TestDatabase;
  clock: TestClock;
  /** a sealed (encrypted) call as the SPA makes it */
  sealed(
    method: 'POST' | 'PUT',
    path: string,
    body: unknown,
    options?: { token?: string; cookie?: string; ts?: number; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  login(username: string, password: string, options?: { captcha?: string; cookie?: string; ip?: string }): Promise<LightMyRequestResponse>;
  /** a fresh captcha: the cookie to send back and its answer */
  captcha(): Promise<{ cookie: string; answer: string }>;
  get(path: string, options?: { token?: string; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startTestGateway(
  options: {
    config?: Partial<Config>;
    providers?: Partial<Providers>;
    logger?: LoggerOptions | false;
    database?: TestDatabase;
    clock?: TestClock;
    /** extra routes for a test, added before the app is ready */
    setup?: (app: GatewayApp) => void;
  } = {},
): Promise<TestGateway> {
  const database = options.database ?? (await createTestDatabase());
  const clock = options.clock ?? new TestClock();
  const deps: AppDeps = {
    db: database.db,
    config: testConfig(options.config),
    clock,
    logger: options.logger ?? false,
    providers: { hasher: lowCostHasher, ...options.providers },
    serveSpa: options.config?.distDir !== undefined,
  };
  const app = await buildApp(deps);
  options.setup?.(app);
  const publicKey = publicKeyFromModulus(app.ctx.serverKey.modulusHex);

  const sealed: TestGateway['sealed'] = (method, path, body, o = {}) => {
    const { payload, encryption } = seal(publicKey, { method, path, body, ts: o.ts ?? clock.now().getTime() });
    return app.inject({
      method,
      url: path,
      payload,
      headers: {
        encryption,
        ...(o.token ? { authorization: o.token } : {}),
        ...(o.cookie ? { cookie: o.cookie } : {}),
        ...o.headers,
      },
    });
  };

  return {
    app,
    database,
    clock,
    sealed,
    login(username, password, o = {}) {
      const body = { username, password, captcha: o.captcha ?? null, type: 'username' };
      const { payload, encryption } = seal(publicKey, { method: 'POST', path: '/wps/session/login', body, ts: clock.now().getTime() });
      return app.inject({
        method: 'POST',
        url: '/wps/session/login',
        remoteAddress: o.ip,
        payload,
        headers: { encryption, ...(o.cookie ? { cookie: o.cookie } : {}) },
      });
    },
    async captcha() {
      const response = await app.inject({ method: 'GET', url: '/wps/captcha' });
      const setCookie = String(response.headers['set-cookie']);
      const cookie = setCookie.split(';')[0];
      const answer = await app.inject({ method: 'GET', url: '/dev/captcha/answer', headers: { cookie } });
      return { cookie, answer: (answer.json() as { answer: string }).answer };
    },
    get: (path, o = {}) => app.inject({ method: 'GET', url: path, headers: { ...(o.token ? { authorization: o.token } : {}), ...o.headers } }),
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}
