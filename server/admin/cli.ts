/**
 * Admin CLI (`npm run admin -- <command>`): uses the same configuration as the gateway. With
 * PostgreSQL it connects directly. With PGlite it hands the command to the running gateway over the
 * admin channel, or, when no gateway runs on that data folder, opens the database itself.
 */
import { argon2Hasher } from '../auth/password-hasher';
import { isProduction, loadConfig } from '../config';
import { lockOwner } from '../db/data-dir-lock';
import { openDatabase } from '../db/open-database';
import { executeAdminCommand, parseAdminArgs, UsageError, USAGE } from './admin.commands';
import type { AdminCommand, AdminResult } from './admin.commands';
import { sendToAdminChannel } from './admin-channel';

async function runLocally(command: AdminCommand): Promise<AdminResult> {
  const config = loadConfig();
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
    return { code: argv.length === 0 ? 2 : 0, stdout: argv.length ? `${USAGE}\n` : '', stderr: argv.length ? '' : `${USAGE}\n` };
  }
  let command: AdminCommand;
  try {
    command = parseAdminArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) return { code: 2, stdout: '', stderr: `${error.message}\n\n${USAGE}\n` };
    throw error;
  }
  const config = loadConfig();
  if (config.databaseUrl) return runLocally(command);

  // A gateway that is still starting holds the folder before its channel opens: wait for it.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const viaGateway = await sendToAdminChannel(config.dataDir, argv);
    if (viaGateway) return viaGateway;
    const owner = lockOwner(config.dataDir);
    if (owner === null || owner === process.pid) return runLocally(command);
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
