/**
 * Member centre (id `memberCentre`): loads what gates its menu (the merchant's flags and wallet
 * mode, the member's upline transfer and type) and the badge counts, then shows the page the
 * address names when the menu offers it, else the default page. The states and transitions are the
 * centres' shared chart (machines/shared/centre-chart.ts); the pages and gates are the member's.
 */
import { createCentreMachine } from '../shared/centre-chart';
import { MEMBER_CENTRE_DEFAULT_PAGE, offeredPages } from './member-centre.menu';
import type { MemberCentrePage } from './member-centre.menu';
import type { MemberCentreCounts, MemberCentreGates } from './member-centre.types';

export const memberCentreMachine = createCentreMachine<MemberCentrePage, MemberCentreGates, MemberCentreCounts>({
  id: 'memberCentre',
  centre: 'mc',
  defaultPage: MEMBER_CENTRE_DEFAULT_PAGE,
  noCounts: { missionLeaderboard: 0, messageV2: 0, rewardCenter: 0 },
  offeredPages,
  loaderName: 'loadMemberCentre',
});
