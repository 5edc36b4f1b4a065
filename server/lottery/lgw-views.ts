/**
 * The /lgw lottery answers (CONTRACT §1.4, §4.12: raw JSON, not enveloped), built from the
 * merchant's draw lotteries, the clock and the stored draws. Ids are strings (gameId = nodeId);
 * times are epoch ms; remainTime and lockTime are ms from now (lockTime 0 once bets are closed);
 * amounts are major units.
 */
import type { CatalogueLanguage } from '../games/game-types';
import { majorUnits } from '../games/game-types';
import type { OpenedNumero } from './lottery-draws.service';
import { groupByTier, winNoOf } from './lottery-formats';
import type { LotteryGame } from './lottery-games';
import { lotteryNameOf } from './lottery-games';
import { currentNumero, drawDaysText, previousNumero } from './lottery-schedule';
import { MENU_ORDER, menuNameOf, remarkOf } from './lottery-texts';

/** What every lottery answer says about a game. */
export function lotteryGameView(game: LotteryGame, language: CatalogueLanguage) {
  return {
    gameId: game.nodeId,
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    gameName: lotteryNameOf(game, language),
    gameType: game.gameType,
    vassalage: game.vassalage,
    accountTypeName: game.vassalage,
    iconUrl: game.iconUrl,
    gameMenuTag: game.menuTag,
    gameGroupCode: game.menuTag,
    remark: remarkOf(game.schedule, language),
    drawDayOfWeek: drawDaysText(game.schedule),
    minBet: majorUnits(game.minBet),
    maintenance: game.underMaintenance,
  };
}

/** The numero taking bets now. */
export function currentNumeroView(game: LotteryGame, now: Date) {
  const current = currentNumero(game.schedule, now);
  return {
    numero: current.numero,
    remainTime: current.remainTime,
    lockTime: current.lockTime,
    locked: current.locked,
    winningTime: current.drawAt.getTime(),
  };
}

export type GameMenuItem = ReturnType<typeof lotteryGameView> & ReturnType<typeof currentNumeroView>;

export const gameMenuItem = (game: LotteryGame, language: CatalogueLanguage, now: Date): GameMenuItem => ({
  ...lotteryGameView(game, language),
  ...currentNumeroView(game, now),
});

export interface GameMenu {
  tag: string;
  name: string;
  gameMenus: GameMenuItem[];
}

/**
 * Games grouped by menu tag (NORTH, CENTRAL, SOUTH, FAST, …, in that order), each menu's games
 * drawing soonest first, at most `perMenu` of them.
 */
export function gameMenusOf(games: LotteryGame[], language: CatalogueLanguage, now: Date, perMenu: number): Record<string, GameMenu> {
  const items = games.map((game) => gameMenuItem(game, language, now));
  const tags = [...new Set(items.map((item) => item.gameMenuTag))].sort((a, b) => rankOf(a) - rankOf(b) || a.localeCompare(b));
  const menus: Record<string, GameMenu> = {};
  for (const tag of tags) {
    const gameMenus = items.filter((item) => item.gameMenuTag === tag).sort((a, b) => a.remainTime - b.remainTime);
    menus[tag] = { tag, name: menuNameOf(tag, language), gameMenus: gameMenus.slice(0, perMenu) };
  }
  return menus;
}

const rankOf = (tag: string) => {
  const at = MENU_ORDER.indexOf(tag);
  return at < 0 ? MENU_ORDER.length : at;
};

/**
 * The games drawing next, across menus: those whose draw is within `withinMs`, soonest first, at
 * most `count` in all, grouped like gameMenusOf.
 */
export function recentMenusOf(
  games: LotteryGame[],
  language: CatalogueLanguage,
  now: Date,
  count: number,
  withinMs: number,
): Record<string, GameMenu> {
  const soon = games
    .map((game) => ({ game, remainTime: currentNumero(game.schedule, now).remainTime }))
    .filter(({ remainTime }) => remainTime <= withinMs)
    .sort((a, b) => a.remainTime - b.remainTime)
    .slice(0, count)
    .map(({ game }) => game);
  return gameMenusOf(soon, language, now, count);
}

export function drawnView(draw: OpenedNumero) {
  return {
    numero: draw.numero,
    winNo: winNoOf(draw.winningNumbers),
    winningNumbers: draw.winningNumbers,
    openTime: draw.drawAt.getTime(),
    format: draw.format,
  };
}

/** One game's latest drawn numero and its numbers. */
export const openedView = (game: LotteryGame, draw: OpenedNumero, language: CatalogueLanguage) => ({
  ...lotteryGameView(game, language),
  ...drawnView(draw),
});

/** `/lgw/numeros/near`: the numero taking bets and the one drawn last (its numbers once drawn). */
export function nearView(game: LotteryGame, previousDraw: OpenedNumero | null, now: Date) {
  const previous = previousNumero(game.schedule, now);
  const opened = previousDraw !== null && previousDraw.numero === previous.numero;
  return {
    gameId: game.nodeId,
    gameCode: game.gameCode,
    currentNumero: currentNumeroView(game, now),
    previousNumero: {
      numero: previous.numero,
      winningTime: previous.drawAt.getTime(),
      opened,
      winNo: opened ? winNoOf(previousDraw.winningNumbers) : null,
      winningNumbers: opened ? previousDraw.winningNumbers : null,
    },
  };
}

/** A Spring-style page of drawn numeros (`/lgw/draw/<gameId>`). */
export function drawPageView(draws: OpenedNumero[], total: number, page: number, size: number) {
  const totalPages = Math.ceil(total / size);
  return {
    content: draws.map(drawnView),
    number: page,
    size,
    totalElements: total,
    totalPages,
    numberOfElements: draws.length,
    first: page === 0,
    last: page >= totalPages - 1,
    empty: draws.length === 0,
  };
}

/** The numbers of a result grouped by prize tier, for the betting page. */
export const resultView = (draw: OpenedNumero) => ({ ...drawnView(draw), tiers: groupByTier(draw.format, draw.winningNumbers) });
