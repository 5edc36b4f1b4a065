/**
 * Presentational notice bar: the notice titles scroll from right to left (a CSS animation, still
 * while the pointer is over the bar or keyboard focus is in it, and for visitors who prefer reduced
 * motion, who can scroll the titles instead). Each title is a button that opens the notice dialog
 * at that notice. Loading, and a failure with a retry, keep the bar's height.
 */
import type { CSSProperties } from 'react';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { NoticeBarView } from '../../../machines/notice-bar';
import { noticeLoadMessage } from './banners.messages';
import { pointerEntered } from '../common/pointer-entered';

export interface NoticeBarProps {
  view: NoticeBarView;
  onOpen: (index: number) => void;
  onRetry: () => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}

/** Seconds a title takes to cross: long lists scroll no faster than short ones. */
const SECONDS_PER_TITLE = 9;

export function NoticeBar({ view, onOpen, onRetry, onPointerEnter, onPointerLeave }: NoticeBarProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  if (view.status === 'empty') return null;
  const duration = { '--notice-duration': `${Math.max(view.notices.length, 2) * SECONDS_PER_TITLE}s` } as CSSProperties;
  return (
    <div className="notice-bar" role="region" aria-label={t`Notices`} data-testid="notice-bar" data-status={view.status}>
      <svg className="notice-bar__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M3 10v4a1 1 0 0 0 1 1h3l5 4V5L7 9H4a1 1 0 0 0-1 1zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4zM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6z"
        />
      </svg>
      {view.status === 'ready' ? (
        // not React's onPointerEnter, which Chrome's events after a replaced element defeat (pointer-entered.ts)
        <div className="notice-bar__viewport" onPointerOver={(event) => pointerEntered(event) && onPointerEnter()} onPointerLeave={onPointerLeave}>
          <ul className={view.scrolling ? 'notice-bar__track' : 'notice-bar__track notice-bar__track--paused'} style={duration}>
            {view.notices.map((notice, index) => (
              <li key={notice.id} className="notice-bar__item">
                <button type="button" className="notice-bar__title" onClick={() => onOpen(index)}>
                  {notice.title}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {view.status === 'loading' ? (
        <p className="notice-bar__state" aria-busy="true">
          <Trans>Loading notices…</Trans>
        </p>
      ) : null}
      {view.status === 'failed' ? (
        <p className="notice-bar__state" role="alert">
          {i18n._(noticeLoadMessage(view.errorCode))}{' '}
          {view.canRetry ? (
            <button type="button" className="link-button notice-bar__retry" onClick={onRetry}>
              <Trans>Retry</Trans>
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
