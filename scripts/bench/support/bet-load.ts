/**
 * Players spinning the slot through the gateway, as the game page does: each player a keep-alive
 * connection with its own play session, one bet at a time (a new bet id each), for a while. (Not
 * autocannon: it starts each request of a connection with a fresh context, so a seat could not stay
 * with its connection, and two connections would bet one wallet at once.) The
 * players sit under a small agent tree (one top agent, five below it), as players who joined by
 * agents' links do, so every bet also moves the team figures of two agents. A business refusal
 * (`success: false`, a 200) counts as a failure, not as a bet.
 */
import { Agent, request as httpRequest } from 'node:http';
import { createSession } from '../../../server/auth/session.service';
import type { Db } from '../../../server/db/db.types';
import { deposit } from '../../../server/wallet/wallet.service';

export interface Player {
  memberId: number;
  token: string;
}

export interface Seat {
  gameToken: string;
  stake: number;
}

/** `count` players under two levels of agents, each with 1,000,000.00 in the main wallet and a signed-in session. */
export async function createPlayers(db: Db, count: number, now: Date, passwordHash: string): Promise<Player[]> {
  const merchantId = (await db.query<{ id: number }>(`SELECT id FROM merchants WHERE code = 'demo'`)).rows[0].id;
  const insert = async (username: string, type: number, uplineId: number | null) =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO members (merchant_id, username, username_key, password_hash, type, upline_id, password_changed_at, created_at)
         VALUES ($1, $2, $2, $3, $4, $5, $6, $6) RETURNING id`,
        [merchantId, username, passwordHash, type, uplineId, now],
      )
    ).rows[0].id;
  const top = await insert(`lb_top_${process.pid}`, 1, null);
  const agents: number[] = [];
  for (let a = 0; a < 5; a++) agents.push(await insert(`lb_agent_${process.pid}_${a}`, 1, top));
  const players: Player[] = [];
  for (let p = 0; p < count; p++) {
    const memberId = await insert(`lb_player_${process.pid}_${p}`, 0, agents[p % agents.length]);
    await deposit(db, { merchantId, memberId, amount: 100_000_000n, idempotencyKey: `bench-deposit:${memberId}`, reference: 'bench', now });
    const token = await createSession(db, { memberId, now, mustChangePassword: false, firstTimeLogin: false });
    players.push({ memberId, token });
  }
  return players;
}

/** The slot game every player spins: the most popular playable RNG title. */
export async function slotNodeId(db: Db): Promise<string> {
  const row = await db.query<{ node_id: string }>(
    `SELECT g.node_id FROM games g JOIN game_vendors v ON v.id = g.vendor_id JOIN merchants m ON m.id = g.merchant_id
      WHERE m.code = 'demo' AND g.game_type = 'RNG' AND v.status = 'active' AND NOT g.maintenance ORDER BY g.popularity DESC, g.id LIMIT 1`,
  );
  return row.rows[0].node_id;
}

/** Launches the game for a player on a gateway and trades the ticket: the page's play session. */
export async function seat(port: number, player: Player, nodeId: string): Promise<Seat> {
  const base = `http://127.0.0.1:${port}`;
  const launched = await (await fetch(`${base}/wps/game/launchGame?nodeId=${nodeId}`, { headers: { authorization: player.token } })).json();
  if (!launched.success) throw new Error(`launch refused: ${JSON.stringify(launched)}`);
  const ticket = /#ticket=([A-Za-z0-9_-]+)$/.exec(launched.value.url)?.[1];
  const redeemed = await (
    await fetch(`${base}/demo-games/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket }),
    })
  ).json();
  if (!redeemed.success) throw new Error(`ticket refused: ${JSON.stringify(redeemed)}`);
  return { gameToken: redeemed.value.token, stake: redeemed.value.session.minBet * 5 };
}

export interface SpinRun {
  /** bets placed (answered with success) */
  bets: number;
  /** business refusals (`success: false`) and failed requests */
  refused: number;
  failed: number;
  /** milliseconds from sending a bet to its whole answer, every request */
  latency: { p50: number; p99: number };
}

let betSerial = 0;

function post(agent: Agent, port: number, path: string, headers: Record<string, string>, body: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const percentile = (sorted: number[], share: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] : 0);

/**
 * Each seat a player on its own keep-alive connection, spinning one bet after another for
 * `seconds`: the next bet is sent when the answer to the last one has arrived, as the game page does.
 */
export async function spin(port: number, seats: Seat[], seconds: number): Promise<SpinRun> {
  const until = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let bets = 0;
  let refused = 0;
  let failed = 0;
  await Promise.all(
    seats.map(async (seat) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const headers = { 'content-type': 'application/json', 'x-game-session': seat.gameToken };
      try {
        while (performance.now() < until) {
          betSerial += 1;
          const started = performance.now();
          const answer = await post(
            agent,
            port,
            '/demo-games/api/slot/spin',
            headers,
            JSON.stringify({ betId: `lb-${process.pid}-${betSerial}`, stake: seat.stake }),
          ).catch(() => null);
          latencies.push(performance.now() - started);
          if (answer?.status !== 200) failed += 1;
          else if (!answer.body.includes('"success":true')) refused += 1;
          else bets += 1;
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { bets, refused, failed, latency: { p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) } };
}
