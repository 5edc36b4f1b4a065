/**
 * Announcements (`agentAnnouncement`, research §4.2): the notices published for agents, newest
 * first, each with its title, date and content, on the page-data chart. The content is the
 * gateway's HTML, sanitised again here before it reaches the page (banners/safe-html.tsx). The
 * page's language is a parameter, so choosing another language loads them in it.
 */
import { useEffect } from 'react';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { Trans, useLingui } from '@lingui/react/macro';
import { selectPageDataView } from '../../../../machines/page-data';
import { useAgentCentreEdge } from '../../../app/agent-centre.edge';
import { useChartActor } from '../../../app/chart-actor';
import { SafeHtml } from '../../common/safe-html';
import { recordErrorMessage } from '../../centre/records/records.messages';
import type { AgentAnnouncement } from './team-reports.types';
import '../../centre/records/records.css';
import './team-reports.css';
import { useDateFormat } from '../../common/date-format.view';

export function AgentAnnouncementsView() {
  const { i18n } = useLingui();
  const dates = useDateFormat();
  const reports = useAgentCentreEdge().reports;
  const actor = useChartActor(reports.announcements);
  const view = useSelector(actor, selectPageDataView, shallowEqual);
  const language = i18n.locale;

  useEffect(() => {
    actor.send({ type: 'page.load', params: { language } });
  }, [actor, language]);

  const notices = view.status === 'loaded' ? (view.data as readonly AgentAnnouncement[]) : [];

  return (
    <div className="records" data-testid="agent-announcements">
      {view.status === 'idle' || view.status === 'loading' ? (
        <p className="records__state" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {view.status === 'empty' ? (
        <p className="records__state" role="status">
          <Trans>No announcements yet.</Trans>
        </p>
      ) : null}
      {view.status === 'failed' ? (
        <div className="form__error" role="alert">
          <p>{i18n._(recordErrorMessage(view.errorCode ?? 'system.error'))}</p>
          {view.canRetry ? (
            <button type="button" className="button" onClick={() => actor.send({ type: 'page.retry' })}>
              <Trans>Try again</Trans>
            </button>
          ) : null}
        </div>
      ) : null}
      {notices.map((notice) => (
        <article key={notice.id} className="announcement" aria-labelledby={`announcement-${notice.id}`} data-testid={`announcement-${notice.id}`}>
          <header className="announcement__head">
            <h4 id={`announcement-${notice.id}`}>{notice.title}</h4>
            <time dateTime={new Date(notice.publishedAt).toISOString()}>{dates.date(notice.publishedAt)}</time>
          </header>
          <SafeHtml className="rich-text announcement__content" html={notice.content} />
        </article>
      ))}
    </div>
  );
}
