/**
 * The header-only game pages (/seamless, /fbsports, /lottery, /vnlottery): a titled frame where the
 * game opens. The games work fills the frame; /lottery already reads its launch parameters.
 */
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageSection } from '../common/page-states';
import { lotteryQuery } from './lottery-query';
import type { LotteryQuery } from './lottery-query';

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

function LaunchDetails({ query }: { query: LotteryQuery }) {
  const rows: [string, ReactNode, string | undefined][] = [
    ['gameCode', <Trans key="gameCode">Game code</Trans>, query.gameCode],
    ['vendor', <Trans key="vendor">Vendor</Trans>, query.vendor],
    ['playType', <Trans key="playType">Play type</Trans>, query.playType],
  ];
  const shown = rows.filter(([, , value]) => value !== undefined);
  if (shown.length === 0) return null;
  return (
    <dl className="game-frame__details" data-testid="lottery-query">
      {shown.map(([name, label, value]) => (
        <div key={name}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function GameFrame({ game, query }: { game: FramedGame; query: LotteryQuery }) {
  const { t } = useLingui();
  return (
    <div className="game-frame" role="region" aria-label={t`Game`} data-testid="game-frame" data-game={game}>
      <p className="game-frame__note">
        <Trans>This game opens here.</Trans>
      </p>
      {game === 'lottery' ? <LaunchDetails query={query} /> : null}
    </div>
  );
}

export default function GameFramePage({ game }: { game: FramedGame }) {
  const [search] = useSearchParams();
  return (
    <PageSection id={`${game}-page`} title={<GameTitle game={game} />} testId={`${game}-page`}>
      <GameFrame game={game} query={game === 'lottery' ? lotteryQuery(search) : {}} />
    </PageSection>
  );
}
