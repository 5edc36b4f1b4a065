/**
 * The ledger under concurrent bets, through the game pages' calls, on both databases: the house is
 * 32 slices (036_merchant_account_slices.sql), so players' bets do not queue behind one row, and
 * every invariant holds: 200 bets of 20 players at once leave every transaction balanced, the
 * accounts summing to zero, every balance equal to its entries and no member below zero; the
 * house's balance, read while they run, is the sum of its entries at that instant; a member's
 * last stake is spent once however many bets race for it; a win moves the slice its stake took;
 * a slice held by another transaction does not hold a bet up; and when every slice is held, a bet
 * waits for one instead of failing.
 * On PGlite transactions run one at a time, so there the slices are never contended; the
 * checks that need two transactions at once run on PostgreSQL (DATABASE_URL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../server/demo-games/random';
import { auditLedger } from '../../server/wallet/ledger-audit';
import { merchantBalance } from '../../server/wallet/merchant-slices';
import { deposit } from '../../server/wallet/wallet.service';
import { gameCall, gameOfType, newBetId, newPlayer, play, startGameGateway, wallets } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';

let g: GameGateway;
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  g = await startGameGateway(cryptoRandom);
});
afterAll(() => g?.gw.close());

/** The house's balance and the sum of its entries, read by one statement: one instant. */
async function houseAtOneInstant() {
  const row = await g.gw.database.db.query<{ balance: string; entries: string }>(
    `SELECT (SELECT coalesce(sum(balance), 0) FROM ledger_accounts WHERE merchant_id = $1 AND member_id IS NULL AND kind = 'house')::text AS balance,
            (SELECT coalesce(sum(e.amount), 0) FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
              WHERE a.merchant_id = $1 AND a.member_id IS NULL AND a.kind = 'house')::text AS entries`,
    [g.merchantId],
  );
  return { balance: BigInt(row.rows[0].balance), entries: BigInt(row.rows[0].entries) };
}

async function seatedPlayers(count: number, amount: bigint) {
  const game = await gameOfType(g, 'RNG');
  const players = [];
  for (let i = 0; i < count; i++) {
    const player = await newPlayer(g, amount);
    const { gameToken, session } = await play(g, player.token, game);
    players.push({ ...player, gameToken, stake: session.minBet * 5 });
  }
  return players;
}

describe('200 bets of 20 players at once', () => {
  it('keep every invariant, and the house read meanwhile always equals its entries', async () => {
    const players = await seatedPlayers(20, 1_000_00n);
    const houseBefore = await merchantBalance(g.gw.database.db, g.merchantId, 'house');
    let running = true;
    const readings: { balance: bigint; entries: bigint }[] = [];
    const reader = (async () => {
      while (running) {
        readings.push(await houseAtOneInstant());
        // a turn for the bets: an embedded database answers without giving the event loop back
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    const answers = await Promise.all(
      players.flatMap((player) =>
        Array.from({ length: 10 }, () => gameCall(g, player.gameToken, 'slot/spin', { betId: newBetId(), stake: player.stake })),
      ),
    );
    running = false;
    await reader;

    expect(answers.map((answer) => answer.json().success)).toEqual(Array(200).fill(true));
    expect(readings.length).toBeGreaterThan(0);
    for (const reading of readings) expect(reading.balance).toBe(reading.entries);

    const audit = await auditLedger(g.gw.database.db);
    expect(audit).toMatchObject({ unbalancedTransactions: [], accountsTotal: 0n, balancesOffEntries: [], membersBelowZero: [] });
    // what the players lost the house won, to the cent
    let playersNow = 0n;
    for (const player of players) playersNow += (await wallets(g, player.id)).main ?? 0n;
    const houseNow = await merchantBalance(g.gw.database.db, g.merchantId, 'house');
    expect(houseNow - houseBefore).toBe(20n * 1_000_00n - playersNow);
    const bets = await g.gw.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM game_bets WHERE member_id = ANY($1::int[])', [
      players.map((player) => player.id),
    ]);
    expect(bets.rows[0].n).toBe(200);
  });
});

describe.runIf(onPostgres)('a house slice held by another transaction', () => {
  it('does not hold up a bet: it takes another slice and completes while that one is held', async () => {
    const [player] = await seatedPlayers(1, 1_000_00n);
    const { default: pg } = await import('pg');
    const holder = new pg.Client({ connectionString: g.gw.database.url! });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      const held = await holder.query<{ id: number }>(
        `SELECT id FROM ledger_accounts WHERE merchant_id = $1 AND member_id IS NULL AND kind = 'house' ORDER BY slice LIMIT 1 FOR UPDATE`,
        [g.merchantId],
      );
      const answer = (await gameCall(g, player.gameToken, 'slot/spin', { betId: newBetId(), stake: player.stake })).json();
      expect(answer).toMatchObject({ success: true });
      const house = await g.gw.database.db.query<{ account_id: number }>(
        `SELECT e.account_id FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
          WHERE t.idempotency_key = $1 AND e.account_id <> (SELECT id FROM ledger_accounts WHERE merchant_id = $2 AND member_id = $3 AND kind = 'main')`,
        [`bet:${player.id}:${answer.value.betId}`, g.merchantId, player.id],
      );
      expect(house.rows).toHaveLength(1);
      expect(house.rows[0].account_id).not.toBe(held.rows[0].id);
      await holder.query('COMMIT');
    } finally {
      await holder.end();
    }
  });
});

