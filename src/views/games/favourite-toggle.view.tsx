/**
 * Container of a tile's heart: one `favouriteToggle` actor per tile, started with the game, whether
 * it is a favourite now and who is looking. The heart's chart is keyed by all three: when a sign-in
 * loads the member's favourites, it starts afresh with them, whether or not the list rendered its
 * loading state in between (changes render as transitions, which may skip it).
 */
import { shallowEqual, useSelector } from '../../lib/use-selector';
import { selectFavouriteToggleView } from '../../../machines/favourite-toggle';
import type { favouriteToggleMachine } from '../../../machines/favourite-toggle';
import type { AccountKind, GameSummary } from '../../../machines/game-list';
import { FavouriteButton } from './favourite-button';
import { useChartActor } from '../../app/chart-actor';

export interface FavouriteToggleViewProps {
  /** the chart provided with the page's calls (one per list) */
  machine: typeof favouriteToggleMachine;
  game: GameSummary;
  favourite: boolean;
  account: AccountKind;
}

export function FavouriteToggleView(props: FavouriteToggleViewProps) {
  return <FavouriteToggleChart key={`${props.game.nodeId}:${props.favourite}:${props.account}`} {...props} />;
}

function FavouriteToggleChart({ machine, game, favourite, account }: FavouriteToggleViewProps) {
  const actor = useChartActor(machine, {
    input: { game: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType }, favourite, account },
  });
  const view = useSelector(actor, selectFavouriteToggleView, shallowEqual);
  return <FavouriteButton view={view} gameName={game.gameName} onToggle={() => actor.send({ type: 'favourite.toggle' })} />;
}
