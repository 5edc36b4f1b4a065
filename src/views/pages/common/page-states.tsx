/** What a content page shows while its data loads, when there is none, and when loading failed. */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { commonMessage } from '../../common/common.messages';
import { PageState } from '../../common/page-state';
import '../../../styles/pages.css';

/** Grey blocks in the shape of the page's content, announced as loading. */
export function PageSkeleton({ lines = 4 }: { lines?: number }) {
  return (
    <div className="page-skeleton" aria-busy="true" data-testid="page-skeleton">
      <span className="visually-hidden" role="status">
        <Trans>Loading…</Trans>
      </span>
      <div className="page-skeleton__block page-skeleton__block--title" aria-hidden="true" />
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines, all alike and never reordered
        <div key={index} className="page-skeleton__block" aria-hidden="true" />
      ))}
    </div>
  );
}

export function PageEmpty({ children }: { children: ReactNode }) {
  return (
    <PageState kind="empty" testId="page-empty">
      {children}
    </PageState>
  );
}

export function PageFailed({ errorCode, onRetry }: { errorCode: string | null; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <PageState kind="failed" onRetry={onRetry} testId="page-failed">
      <Trans>This page could not be loaded.</Trans> {i18n._(commonMessage(errorCode ?? 'network.error'))}
    </PageState>
  );
}

/** A page: a region named by its heading, inside the shell's main landmark. */
export function PageSection({ id, title, children, testId }: { id: string; title: ReactNode; children: ReactNode; testId?: string }) {
  const titleId = `${id}-title`;
  return (
    <section className="content-page" aria-labelledby={titleId} data-testid={testId}>
      <h1 id={titleId}>{title}</h1>
      {children}
    </section>
  );
}
