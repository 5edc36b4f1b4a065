/** The team reports' rows and totals as the wire defines them (types only: zod stays out of the page). */
import type { z } from 'zod';
import type { agentAnnouncementsValue, agentIncomeValue, payoutRecordsValue, teamPnlValue } from '../../../../wire/team-reports.schemas';

export type TeamPnlRow = z.output<typeof teamPnlValue>['list'][number];
export type TeamPnlTotals = z.output<typeof teamPnlValue>['footer'][number];
export type IncomeDay = z.output<typeof agentIncomeValue>['list'][number];
export type IncomeTotals = z.output<typeof agentIncomeValue>['footer'][number];
export type PayoutRecord = z.output<typeof payoutRecordsValue>['list'][number];
export type PayoutTotals = z.output<typeof payoutRecordsValue>['footer'][number];
export type AgentAnnouncement = z.output<typeof agentAnnouncementsValue>['list'][number];
