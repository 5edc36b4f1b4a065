/**
 * Gateway configuration from the environment. Read once at start; everything else receives the
 * resulting object, so tests can build one without touching process.env.
 */
import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  /** folder of the embedded PGlite database (ignored when databaseUrl is set) */
  dataDir: string;
  /** postgres://… — use a PostgreSQL server instead of the embedded database */
  databaseUrl: string | null;
  /**
   * Connections this gateway keeps to PostgreSQL at most (DATABASE_POOL_MAX; 10 unless set, chosen by
   * `npm run bench`'s ledger figures). With several gateways on one server, their sum stays under
   * the server's max_connections.
   */
  databasePoolMax: number;
  nodeEnv: string;
  /** take the visitor IP from X-Forwarded-For (only behind your own proxy) */
  trustProxy: boolean;
  logLevel: string;
  /**
   * Requests per minute on each sensitive action (login, captcha, SMS codes, registration, password
   * reset, human check, game launch, demo-game sessions and bets): per IP, or per play session for bets
   */
  rateLimitPerMinute: number;
  /** requests per minute per IP on every other route, pages and built files included: a flood guard */
  globalRateLimitPerMinute: number;
  /** folder of the built SPA; served with history fallback when it exists */
  distDir: string;
  /** the site's public address, for links in e-mails (never taken from the request's Host header) */
  publicUrl: string;
  /** Telegram login widget: the bot's token (secret, verifies payloads) and its public name */
  telegram: { botToken: string; botName: string } | null;
  /**
   * Origin of Telegram's login popup (TELEGRAM_OAUTH_URL, default https://oauth.telegram.org). The
   * SPA opens `<origin>/auth` and accepts the signed answer only from this origin.
   */
  telegramOAuthUrl: string;
  /** OpenID Connect providers for social login (SOCIAL_GOOGLE_ISSUER / _CLIENT_ID / _CLIENT_SECRET, same for FACEBOOK) */
  oidc: Partial<Record<OidcProviderName, { issuer: string; clientId: string; clientSecret: string }>>;
  /**
   * Under NODE_ENV=test only: the gateway's clock runs this many milliseconds off the machine's
   * (`CLOCK_OFFSET_MS`, e.g. -86400000 for yesterday), so a browser journey can play on a day that
   * has ended by the time an operator settles it. Refused in any other environment.
   */
  clockOffsetMs: number;
}

export type OidcProviderName = 'google' | 'facebook';

function oidcFromEnv(env: NodeJS.ProcessEnv): Config['oidc'] {
  const providers: Config['oidc'] = {};
  for (const name of ['google', 'facebook'] as const) {
    const prefix = `SOCIAL_${name.toUpperCase()}_`;
    const [issuer, clientId, clientSecret] = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET'].map((k) => env[prefix + k]);
    if (issuer && clientId && clientSecret) providers[name] = { issuer, clientId, clientSecret };
  }
  return providers;
}

export const isProduction = (config: Pick<Config, 'nodeEnv'>): boolean => config.nodeEnv === 'production';

/** The origin of an http(s) address setting; a malformed one stops the start instead of breaking logins later. */
function originOf(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) address, got ${value}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) address, got ${value}`);
  return url.origin;
}

const truthy = (value: string | undefined) => value !== undefined && value !== '' && value !== '0' && value !== 'false';

function clockOffsetOf(env: NodeJS.ProcessEnv): number {
  if (!env.CLOCK_OFFSET_MS) return 0;
  if (env.NODE_ENV !== 'test') throw new Error('CLOCK_OFFSET_MS is for tests only (NODE_ENV=test)');
  const offset = Number(env.CLOCK_OFFSET_MS);
  if (!Number.isSafeInteger(offset)) throw new Error(`CLOCK_OFFSET_MS must be a whole number of milliseconds, got ${env.CLOCK_OFFSET_MS}`);
  return offset;
}

export const DEFAULT_DATABASE_POOL_MAX = 10;

function poolMaxOf(value: string | undefined): number {
  if (!value) return DEFAULT_DATABASE_POOL_MAX;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1 || max > 1000) throw new Error(`DATABASE_POOL_MAX must be a whole number from 1 to 1000, got ${value}`);
  return max;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL ? env.DATABASE_URL : null,
    databasePoolMax: poolMaxOf(env.DATABASE_POOL_MAX),
    nodeEnv: env.NODE_ENV || 'development',
    trustProxy: truthy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    rateLimitPerMinute: Number(env.RATE_LIMIT_PER_MINUTE || 60),
    globalRateLimitPerMinute: Number(env.RATE_LIMIT_GLOBAL_PER_MINUTE || 3000),
    distDir: resolve(env.DIST_DIR || 'dist'),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    telegram: env.TELEGRAM_BOT_TOKEN ? { botToken: env.TELEGRAM_BOT_TOKEN, botName: env.TELEGRAM_BOT_NAME || '' } : null,
    telegramOAuthUrl: originOf('TELEGRAM_OAUTH_URL', env.TELEGRAM_OAUTH_URL || 'https://oauth.telegram.org'),
    oidc: oidcFromEnv(env),
    clockOffsetMs: clockOffsetOf(env),
  };
}
