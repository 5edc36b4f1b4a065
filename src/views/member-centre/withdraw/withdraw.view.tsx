/**
 * The withdraw page's container: runs the `withdraw` chart (a child of the root, for as long as the
 * page shows), made by the page's edge, and renders its view model; the payments waiting
 * for the member's confirmation show above it (their own chart, withdrawal-confirmation.view.tsx).
 * The security centre is linked as the centre's menu links its pages: over the route showing.
 */
import { useState } from 'react';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { selectWithdrawView } from '../../../../machines/withdraw';
import type { WithdrawSetup } from '../../../../machines/withdraw';
import { withCentre } from '../../../../machines/router';
import { useChartActor } from '../../../app/chart-actor';
import { useWithdrawEdge } from '../../../app/withdraw.edge';
import { moneyText } from '../../centre/money';
import { WithdrawForm } from './withdraw-form';
import { WithdrawNothing } from './withdraw-nothing';
import { WithdrawResult } from './withdraw-result';
import { WithdrawTurnover } from './withdraw-turnover';
import { WithdrawalConfirmationView } from './withdrawal-confirmation.view';
import { withdrawErrorMessage } from './withdraw.messages';
import './withdraw.css';
import { PageState } from '../../common/page-state';

function SetupNeeded({ setup, href }: { setup: WithdrawSetup; href: string }) {
  return (
    <section className="withdraw-setup" aria-labelledby="withdraw-setup-title" data-testid="withdraw-setup">
      <h4 id="withdraw-setup-title">
        <Trans>Before your first withdrawal</Trans>
      </h4>
      <ul>
        {setup.needsCard ? (
          <li>
            <Trans>Bind a bank account to receive the money.</Trans>
          </li>
        ) : null}
        {setup.needsPassword ? (
          <li>
            <Trans>Set a payment password to approve withdrawals.</Trans>
          </li>
        ) : null}
      </ul>
      <Link className="button" to={href} replace>
        <Trans>Go to the security centre</Trans>
      </Link>
    </section>
  );
}

export function WithdrawView() {
  const { i18n } = useLingui();
  const edge = useWithdrawEdge();
  const { pathname, search } = useLocation();
  // the page's charts and picked files are the page's for its life
  const [page] = useState(() => edge.page());
  const actor = useChartActor(page.withdraw);
  const view = useSelector(actor, selectWithdrawView, shallowEqual);
  const money = (amount: number) => moneyText(view.currencySymbol, amount);
  const securityCentre = `${pathname}${withCentre(search, { centre: 'mc', page: 'securityCenter' })}`;

  const body = () => {
    switch (view.status) {
      case 'loading':
        return (
          <PageState kind="loading">
            <Trans>Loading your withdrawal details…</Trans>
          </PageState>
        );
      case 'failed':
        return (
          <PageState kind="failed" onRetry={() => actor.send({ type: 'page.retry' })}>
            <Trans>Your withdrawal details could not be loaded.</Trans> {i18n._(withdrawErrorMessage(view.errorCode ?? 'system.error'))}
          </PageState>
        );
      case 'unavailable':
        return (
          <PageState kind="unavailable" testId="withdraw-unavailable">
            <Trans>Withdrawals are not available at the moment.</Trans>
          </PageState>
        );
      case 'needsSetup':
        return <SetupNeeded setup={view.setup} href={securityCentre} />;
      case 'nothingToWithdraw':
        return (
          <>
            {view.nothingToWithdraw ? <WithdrawNothing nothing={view.nothingToWithdraw} money={money} /> : null}
            {view.turnover ? <WithdrawTurnover turnover={view.turnover} money={money} /> : null}
          </>
        );
      case 'done':
        return view.withdrawal ? (
          <WithdrawResult withdrawal={view.withdrawal} money={money} onNew={() => actor.send({ type: 'withdraw.new' })} />
        ) : null;
      default:
        return (
          <>
            {view.turnover ? <WithdrawTurnover turnover={view.turnover} money={money} /> : null}
            {view.settings ? (
              <WithdrawForm
                view={view.form}
                settings={view.settings}
                money={money}
                currencySymbol={view.currencySymbol}
                errorCode={view.errorCode}
                errorValue={view.errorValue}
                onSelectCard={(bankCardId) => actor.send({ type: 'card.select', bankCardId })}
                onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
                onSubmit={() => actor.send({ type: 'form.submit' })}
              />
            ) : null}
          </>
        );
    }
  };

  return (
    <div className="withdraw-page">
      <WithdrawalConfirmationView logic={page.confirmation} pickFiles={page.pickFiles} currencySymbol={view.currencySymbol} />
      {body()}
    </div>
  );
}
