/** Presentational account tools: balance, Deposit button, message link with the unread count, VIP badge (a link to /vip), avatar menu. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UnreadMessagesView } from '../../../../machines/unread-messages';
import type { AccountAction } from './account-model';
import { AvatarMenu } from './avatar-menu';

export interface AccountToolsProps {
  balance: ReactNode;
  unread: UnreadMessagesView;
  vipLevel: number | null;
  /** shows the Deposit button (a real account with the member centre) */
  canDeposit: boolean;
  menuItems: readonly AccountAction[];
  onMessages: () => void;
  onAction: (action: AccountAction) => void;
}

function MailIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="5.5" width="18" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M3.5 7l8.5 6 8.5-6" fill="none" stroke="currentColor" strokeWidth="1.8" />
    </svg>
  );
}

export function AccountTools({ balance, unread, vipLevel, canDeposit, menuItems, onMessages, onAction }: AccountToolsProps) {
  const { t } = useLingui();
  const count = unread.count ?? 0;
  const messagesLabel = unread.hasUnread ? t`Messages, ${count} unread` : t`Messages`;
  return (
    <div className="account-tools">
      {balance}
      {canDeposit ? (
        <button type="button" className="button account-tools__deposit" onClick={() => onAction('deposit')} data-testid="header-deposit">
          <Trans>Deposit</Trans>
        </button>
      ) : null}
      <button type="button" className="account-tools__messages" aria-label={messagesLabel} onClick={onMessages} data-testid="messages-link">
        <MailIcon />
        {unread.hasUnread ? (
          <span className="badge badge--count" data-testid="unread-count">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {vipLevel !== null ? (
        // the VIP page: the ranks and what each brings
        <Link to="/vip" className="badge badge--vip" data-testid="vip-badge" title={t`VIP rank ${vipLevel}`}>
          <Trans>VIP {vipLevel}</Trans>
        </Link>
      ) : null}
      <AvatarMenu items={menuItems} onAction={onAction} />
    </div>
  );
}
