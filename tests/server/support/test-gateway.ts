/**
 * One in-process gateway per test file on a fresh database, with a controllable clock and shortcuts
 * for the calls most tests make (sealed requests, login, captcha). Every answer it gives is checked
 * against its route's schemas in wire/ (wire-check.ts): an answer off them fails the test that
 * caused it.
 */
import type { FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';
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
import { checkWireReply, recordWireViolation, takeWireViolations, wireRouteFor } from './wire-check';
import type { WireOutcome } from './wire-check';

export class TestClock {
  constructor(private current = new Date('2026-03-02T08:00:00.000Z')) {}
  now = () => new Date(this.current.getTime());
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export const testConfig = (overrides: Partial<Config> = {}): Config => ({
  ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '.test-data/unused' }),
  // the clock moves only when a test moves it: a file's requests would all fall in one minute
  rateLimitPerMinute: 100_000,
  globalRateLimitPerMinute: 100_000,
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
  /** per route of the table (`GET /wps/member/info`), what its answers were: a test may ask that every route answered */
  wireAnswers: Map<string, Set<WireOutcome>>;
  close(): Promise<void>;
}

/** The text of a reply's payload as Fastify is about to send it; null for a stream (a built file). */
function payloadText(payload: unknown): string | null {
  if (payload === null || payload === undefined) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return null;
}

/** Checks each answer against wire/ as it leaves; what is off is recorded for the test to fail on. */
function checkAnswers(app: GatewayApp, answers: Map<string, Set<WireOutcome>>) {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const routeUrl = request.routeOptions.url;
    const route = wireRouteFor(request.method, routeUrl);
    // a compressed page is bytes, not text: its content type is what counts
    const compressed = reply.hasHeader('content-encoding');
    const verdict = checkWireReply(route, routeUrl !== undefined, {
      status: reply.statusCode,
      contentType: String(reply.getHeader('content-type') ?? ''),
      location: String(reply.getHeader('location') ?? ''),
      body: compressed ? null : payloadText(payload),
    });
    if (route) {
      const key = `${request.method === 'HEAD' ? 'GET' : request.method} ${routeUrl}`;
      if (!answers.has(key)) answers.set(key, new Set());
      answers.get(key)!.add(verdict.outcome);
    }
    if (verdict.problems.length) recordWireViolation(`${request.method} ${request.url} -> ${reply.statusCode}`, verdict.problems);
    return payload;
  });
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
  // after the test's own hooks: the check sees the answer as it leaves
  const wireAnswers = new Map<string, Set<WireOutcome>>();
  checkAnswers(app, wireAnswers);
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
    wireAnswers,
    async close() {
      await app.close();
      await database.dispose();
      // answers given outside any test (an afterAll's calls) would otherwise go unnoticed
      const late = takeWireViolations();
      if (late.length) throw new Error(`the gateway answered off its wire schemas (wire/index.ts):\n${late.join('\n')}`);
    },
  };
}
