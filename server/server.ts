/**
 * Starts a listening gateway: opens (and on first use migrates and seeds) the database, builds the
 * app, serves the SPA, opens the admin channel for PGlite, and stops gracefully: no new
 * connections, in-flight requests finish, then the database closes.
 */
import { executeAdminCommand, parseAdminArgs, UsageError, USAGE } from './admin/admin.commands';
import { startAdminChannel } from './admin/admin-channel';
import { buildApp } from './app';
import type { GatewayApp } from './app';
import type { Clock, Providers } from './app-context';
import { argon2Hasher } from './auth/password-hasher';
import { isProduction } from './config';
import type { Config } from './config';
import { openDatabase } from './db/open-database';
import type { LoggerOptions } from './logger';
import { preloadGeo } from './system/region';

/** how long in-flight requests get to finish on shutdown */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface RunningGateway {
  app: GatewayApp;
  url: string;
  startupMs: number;
  fresh: boolean;
  stop(): Promise<void>;
}

export async function startGateway(
  config: Config,
  options: { clock?: Clock; logger?: LoggerOptions | false; providers?: Partial<Providers>; startedAt?: number } = {},
): Promise<RunningGateway> {
  const startedAt = options.startedAt ?? performance.now();
  const clock = options.clock ?? { now: () => new Date() };
  const hasher = options.providers?.hasher ?? argon2Hasher;
  const geo = preloadGeo(); // in parallel with opening the database
  const { db, fresh, serverKey } = await openDatabase(config, { hasher, now: () => clock.now() });

  let app: GatewayApp;
  try {
    app = await buildApp({ db, config, clock, logger: options.logger, providers: options.providers, serverKey, serveSpa: true });
  } catch (error) {
    await db.close();
    throw error;
  }
  app.addHook('onClose', async () => db.close());

  const channel =
    db.kind === 'pglite'
      ? await startAdminChannel(config.dataDir, async (argv) => {
          try {
            const result = await executeAdminCommand(db, parseAdminArgs(argv), {
              hasher,
              now: () => clock.now(),
              via: 'channel',
              allowDevCommands: !isProduction(config),
            });
            // this gateway applies its own change at once: the operator's switches and the merchant's settings
            app.ctx.operator.invalidate();
            app.ctx.merchants.invalidate();
            return result;
          } catch (error) {
            if (error instanceof UsageError) return { code: 2, stdout: '', stderr: `${error.message}\n\n${USAGE}\n` };
            app.log.error({ err: error }, 'admin command failed');
            return { code: 1, stdout: '', stderr: 'command failed\n' };
          }
        })
      : null;

  await geo.catch((error) => app.log.warn({ err: error }, 'geoip data not loaded; countries unknown'));
  const address = await app.listen({ port: config.port, host: config.host });
  const url = address.replace('0.0.0.0', '127.0.0.1').replace('[::]', '127.0.0.1');
  const startupMs = Math.round(performance.now() - startedAt);

  let stopping: Promise<void> | null = null;
  return {
    app,
    url,
    startupMs,
    fresh,
    stop: () =>
      (stopping ??= (async () => {
        await channel?.close();
        // app.close() stops accepting and waits for in-flight requests (onClose then closes the
        // database). A keep-alive connection whose request finishes after that point would keep it
        // waiting for the keep-alive timeout, so idle connections are closed as they appear, and
        // anything still open after the grace period is cut.
        const closing = app.close();
        const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
        const cut = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
        try {
          await closing;
        } finally {
          clearInterval(sweep);
          clearTimeout(cut);
        }
      })()),
  };
}
