/** The member centre's pages in SPEC order, named as the platform's fronts name them (research §3.1). */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'feedback',
] as const;

export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

export const MEMBER_CENTRE_DEFAULT_PAGE: MemberCentrePage = 'securityCenter';
