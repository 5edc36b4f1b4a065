/**
 * Presentational top bar (SPEC §2): clock, live chat and affiliate links, language and theme. On a
 * phone the links and the language show their icon only (their words stay their accessible names),
 * so the bar keeps to one row (shell.css).
 */
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';

export interface TopBarProps {
  clock: ReactNode;
  /** the merchant has a customer-service desk */
  hasLiveChat: boolean;
  affiliateLink: ReactNode;
  languagePicker: ReactNode;
  themeSwitch: ReactNode;
  onLiveChat: () => void;
}

function ChatIcon() {
  return (
    <svg className="icon topbar__link-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

export function TopBar({ clock, hasLiveChat, affiliateLink, languagePicker, themeSwitch, onLiveChat }: TopBarProps) {
  const { t } = useLingui();
  return (
    <div className="topbar" data-testid="top-bar">
      {clock}
      <ul className="topbar__links" aria-label={t`Site links`}>
        {hasLiveChat ? (
          <li>
            <button type="button" className="topbar__link" onClick={onLiveChat} data-testid="live-chat-link">
              <ChatIcon />
              <span className="topbar__label">
                <Trans>Live chat</Trans>
              </span>
            </button>
          </li>
        ) : null}
        {affiliateLink}
      </ul>
      <div className="topbar__prefs">
        {languagePicker}
        {themeSwitch}
      </div>
    </div>
  );
}
