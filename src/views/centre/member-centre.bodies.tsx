/**
 * The member centre's pages that are built, by page: the body the overlay shows beside the menu.
 * A page not listed here shows the overlay's honest "coming soon".
 */
import type { ReactNode } from 'react';
import type { MemberCentrePage } from '../../../machines/member-centre';
import { DepositView } from './deposit/deposit.view';
import { SecurityCenterView } from './security-center/security-center.view';
import { WithdrawView } from './withdraw/withdraw.view';
import { AccountRecordView } from './records/account-record.view';
import { BettingRecordView } from './records/betting-record.view';
import { ProfitView } from './records/profit.view';
import { TransferFundView } from './transfer-fund/transfer-fund.view';
import { TransferUplineView } from './transfer-upline/transfer-upline.view';

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
