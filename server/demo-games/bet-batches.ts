/**
 * Bets that arrive together are placed together: one call of place_game_bets
 * (038_game_bet_batches.sql) places a batch in one transaction, so a bet costs the gateway a share
 * of one round trip instead of six, and the database a share of one commit. Batching is natural:
 * a bet is sent at once while fewer than `BATCHES_IN_FLIGHT` batches are at the database, and waits
 * only while they are, so a quiet site answers each bet as before and a busy one answers bets in
 * larger batches without a timer. Each bet keeps its own verdict (placed, a used bet id, too little
 * money, a closed session); a batch the database refuses as a whole (an error no single bet
 * explains) is tried again bet by bet, so one bad bet never fails its neighbours.
 *
 * One queue per database handle, kept beside it: the gateway has one handle, and tests and
 * benchmarks that open their own get their own queue.
 */
import type { Db } from '../db/db.types';
import type { DemoEngine } from './demo-engines';

/** One bet as place_game_bets takes it (game_bet_order), its outcome drawn already. */
export interface BetOrder {
  sessionId: number;
  merchantId: number;
  memberId: number;
  gameId: number;
  walletKind: string;
  book: 'game_bets' | 'play_credit_bets';
  counterparty: 'house' | 'play_credit_house';
  betKind: string;
  winKind: string;
  betKey: string;
  winKey: string;
  betId: string;
  roundId: string;
  engine: DemoEngine;
  stake: number;
  payout: number;
  status: 'open' | 'settled';
  rtpReference: string;
  outcome: Record<string, unknown>;
  betDetails: Record<string, unknown>;
  winDetails: Record<string, unknown>;
  at: Date;
}

/** A bet record as place_game_bets answers it (a game_bets or play_credit_bets row as JSON). */
export interface PlacedBetRow {
  bet_id: string;
  round_id: string;
  engine: DemoEngine;
  game_id: number;
  stake: number;
  payout: number;
  status: 'open' | 'settled' | 'void';
  outcome: Record<string, unknown>;
}

export type BetVerdict =
  | { kind: 'placed'; row: PlacedBetRow; balance: number }
  /** the bet id was played before: its bet as it is now (null when the key names none), and the wallet now */
  | { kind: 'duplicate'; row: PlacedBetRow | null; balance: number }
  | { kind: 'insufficient'; balance: number }
  | { kind: 'ended' };

/** Batches at the database at once: enough to keep both of a small server's cores busy, few enough that a batch fills while they run. */
export const BATCHES_IN_FLIGHT = 2;
/** Bets in one batch at most: one transaction's locks stay short. */
const MAX_BATCH = 64;
/** A batch that meets a deadlock or a serialization failure is placed again this many times. */
const RETRIES = 3;

interface Waiting {
  order: BetOrder;
  resolve: (verdict: BetVerdict) => void;
  reject: (error: unknown) => void;
}

interface VerdictRow {
  bet_position: number;
  bet_outcome: 'placed' | 'duplicate' | 'insufficient' | 'ended';
  bet_row: PlacedBetRow | null;
  wallet_balance: string | null;
}

const PLACE = 'SELECT bet_position, bet_outcome, bet_row, wallet_balance::text FROM place_game_bets($1)';

const orderJson = (order: BetOrder, position: number) => ({
  position,
  session_id: order.sessionId,
  merchant_id: order.merchantId,
  member_id: order.memberId,
  game_id: order.gameId,
  wallet_kind: order.walletKind,
  book: order.book,
  counterparty: order.counterparty,
  bet_kind: order.betKind,
  win_kind: order.winKind,
  bet_key: order.betKey,
  win_key: order.winKey,
  bet_id: order.betId,
  round_id: order.roundId,
  engine: order.engine,
  stake: order.stake,
  payout: order.payout,
  status: order.status,
  rtp_reference: order.rtpReference,
  outcome: order.outcome,
  bet_details: order.betDetails,
  win_details: order.winDetails,
  at: order.at.toISOString(),
});

function verdictOf(row: VerdictRow): BetVerdict {
  const balance = Number(row.wallet_balance ?? 0);
  switch (row.bet_outcome) {
    case 'placed':
      return { kind: 'placed', row: row.bet_row!, balance };
    case 'duplicate':
      return { kind: 'duplicate', row: row.bet_row, balance };
    case 'insufficient':
      return { kind: 'insufficient', balance };
    default:
      return { kind: 'ended' };
  }
}

const retryable = (error: unknown) => ['40P01', '40001'].includes((error as { code?: string }).code ?? '');

/** One batch, one transaction: each bet's verdict, in the orders' order. */
export async function placeBetBatch(db: Db, orders: BetOrder[]): Promise<BetVerdict[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await db.query<VerdictRow>(PLACE, [JSON.stringify(orders.map(orderJson))], { prepare: true });
      const verdicts = new Array<BetVerdict>(orders.length);
      for (const row of result.rows) verdicts[row.bet_position] = verdictOf(row);
      for (let i = 0; i < orders.length; i++) if (!verdicts[i]) throw new Error(`place_game_bets left bet ${i} of ${orders.length} unanswered`);
      return verdicts;
    } catch (error) {
      if (attempt >= RETRIES || !retryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

export interface BetBatches {
  place(order: BetOrder): Promise<BetVerdict>;
}

function createBetBatches(db: Db): BetBatches {
  let waiting: Waiting[] = [];
  let inFlight = 0;

  async function run(batch: Waiting[]) {
    try {
      const verdicts = await placeBetBatch(
        db,
        batch.map((w) => w.order),
      );
      for (const [i, w] of batch.entries()) w.resolve(verdicts[i]);
    } catch (error) {
      if (batch.length === 1) {
        batch[0].reject(error);
        return;
      }
      // one bet's fault fails the batch: each bet alone then, so only that one answers with it
      for (const w of batch) {
        await placeBetBatch(db, [w.order]).then(([verdict]) => w.resolve(verdict), w.reject);
      }
    }
  }

  /** The next batch: the bets first in line, a wallet's second bet left for a later batch (place_game_bets bets each wallet once). */
  function takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const wallets = new Set<string>();
    const rest: Waiting[] = [];
    for (const next of waiting) {
      const wallet = `${next.order.merchantId}:${next.order.memberId}:${next.order.walletKind}`;
      if (batch.length < MAX_BATCH && !wallets.has(wallet)) {
        wallets.add(wallet);
        batch.push(next);
      } else {
        rest.push(next);
      }
    }
    waiting = rest;
    return batch;
  }

  function pump() {
    while (inFlight < BATCHES_IN_FLIGHT && waiting.length > 0) {
      const batch = takeBatch();
      inFlight += 1;
      void run(batch).finally(() => {
        inFlight -= 1;
        pump();
      });
    }
  }

  return {
    place: (order) =>
      new Promise<BetVerdict>((resolve, reject) => {
        waiting.push({ order, resolve, reject });
        pump();
      }),
  };
}

const queues = new WeakMap<Db, BetBatches>();

/** The bet queue of this database handle. */
export function betBatchesOf(db: Db): BetBatches {
  let queue = queues.get(db);
  if (!queue) {
    queue = createBetBatches(db);
    queues.set(db, queue);
  }
  return queue;
}
