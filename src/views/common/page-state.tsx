/**
 * What a page shows in place of its content: while it loads, when loading failed (with a retry),
 * when it is not available here, and when it has nothing to show. One component for the content
 * pages and the centres' pages alike, so every page says these things the same way to a screen
 * reader (a status, or an alert) and looks the same. The page gives the words; the retry's are here.
 */
import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import './page-state.css';

interface PageStateCommon {
  children: ReactNode;
  testId?: string;
}

export type PageStateProps =
  | (PageStateCommon & { kind: 'loading' | 'unavailable' | 'empty' })
  | (PageStateCommon & { kind: 'failed'; onRetry: () => void });

export function PageState(props: PageStateProps) {
  const className = `page-state page-state--${props.kind}`;
  if (props.kind === 'failed') {
    return (
      <div className={className} role="alert" data-testid={props.testId}>
        <p>{props.children}</p>
        <button type="button" className="button" onClick={props.onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return (
    <p className={className} role={props.kind === 'loading' ? 'status' : undefined} data-testid={props.testId}>
      {props.children}
    </p>
  );
}
