/**
 * The agent centre's team pages under load (issue 14): one agent with 10,000 members under it over
 * 5 levels and 90 days of their play and money (support/team-data.ts: 300,000 bets, their ledger
 * and the day totals), then the team overview's period sum and daily list over the last 30 days,
 * and team management's first page of the direct level, of every level, and of a search by account,
 * each driven with 20 keep-alive connections signed in as that agent for 10 seconds after a
 * warm-up, on PGlite and, when one answers, on PostgreSQL (BENCH_POSTGRES_URL, default the CI's
 * local server), beside a reference: a signed-in call with one small read, the floor any page has
 * on that engine. Budget: p99 under 100 ms. Figures only, never assertions.
 */
import { cpus, loadavg } from 'node:os';
import { argon2Hasher } from '../../server/auth/password-hasher';
import { benchPort, startGateway, stopGateway } from './support/gateway';
import { CONNECTIONS, measure, report, withinBudget } from './support/load';
import { pgliteTarget, postgresTarget, prepare } from './support/targets';
import type { Target } from './support/targets';
import { TEAM_BENCH_SHAPE, generateTeamData } from './support/team-data';

const DAY = 86_400_000;
const BUDGET_MS = 100;

async function bench(target: Target) {
  console.log(`\n${target.name}`);
  let searchText = '';
  const tokens = await prepare(target, async (db, now, progress) => {
    const data = await generateTeamData(db, TEAM_BENCH_SHAPE, { passwordHash: await argon2Hasher.hash('Bench-agent-1'), now, progress });
    searchText = data.searchText;
    return [data.agentId];
  });
  const port = benchPort();
  const gateway = await startGateway(target, port);
  // the machine is shared: what else ran shows in the figures
  console.log(`  load average ${loadavg()[0].toFixed(2)} as the measuring starts`);
  try {
    const now = Date.now();
    const lastMonth = `startTime=${now - 30 * DAY}&endTime=${now}`;
    const calls = [
      // the floor: a token route with one small read, so the team's figures read against what any
      // signed-in call costs on this engine and machine
      ['reference: a signed-in call', '/wps/member/hasWithdrawalPassword'],
      ['overview sum, 30 days', `/wps/relay/ODSFE2_getTeamOverviewSum?${lastMonth}`],
      ['overview days, 30 days', `/wps/relay/ODSFE2_getTeamOverviewDailyList?${lastMonth}`],
      ['direct level, page 1', '/wps/relay/ODSFE2_getSubordinatev2?depth=1&page=1&size=20'],
      ['all levels, page 1', '/wps/relay/ODSFE2_getSubordinatev2?depth=0&page=1&size=20'],
      ['search by account', `/wps/relay/ODSFE2_getSubordinatev2?depth=0&username=${searchText}&page=1&size=20`],
    ] as const;
    let met = true;
    for (const [name, path] of calls) {
      // every connection is the same agent: one agent's team is what a page reads
      const result = await measure(port, tokens, path, calls[0][1]);
      if (!name.startsWith('reference')) met &&= withinBudget(result, BUDGET_MS);
      report(name, result);
    }
    console.log(`  budget (p99 < ${BUDGET_MS} ms at ${CONNECTIONS} connections): ${met ? 'met' : 'NOT met'}`);
  } finally {
    await stopGateway(gateway);
    await target.cleanup();
  }
}

const shape = TEAM_BENCH_SHAPE;
console.log(
  `team: one agent, ${shape.agentsPerLevel.length + 1} levels under it, ${shape.players} players at the leaves, ${shape.gameBets + shape.lotteryBets} bets over ${shape.days} days; server and load on this machine (${cpus().length} cores)`,
);
await bench(pgliteTarget('team'));
const postgres = await postgresTarget('team');
if (postgres) await bench(postgres);
