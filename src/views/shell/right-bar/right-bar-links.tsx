/**
 * Presentational right bar (SPEC §2 "Footer and side bars"): live chat, Facebook, Telegram (up to
 * 3) and WhatsApp, each only when the merchant configured it, fixed to the right edge of the
 * window. The outside pages open in a new tab that gets no handle on this one.
 */
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RightBarLinks } from '../../../../machines/system-status';

export interface RightBarProps {
  links: RightBarLinks;
  /** the live-chat button (customer service), shown when `links.liveChat` */
  liveChat: ReactNode;
}

type IconName = 'facebook' | 'telegram' | 'whatsapp';

const ICON_PATHS: Record<IconName, string> = {
  facebook: 'M14 8h2.5V4.5H14c-2.5 0-4 1.6-4 4V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V8.8c0-.5.2-.8.5-.8z',
  telegram: 'M3 11.5l17-7-3 16-5.5-4-3 3 .5-4.5 8-7.5-10 6z',
  whatsapp:
    'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3zm4.6 12.6c-.2.6-1.2 1.1-1.7 1.2-.5 0-1 .2-3.2-.7-2.7-1.1-4.4-3.9-4.5-4.1-.1-.2-1.1-1.5-1.1-2.8 0-1.4.7-2 1-2.3.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.4.6-.4.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.7-.1l1.9.9c.3.1.5.2.5.3.1.2.1.6-.1 1.2z',
};

function Icon({ name }: { name: IconName }) {
  return (
    <svg className="right-bar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[name]} fill="currentColor" />
    </svg>
  );
}

function OutsideLink({ href, icon, name, testId }: { href: string; icon: IconName; name: string; testId: string }) {
  return (
    <li>
      <a className="right-bar__link" href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
        <Icon name={icon} />
        <span className="visually-hidden">
          {name} <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
    </li>
  );
}

export function RightBar({ links, liveChat }: RightBarProps) {
  const { t } = useLingui();
  const telegrams = links.telegram.slice(0, 3);
  if (!links.liveChat && !links.facebook && telegrams.length === 0 && !links.whatsapp) return null;
  return (
    <aside className="right-bar" aria-label={t`Contact us`} data-testid="right-bar">
      <ul className="right-bar__list">
        {links.liveChat ? <li>{liveChat}</li> : null}
        {links.facebook ? <OutsideLink href={links.facebook} icon="facebook" name="Facebook" testId="right-bar-facebook" /> : null}
        {telegrams.map((href, index) => (
          <OutsideLink
            key={href}
            href={href}
            icon="telegram"
            // several channels are told apart by their number
            name={telegrams.length > 1 ? `Telegram ${index + 1}` : 'Telegram'}
            testId="right-bar-telegram"
          />
        ))}
        {links.whatsapp ? <OutsideLink href={links.whatsapp} icon="whatsapp" name="WhatsApp" testId="right-bar-whatsapp" /> : null}
      </ul>
    </aside>
  );
}
