/**
 * Leaving a game while its bets are still in flight, through the real app: a funded member
 * launches a slot and sends 20 spins at once; while they are in flight the site's
 * `POST /wps/game/exitGame` goes out, with 10 more spins right behind it; a few trials in both
 * wallet models. Every call must get a business answer (never a 500), the exit must end the
 * session, each spin is either accepted or refused because the game was closed or the balance ran
 * out, the money ends in the main wallet, and the ledger still balances.
 *
 * On PostgreSQL the exit and the bets run in parallel transactions, so a lock taken out of order
 * shows up as a deadlock. The database is opened with a retry observer: the transaction retry is
 * only a safety net, so no retry for a deadlock may have been needed. PGlite runs one transaction
 * at a time; there the test shows the behaviour without the race.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { openPostgres } from '../../server/db/postgres.db';
import type { TransactionRetry } from '../../server/db/postgres.db';
import { cryptoRandom } from '../../server/demo-games/random';
import { admin, expectLedgerBalanced, gameCall, gameOfType, launch, newBetId, newPlayer, play, ScriptedRandom, wallets } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import { createTestDatabase } from './support/test-db';
import { startTestGateway } from './support/test-gateway';

const TRIALS = 6;
const SPINS = 30;
const SPINS_BEHIND_EXIT = 10;
const STAKE = 1_000;
const DEPOSIT = 200_00n;
/** refusals a spin may meet when the game closes under it or the money runs out */
const SPIN_REFUSALS = ['game.session.ended', 'bet.balance.insufficient'];

let g: GameGateway;
const retries: TransactionRetry[] = [];

beforeAll(async () => {
  const created = await createTestDatabase();
  let database = created;
  if (created.url) {
    // the same database, with an observer of the transactions the adapter had to retry
    const observed = openPostgres(created.url, { onRetry: (retry) => retries.push(retry) });
    await created.db.close();
    database = {
      ...created,
      db: observed,
      dispose: async () => {
        await observed.close().catch(() => {});
        await created.dispose();
      },
    };
  }
  const random = new ScriptedRandom(cryptoRandom);
  const gw = await startTestGateway({ database, providers: { gameRandom: random } });
  const merchantId = (await gw.database.db.query<{ id: number }>(`SELECT id FROM merchants WHERE code = 'demo'`)).rows[0].id;
  g = { gw, random, merchantId };
});
afterAll(() => g?.gw.close());

interface Trial {
  gameToken: string;
  exit: LightMyRequestResponse;
  spins: LightMyRequestResponse[];
}

/**
 * Most spins go out together; the site's exit follows as soon as the first of them has been
 * answered, while the others are still in flight (bets of one wallet queue behind its lock), and
 * the last spins right behind the exit.
 */
async function raceExitAgainstSpins(player: { token: string }, slot: { node_id: string }): Promise<Trial> {
  const { gameToken } = await play(g, player.token, slot);
  const spin = () => gameCall(g, gameToken, 'slot/spin', { betId: newBetId(), stake: STAKE });
  const ahead = Array.from({ length: SPINS - SPINS_BEHIND_EXIT }, spin);
  await Promise.race(ahead);
  const exit = g.gw.app.inject({ method: 'POST', url: '/wps/game/exitGame', headers: { authorization: player.token } });
  const behind = Array.from({ length: SPINS_BEHIND_EXIT }, spin);
  return { gameToken, exit: await exit, spins: await Promise.all([...ahead, ...behind]) };
}

/** Every account's balance is the sum of its entries. */
async function expectBalancesAreSumsOfEntries() {
  const drifted = await g.gw.database.db.query(
    `SELECT a.id FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id
      WHERE a.balance <> coalesce(e.total, 0)`,
  );
  expect(drifted.rows).toEqual([]);
}

