/** The centres' titles and page names (SPEC §2), as the menu and each page's heading show them. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AgentCentrePage } from '../../../machines/agent-centre';
import type { MemberCentrePage } from '../../../machines/member-centre';
import type { Centre } from '../../../machines/router';

export const centreTitles: Record<Centre, MessageDescriptor> = {
  mc: msg`Member centre`,
  ac: msg`Agent centre`,
};

export const pageNames: Record<MemberCentrePage | AgentCentrePage, MessageDescriptor> = {
  securityCenter: msg`My account`,
  transferFund: msg`My wallet`,
  depositv2: msg`Deposit`,
  withdraw: msg`Withdrawal`,
  transferUpline: msg`Transfer to upline`,
  personalHistoryCopy: msg`Betting record`,
  transactionHistory: msg`Account record`,
  personalProfit: msg`Profit and loss`,
  bonusDetails: msg`Rebate details`,
  rewardCenter: msg`Reward centre`,
  referral: msg`Invite friends`,
  missionLeaderboard: msg`Missions`,
  messageV2: msg`Messages`,
  manualRebate: msg`Claim rebate`,
  feedback: msg`Feedback`,
  // the agent centre's pages
  agentAnnouncement: msg`Announcements`,
  agentTeamOverview: msg`Team overview`,
  registerCenter: msg`Downline registration`,
  downlineManagmentView: msg`Team management`,
  palStatementsAgentCopy: msg`Downline profit and loss`,
  agentRevenueReport: msg`My income`,
  agentDownlineTransactionDetailsCopy: msg`Downline transactions`,
  agentDividendRecordCopy: msg`Dividends`,
  agentDailyWages2: msg`Daily salary`,
  agentHourSalary: msg`Hourly salary`,
  agentRealtimeSalary: msg`Real-time salary`,
};

/** The agent centre's names where a page of the same platform name means the team's (the team's betting record). */
export const agentPageNames: Partial<Record<AgentCentrePage, MessageDescriptor>> = {
  personalHistoryCopy: msg`Team betting history`,
};

/** A page's name in `centre`. */
export function centrePageName(centre: 'mc' | 'ac', page: MemberCentrePage | AgentCentrePage): MessageDescriptor {
  return (centre === 'ac' ? agentPageNames[page as AgentCentrePage] : undefined) ?? pageNames[page];
}
