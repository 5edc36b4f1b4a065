/** Home: the lobby placeholder until the game lanes arrive. */
import { Trans } from '@lingui/react/macro';
import { lazyComponent } from '../common/lazy-component';
import AccessNotice from '../shell/access-notice';

/** The winners board: a chunk of its own, fetched with home before the first render (src/app/first-screen.ts). */
const WinnersBoard = lazyComponent('winners', () => import('../banners/winners-board.view'), {
  firstScreen: true,
  pending: <div className="winners winners--pending" aria-hidden="true" />,
});

export default function HomePage() {
  return (
    <section aria-labelledby="home-title" data-testid="home-page">
      <AccessNotice />
      <h1 id="home-title">
        <Trans>Welcome</Trans>
      </h1>
      <p>
        <Trans>Live casino, sports, slots, fishing, card games and lottery, all in one place.</Trans>
      </p>
      <WinnersBoard />
    </section>
  );
}
