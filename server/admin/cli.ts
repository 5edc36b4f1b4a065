/**
 * Admin CLI (`npm run admin -- <command>`): uses the same configuration as the gateway. With
 * PostgreSQL it connects directly. With PGlite it hands the command to the running gateway over the
 * admin channel (which answers a usage error the same way), or, when no gateway runs on that data
 * folder, opens the database itself.
 */
import { isProduction, loadConfig } from '../config';
import type { Config } from '../config';
import { lockOwner } from '../db/data-dir-lock';
import type { AdminResult } from './admin.commands';
import { sendToAdminChannel } from './admin-channel';

// The commands, the database and the hasher are loaded only when this process runs the command
// itself: handing it to a running gateway then takes a third of the time.
const commands = () => import('./admin.commands');

async function runLocally(config: Config, argv: string[]): Promise<AdminResult> {
  const { executeAdminCommand, parseAdminArgs, UsageError, USAGE } = await commands();
  let command: ReturnType<typeof parseAdminArgs>;
  try {
    command = parseAdminArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return { code: 2, stdout: '', stderr: `${error.message}\n\n${USAGE}\n` };
    throw error;
  }
  const [{ argon2Hasher }, { openDatabase }] = await Promise.all([import('../auth/password-hasher'), import('../db/open-database')]);
  const { db } = await openDatabase(config, { hasher: argon2Hasher, now: () => new Date() });
  try {
    return await executeAdminCommand(db, command, {
      hasher: argon2Hasher,
      now: () => new Date(),
      via: 'cli',
      allowDevCommands: !isProduction(config),
    });
  } finally {
    await db.close();
  }
}

async function run(argv: string[]): Promise<AdminResult> {
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help' || argv[0] === '-h') {
    const { USAGE } = await commands();
    return { code: argv.length === 0 ? 2 : 0, stdout: argv.length ? `${USAGE}\n` : '', stderr: argv.length ? '' : `${USAGE}\n` };
  }
  const config = loadConfig();
  if (config.databaseUrl) return runLocally(config, argv);

  // A gateway that is still starting holds the folder before its channel opens: wait for it.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const viaGateway = await sendToAdminChannel(config.dataDir, argv);
    if (viaGateway) return viaGateway;
    const owner = lockOwner(config.dataDir);
    if (owner === null || owner === process.pid) return runLocally(config, argv);
    if (Date.now() > deadline) return { code: 1, stdout: '', stderr: `the data folder is busy (process ${owner}) and offers no admin channel\n` };
    await new Promise((r) => setTimeout(r, 200));
  }
}

run(process.argv.slice(2))
  .then((result) => {
    process.stdout.write(result.stdout);
    process.stderr.write(result.stderr);
    process.exitCode = result.code;
  })
  .catch((error: unknown) => {
    process.stderr.write(`admin command failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
