/**
 * The member centre's pages that are built, by page: the body the overlay shows beside the menu.
 * A page not listed here shows the overlay's honest "coming soon".
 *
 * Each page is a lazy chunk of its own: the centre opens on one page, and a phone opening the
 * deposit page does not fetch and evaluate the withdrawal, security and records pages' views with
 * it (issue 15). The overlay and its menu are there at once; the page's body shows the pending
 * panel until its chunk is in.
 */
import type { ReactNode } from 'react';
import type { MemberCentrePage } from '../../../machines/member-centre';
import { lazyView } from '../common/lazy-component';

const DepositView = lazyView('depositPage', () => import('./deposit/deposit.view').then((module) => module.DepositView));
const SecurityCenterView = lazyView('securityCenterPage', () =>
  import('./security-center/security-center.view').then((module) => module.SecurityCenterView),
);
const WithdrawView = lazyView('withdrawPage', () => import('./withdraw/withdraw.view').then((module) => module.WithdrawView));
const AccountRecordView = lazyView('accountRecordPage', () =>
  import('../centre/records/account-record.view').then((module) => module.AccountRecordView),
);
const BettingRecordView = lazyView('bettingRecordPage', () =>
  import('../centre/records/betting-record.view').then((module) => module.BettingRecordView),
);
const ProfitView = lazyView('profitPage', () => import('../centre/records/profit.view').then((module) => module.ProfitView));
const TransferFundView = lazyView('transferFundPage', () => import('./transfer-fund/transfer-fund.view').then((module) => module.TransferFundView));
const TransferUplineView = lazyView('transferUplinePage', () =>
  import('./transfer-upline/transfer-upline.view').then((module) => module.TransferUplineView),
);

const FeedbackView = lazyView('feedbackPage', () => import('./feedback/feedback.view').then((module) => module.FeedbackView));

const PAGE_BODIES: Partial<Record<MemberCentrePage, () => ReactNode>> = {
  transferFund: () => <TransferFundView />,
  securityCenter: () => <SecurityCenterView />,
  depositv2: () => <DepositView />,
  withdraw: () => <WithdrawView />,
  transferUpline: () => <TransferUplineView />,
  personalHistoryCopy: () => <BettingRecordView />,
  transactionHistory: () => <AccountRecordView />,
  personalProfit: () => <ProfitView />,
  // npm run new:page adds its rows above
};

// feedback
PAGE_BODIES.feedback = () => <FeedbackView />;

export function memberCentreBody(page: MemberCentrePage): ReactNode | undefined {
  return PAGE_BODIES[page]?.();
}
