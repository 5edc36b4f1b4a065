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
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { argon2Hasher } from '../../server/auth/password-hasher';
import { benchPort, startGateway, stopGateway } from './support/gateway';
import { CONNECTIONS, measure, report, withinBudget } from './support/load';
import { BENCH_SHAPE, generateMoneyData } from './support/money-data';
import { pgliteTarget, postgresTarget, prepare } from './support/targets';
import type { Target } from './support/targets';

const DAY = 86_400_000;

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
  const tokens = await prepare(target, async (db, now, progress) => {
    const data = await generateMoneyData(db, BENCH_SHAPE, { passwordHash: await argon2Hasher.hash('Bench-player-1'), now, progress });
    return data.heavyMemberIds;
  });
  const port = benchPort();
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
      // each connection is a different heavy player
      const result = await measure(port, tokens, path, pages[0][1]);
      if (!name.startsWith('reference')) met &&= withinBudget(result, 50);
      report(name, result);
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
    await stopGateway(gateway);
    await target.cleanup();
  }
}

console.log(`records: ${BENCH_SHAPE.members} members, ${BENCH_SHAPE.bets} bets; server and load on this machine (${cpus().length} cores)`);
await bench(pgliteTarget('records'));
const postgres = await postgresTarget('records');
if (postgres) await bench(postgres);
