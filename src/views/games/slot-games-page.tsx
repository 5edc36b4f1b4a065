/** /rng, /fish, /pvp: the slot-style games page (SPEC §2), game halls per vendor and their games. */
import { useLingui } from '@lingui/react/macro';
import { GameHallPage } from './game-hall-page';
import { gameTypeName } from './games.messages';

export default function SlotGamesPage({ gameType }: { gameType: string }) {
  const { i18n } = useLingui();
  return <GameHallPage gameType={gameType} title={gameTypeName(i18n, gameType)} hallNames />;
}
