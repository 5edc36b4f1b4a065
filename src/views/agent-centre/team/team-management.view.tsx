/**
 * Team management (`downlineManagmentView`, research §4.5): a paged-list chart of the members under
 * the agent (filters `parentId`, `depth`, `username`), with the breadcrumb from the agent down to the
 * member whose downlines are shown. An account with downlines opens them; a crumb goes back up;
 * "all levels" lists everyone under, and the search narrows to accounts containing the text.
 * A row's actions (set rebates, promote to agent, transfer credit, collect) open the
 * `downlineActions` panel under that row.
 */
import { Fragment, useEffect, useState } from 'react';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { Trans, useLingui } from '@lingui/react/macro';
import { selectDownlineActionsView, selectTeamMembersRef } from '../../../../machines/downline-actions';
import { useAgentCentreEdge } from '../../../app/agent-centre.edge';
import { useChartActor } from '../../../app/chart-actor';
import { RecordListState, RecordPager } from '../../centre/records/record-controls';
import { amountText } from '../../centre/records/record-format';
import { DownlineActionsView } from './downline-actions.view';
import '../../centre/records/records.css';
import './team.css';
import { TableScroll } from '../../common/table-scroll';
import { useDateFormat, useUtcOffsetMinutes } from '../../common/date-format.view';

export function TeamManagementView() {
  const { t } = useLingui();
  const dates = useDateFormat();
  const edge = useAgentCentreEdge();
  const team = edge.team;
  const utcOffsetMinutes = useUtcOffsetMinutes();
  const [today] = useState(() => team.today(utcOffsetMinutes));
  // the page's chart runs the list and the row actions' panel (open under one row at a time), so
  // an action that changed a member reloads the list
  const actions = useChartActor(edge.downlineActions.logic, { input: { today } });
  const panel = useSelector(actions, selectDownlineActionsView, shallowEqual);
  // invoked for the chart's whole life
  const actor = useSelector(actions, selectTeamMembersRef)!;
  const view = useSelector(actor, edge.downlineActions.selectTeamMembersView, shallowEqual);
  const [search, setSearch] = useState('');

  useEffect(() => {
    actor.send({ type: 'list.refresh' });
  }, [actor]);

  const rows = view.rows;
  const crumbs = view.summary?.breadcrumb ?? [];
  const allLevels = view.filters.depth === 'all';
  const openDownlines = (customerId: number) => actor.send({ type: 'filters.change', filters: { parentId: String(customerId), username: '' } });
  const head = {
    level: t`Level`,
    kind: t`Kind`,
    upline: t`Direct agent`,
    downlines: t`Downlines`,
    balance: t`Main wallet`,
    joined: t`Joined`,
    actions: t`Actions`,
  };

  return (
    <div className="records team" data-testid="team-management">
      {crumbs.length ? (
        <nav aria-label={t`Where in the team`}>
          <ol className="team__crumbs">
            {crumbs.map((crumb, index) =>
              index === crumbs.length - 1 ? (
                <li key={crumb.customerId} aria-current="location">
                  {index === 0 ? <Trans>My team</Trans> : crumb.customerName}
                </li>
              ) : (
                <li key={crumb.customerId}>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => actor.send({ type: 'filters.change', filters: { parentId: index === 0 ? '' : String(crumb.customerId) } })}
                  >
                    {index === 0 ? <Trans>My team</Trans> : crumb.customerName}
                  </button>
                </li>
              ),
            )}
          </ol>
        </nav>
      ) : null}
      <form
        className="team__search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'filters.change', filters: { username: search.trim() } });
        }}
      >
        <label>
          <Trans>Account</Trans>
          <input type="search" value={search} maxLength={64} onChange={(event) => setSearch(event.target.value)} />
        </label>
        <button type="submit" className="button">
          <Trans>Search</Trans>
        </button>
        <label className="team__toggle">
          <input
            type="checkbox"
            checked={allLevels}
            onChange={(event) => actor.send({ type: 'filters.change', filters: { depth: event.target.checked ? 'all' : '' } })}
          />
          <Trans>All levels</Trans>
        </label>
      </form>
      <RecordListState view={view} send={actor.send} />
      {rows.length ? (
        <TableScroll label={t`Members of the team`}>
          <table className="data-table data-table--cards">
            <caption className="visually-hidden">
              <Trans>Members of the team</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Account</Trans>
                </th>
                {Object.values(head).map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <Fragment key={row.customerId}>
                  <tr data-testid={`downline-${row.customerName}`}>
                    <th scope="row" data-label={t`Account`}>
                      {row.downlineCount > 0 ? (
                        <button
                          type="button"
                          className="link-button"
                          onClick={() => openDownlines(row.customerId)}
                          aria-label={t`Downlines of ${row.customerName}`}
                        >
                          {row.customerName}
                        </button>
                      ) : (
                        row.customerName
                      )}
                    </th>
                    <td data-label={head.level}>{row.level}</td>
                    <td data-label={head.kind}>{row.isAgent ? <Trans>Agent</Trans> : <Trans>Player</Trans>}</td>
                    <td data-label={head.upline}>{row.directAgentName}</td>
                    <td data-label={head.downlines}>{row.downlineCount}</td>
                    <td data-label={head.balance} className="records__amount">
                      {amountText(row.mainBalance)}
                    </td>
                    <td data-label={head.joined}>{dates.dateTime(row.registeredAt)}</td>
                    <td data-label={head.actions}>
                      <button
                        type="button"
                        className="button button--secondary"
                        aria-expanded={panel.downline?.customerId === row.customerId}
                        aria-controls={panel.downline?.customerId === row.customerId ? 'downline-actions-panel' : undefined}
                        aria-label={t`Actions for ${row.customerName}`}
                        onClick={() =>
                          actions.send(
                            panel.downline?.customerId === row.customerId
                              ? { type: 'panel.close' }
                              : {
                                  type: 'panel.open',
                                  downline: { customerId: row.customerId, customerName: row.customerName, isAgent: row.isAgent, level: row.level },
                                },
                          )
                        }
                      >
                        <Trans>Actions</Trans>
                      </button>
                    </td>
                  </tr>
                  {panel.downline?.customerId === row.customerId ? (
                    <tr>
                      <td id="downline-actions-panel" className="team__panel-cell" colSpan={Object.keys(head).length + 1}>
                        <DownlineActionsView actor={actions} />
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
      <RecordPager view={view} send={actor.send} />
    </div>
  );
}
