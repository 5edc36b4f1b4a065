/**
 * /sports, /esports, /elott, /live, /cockfight: the games page (SPEC §2). The lane of the game type
 * as vendor cards; a card launches its vendor (its game list) or, for a one-game vendor, the game.
 * /elott also links to the lottery lobby (/lottery).
 */
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { useGameLauncher } from '../../app/game-launch.edge';
import { DEFAULT_GAME_ICON, useGamesEdge, vendorCardToLaunch } from '../../app/games.edge';
import { usePageLanguage } from '../../app/pages.edge';
import { PageEmpty, PageSection } from '../pages/common/page-states';
import { PageData } from '../pages/page-data.view';
import { gameTypeName } from './games.messages';
import { VendorCards } from './vendor-cards';
import '../../styles/games.css';

export default function GamesPage({ gameType }: { gameType: string }) {
  const launch = useGameLauncher();
  const { i18n } = useLingui();
  const edge = useGamesEdge();
  const language = usePageLanguage();
  return (
    <PageSection id={`games-${gameType.toLowerCase()}`} title={gameTypeName(i18n, gameType)} testId="games-page">
      {gameType === 'ELOTT' && (
        <p>
          <Link className="button" to="/lottery">
            <Trans>Open the lottery lobby</Trans>
          </Link>
        </p>
      )}
      <PageData
        source={edge.lane}
        params={{ language, gameType }}
        empty={
          <PageEmpty>
            <Trans>No game halls are open here right now.</Trans>
          </PageEmpty>
        }
        render={(lane) => (
          <VendorCards cards={lane!.cards} fallbackIcon={DEFAULT_GAME_ICON} onLaunch={(card) => launch(vendorCardToLaunch(card, lane!.title))} />
        )}
      />
    </PageSection>
  );
}