describe('a member’s last stake', () => {
  it('is spent by one of 12 bets racing for it, and the others move nothing', async () => {
    const [player] = await seatedPlayers(1, 0n);
    // exactly one stake in the wallet the game bets from (the single-wallet mode's main wallet)
    await deposit(g.gw.database.db, {
      merchantId: g.merchantId,
      memberId: player.id,
      amount: BigInt(player.stake),
      idempotencyKey: `last-stake:${player.id}`,
      reference: 'test',
      now: g.gw.clock.now(),
    });
    // every spin that gets through loses (stops 0, 0, 1), so no win pays for another stake
    g.random.script(...Array.from({ length: 12 }, () => [0, 0, 1]).flat());
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => gameCall(g, player.gameToken, 'slot/spin', { betId: newBetId(), stake: player.stake })),
    );
    g.random.reset();
    const placed = answers.filter((answer) => answer.json().success);
    expect(placed).toHaveLength(1);
    for (const refused of answers.filter((answer) => !answer.json().success)) {
      expect(refused.json()).toMatchObject({ errorCode: 'bet.balance.insufficient' });
    }
    const bets = await g.gw.database.db.query('SELECT 1 FROM game_bets WHERE member_id = $1', [player.id]);
    expect(bets.rows).toHaveLength(1);
    expect((await wallets(g, player.id)).main).toBe(0n);
    expect((await auditLedger(g.gw.database.db)).membersBelowZero).toEqual([]);
  });
});

describe('a winning spin', () => {
  it('pays its win from the house slice its stake went to', async () => {
    const [player] = await seatedPlayers(1, 1_000_00n);
    // stops 0, 0, 0: the same column on every reel, a winning spin (demo-games.test.ts)
    g.random.script(0, 0, 0);
    const won = (await gameCall(g, player.gameToken, 'slot/spin', { betId: newBetId(), stake: player.stake })).json();
    expect(won.value.payout).toBeGreaterThan(0);
    const sides = await g.gw.database.db.query<{ kind: string; account_id: number }>(
      `SELECT t.kind, e.account_id FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.member_id IS NULL AND t.idempotency_key IN ($1, $2)`,
      [`bet:${player.id}:${won.value.betId}`, `win:${player.id}:${won.value.betId}`],
    );
    expect(sides.rows.map((row) => row.kind).sort()).toEqual(['bet', 'win']);
    expect(new Set(sides.rows.map((row) => row.account_id)).size).toBe(1);
  });
});

describe.runIf(onPostgres)('every house slice held', () => {
  it('makes a bet wait for a slice, not fail, and it completes when one is free', async () => {
    const [player] = await seatedPlayers(1, 1_000_00n);
    const { default: pg } = await import('pg');
    const holder = new pg.Client({ connectionString: g.gw.database.url! });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      const held = await holder.query(`SELECT id FROM ledger_accounts WHERE merchant_id = $1 AND member_id IS NULL AND kind = 'house' FOR UPDATE`, [
        g.merchantId,
      ]);
      expect(held.rows).toHaveLength(32);
      let answered = false;
      const bet = gameCall(g, player.gameToken, 'slot/spin', { betId: newBetId(), stake: player.stake }).then((answer) => {
        answered = true;
        return answer;
      });
      // the bet is waiting on a house slice: PostgreSQL shows its connection waiting on a lock
      let waitingSeen = false;
      for (let i = 0; i < 100; i++) {
        // the statistics are read once per transaction unless cleared
        await holder.query('SELECT pg_stat_clear_snapshot()');
        const waiting = await holder.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%place_game_bets%'`,
        );
        waitingSeen = waiting.rows[0].n > 0;
        if (waitingSeen) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(waitingSeen).toBe(true);
      expect(answered).toBe(false);
      await holder.query('COMMIT');
      expect((await bet).json()).toMatchObject({ success: true });
    } finally {
      await holder.end();
    }
  });
});
