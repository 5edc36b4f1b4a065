/**
 * The security centre page's container: runs the `securityCenter` chart (a child of the root, for
 * as long as the page shows), made by the page's edge, and renders its sections: the
 * profile, the phone and e-mail (each bound or changed in its form), the login password (the
 * session's change-password dialog, which already exists), the payment password and the bank
 * accounts, each section's chart a child of the page's chart.
 */
import { useState } from 'react';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  selectBankCardsRef,
  selectContactBindingRef,
  selectPaymentPasswordRef,
  selectProfileFieldRef,
  selectSecurityCenterView,
} from '../../../../machines/security-center';
import { selectSessionRef } from '../../../../machines/system-status';
import type { SystemStatusSnapshot } from '../../../../machines/system-status';
import { useOptionalRootActor } from '../../../app/app-context';
import { useChartActor } from '../../../app/chart-actor';
import { useSecurityCenterEdge } from '../../../app/security-center.edge';
import { BankCardsView } from './bank-cards.view';
import { ContactBindingView } from './contact-binding.view';
import { PaymentPasswordView } from './payment-password.view';
import { ProfileFieldView } from './profile-field.view';
import { ProfileSection } from './profile-section';
import { securityErrorMessage } from './security-center.messages';
import './security-center.css';
import { PageState } from '../../common/page-state';

const selectSession = (snapshot: SystemStatusSnapshot | undefined) => (snapshot ? selectSessionRef(snapshot) : undefined);

export function SecurityCenterView() {
  const { i18n } = useLingui();
  const edge = useSecurityCenterEdge();
  // the page's chart and its input are the page's for its life
  const [page] = useState(() => ({ logic: edge.logic, input: edge.input() }));
  const actor = useChartActor(page.logic, { input: page.input });
  const view = useSelector(actor, selectSecurityCenterView, shallowEqual);
  const field = useSelector(actor, selectProfileFieldRef);
  const contact = useSelector(actor, selectContactBindingRef);
  const paymentPassword = useSelector(actor, selectPaymentPasswordRef);
  const bankCards = useSelector(actor, selectBankCardsRef);
  // the login password is the session's: its change-password dialog opens over the centre
  const root = useOptionalRootActor();
  const session = useSelector(root ?? undefined, selectSession);

  if (view.status === 'loading') {
    return (
      <PageState kind="loading">
        <Trans>Loading your security settings…</Trans>
      </PageState>
    );
  }
  if (view.status === 'failed') {
    return (
      <PageState kind="failed" onRetry={() => actor.send({ type: 'config.retry' })}>
        <Trans>Your security settings could not be loaded.</Trans> {i18n._(securityErrorMessage(view.errorCode ?? 'system.error'))}
      </PageState>
    );
  }
  return (
    <div className="security" data-testid="security-center">
      <ProfileSection
        view={view}
        fieldForm={field ? <ProfileFieldView actor={field} onClose={() => actor.send({ type: 'profile.close' })} /> : null}
        onEdit={(name) => actor.send({ type: 'profile.edit', field: name })}
        contactForm={contact ? <ContactBindingView actor={contact} onClose={() => actor.send({ type: 'contact.close' })} /> : null}
        onContactEdit={(kind) => actor.send({ type: 'contact.edit', kind })}
      />
      <section className="security__section" aria-labelledby="security-login-title" data-testid="security-login-password">
        <h4 id="security-login-title">
          <Trans>Login password</Trans>
        </h4>
        <p className="security__hint">
          <Trans>The password you sign in with.</Trans>
        </p>
        {session ? (
          <div className="security__actions">
            <button type="button" className="button button--secondary" onClick={() => session.send({ type: 'password.change' })}>
              <Trans>Change login password</Trans>
            </button>
          </div>
        ) : null}
      </section>
      {paymentPassword ? <PaymentPasswordView actor={paymentPassword} /> : null}
      {bankCards ? <BankCardsView actor={bankCards} /> : null}
    </div>
  );
}
