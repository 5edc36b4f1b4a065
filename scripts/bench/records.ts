/**
 * The member's records under load (issue 13): 10,000 members, 1,000,000 bets and 2,020,000 ledger
 * entries over a year (support/money-data.ts), then the betting and account records' first page and
 * page 50 driven with 20 keep-alive connections for 10 seconds each, every connection a different
 * heavy player (20,000 bets each), on PGlite and, when one answers, on PostgreSQL
 * (BENCH_POSTGRES_URL, default the CI's local server), beside a reference: a signed-in call with one
 * small read, the floor any page has on that engine. Budget: p99 under 50 ms. Then a 12-month CSV
 * export of one heavy player's account record, with the gateway's resident memory sampled every
 * 20 ms while it streams: a constant-memory export keeps the peak near the resting size whatever
 * the file's length. Figures only, never assertions.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createSession } from '../../server/auth/session.service';
import { argon2Hasher } from '../../server/auth/password-hasher';
import { openDatabase } from '../../server/db/open-database';
import { BENCH_SHAPE, generateMoneyData } from './support/money-data';

const root = join(import.meta.dirname, '..', '..');
const CONNECTIONS = 20;
const MEASURE_MS = 10_000;
const WARMUP_MS = 1_000;
const DAY = 86_400_000;
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://site_ci:site_ci@127.0.0.1:5432/postgres';

interface Target {
  name: string;
  config: { databaseUrl: string | null; dataDir: string };
  cleanup: () => Promise<void>;
}

async function postgresTarget(): Promise<Target | null> {
  const admin = new pg.Client({ connectionString: POSTGRES });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL: no server at ${POSTGRES.replace(/:[^:@/]+@/, ':***@')} (set BENCH_POSTGRES_URL); skipped`);
    return null;
  }
  const name = `bench_records_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return {
    name: 'PostgreSQL',
    config: { databaseUrl: url.toString(), dataDir: mkdtempSync(join(tmpdir(), 'bench-records-')) },
    cleanup: async () => {
      const end = new pg.Client({ connectionString: POSTGRES });
      await end.connect();
      await end.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await end.end();
    },
  };
}

function pgliteTarget(): Target {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-records-'));
  return { name: 'PGlite', config: { databaseUrl: null, dataDir }, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** The data, and a session token for each heavy player (made before the gateway holds the folder). */
async function prepare(target: Target): Promise<string[]> {
  const now = new Date();
  const { db } = await openDatabase(target.config, { hasher: argon2Hasher, now: () => now });
  try {
    const started = Date.now();
    const data = await generateMoneyData(db, BENCH_SHAPE, {
      passwordHash: await argon2Hasher.hash('Bench-player-1'),
      now,
      progress: (text) => process.stdout.write(`\r  ${target.name}: ${text}`.padEnd(60)),
    });
    console.log(`\r  ${target.name}: data in ${((Date.now() - started) / 1000).toFixed(0)} s`.padEnd(60));
    const tokens: string[] = [];
    for (const memberId of data.heavyMemberIds)
      tokens.push(await createSession(db, { memberId, now, mustChangePassword: false, firstTimeLogin: false }));
    return tokens;
  } finally {
    await db.close();
  }
}

async function startGateway(target: Target, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: target.config.dataDir,
      DATABASE_URL: target.config.databaseUrl ?? '',
      NODE_ENV: 'production',
      // the load comes from one address
      RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/wps/system/status`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('the gateway exited');
    await new Promise((r) => setTimeout(r, 200));
  }
}

function drive(port: number, tokens: string[], path: string, ms: number) {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: ms / 1000,
    headers: { merchant: 'demo' },
    requests: [
      {
        setupRequest: (request, context) => {
          // each connection is one player, the same one for its whole run
          context.token ??= tokens[Math.floor(Math.random() * tokens.length)];
          return { ...request, method: 'GET', path, headers: { ...request.headers, authorization: context.token as string } };
        },
      },
    ],
  });
}

const residentKb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function exportMemory(port: number, pid: number, token: string, path: string) {
  const before = residentKb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentKb(pid))), 20);
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { authorization: token, merchant: 'demo' } });
  let bytes = 0;
  let rows = 0;
  for await (const chunk of response.body!) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) rows += 1;
  }
  clearInterval(sampler);
  return {
    status: response.status,
    bytes,
    rows: rows - 1,
    seconds: (performance.now() - started) / 1000,
    beforeMb: before / 1024,
    peakMb: peak / 1024,
  };
}

async function bench(target: Target) {
  console.log(`\n${target.name}`);
  const tokens = await prepare(target);
  const port = 5300 + Math.floor(Math.random() * 400);
  const gateway = await startGateway(target, port);
  try {
    const now = Date.now();
    const range = `startTime=${now - 90 * DAY}&endTime=${now}`;
    const pages = [
      // the floor: a token route with one small read, so the records' figures read against what any
      // signed-in call costs on this engine and machine
      ['reference: a signed-in call', '/wps/member/hasWithdrawalPassword'],
      ['betting record, page 1', `/wps/report/accountGameBetHistory?product=ALL&${range}&page=1&size=10`],
      ['betting record, page 50', `/wps/report/accountGameBetHistory?product=ALL&${range}&page=50&size=10`],
      ['account record, page 1', `/wps/relay/ODSFE2_MemTransDet?${range}&page=1&size=10`],
      ['account record, page 50', `/wps/relay/ODSFE2_MemTransDet?${range}&page=50&size=10`],
    ] as const;
    let met = true;
    for (const [name, path] of pages) {
      await drive(port, tokens, path, WARMUP_MS);
      const result = await drive(port, tokens, path, MEASURE_MS);
      const errors = result.errors + result.timeouts + result.non2xx;
      if (!name.startsWith('reference')) met &&= result.latency.p99 < 50 && errors === 0;
      console.log(
        `  ${name.padEnd(26)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  p50 ${result.latency.p50.toFixed(1)} ms  p99 ${result.latency.p99.toFixed(1)} ms${errors ? `  ${errors} errors` : ''}`,
      );
    }
    console.log(`  budget (p99 < 50 ms at ${CONNECTIONS} connections): ${met ? 'met' : 'NOT met'}`);
    for (const [name, path] of [
      ['12-month account record CSV', `/wps/report/export/transaction?startTime=${now - 365 * DAY}&endTime=${now}`],
      ['12-month betting record CSV', `/wps/report/export/accountGameBetHistory?product=ALL&startTime=${now - 365 * DAY}&endTime=${now}`],
    ] as const) {
      const e = await exportMemory(port, gateway.pid!, tokens[0], path);
      console.log(
        `  ${name.padEnd(26)} HTTP ${e.status}  ${e.rows} rows  ${(e.bytes / 1024 / 1024).toFixed(1)} MB in ${e.seconds.toFixed(1)} s  gateway memory ${e.beforeMb.toFixed(0)} MB before, ${e.peakMb.toFixed(0)} MB at most while streaming`,
      );
    }
  } finally {
    const exited = new Promise((r) => gateway.once('exit', r));
    gateway.kill('SIGTERM');
    await exited;
    await target.cleanup();
  }
}

console.log(`records: ${BENCH_SHAPE.members} members, ${BENCH_SHAPE.bets} bets; server and load on this machine (${cpus().length} cores)`);
await bench(pgliteTarget());
const postgres = await postgresTarget();
if (postgres) await bench(postgres);
