/**
 * The register centre's affiliate links part: runs the `affiliateUrls` chart (a child of the root,
 * for as long as the part shows) and renders the link form, the new link with its address and QR
 * code, the list of links and, when asked, the members registered through one.
 */
import { useState } from 'react';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { Trans, useLingui } from '@lingui/react/macro';
import { selectAffiliateUrlsView, selectRegistrationsRef, selectUrlListRef } from '../../../../machines/affiliate-urls';
import { useAgentCentreEdge } from '../../../app/agent-centre.edge';
import { useChartActor } from '../../../app/chart-actor';
import { AffiliateUrlForm } from './affiliate-url-form';
import { AffiliateUrlListView } from './affiliate-url-list.view';
import { CopyButton } from './copy-button';
import { QrImage } from './qr-image';
import { RegisteredMembersView } from './registered-members.view';
import { registerMessage } from './register.messages';
import { useUtcOffsetMinutes } from '../../common/date-format.view';
import { PageState } from '../../common/page-state';

export function AffiliateUrlsView() {
  const { t, i18n } = useLingui();
  const edge = useAgentCentreEdge().register;
  const utcOffsetMinutes = useUtcOffsetMinutes();
  const [today] = useState(() => edge.today(utcOffsetMinutes));
  const actor = useChartActor(edge.affiliateUrls, { input: { today } });
  const view = useSelector(actor, selectAffiliateUrlsView, shallowEqual);
  const urlList = useSelector(actor, selectUrlListRef);
  const registrations = useSelector(actor, selectRegistrationsRef);

  if (view.status === 'loading')
    return (
      <PageState kind="loading">
        <Trans>Loading…</Trans>
      </PageState>
    );
  if (view.status === 'failed')
    return (
      <PageState kind="failed" onRetry={() => actor.send({ type: 'retry' })}>
        {i18n._(registerMessage(view.errorCode ?? 'network.error'))}
      </PageState>
    );
  const created = view.created;
  const code = created?.code;
  return (
    <div className="register" data-testid="affiliate-urls">
      <AffiliateUrlForm view={view} send={actor.send} />
      {view.errorCode ? (
        <p className="form__error" role="alert">
          {i18n._(registerMessage(view.errorCode))}
        </p>
      ) : null}
      {view.notice === 'created' && created ? (
        <section className="register__created" aria-labelledby="affiliate-url-created-title" data-testid="affiliate-url-created">
          <h4 id="affiliate-url-created-title" role="status">
            <Trans>The link {code} was created.</Trans>
          </h4>
          <p className="register__url">
            <span>{created.url}</span>
            <CopyButton text={created.url} label={t`the link ${code}`} />
          </p>
          <QrImage text={created.url} alt={t`QR code of the link ${code}`} />
        </section>
      ) : null}
      {view.notice === 'deleted' ? (
        <p role="status">
          <Trans>The link was deleted.</Trans>
        </p>
      ) : null}
      {urlList ? <AffiliateUrlListView list={urlList} view={view} send={actor.send} /> : null}
      {registrations && view.registrationsOf ? (
        <RegisteredMembersView
          key={view.registrationsOf.affiUrlId}
          list={registrations}
          link={view.registrationsOf}
          onClose={() => actor.send({ type: 'registrations.close' })}
        />
      ) : null}
    </div>
  );
}
