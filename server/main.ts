/**
 * Gateway entry (`npm start`): configuration from the environment, listen, stop on SIGTERM/SIGINT.
 */
import { loadConfig } from './config';
import { startGateway } from './server';

// performance.now() counts from process start, so 0 includes loading the modules
const startedAt = 0;
const config = loadConfig();

try {
  // a test journey's gateway may run on another day than the machine (config.ts clockOffsetMs)
  const clock = config.clockOffsetMs ? { now: () => new Date(Date.now() + config.clockOffsetMs) } : undefined;
  const gateway = await startGateway(config, { startedAt, clock });
  gateway.app.log.info(
    { startupMs: gateway.startupMs, database: config.databaseUrl ? 'postgres' : 'pglite', freshDatabase: gateway.fresh },
    `listening on ${gateway.url} (started in ${gateway.startupMs} ms)`,
  );
  let signalled = false;
  const shutdown = (signal: string) => {
    if (signalled) return;
    signalled = true;
    gateway.app.log.info({ signal }, 'shutting down');
    gateway
      .stop()
      .then(() => process.exit(0))
      .catch((error) => {
        gateway.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
} catch (error) {
  console.error('gateway failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