function runTrials(mode: 'transfer' | 'single') {
  it(`${TRIALS} trials of ${SPINS} spins racing an exit: no 500, the exit ends the game, the money is home and the ledger balances`, async () => {
    const slot = await gameOfType(g, 'RNG');
    const vendor = `vendor:${slot.vassalage}`;
    const failures: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const player = await newPlayer(g, DEPOSIT);
      const { gameToken, exit, spins } = await raceExitAgainstSpins(player, slot);

      // collected first, so a failing run says how many calls of every trial broke
      const broken = [exit, ...spins].filter((answer) => answer.statusCode >= 500);
      if (broken.length > 0)
        failures.push(`trial ${trial}: exitGame ${exit.statusCode}, ${broken.length - (exit.statusCode >= 500 ? 1 : 0)} spins 5xx`);
      if (broken.length > 0) continue;

      expect(exit.statusCode, exit.body).toBe(200);
      expect(exit.json()).toEqual({ success: true, value: { ended: 1 } });
      const bodies = spins.map((spin) => spin.json());
      const accepted = bodies.filter((body) => body.success);
      for (const body of bodies.filter((b) => !b.success)) expect(SPIN_REFUSALS, JSON.stringify(body)).toContain(body.errorCode);

      const staked = accepted.reduce((sum, body) => sum + body.value.stake, 0);
      const paid = accepted.reduce((sum, body) => sum + body.value.payout, 0);
      const home = DEPOSIT - BigInt(staked) + BigInt(paid);
      const after = await wallets(g, player.id);
      if (mode === 'transfer') expect(after).toEqual({ main: home, [vendor]: 0n });
      else expect(after).toEqual({ main: home });

      const recorded = await g.gw.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_bets WHERE member_id = $1', [player.id]);
      expect(recorded.rows[0].n).toBe(accepted.length);
      const live = await g.gw.database.db.query('SELECT id FROM game_play_sessions WHERE member_id = $1 AND ended_at IS NULL', [player.id]);
      expect(live.rows).toEqual([]);
      const late = await gameCall(g, gameToken, 'slot/spin', { betId: newBetId(), stake: STAKE });
      expect(late.statusCode).toBe(401);
      expect(late.json()).toMatchObject({ success: false, errorCode: 'game.session.ended' });
      expect(await wallets(g, player.id)).toEqual(after);
    }
    expect(failures).toEqual([]);
    await expectLedgerBalanced(g);
    await expectBalancesAreSumsOfEntries();
    // one lock order: bets and exits never deadlock, so the adapter never had to retry one
    expect(retries.filter((retry) => retry.code === '40P01')).toEqual([]);
  });
}

describe('transfer wallet mode', () => {
  beforeAll(() => admin(g, 'wallet-mode', 'transfer'));
  afterAll(() => admin(g, 'wallet-mode', 'single'));
  runTrials('transfer');

  it(`${TRIALS} trials of a launch of another game racing ${SPINS} spins: the launch succeeds and takes the whole balance along`, async () => {
    const slot = await gameOfType(g, 'RNG');
    const fish = await gameOfType(g, 'FISH');
    expect(fish.vassalage).not.toBe(slot.vassalage);
    for (let trial = 0; trial < TRIALS; trial++) {
      const player = await newPlayer(g, DEPOSIT);
      const { gameToken } = await play(g, player.token, slot);
      const spin = () => gameCall(g, gameToken, 'slot/spin', { betId: newBetId(), stake: STAKE });
      const ahead = Array.from({ length: SPINS - SPINS_BEHIND_EXIT }, spin);
      await Promise.race(ahead);
      const launched = launch(g, player.token, { nodeId: fish.node_id });
      const behind = Array.from({ length: SPINS_BEHIND_EXIT }, spin);
      const spins = await Promise.all([...ahead, ...behind]);

      expect((await launched).json(), (await launched).body).toMatchObject({ success: true });
      expect(spins.filter((answer) => answer.statusCode >= 500)).toEqual([]);
      const bodies = spins.map((answer) => answer.json());
      for (const body of bodies.filter((b) => !b.success)) expect(SPIN_REFUSALS, JSON.stringify(body)).toContain(body.errorCode);
      const accepted = bodies.filter((body) => body.success);
      const staked = accepted.reduce((sum, body) => sum + body.value.stake, 0);
      const paid = accepted.reduce((sum, body) => sum + body.value.payout, 0);
      expect(await wallets(g, player.id)).toEqual({
        main: 0n,
        [`vendor:${slot.vassalage}`]: 0n,
        [`vendor:${fish.vassalage}`]: DEPOSIT - BigInt(staked) + BigInt(paid),
      });
    }
    await expectLedgerBalanced(g);
    await expectBalancesAreSumsOfEntries();
    expect(retries.filter((retry) => retry.code === '40P01')).toEqual([]);
  });
});

describe('single wallet mode', () => {
  beforeAll(async () => {
    expect((await admin(g, 'wallet-mode')).stdout).toBe('wallet mode single\n');
  });
  runTrials('single');
});
