/**
 * Container of a game list: one `gameList` actor for the page's game type, provided with the
 * edge's calls. The vendor tab comes from the address (`?page=`) and the account from the session:
 * both are handed to the chart when they change (it ignores what it already has). Each tile's
 * heart is a `favouriteToggle` actor whose changes update the list's favourites; a click on a
 * tile asks for the game's launch.
 */
import { useEffect, useMemo } from 'react';
import { shallowEqual, useSelector } from '../../lib/use-selector';
import { favouriteToggleMachine } from '../../../machines/favourite-toggle';
import { gameClassOptions, gameListMachine, selectGameListView } from '../../../machines/game-list';
import type { GameSummary } from '../../../machines/game-list';
import { useGameLauncher } from '../../app/game-launch.edge';
import { favouriteToggleImplementations, gameListImplementations, gameToLaunch, useGamesEdge } from '../../app/games.edge';
import { FavouriteToggleView } from './favourite-toggle.view';
import { GameListPanel } from './game-list-panel';
import { GameTile } from './game-tile';
import type { GamesSessionModel } from './games-session.view';
import { useChartActor } from '../../app/chart-actor';

export interface GameListViewProps {
  /** upper-case game type */
  gameType: string;
  /** the vendor tab ('' for every vendor) */
  vendor: string;
  /** vendor code -> display name */
  vendorNames: Readonly<Record<string, string>>;
  session: GamesSessionModel;
}

export function GameListView({ gameType, vendor, vendorNames, session }: GameListViewProps) {
  const launch = useGameLauncher();
  const edge = useGamesEdge();
  const { account, requireRealAccount, supportedLanguages } = session;
  const machine = useMemo(() => gameListMachine.provide(gameListImplementations(edge, requireRealAccount)), [edge, requireRealAccount]);
  const list = useChartActor(machine, { input: { gameType, vendor, account } });
  const view = useSelector(list, selectGameListView, shallowEqual);
  const toggleMachine = useMemo(
    () =>
      favouriteToggleMachine.provide(
        favouriteToggleImplementations(edge, requireRealAccount, (change) => list.send({ type: 'favourites.updated', nodeIds: change.nodeIds })),
      ),
    [edge, requireRealAccount, list],
  );
  const classOptions = useMemo(() => gameClassOptions(supportedLanguages), [supportedLanguages]);

  // the address and the session own these; the chart follows them
  useEffect(() => list.send({ type: 'vendor.select', vendor }), [list, vendor]);
  useEffect(() => list.send({ type: 'session.changed', account }), [list, account]);

  const renderTile = (game: GameSummary) => (
    <GameTile
      game={game}
      vendorName={vendorNames[game.vassalage] ?? game.vassalage}
      onLaunch={(chosen) => launch(gameToLaunch(chosen))}
      favourite={
        <FavouriteToggleView machine={toggleMachine} game={game} favourite={view.favouriteIds.includes(game.nodeId)} account={view.account} />
      }
    />
  );

  return (
    <GameListPanel
      view={view}
      classOptions={classOptions}
      renderTile={renderTile}
      onSearchType={(text) => list.send({ type: 'search.type', text })}
      onSearchSubmit={() => list.send({ type: 'search.submit' })}
      onClass={(gameClass) => list.send({ type: 'class.select', gameClass })}
      onMinBet={(minBet) => list.send({ type: 'minBet.select', minBet })}
      onTab={(tab) => list.send({ type: 'tab.select', tab })}
      onPage={(pageNo) => list.send({ type: 'page.go', pageNo })}
      onRetry={() => list.send({ type: 'list.retry' })}
    />
  );
}
