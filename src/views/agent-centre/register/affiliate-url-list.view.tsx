/**
 * The agent's affiliate links, a page at a time (the `urlList` paged list of the `affiliateUrls`
 * chart): each with its code, address (copy button and QR code), kind, rates, dates and the
 * members registered through it, who are listed on demand; a delete asks for a confirmation.
 */
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AffiliateUrlsEvent, AffiliateUrlsView } from '../../../../machines/affiliate-urls';
import type { pagedListMachine } from '../../../../machines/paged-list';
import { useAgentCentreEdge } from '../../../app/agent-centre.edge';
import type { AffiliateUrlRow } from '../../../app/register-center.edge';
import { contractProductNames } from '../contracts/contracts.messages';
import { RecordListState, RecordPager } from '../../centre/records/record-controls';
import { CopyButton } from './copy-button';
import { QrImage } from './qr-image';
import { TableScroll } from '../../common/table-scroll';
import { useDateFormat } from '../../common/date-format.view';

export interface AffiliateUrlListProps {
  list: ActorRefFrom<typeof pagedListMachine>;
  view: AffiliateUrlsView;
  send: (event: AffiliateUrlsEvent) => void;
}

export function AffiliateUrlListView({ list, view, send }: AffiliateUrlListProps) {
  const { t, i18n } = useLingui();
  const dates = useDateFormat();
  const listView = useSelector(list, useAgentCentreEdge().register.selectUrlListView, shallowEqual);

  // the part opened: its first page
  useEffect(() => {
    list.send({ type: 'list.refresh' });
  }, [list]);

  const rows = listView.rows;
  const head = {
    url: t`Link`,
    qr: t`QR code`,
    kind: t`Registers`,
    rates: t`Rates`,
    created: t`Created`,
    expires: t`Expires`,
    registrations: t`Registrations`,
    actions: t`Actions`,
  };
  const deletingCode = view.deleting?.code;
  const ratesText = (row: Omit<AffiliateUrlRow, 'code'>) => {
    const given = row.rebates.filter((entry) => entry.rate > 0);
    if (given.length === 0) return t`None`;
    return given.map((entry) => `${i18n._(contractProductNames[entry.product] ?? contractProductNames.CONS)} ${entry.rate} %`).join(' · ');
  };

  return (
    <section className="records register__list" aria-labelledby="affiliate-url-list-title" data-testid="affiliate-url-list">
      <h4 id="affiliate-url-list-title">
        <Trans>My links</Trans>
      </h4>
      {view.form === 'confirmingDelete' && view.deleting ? (
        <div className="register__confirm" role="group" aria-labelledby="affiliate-url-delete-question" data-testid="affiliate-url-delete-confirm">
          <p id="affiliate-url-delete-question">
            <Trans>Delete the link {deletingCode}? Members who registered through it stay in your team.</Trans>
          </p>
          <div className="register__actions">
            <button type="button" className="button" onClick={() => send({ type: 'delete.confirm' })}>
              <Trans>Yes, delete</Trans>
            </button>
            <button type="button" className="button button--secondary" onClick={() => send({ type: 'delete.cancel' })}>
              <Trans>Keep it</Trans>
            </button>
          </div>
        </div>
      ) : null}
      {listView.isEmpty ? (
        <p className="records__state" role="status">
          <Trans>You have no links yet.</Trans>
        </p>
      ) : (
        <RecordListState view={listView} send={list.send} />
      )}
      {rows.length ? (
        <TableScroll label={t`My affiliate links`}>
          <table className="data-table data-table--cards register__table">
            <caption className="visually-hidden">
              <Trans>My affiliate links</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Code</Trans>
                </th>
                {Object.values(head).map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(({ code, ...row }) => (
                <tr key={row.affiUrlId} data-testid={`affiliate-url-${code}`}>
                  <th scope="row" data-label={t`Code`}>
                    {code}
                  </th>
                  <td data-label={head.url} className="register__url">
                    <span>{row.url}</span>
                    <CopyButton text={row.url} label={t`the link ${code}`} />
                  </td>
                  <td data-label={head.qr}>
                    <QrImage text={row.url} alt={t`QR code of the link ${code}`} size={96} />
                  </td>
                  <td data-label={head.kind}>{row.type === 'agent' ? <Trans>Agent</Trans> : <Trans>Member</Trans>}</td>
                  <td data-label={head.rates} className="register__wrap">
                    {ratesText(row)}
                  </td>
                  <td data-label={head.created}>{dates.dateTime(row.createdAt)}</td>
                  <td data-label={head.expires}>
                    {row.expired ? (
                      <span className="records__loss">
                        <Trans>Expired</Trans>
                      </span>
                    ) : row.expiresAt === null ? (
                      <Trans>Never</Trans>
                    ) : (
                      dates.dateTime(row.expiresAt)
                    )}
                  </td>
                  <td data-label={head.registrations}>{row.registrations}</td>
                  <td data-label={head.actions}>
                    <span className="register__actions">
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-pressed={view.registrationsOf?.affiUrlId === row.affiUrlId}
                        onClick={() => send({ type: 'registrations.open', url: { affiUrlId: row.affiUrlId, code } })}
                        aria-label={t`Members registered through ${code}`}
                      >
                        <Trans>Members</Trans>
                      </button>
                      <button
                        type="button"
                        className="button button--secondary"
                        disabled={!view.canDelete}
                        onClick={() => send({ type: 'url.delete', url: { affiUrlId: row.affiUrlId, code } })}
                        aria-label={t`Delete ${code}`}
                      >
                        <Trans>Delete</Trans>
                      </button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      <RecordPager view={listView} send={list.send} />
    </section>
  );
}
