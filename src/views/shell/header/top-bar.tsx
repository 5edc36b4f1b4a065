/** Presentational top bar (SPEC §2): clock, live chat and affiliate links, language and theme. */
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

export function TopBar({ clock, hasLiveChat, affiliateLink, languagePicker, themeSwitch, onLiveChat }: TopBarProps) {
  const { t } = useLingui();
  return (
    <div className="topbar" data-testid="top-bar">
      {clock}
      <ul className="topbar__links" aria-label={t`Site links`}>
        {hasLiveChat ? (
          <li>
            <button type="button" className="topbar__link" onClick={onLiveChat} data-testid="live-chat-link">
              <Trans>Live chat</Trans>
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
