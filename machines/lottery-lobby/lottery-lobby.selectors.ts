/** View model of the lottery page. */
import type { SnapshotFrom } from 'xstate';
import type { GameToLaunch } from '../game-launch';
import { lotteryTabs, matchesLotteryFilters } from './lottery-lobby.filters';
import type { lotteryLobbyMachine } from './lottery-lobby.machine';
import { WINNING_NUMBERS_SHOWN } from './lottery-lobby.schedule';
import type { LotteryCard, LotteryGame, LotteryLobbyStatus, LotteryLobbyView } from './lottery-lobby.types';

export type LotteryLobbySnapshot = SnapshotFrom<typeof lotteryLobbyMachine>;

function statusOf(snapshot: LotteryLobbySnapshot): LotteryLobbyStatus {
  if (snapshot.matches({ game: 'launching' })) return 'launching';
  if (snapshot.matches({ game: 'playing' })) return 'playing';
  if (snapshot.matches({ game: 'launchFailed' })) return 'launchFailed';
  if (snapshot.matches({ lobby: 'showing' })) return 'ready';
  if (snapshot.matches({ lobby: 'failed' })) return 'failed';
  return 'loading';
}

/** A game as its card shows it at the clock reading `now`. */
export function lotteryCard(game: LotteryGame, now: number): LotteryCard {
  const remainingMs = game.drawAt === null ? null : Math.max(0, game.drawAt - now);
  return {
    gameId: game.gameId,
    gameCode: game.gameCode,
    gameName: game.gameName,
    tag: game.tag,
    tagName: game.tagName,
    numero: game.numero,
    vendor: game.vendor,
    gameType: game.gameType,
    iconUrl: game.iconUrl,
    drawDays: game.drawDays,
    remark: game.remark,
    maintenance: game.maintenance,
    remainingMs,
    drawing: remainingMs === 0,
    locked: remainingMs !== null && remainingMs > 0 && game.lockAt !== null && game.lockAt <= now,
    latestNumero: game.latest?.numero ?? null,
    winningNumbers: (game.latest?.winningNumbers ?? []).slice(0, WINNING_NUMBERS_SHOWN),
  };
}

export function selectLotteryLobbyView(snapshot: LotteryLobbySnapshot): LotteryLobbyView {
  const status = statusOf(snapshot);
  const { context } = snapshot;
  const tabs = lotteryTabs(context.games);
  // a tag that a refresh no longer lists leaves its tab: the lobby shows every tag again
  const tab = tabs.some((entry) => entry.tag === context.tab) ? context.tab : '';
  const filters = { tab, weekday: context.weekday, searchText: context.searchText };
  const ready = status === 'ready';
  return {
    status,
    tabs: ready ? tabs : [],
    tab,
    weekday: context.weekday,
    searchText: context.searchText,
    cards: ready ? context.games.filter((game) => matchesLotteryFilters(game, filters)).map((game) => lotteryCard(game, context.now)) : [],
    totalGames: ready ? context.games.length : 0,
    errorCode: status === 'failed' || status === 'launchFailed' ? context.errorCode : null,
    canRetry: snapshot.can({ type: 'lobby.retry' }) || snapshot.can({ type: 'launch.retry' }),
    game: context.game,
    frameUrl: status === 'playing' ? context.frameUrl : null,
    gameName: status === 'playing' ? context.gameName : null,
  };
}

/** What a lobby card's play button hands to the launch (which sends lottery games to /lottery). */
export function lotteryGameToLaunch(card: LotteryCard): GameToLaunch {
  return {
    nodeId: card.gameId,
    gameCode: card.gameCode,
    gameName: card.gameName,
    gameType: card.gameType,
    vassalage: card.vendor,
    isGame: 'GAME',
    accountTypeName: card.vendor,
  };
}
