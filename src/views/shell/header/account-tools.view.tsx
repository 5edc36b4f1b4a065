/**
 * Account area container (SPEC §2 "Logged-in area"), a lazy chunk: guests never download it. The
 * balance and the unread count charts live exactly as long as the area is shown, i.e. while
 * signed in; the count is reloaded when the page is shown again. Avatar-menu items and the
 * message link go through the session chart (`account.requireReal` with an intent: trial accounts
 * get the real-account warning, the others are routed by intent).
 */
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { ACCOUNT_BALANCE_SYSTEM_ID, accountBalanceMachine, selectAccountBalanceView } from '../../../../machines/account-balance';
import type { sessionMachine } from '../../../../machines/session';
import { selectUnreadMessagesView, unreadMessagesMachine } from '../../../../machines/unread-messages';
import { watchGamePageBalance } from '../../../app/balance-signal';
import { useProvidedChart, useShellEdge } from '../../../app/shell.edge';
import { AccountBalance } from './account-balance';
import { accountCommand, accountMenuItems, MESSAGES_INTENT, selectAccountFacts } from './account-model';
import { AccountTools } from './account-tools';
import { useChartActor } from '../../../app/chart-actor';

export interface AccountToolsViewProps {
  session: ActorRefFrom<typeof sessionMachine>;
  /** the merchant's symbol (status `currencySymbol`; the chart defaults to P); the wallet's answer may replace it */
  currencySymbol: string | null;
}

export default function AccountToolsView({ session, currencySymbol }: AccountToolsViewProps) {
  const shell = useShellEdge();
  // by its systemId the charts that move money (a deposit, a transfer, a game closed) tell it
  const balance = useChartActor(useProvidedChart(accountBalanceMachine, shell.accountBalance), {
    input: { currencySymbol, hidden: shell.env.readBalanceHidden(), amountShape: shell.env.readBalanceShape() },
    systemId: ACCOUNT_BALANCE_SYSTEM_ID,
  });
  const unread = useChartActor(useProvidedChart(unreadMessagesMachine, shell.unreadMessages));
  useEffect(
    () =>
      shell.env.watchPageVisibility((visible) => {
        if (visible) unread.send({ type: 'messages.refresh' });
      }),
    [shell, unread],
  );
  // a bet in a game page (a window of its own or the /game frame) changed the balance: reload it
  useEffect(() => watchGamePageBalance(() => balance.send({ type: 'balance.changed' })), [balance]);
  const balanceView = useSelector(balance, selectAccountBalanceView, shallowEqual);
  const unreadView = useSelector(unread, selectUnreadMessagesView, shallowEqual);
  const facts = useSelector(session, selectAccountFacts, shallowEqual);
  return (
    <AccountTools
      balance={
        <AccountBalance
          view={balanceView}
          onRefresh={() => balance.send({ type: 'balance.refresh' })}
          onRetry={() => balance.send({ type: 'balance.retry' })}
          onToggleHidden={() => balance.send({ type: 'balance.toggleHidden' })}
        />
      }
      unread={unreadView}
      vipLevel={facts.vipLevel}
      canDeposit={facts.canDeposit}
      menuItems={accountMenuItems(facts)}
      onMessages={() => session.send({ type: 'account.requireReal', intent: MESSAGES_INTENT })}
      onAction={(action) => session.send(accountCommand(action, facts.role))}
    />
  );
}
