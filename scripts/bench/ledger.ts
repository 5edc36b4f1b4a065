/**
 * The ledger under betting load, on PostgreSQL (BENCH_POSTGRES_URL, default the CI's local server),
 * beside PostgreSQL's own yardstick in the same run: pgbench's TPC-B transaction, 16 clients, then
 * 50 players spinning the slot through one gateway, then through two gateways on the same database
 * (25 players each), `BENCH_LEDGER_RUNS` runs of `BENCH_LEDGER_SECONDS` each (3 × 60 s unless
 * set), interleaved, and the medians. The gateway, the database, pgbench and the load share this
 * machine's cores. Beside them, the bet's own SQL run straight on the database by 16 clients: the
 * database's ceiling for a bet, which pgbench's smaller transaction is not. While bets run, the database's connections are sampled for row-lock waits.
 * Afterwards the ledger is audited (server/wallet/ledger-audit.ts), and the statements a losing and
 * a winning spin send to the database are counted, the play-session lookup of the request included.
 * Figures only, never assertions.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import pg from 'pg';
import { argon2Hasher } from '../../server/auth/password-hasher';
import type { Db, Queryable } from '../../server/db/db.types';
import { openPostgres } from '../../server/db/postgres.db';
import { spinSlotBet } from '../../server/demo-games/bets.service';
import { findPlaySession } from '../../server/demo-games/play-sessions.service';
import { cryptoRandom } from '../../server/demo-games/random';
import { auditLedger, auditPassed } from '../../server/wallet/ledger-audit';
import { createPlayers, seat, slotNodeId, spin } from './support/bet-load';
import type { Seat, SpinRun } from './support/bet-load';
import { benchPort, startGateway, stopGateway } from './support/gateway';
import { pgbenchDatabase } from './support/pgbench';
import { postgresTarget, prepare } from './support/targets';

const PLAYERS = 50;
const RUNS = Number(process.env.BENCH_LEDGER_RUNS || 3);
const SECONDS = Number(process.env.BENCH_LEDGER_SECONDS || 60);
const WARMUP_SECONDS = 5;
/** the gateways' settings for the run: no per-session bet limit in the way of the load */
const GATEWAY_ENV = {
  RATE_LIMIT_PER_MINUTE: '100000000',
  ...(process.env.DATABASE_POOL_MAX ? { DATABASE_POOL_MAX: process.env.DATABASE_POOL_MAX } : {}),
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Connections of the database: how many, and how many wait on a lock, sampled every 250 ms. */
function sampleLockWaits(url: string) {
  const client = new pg.Client({ connectionString: url });
  const samples: { busy: number; waiting: number }[] = [];
  /** what the waiting connections waited for (a row: transactionid or tuple; a table growing: extend), summed over the samples */
  const events = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  return {
    async start() {
      await client.connect();
      const database = new URL(url).pathname.slice(1);
      timer = setInterval(async () => {
        const row = await client
          .query<{ busy: number; waiting: number; events: string[] | null }>(
            `SELECT count(*) FILTER (WHERE state <> 'idle')::int AS busy, count(*) FILTER (WHERE wait_event_type = 'Lock')::int AS waiting,
                    array_agg(wait_event) FILTER (WHERE wait_event_type = 'Lock') AS events
               FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
            [database],
          )
          .catch(() => null);
        if (row) {
          samples.push(row.rows[0]);
          for (const event of row.rows[0].events ?? []) events.set(event, (events.get(event) ?? 0) + 1);
        }
      }, 250);
    },
    async stop() {
      clearInterval(timer);
      await client.end();
      const mean = (pick: (s: { busy: number; waiting: number }) => number) =>
        samples.reduce((sum, s) => sum + pick(s), 0) / Math.max(1, samples.length);
      const waitingOn = [...events].map(([event, count]) => `${event} ${(count / Math.max(1, samples.length)).toFixed(1)}`).join(', ');
      return { busy: mean((s) => s.busy), waiting: mean((s) => s.waiting), waitingOn };
    },
  };
}

/**
 * CPU seconds the processes have used so far (utime + stime), and their ended children's (cutime +
 * cstime): PostgreSQL's server process collects its ended backends, so a connection that closes
 * during a run still counts.
 */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // ended meanwhile
    }
  }
  return ticks / 100;
}

const postgresPids = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });

/** Where the machine's time went during a run: CPU milliseconds per bet of the gateways, the database and the load. */
function cpuMeter(gatewayPids: number[]) {
  const read = () => ({ gateways: cpuSeconds(gatewayPids), database: cpuSeconds(postgresPids()), load: process.cpuUsage(), at: performance.now() });
  const start = read();
  return (bets: number) => {
    const end = read();
    const perBet = (seconds: number) => (1000 * seconds) / Math.max(1, bets);
    const load = (end.load.user + end.load.system - start.load.user - start.load.system) / 1e6;
    const busy = end.gateways - start.gateways + (end.database - start.database) + load;
    return {
      gateway: perBet(end.gateways - start.gateways),
      database: perBet(end.database - start.database),
      load: perBet(load),
      idle: Math.max(0, 1 - busy / (((end.at - start.at) / 1000) * cpus().length)),
    };
  };
}

interface BetFigures {
  perSecond: number;
  p50: number;
  p99: number;
  refused: number;
  failed: number;
  busy: number;
  waiting: number;
  waitingOn: string;
  cpu: { gateway: number; database: number; load: number; idle: number };
}

/** Spins on every gateway at once, each with its share of the seats; the sum of their rates. */
async function betRun(url: string, gateways: { port: number; pid: number; seats: Seat[] }[], seconds: number): Promise<BetFigures> {
  const sampler = sampleLockWaits(url);
  await sampler.start();
  const meter = cpuMeter(gateways.map((g) => g.pid));
  const runs: SpinRun[] = await Promise.all(gateways.map((g) => spin(g.port, g.seats, seconds)));
  const cpu = meter(runs.reduce((sum, run) => sum + run.bets, 0));
  const locks = await sampler.stop();
  return {
    cpu,
    perSecond: runs.reduce((sum, run) => sum + run.bets, 0) / seconds,
    p50: Math.max(...runs.map((run) => run.latency.p50)),
    p99: Math.max(...runs.map((run) => run.latency.p99)),
    refused: runs.reduce((sum, run) => sum + run.refused, 0),
    failed: runs.reduce((sum, run) => sum + run.failed, 0),
    busy: locks.busy,
    waiting: locks.waiting,
    waitingOn: locks.waitingOn,
  };
}

/**
 * The bet's own SQL without HTTP: 16 clients (pgbench's -c 16), each a player's play session,
 * running what the spin route runs (the session's lookup, then the bet) straight on the database
 * from this process for `seconds`. The database's ceiling for a bet on this machine, the yardstick
 * the gateway's rate reads against once pgbench's smaller transaction is set aside.
 */
let directRuns = 0;
async function betsAtTheDatabase(url: string, seats: Seat[], seconds: number) {
  const clients = Math.min(16, seats.length);
  const db = openPostgres(url, { max: clients });
  const meter = cpuMeter([]);
  let bets = 0;
  const run = ++directRuns;
  const until = performance.now() + seconds * 1000;
  try {
    await Promise.all(
      seats.slice(0, clients).map(async (seat, client) => {
        for (let i = 0; performance.now() < until; i++) {
          const now = new Date();
          const session = await findPlaySession(db, seat.gameToken, now);
          if (!session) throw new Error('the play session ended');
          await spinSlotBet(db, cryptoRandom, session, { betId: `direct-${process.pid}-${run}-${client}-${i}`, stake: seat.stake }, now);
          bets += 1;
        }
      }),
    );
    // measured before the pool closes: a backend that has ended is no longer counted
    const cpu = meter(bets);
    return { perSecond: bets / seconds, database: cpu.database, load: cpu.load, idle: cpu.idle };
  } finally {
    await db.close();
  }
}

/** The database as the gateway sees it, counting statements; a transaction counts its BEGIN and COMMIT. */
function counting(db: Db): { db: Db; take: () => number } {
  let count = 0;
  const wrap = (q: Queryable): Queryable => ({
    query: (sql, params, options) => {
      count += 1;
      return q.query(sql, params, options);
    },
  });
  return {
    db: {
      ...db,
      query: wrap(db).query,
      transaction: (fn) => {
        count += 2;
        return db.transaction((tx) => fn(wrap(tx)));
      },
    },
    take: () => {
      const taken = count;
      count = 0;
      return taken;
    },
  };
}

/** The statements of a spin as the route runs it: the play session's lookup, then the bet; the most frequent count of losses and of wins. */
async function statementsPerSpin(url: string, gameToken: string, stake: number) {
  const raw = openPostgres(url, { max: 1 });
  const { db, take } = counting(raw);
  const byOutcome: Record<'lost' | 'won', number[]> = { lost: [], won: [] };
  try {
    for (let i = 0; i < 60; i++) {
      take();
      const now = new Date();
      const session = await findPlaySession(db, gameToken, now);
      if (!session) throw new Error('the play session ended');
      const bet = await spinSlotBet(db, cryptoRandom, session, { betId: `count-${process.pid}-${i}`, stake }, now);
      byOutcome[bet.payout > 0 ? 'won' : 'lost'].push(take());
    }
  } finally {
    await raw.close();
  }
  const mode = (values: number[]) => (values.length === 0 ? null : median(values));
  return { lost: mode(byOutcome.lost), won: mode(byOutcome.won) };
}

const fmt = (figures: BetFigures) =>
  `${figures.perSecond.toFixed(1).padStart(7)} bets/s  p50 ${figures.p50.toFixed(0).padStart(4)} ms  p99 ${figures.p99.toFixed(0).padStart(5)} ms  ` +
  `connections busy ${figures.busy.toFixed(1)}, waiting on a lock ${figures.waiting.toFixed(1)}${figures.waitingOn ? ` (${figures.waitingOn})` : ''}; ` +
  `CPU per bet: gateway ${figures.cpu.gateway.toFixed(2)} ms, database ${figures.cpu.database.toFixed(2)} ms, load ${figures.cpu.load.toFixed(2)} ms, ` +
  `idle ${(100 * figures.cpu.idle).toFixed(0)}%` +
  (figures.refused + figures.failed ? `  refused ${figures.refused} failed ${figures.failed}` : '');

async function main() {
  const target = await postgresTarget('ledger');
  if (!target) return;
  const url = target.config.databaseUrl!;
  const yardstick = await pgbenchDatabase(url);
  console.log(
    `ledger: ${PLAYERS} players spinning through 1 and 2 gateways, beside pgbench TPC-B (-c 16 -j 2); ${RUNS} runs of ${SECONDS} s; ` +
      `everything on this machine (${cpus().length} cores); pool ${process.env.DATABASE_POOL_MAX ?? 'default'}`,
  );
  let players: Awaited<ReturnType<typeof createPlayers>> = [];
  await prepare(target, async (db, now) => {
    players = await createPlayers(db, PLAYERS, now, await argon2Hasher.hash('Bench-player-1'));
    return [];
  });
  const one = benchPort();
  const two = one + 1;
  const gateways = [await startGateway(target, one, GATEWAY_ENV), await startGateway(target, two, GATEWAY_ENV)];
  const figures = { pgbench: [] as number[], direct: [] as number[], one: [] as BetFigures[], two: [] as BetFigures[] };
  try {
    const setup = openPostgres(url, { max: 1 });
    const nodeId = await slotNodeId(setup);
    await setup.close();
    const seats: Seat[] = [];
    for (const [i, player] of players.entries()) seats.push(await seat(i < PLAYERS / 2 ? one : two, player, nodeId));
    const [first, second] = gateways.map((gateway) => gateway.pid!);
    const oneGateway = [{ port: one, pid: first, seats }];
    const twoGateways = [
      { port: one, pid: first, seats: seats.slice(0, PLAYERS / 2) },
      { port: two, pid: second, seats: seats.slice(PLAYERS / 2) },
    ];
    await betRun(url, oneGateway, WARMUP_SECONDS);
    await betRun(url, twoGateways, WARMUP_SECONDS);
    for (let run = 1; run <= RUNS; run++) {
      if (yardstick) figures.pgbench.push(yardstick.tps(SECONDS));
      const direct = await betsAtTheDatabase(url, seats, SECONDS);
      figures.direct.push(direct.perSecond);
      figures.one.push(await betRun(url, oneGateway, SECONDS));
      figures.two.push(await betRun(url, twoGateways, SECONDS));
      console.log(`  run ${run}: pgbench ${figures.pgbench.at(-1)?.toFixed(0) ?? '-'} tps`);
      console.log(
        `    the bet's SQL alone, 16 clients  ${direct.perSecond.toFixed(1)} bets/s; CPU per bet: database ${direct.database.toFixed(2)} ms, ` +
          `client ${direct.load.toFixed(2)} ms, idle ${(100 * direct.idle).toFixed(0)}%`,
      );
      console.log(`    1 gateway  ${fmt(figures.one.at(-1)!)}`);
      console.log(`    2 gateways ${fmt(figures.two.at(-1)!)}`);
    }
    const pgbench = figures.pgbench.length ? median(figures.pgbench) : null;
    const directRate = median(figures.direct);
    const oneRate = median(figures.one.map((f) => f.perSecond));
    const twoRate = median(figures.two.map((f) => f.perSecond));
    console.log('  medians:');
    console.log(`    pgbench TPC-B            ${pgbench?.toFixed(0) ?? '-'} tps`);
    console.log(
      `    the bet's SQL alone      ${directRate.toFixed(1)} bets/s${pgbench ? `, ${((100 * directRate) / pgbench).toFixed(0)}% of pgbench` : ''}`,
    );
    console.log(
      `    1 gateway, ${PLAYERS} players    ${oneRate.toFixed(1)} bets/s, p99 ${median(figures.one.map((f) => f.p99)).toFixed(0)} ms` +
        (pgbench ? `, ${((100 * oneRate) / pgbench).toFixed(0)}% of pgbench (budget 50%)` : '') +
        `, ${((100 * oneRate) / directRate).toFixed(0)}% of the bet's SQL alone`,
    );
    console.log(
      `    2 gateways, ${PLAYERS / 2} players each  ${twoRate.toFixed(1)} bets/s, p99 ${median(figures.two.map((f) => f.p99)).toFixed(0)} ms, ` +
        `${(twoRate / oneRate).toFixed(2)}× one gateway (budget 1.5×)`,
    );
    const audit = await (async () => {
      const db = openPostgres(url, { max: 1 });
      try {
        return await auditLedger(db);
      } finally {
        await db.close();
      }
    })();
    console.log(
      `  ledger audit: ${auditPassed(audit) ? 'passed' : 'FAILED'} (${audit.transactions} transactions, ${audit.entries} entries; ` +
        `unbalanced ${audit.unbalancedTransactions.length}, accounts total ${audit.accountsTotal}, balances off their entries ${audit.balancesOffEntries.length}, ` +
        `members below zero ${audit.membersBelowZero.length})`,
    );
    const statements = await statementsPerSpin(url, seats[0].gameToken, seats[0].stake);
    console.log(`  statements per spin (the session's lookup, BEGIN and COMMIT included): losing ${statements.lost}, winning ${statements.won}`);
  } finally {
    for (const gateway of gateways) await stopGateway(gateway);
    await yardstick?.drop();
    await target.cleanup();
  }
}

await main();
