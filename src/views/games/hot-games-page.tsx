/**
 * /hot: the hot games (SPEC §2), grouped by game type (ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP;
 * groups without games are left out), each with a link to its page. Loaded again when the account
 * changes, so a member's hearts show the member's favourites.
 */
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { favouriteToggleMachine } from '../../../machines/favourite-toggle';
import { useGameLauncher } from '../../app/game-launch.edge';
import { favouriteToggleImplementations, gameToLaunch, useGamesEdge } from '../../app/games.edge';
import type { HotGamesData, HotGamesGroup } from '../../app/games.edge';
import { usePageLanguage } from '../../app/pages.edge';
import { PageEmpty, PageSection, PageSkeleton } from '../pages/common/page-states';
import { PageData } from '../pages/page-data.view';
import { FavouriteToggleView } from './favourite-toggle.view';
import { GameTile } from './game-tile';
import { gameTypeName } from './games.messages';
import { GamesSession } from './games-session.view';
import type { GamesSessionModel } from './games-session.view';
import '../../styles/games.css';

const nothing = () => {};

function HotGroup({
  group,
  data,
  session,
  toggle,
}: {
  group: HotGamesGroup;
  data: HotGamesData;
  session: GamesSessionModel;
  toggle: typeof favouriteToggleMachine;
}) {
  const { i18n } = useLingui();
  const launch = useGameLauncher();
  const name = gameTypeName(i18n, group.gameType);
  const headingId = `hot-${group.gameType.toLowerCase()}`;
  const total = group.footer?.gameCount ?? group.games.length;
  return (
    <section className="hot-group" aria-labelledby={headingId} data-testid="hot-group">
      <h2 id={headingId}>{name}</h2>
      <ul className="game-grid">
        {group.games.map((game) => (
          <li key={game.nodeId}>
            <GameTile
              game={game}
              vendorName={data.vendorNames[game.vassalage] ?? game.vassalage}
              onLaunch={(chosen) => launch(gameToLaunch(chosen))}
              favourite={
                <FavouriteToggleView machine={toggle} game={game} favourite={data.favouriteIds.includes(game.nodeId)} account={session.account} />
              }
            />
          </li>
        ))}
      </ul>
      {group.footer && (
        <p className="hot-group__more">
          <Link to={group.footer.path}>
            <Trans>
              All {total} hot {name} games
            </Trans>
          </Link>
        </p>
      )}
    </section>
  );
}

function HotGroups({ session }: { session: GamesSessionModel }) {
  const edge = useGamesEdge();
  const language = usePageLanguage();
  // each heart keeps its own state; the page has no list of favourites to update
  const toggle = useMemo(
    () => favouriteToggleMachine.provide(favouriteToggleImplementations(edge, session.requireRealAccount, nothing)),
    [edge, session.requireRealAccount],
  );
  return (
    <PageData
      source={edge.hotGames}
      params={{ language, account: session.account }}
      skeletonLines={8}
      empty={
        <PageEmpty>
          <Trans>There are no hot games right now.</Trans>
        </PageEmpty>
      }
      render={(data) => data.groups.map((group) => <HotGroup key={group.gameType} group={group} data={data} session={session} toggle={toggle} />)}
    />
  );
}

export default function HotGamesPage() {
  // the launcher starts with the page, so the first tap launches at once
  useGameLauncher();
  return (
    <PageSection id="hot-games" title={<Trans>Hot games</Trans>} testId="hot-games-page">
      <GamesSession>{(session) => (session.settled ? <HotGroups session={session} /> : <PageSkeleton lines={8} />)}</GamesSession>
    </PageSection>
  );
}
