/**
 * The members registered through one affiliate link, a page at a time (the `registrations` paged
 * list of the `affiliateUrls` chart): account, kind now, when they registered.
 */
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AffiliateUrlRef } from '../../../../machines/affiliate-urls';
import type { pagedListMachine } from '../../../../machines/paged-list';
import { useAgentCentreEdge } from '../../../app/agent-centre.edge';
import { RecordListState, RecordPager } from '../../centre/records/record-controls';
import { TableScroll } from '../../common/table-scroll';
import { useDateFormat } from '../../common/date-format.view';

export interface RegisteredMembersProps {
  list: ActorRefFrom<typeof pagedListMachine>;
  link: AffiliateUrlRef;
  onClose: () => void;
}

export function RegisteredMembersView({ list, link, onClose }: RegisteredMembersProps) {
  const { t } = useLingui();
  const dates = useDateFormat();
  const view = useSelector(list, useAgentCentreEdge().register.selectRegistrationsView, shallowEqual);

  useEffect(() => {
    list.send({ type: 'list.refresh' });
  }, [list]);

  const rows = view.rows;
  const code = link.code;
  return (
    <section className="records register__members" aria-labelledby="registered-members-title" data-testid="registered-members">
      <div className="register__heading">
        <h4 id="registered-members-title">
          <Trans>Members registered through {code}</Trans>
        </h4>
        <button type="button" className="button button--secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
      {view.isEmpty ? (
        <p className="records__state" role="status">
          <Trans>Nobody has registered through this link yet.</Trans>
        </p>
      ) : (
        <RecordListState view={view} send={list.send} />
      )}
      {rows.length ? (
        <TableScroll label={t`Members registered through ${code}`}>
          <table className="data-table data-table--cards">
            <caption className="visually-hidden">
              <Trans>Members registered through {code}</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Account</Trans>
                </th>
                <th scope="col">
                  <Trans>Kind</Trans>
                </th>
                <th scope="col">
                  <Trans>Registered</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.customerId}>
                  <th scope="row" data-label={t`Account`}>
                    {row.username}
                  </th>
                  <td data-label={t`Kind`}>{row.type === 0 ? <Trans>Player</Trans> : <Trans>Agent</Trans>}</td>
                  <td data-label={t`Registered`}>{dates.dateTime(row.registeredAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      <RecordPager view={view} send={list.send} />
    </section>
  );
}
