/**
 * PGlite lets one process open a data folder, so while the gateway runs the admin CLI cannot open
 * the database itself. The gateway therefore listens on a loopback port and records it, with a
 * random secret, in DATA_DIR/admin.json (mode 0600); the CLI sends its arguments there and the
 * gateway runs the same command code on its own connection.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { AdminResult } from './admin.commands';

interface ChannelFile {
  port: number;
  secret: string;
  pid: number;
}

export const channelFile = (dataDir: string) => join(dataDir, 'admin.json');

const MAX_BODY = 16 * 1024;

export async function startAdminChannel(dataDir: string, run: (argv: string[]) => Promise<AdminResult>): Promise<{ close(): Promise<void> }> {
  const secret = randomBytes(32).toString('hex');
  const expected = Buffer.from(secret);
  const server = createServer((request, response) => {
    const given = Buffer.from(String(request.headers['x-admin-secret'] ?? ''));
    if (request.method !== 'POST' || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      response.writeHead(403).end();
      return;
    }
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_BODY) request.destroy();
    });
    request.on('end', async () => {
      let result: AdminResult;
      try {
        const argv = JSON.parse(body) as unknown;
        if (!Array.isArray(argv) || !argv.every((a) => typeof a === 'string')) throw new Error('bad request');
        result = await run(argv);
      } catch {
        result = { code: 1, stdout: '', stderr: 'the gateway could not run the command\n' };
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const file: ChannelFile = { port: (server.address() as AddressInfo).port, secret, pid: process.pid };
  writeFileSync(channelFile(dataDir), JSON.stringify(file), { mode: 0o600 });
  return {
    async close() {
      rmSync(channelFile(dataDir), { force: true });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The running gateway's answer, or null when no gateway owns this data folder. */
export async function sendToAdminChannel(dataDir: string, argv: string[]): Promise<AdminResult | null> {
  let file: ChannelFile;
  try {
    file = JSON.parse(readFileSync(channelFile(dataDir), 'utf8')) as ChannelFile;
  } catch {
    return null;
  }
  try {
    const response = await fetch(`http://127.0.0.1:${file.port}/`, {
      method: 'POST',
      headers: { 'x-admin-secret': file.secret, 'content-type': 'application/json' },
      body: JSON.stringify(argv),
      signal: AbortSignal.timeout(30_000),
    });
    if (!response.ok) return null;
    return (await response.json()) as AdminResult;
  } catch {
    return null; // stale file: the gateway is gone
  }
}
