/**
 * Draw times on the client clock, the refresh rule and the countdown text (SPEC §4, §9; CONTRACT
 * §4.12). The gateway answers how long until each draw (remainTime, ms). The answer was written
 * about half a round trip before it arrived, so the draw falls at
 *   arrival + remainTime − (arrival − request) / 2
 * on the client clock; the countdown then runs on that clock and no server clock is needed.
 */
import type { LotteryGame, LotteryMenuAnswer, OpenedNumero } from './lottery-lobby.types';

/** SPEC §9: displayed winning numbers are limited to 6. */
export const WINNING_NUMBERS_SHOWN = 6;
/** SPEC §4: refresh this soon when a draw time has already passed (the result is due). */
export const REFRESH_AFTER_DRAW_MS = 7_000;
/** SPEC §4: the lobby refreshes at least this often. */
export const REFRESH_MAX_MS = 30_000;
/** SPEC §9: clock tick. */
export const CLOCK_TICK_MS = 1_000;

/** Half the round trip of one answer, never negative (a clock that stepped back counts as 0). */
export function halfRoundTrip(answer: Pick<LotteryMenuAnswer, 'sentAt' | 'receivedAt'>): number {
  return Math.max(0, answer.receivedAt - answer.sentAt) / 2;
}

/** The client-clock moment `remainingMs` (as the gateway wrote it) points at. */
export function clientTimeOf(answer: Pick<LotteryMenuAnswer, 'sentAt' | 'receivedAt'>, remainingMs: number): number {
  return Math.round(answer.receivedAt + remainingMs - halfRoundTrip(answer));
}

/** The opened numbers of a game, by id first, then by code. */
function latestOf(opened: readonly OpenedNumero[], gameId: string, gameCode: string): LotteryGame['latest'] {
  const found =
    opened.find((entry) => entry.gameId !== '' && entry.gameId === gameId) ??
    opened.find((entry) => entry.gameCode !== '' && entry.gameCode === gameCode);
  return found ? { numero: found.numero, winningNumbers: found.winningNumbers } : null;
}

/** Every answered game once (the first answer naming a game code wins), with its client-clock times. */
export function scheduleGames(answers: readonly LotteryMenuAnswer[], opened: readonly OpenedNumero[]): LotteryGame[] {
  const seen = new Set<string>();
  const games: LotteryGame[] = [];
  for (const answer of answers) {
    for (const game of answer.games) {
      if (seen.has(game.gameCode)) continue;
      seen.add(game.gameCode);
      const { remainTime, lockTime, ...rest } = game;
      const live = remainTime !== null;
      games.push({
        ...rest,
        drawAt: live ? clientTimeOf(answer, remainTime) : null,
        // bets never stay open past the draw
        lockAt: live ? clientTimeOf(answer, Math.min(lockTime ?? remainTime, remainTime)) : null,
        latest: latestOf(opened, game.gameId, game.gameCode),
      });
    }
  }
  return games;
}

/** When the newest answer arrived: the clock reading the countdowns start from. */
export function answeredAt(answers: readonly LotteryMenuAnswer[], fallback: number): number {
  return answers.length === 0 ? fallback : Math.max(...answers.map((answer) => answer.receivedAt));
}

/** The shortest time until a draw, null when no game's draw time is known. */
export function shortestRemainingMs(games: readonly Pick<LotteryGame, 'drawAt'>[], now: number): number | null {
  const remaining = games.flatMap((game) => (game.drawAt === null ? [] : [game.drawAt - now]));
  return remaining.length === 0 ? null : Math.min(...remaining);
}

/**
 * SPEC §4: the lobby refreshes after the shortest remaining draw time, at most 30 s; 7 s when that
 * time is 0 or less (a draw is due and its result not yet known). Without a known draw time, 30 s.
 */
export function refreshDelayMs(shortest: number | null): number {
  if (shortest === null) return REFRESH_MAX_MS;
  if (shortest <= 0) return REFRESH_AFTER_DRAW_MS;
  return Math.min(shortest, REFRESH_MAX_MS);
}

const two = (value: number) => String(value).padStart(2, '0');

/** `hh:mm:ss` of a remaining time, rounded up to whole seconds; hours go past 24 for far draws. */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${two(Math.floor(total / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
}
