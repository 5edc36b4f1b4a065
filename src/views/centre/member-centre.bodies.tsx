/**
 * The member centre's pages that are built, by page: the body the overlay shows beside the menu.
 * A page not listed here shows the overlay's honest "coming soon".
 *
 * Each page is a lazy chunk of its own: the centre opens on one page, and a phone opening the
 * deposit page does not fetch and evaluate the withdrawal, security and records pages' views with
 * it (issue 15). The overlay and its menu are there at once; the page's body shows the pending
 * panel until its chunk is in.
 */
import type { ComponentType, ReactNode } from 'react';
import type { MemberCentrePage } from '../../../machines/member-centre';
import { lazyComponent } from '../common/lazy-component';

/** A page's view as a lazy component: `chunk` names its loader in the charts and traces. */
type PageView = ComponentType<Record<string, never>>;
const lazyPage = (chunk: string, load: () => Promise<PageView>) =>
  lazyComponent<Record<string, never>>(chunk, async () => ({ default: await load() }));

const DepositView = lazyPage('depositPage', () => import('./deposit/deposit.view').then((module) => module.DepositView));
const SecurityCenterView = lazyPage('securityCenterPage', () =>
  import('./security-center/security-center.view').then((module) => module.SecurityCenterView),
);
const WithdrawView = lazyPage('withdrawPage', () => import('./withdraw/withdraw.view').then((module) => module.WithdrawView));
const AccountRecordView = lazyPage('accountRecordPage', () => import('./records/account-record.view').then((module) => module.AccountRecordView));
const BettingRecordView = lazyPage('bettingRecordPage', () => import('./records/betting-record.view').then((module) => module.BettingRecordView));
const ProfitView = lazyPage('profitPage', () => import('./records/profit.view').then((module) => module.ProfitView));
const TransferFundView = lazyPage('transferFundPage', () => import('./transfer-fund/transfer-fund.view').then((module) => module.TransferFundView));
const TransferUplineView = lazyPage('transferUplinePage', () =>
  import('./transfer-upline/transfer-upline.view').then((module) => module.TransferUplineView),
);

const PAGE_BODIES: Partial<Record<MemberCentrePage, () => ReactNode>> = {
  transferFund: () => <TransferFundView />,
  securityCenter: () => <SecurityCenterView />,
  depositv2: () => <DepositView />,
  withdraw: () => <WithdrawView />,
  transferUpline: () => <TransferUplineView />,
  personalHistoryCopy: () => <BettingRecordView />,
  transactionHistory: () => <AccountRecordView />,
  personalProfit: () => <ProfitView />,
};

export function memberCentreBody(page: MemberCentrePage): ReactNode | undefined {
  return PAGE_BODIES[page]?.();
}
