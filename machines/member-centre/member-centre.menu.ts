/**
 * Which of the member centre's pages a member is offered (research §3.1). Pure: the gate table is
 * tested without a chart.
 */
import { MEMBER_CENTRE_PAGES } from './member-centre.pages';
import type { MemberCentrePage } from './member-centre.pages';
import type { MemberCentreCounts, MemberCentreGates } from './member-centre.types';

export { MEMBER_CENTRE_DEFAULT_PAGE, MEMBER_CENTRE_PAGES } from './member-centre.pages';
export type { MemberCentrePage } from './member-centre.pages';

/** The pages with a red count badge, and the count each shows. */
export const BADGED_PAGES = ['missionLeaderboard', 'messageV2', 'rewardCenter'] as const satisfies readonly (keyof MemberCentreCounts &
  MemberCentrePage)[];

/** Whether the menu offers `page` under `gates`; a page without a gate is always offered. */
export function isOffered(page: MemberCentrePage, gates: MemberCentreGates): boolean {
  const on = (flag: string) => gates.features[flag] === true;
  switch (page) {
    case 'transferFund':
      // vendor wallets exist only for merchants in transfer mode
      return !gates.singleWallet;
    case 'transferUpline':
      return gates.toUpline && gates.memberType !== 2 && on('AGETRANSFERUP3');
    case 'feedback':
      return on('FEEDBACK3');
    case 'depositv2':
    case 'withdraw':
      // a credit-market merchant settles outside the site
      return !on('CREDITMAR3');
    default:
      return true;
  }
}

export function offeredPages(gates: MemberCentreGates): MemberCentrePage[] {
  return MEMBER_CENTRE_PAGES.filter((page) => isOffered(page, gates));
}

export function isMemberCentrePage(value: string | null): value is MemberCentrePage {
  return MEMBER_CENTRE_PAGES.some((page) => page === value);
}
