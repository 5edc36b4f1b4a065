/**
 * /games/:games: the game-list page (SPEC §2). The route parameter is the game type, upper-cased
 * here (`/games/rng` lists RNG games), with vendor tabs, the search, the filters and the list tabs.
 */
import { useParams } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { GameHallPage } from './game-hall-page';
import { gameTypeName } from './games.messages';

export default function GameListPage() {
  const { i18n } = useLingui();
  const gameType = (useParams().games ?? '').toUpperCase();
  // another game type is another page: its lane, tabs and list start afresh
  return <GameHallPage key={gameType} gameType={gameType} title={gameTypeName(i18n, gameType)} hallNames={false} />;
}
