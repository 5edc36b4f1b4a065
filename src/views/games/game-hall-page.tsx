/**
 * A list of games with vendor tabs: the slot-style pages (/rng, /fish, /pvp, tabs named '<name>
 * game hall') and the game-list page (/games/:games). The lane of the game type gives the tabs;
 * `?page=<vendor code>` chooses one (an unknown code shows every vendor); without it the page opens
 * on the vendor the visitor chose last for this game type. The game list follows once it is known
 * who is looking.
 */
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { usePageLanguage } from '../../app/pages.edge';
import { useGamesEdge } from '../../app/games.edge';
import type { GamesLane } from '../../app/games.edge';
import { PageEmpty, PageSection, PageSkeleton } from '../pages/common/page-states';
import { PageData } from '../pages/page-data.view';
import { GameListView } from './game-list.view';
import { VENDOR_PARAM } from './game-routes';
import { GamesSession } from './games-session.view';
import { VendorHallTabs } from './vendor-hall-tabs';
import '../../styles/games.css';

export interface GameHallPageProps {
  gameType: string;
  title: ReactNode;
  /** name the vendor tabs '<name> game hall' */
  hallNames: boolean;
}

function Hall({ lane, asked, hallNames }: { lane: GamesLane; asked: string; hallNames: boolean }) {
  const code = asked.trim().toUpperCase();
  const vendor = lane.cards.some((card) => card.vassalage === code) ? code : '';
  const vendorNames = useMemo(() => Object.fromEntries(lane.cards.map((card) => [card.vassalage, card.displayName])), [lane]);
  return (
    <>
      <VendorHallTabs cards={lane.cards} chosen={vendor} hallNames={hallNames} />
      <GamesSession>
        {(session) =>
          session.settled ? (
            <GameListView gameType={lane.title.toUpperCase()} vendor={vendor} vendorNames={vendorNames} session={session} />
          ) : (
            <PageSkeleton lines={6} />
          )
        }
      </GamesSession>
    </>
  );
}

export function GameHallPage({ gameType, title, hallNames }: GameHallPageProps) {
  const edge = useGamesEdge();
  const language = usePageLanguage();
  const [search] = useSearchParams();
  const asked = search.get(VENDOR_PARAM) ?? edge.rememberedVendor(gameType) ?? '';
  return (
    <PageSection id={`games-${gameType.toLowerCase()}`} title={title} testId="game-hall-page">
      <PageData
        source={edge.lane}
        params={{ language, gameType }}
        empty={
          <PageEmpty>
            <Trans>There are no games of this kind right now.</Trans>
          </PageEmpty>
        }
        render={(lane) => <Hall lane={lane!} asked={asked} hallNames={hallNames} />}
      />
    </PageSection>
  );
}
