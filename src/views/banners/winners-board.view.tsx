/**
 * The winners board of the home page (SPEC §1, CONTRACT §4.10): recent wins, read once per
 * language for the page's life, with the merchant's currency symbol. Player names arrive masked
 * from the gateway. A lazy chunk of the home page.
 */
import { Suspense, use, useId, useMemo } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '../../lib/use-selector';
import { DEFAULT_CURRENCY_SYMBOL, formatMinorUnits } from '../../../machines/account-balance';
import type { SystemStatusSnapshot } from '../../../machines/system-status';
import { useAppEdge } from '../../app/app-context';
import { useBannersEdge } from '../../app/banners.edge';
import type { Winner } from '../../app/banners.edge';
import { WinnersList } from './winners-list';

function selectCurrencySymbol(snapshot: SystemStatusSnapshot): string {
  return snapshot.context.status?.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
}

/** Major units with two decimals, grouped in thousands: `12,345.60`. */
export const formatWinAmount = (amount: number) => formatMinorUnits(Math.round(amount * 100));

function LoadedWinners({ winners, currencySymbol }: { winners: Promise<Winner[] | null>; currencySymbol: string }) {
  const loaded = use(winners);
  if (loaded === null) {
    return (
      <p className="winners__state">
        <Trans>Recent wins are not available right now.</Trans>
      </p>
    );
  }
  return <WinnersList winners={loaded} currencySymbol={currencySymbol} formatAmount={formatWinAmount} />;
}

export default function WinnersBoardView() {
  const edge = useBannersEdge();
  const { rootActor } = useAppEdge();
  const { i18n } = useLingui();
  const titleId = useId();
  const currencySymbol = useSelector(rootActor, selectCurrencySymbol);
  const language = edge.env.currentLanguage();
  // the locale is a dependency so a language switch reads the board in the new language
  // biome-ignore lint/correctness/useExhaustiveDependencies: the locale reads the answer again in the new language, as said above
  const winners = useMemo(() => edge.winners(language).catch(() => null), [edge, language, i18n.locale]);
  return (
    <section className="winners" aria-labelledby={titleId} data-testid="winners-board">
      <h2 id={titleId} className="winners__title">
        <Trans>Recent winners</Trans>
      </h2>
      <Suspense
        fallback={
          <p className="winners__state" aria-busy="true">
            <Trans>Loading recent wins…</Trans>
          </p>
        }
      >
        <LoadedWinners winners={winners} currencySymbol={currencySymbol} />
      </Suspense>
    </section>
  );
}
