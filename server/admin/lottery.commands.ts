/**
 * Draw lotteries from the admin CLI: list a merchant's lottery games with the numero taking bets
 * and the last result, and run the draw job once now (every due numero drawn, its bets settled),
 * which is what every gateway also does on its own timer. Drawing twice changes nothing.
 */
import type { Db } from '../db/db.types';
import { DEMO_MERCHANT_CODE } from '../db/seed-data';
import { cryptoRandom } from '../demo-games/random';
import { createDrawJob } from '../lottery/draw-job';
import { latestDraws } from '../lottery/lottery-draws.service';
import { winNoOf } from '../lottery/lottery-formats';
import { loadLotteryGames } from '../lottery/lottery-games';
import { currentNumero } from '../lottery/lottery-schedule';
import { remarkOf } from '../lottery/lottery-texts';

export const LOTTERY_USAGE = `  lottery list [--merchant CODE]                       show the lottery games: schedule, numero taking bets, last result
  lottery draw-now                                     draw every due numero and settle its bets now`;

export type LotteryCommand = { kind: 'lottery.list'; merchant: string } | { kind: 'lottery.drawNow' };

export class LotteryUsageError extends Error {}

/** A lottery command, or null when the words are not one (another parser's turn). */
export function parseLotteryCommand(argv: string[]): LotteryCommand | null {
  const [area, action, ...rest] = argv;
  if (area !== 'lottery') return null;
  if (action === 'draw-now') {
    if (rest.length > 0) throw new LotteryUsageError(`unexpected argument ${rest[0]}`);
    return { kind: 'lottery.drawNow' };
  }
  if (action !== 'list') throw new LotteryUsageError('lottery needs list or draw-now');
  let merchant = DEMO_MERCHANT_CODE;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] !== '--merchant' || rest[i + 1] === undefined) throw new LotteryUsageError(`unexpected argument ${rest[i]}`);
    merchant = rest[++i];
  }
  return { kind: 'lottery.list', merchant };
}

type Print = (text: string) => { code: number; stdout: string; stderr: string };

export async function executeLotteryCommand(
  db: Db,
  command: LotteryCommand,
  helpers: { now: () => Date; done: Print; fail: Print; audit: () => Promise<unknown> },
) {
  if (command.kind === 'lottery.drawNow') {
    const run = await createDrawJob({ db, now: helpers.now, random: cryptoRandom }, { everyMs: null }).runOnce();
    await helpers.audit();
    return helpers.done(`drew ${run.drawn} numeros, settled ${run.settled} bets`);
  }
  const merchant = (await db.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [command.merchant])).rows[0];
  if (!merchant) return helpers.fail(`unknown merchant: ${command.merchant}`);
  const games = await loadLotteryGames(db, merchant.id);
  if (games.length === 0) return helpers.done('no lottery games');
  const now = helpers.now();
  const last = await latestDraws(
    db,
    games.map((game) => game.id),
  );
  const lines = games.map((game) => {
    const current = currentNumero(game.schedule, now);
    const drawn = last.get(game.id);
    const state = current.locked ? 'closed' : `open ${Math.round(current.lockTime / 1000)}s`;
    return [
      game.nodeId,
      game.gameCode,
      game.menuTag,
      game.names.EN,
      remarkOf(game.schedule, 'EN'),
      current.numero,
      state,
      drawn ? `${drawn.numero} ${winNoOf(drawn.winningNumbers)}` : '-',
    ].join('\t');
  });
  return helpers.done(lines.join('\n'));
}
