/** View model of a game list. */
import type { SnapshotFrom } from 'xstate';
import type { GameToLaunch } from '../game-launch';
import type { gameListMachine } from './game-list.machine';
import type { GameListStatus, GameListView, GameSummary } from './game-list.types';

export type GameListSnapshot = SnapshotFrom<typeof gameListMachine>;

const NO_GAMES: readonly GameSummary[] = [];

function statusOf(snapshot: GameListSnapshot): GameListStatus {
  if (snapshot.matches({ list: 'loaded' })) return 'loaded';
  if (snapshot.matches({ list: 'empty' })) return 'empty';
  if (snapshot.matches({ list: 'failed' })) return 'failed';
  return 'loading';
}

export function selectGameListView(snapshot: GameListSnapshot): GameListView {
  const status = statusOf(snapshot);
  const { context } = snapshot;
  return {
    status,
    // the context's array itself, so an unchanged list compares equal between snapshots
    games: status === 'loaded' ? context.games : NO_GAMES,
    favouriteIds: context.favouriteIds,
    vendor: context.vendor,
    searchText: context.searchText,
    search: context.search,
    searchPending: snapshot.matches({ search: 'typing' }),
    gameClass: context.gameClass,
    minBet: context.minBet,
    tab: context.tab,
    account: context.account,
    pageNo: context.pageNo,
    totalPages: status === 'loaded' ? context.totalPages : 0,
    totalCount: status === 'loaded' ? context.totalCount : 0,
    errorCode: status === 'failed' ? context.errorCode : null,
    canRetry: snapshot.can({ type: 'list.retry' }),
  };
}

/** What a clicked game tile hands to the launch. */
export function gameToLaunch(game: GameSummary): GameToLaunch {
  return {
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    gameName: game.gameName,
    gameType: game.gameType,
    vassalage: game.vassalage,
    isGame: 'GAME',
    accountTypeName: game.accountTypeName,
  };
}
