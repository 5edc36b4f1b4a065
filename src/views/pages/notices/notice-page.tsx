/** /noticePage: every notice of the notice bar in full, newest order as the gateway sends them. */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { usePageLanguage, usePageSources } from '../../../app/pages.edge';
import type { PageNotice } from '../../../app/pages.edge';
import { PageEmpty, PageSection } from '../common/page-states';
import { noticeTypeName } from '../common/pages.messages';
import { SafeHtml } from '../../common/safe-html';
import { PageData } from '../page-data.view';

export function NoticeList({ notices }: { notices: readonly PageNotice[] }) {
  const { i18n } = useLingui();
  return (
    <ol className="notice-list">
      {notices.map((notice) => (
        <li key={notice.id}>
          <article className="notice-list__item" aria-labelledby={`notice-${notice.id}`}>
            <p className="tag">{noticeTypeName(i18n, notice.promotionType)}</p>
            <h2 id={`notice-${notice.id}`}>{notice.title}</h2>
            <SafeHtml html={notice.content} />
          </article>
        </li>
      ))}
    </ol>
  );
}

export default function NoticePage() {
  const sources = usePageSources();
  const language = usePageLanguage();
  return (
    <PageSection id="notice-page" title={<Trans>Notices</Trans>} testId="notice-page">
      <PageData
        source={sources.notices}
        params={{ language }}
        empty={
          <PageEmpty>
            <Trans>There are no notices right now.</Trans>
          </PageEmpty>
        }
        render={(notices) => <NoticeList notices={notices} />}
      />
    </PageSection>
  );
}
