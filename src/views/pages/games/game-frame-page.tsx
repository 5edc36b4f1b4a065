/**
 * The header-only game pages (/seamless, /fbsports, /lottery, /vnlottery): a titled frame where the
 * game opens. /lottery shows the lottery page itself (src/views/lottery, a chunk of its own): the
 * lobby without a game code, else the named game launched and framed, titled by its name; the
 * launch parameters (a game code, a vendor code) are the platform's and never shown.
 */
import { useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazyComponent } from '../../common/lazy-component';
import { PageSection } from '../common/page-states';
import { lotteryQuery } from './lottery-query';

// only /lottery loads the lobby, its chart and its calls
const LotteryContent = lazyComponent('lotteryLobby', () => import('../../lottery/lottery-page'));

export type FramedGame = 'seamless' | 'fbsports' | 'lottery' | 'vnlottery';

function GameTitle({ game }: { game: FramedGame }) {
  switch (game) {
    case 'seamless':
      return <Trans>Seamless games</Trans>;
    case 'fbsports':
      return <Trans>FB Sports</Trans>;
    case 'lottery':
      return <Trans>Lottery</Trans>;
    case 'vnlottery':
      return <Trans>Vietnamese lottery</Trans>;
  }
}

export function GameFrame({ game }: { game: FramedGame }) {
  const { t } = useLingui();
  return (
    <div className="game-frame" role="region" aria-label={t`Game`} data-testid="game-frame" data-game={game}>
      <p className="game-frame__note">
        <Trans>This game opens here.</Trans>
      </p>
    </div>
  );
}

export default function GameFramePage({ game }: { game: FramedGame }) {
  const [search] = useSearchParams();
  if (game === 'lottery') {
    const query = lotteryQuery(search);
    return (
      <PageSection id="lottery-page" title={<GameTitle game={game} />} testId="lottery-page">
        <LotteryContent query={query} />
      </PageSection>
    );
  }
  return (
    <PageSection id={`${game}-page`} title={<GameTitle game={game} />} testId={`${game}-page`}>
      <GameFrame game={game} />
    </PageSection>
  );
}
