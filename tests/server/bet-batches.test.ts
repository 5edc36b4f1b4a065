/**
 * Bets placed in batches (server/demo-games/bet-batches.ts, 038_game_bet_batches.sql), on both
 * databases: in one batch every bet keeps the verdict it would have had alone (placed with its win,
 * placed with its loss, too little money, a bet id used before, a closed session) and the refused
 * ones move nothing; a wallet is bet once per batch, its next bet waiting for a later one; and a
 * batch the database refuses as a whole is placed again bet by bet, so only the bad bet fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCHES_IN_FLIGHT, betBatchesOf, placeBetBatch } from '../../server/demo-games/bet-batches';
import type { BetOrder } from '../../server/demo-games/bet-batches';
import { betOrderOf } from '../../server/demo-games/bets.service';
import { exitPlaySession, findPlaySession } from '../../server/demo-games/play-sessions.service';
import type { PlaySession } from '../../server/demo-games/play-sessions.service';
import { cryptoRandom } from '../../server/demo-games/random';
import { auditLedger } from '../../server/wallet/ledger-audit';
import { merchantBalance } from '../../server/wallet/merchant-slices';
import { gameCall, gameOfType, newBetId, newPlayer, play, startGameGateway, wallets } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';

let g: GameGateway;

beforeAll(async () => {
  g = await startGameGateway(cryptoRandom);
});
afterAll(() => g?.gw.close());

const db = () => g.gw.database.db;

/** A player with `amount` in the main wallet, seated at a slot game: its play session and stake. */
async function seated(amount: bigint): Promise<{ id: number; gameToken: string; session: PlaySession; stake: number }> {
  const game = await gameOfType(g, 'RNG');
  const player = await newPlayer(g, amount);
  const { gameToken } = await play(g, player.token, game);
  const session = (await findPlaySession(db(), gameToken, g.gw.clock.now()))!;
  return { id: player.id, gameToken, session, stake: session.minBet * 5 };
}

const lost = { outcome: { test: 'lost' }, payout: 0, status: 'settled' as const };
const wonTwice = (stake: number) => ({ outcome: { test: 'won' }, payout: 2 * stake, status: 'settled' as const });
const order = (player: { session: PlaySession; stake: number }, played: typeof lost, betId = newBetId()): BetOrder =>
  betOrderOf(player.session, { betId, stake: player.stake }, played, g.gw.clock.now());

describe('one batch', () => {
  it('gives each bet its own verdict, and the refused ones move nothing', async () => {
    const winner = await seated(1_000_00n);
    const loser = await seated(1_000_00n);
    const broke = await seated(0n);
    const replayer = await seated(1_000_00n);
    const gone = await seated(1_000_00n);
    // the replayer's bet id was played before, alone
    const replayedId = newBetId();
    const first = (await gameCall(g, replayer.gameToken, 'slot/spin', { betId: replayedId, stake: replayer.stake })).json();
    expect(first).toMatchObject({ success: true });
    const replayerBefore = (await wallets(g, replayer.id)).main;
    await exitPlaySession(db(), gone.session, g.gw.clock.now());
    const houseBefore = await merchantBalance(db(), g.merchantId, 'house');

    const verdicts = await placeBetBatch(db(), [
      order(winner, wonTwice(winner.stake)),
      order(loser, lost),
      order(broke, lost),
      order(replayer, lost, replayedId),
      order(gone, lost),
    ]);

    expect(verdicts.map((verdict) => verdict.kind)).toEqual(['placed', 'placed', 'insufficient', 'duplicate', 'ended']);
    expect(verdicts[0]).toMatchObject({ row: { payout: 2 * winner.stake, status: 'settled' }, balance: 1_000_00 + winner.stake });
    expect(verdicts[1]).toMatchObject({ row: { payout: 0 }, balance: 1_000_00 - loser.stake });
    expect(verdicts[2]).toMatchObject({ balance: 0 });
    // the used bet id answers the bet it placed, as it was placed
    expect(verdicts[3]).toMatchObject({ row: { bet_id: replayedId, round_id: first.value.roundId, payout: first.value.payout } });

    expect((await wallets(g, winner.id)).main).toBe(1_000_00n + BigInt(winner.stake));
    expect((await wallets(g, loser.id)).main).toBe(1_000_00n - BigInt(loser.stake));
    expect((await wallets(g, broke.id)).main ?? 0n).toBe(0n);
    expect((await wallets(g, replayer.id)).main).toBe(replayerBefore);
    expect((await wallets(g, gone.id)).main).toBe(1_000_00n);
    // the house took the loser's stake and paid the winner's win less its stake
    expect(await merchantBalance(db(), g.merchantId, 'house')).toBe(houseBefore + BigInt(loser.stake) - BigInt(winner.stake));
    const recorded = await db().query<{ member_id: number }>('SELECT member_id FROM game_bets WHERE member_id = ANY($1::int[]) ORDER BY id', [
      [winner.id, loser.id, broke.id, gone.id],
    ]);
    expect(recorded.rows.map((row) => row.member_id)).toEqual([winner.id, loser.id]);
    expect(await auditLedger(db())).toMatchObject({ unbalancedTransactions: [], accountsTotal: 0n, balancesOffEntries: [], membersBelowZero: [] });
  });

  it('is refused whole when it bets one wallet twice', async () => {
    const player = await seated(1_000_00n);
    await expect(placeBetBatch(db(), [order(player, lost), order(player, lost)])).rejects.toThrow(/each wallet once/);
    expect((await wallets(g, player.id)).main).toBe(1_000_00n);
  });
});

describe('the bet queue', () => {
  it('places a wallet’s bets sent at once in batches of their own, each exactly once', async () => {
    const player = await seated(1_000_00n);
    const others = await Promise.all([seated(1_000_00n), seated(1_000_00n)]);
    const queue = betBatchesOf(db());
    const verdicts = await Promise.all([
      ...Array.from({ length: 8 }, () => queue.place(order(player, lost))),
      ...others.map((other) => queue.place(order(other, lost))),
    ]);
    expect(verdicts.map((verdict) => verdict.kind)).toEqual(Array(10).fill('placed'));
    expect((await wallets(g, player.id)).main).toBe(1_000_00n - 8n * BigInt(player.stake));
    // each bet's answer is the wallet after it: eight different balances, one stake apart
    const balances = verdicts.slice(0, 8).map((verdict) => (verdict.kind === 'placed' ? verdict.balance : -1));
    expect(new Set(balances).size).toBe(8);
  });

  it('places a batch the database refuses again bet by bet, so only the bad bet fails', async () => {
    const fillers = await Promise.all(Array.from({ length: BATCHES_IN_FLIGHT }, () => seated(1_000_00n)));
    const [good, other] = await Promise.all([seated(1_000_00n), seated(1_000_00n)]);
    const bad = await seated(1_000_00n);
    const queue = betBatchesOf(db());
    // the fillers take every place at the database, so the next three wait and go as one batch
    const busy = fillers.map((filler) => queue.place(order(filler, lost)));
    const answers = await Promise.allSettled([
      queue.place(order(good, lost)),
      queue.place({ ...order(bad, lost), counterparty: 'no_such_account' as BetOrder['counterparty'] }),
      queue.place(order(other, lost)),
    ]);
    await Promise.all(busy);
    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await wallets(g, good.id)).main).toBe(1_000_00n - BigInt(good.stake));
    expect((await wallets(g, bad.id)).main).toBe(1_000_00n);
    expect((await wallets(g, other.id)).main).toBe(1_000_00n - BigInt(other.stake));
  });
});
