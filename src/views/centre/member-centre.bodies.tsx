/**
 * The member centre's pages that are built, by page: the body the overlay shows beside the menu.
 * A page not listed here shows the overlay's honest "coming soon".
 */
import type { ReactNode } from 'react';
import type { MemberCentrePage } from '../../../machines/member-centre';
import { DepositView } from './deposit/deposit.view';

const PAGE_BODIES: Partial<Record<MemberCentrePage, () => ReactNode>> = {
  depositv2: () => <DepositView />,
};

export function memberCentreBody(page: MemberCentrePage): ReactNode | undefined {
  return PAGE_BODIES[page]?.();
}
