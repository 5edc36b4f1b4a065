/**
 * The centres' addresses and who may open them: what a shared link, the avatar menu and a reload
 * lead to for each kind of session.
 */
import { describe, expect, it } from 'vitest';
import { accountMenuItems } from '../../../src/views/shell/header/account-model';
import { AGENT_CENTRE_PAGES, CENTRE_DEFAULT_PAGES, centreAccess, centreOf, MEMBER_CENTRE_PAGES } from '../../../src/app/centre-pages';
import { INTENT_ADDRESSES, namesCentre, withCentre } from '../../../src/app/centre-address';

describe('centre addresses', () => {
  it("lists both centres' pages in SPEC order under the platform's names, opening on my account and the team overview", () => {
    expect(MEMBER_CENTRE_PAGES).toEqual([
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
    ]);
    expect(AGENT_CENTRE_PAGES).toEqual([
      'agentAnnouncement',
      'agentTeamOverview',
      'registerCenter',
      'downlineManagmentView',
      'personalHistoryCopy',
      'palStatementsAgentCopy',
      'agentRevenueReport',
      'agentDownlineTransactionDetailsCopy',
      'agentDividendRecordCopy',
      'agentDailyWages2',
      'agentHourSalary',
      'agentRealtimeSalary',
    ]);
    expect(CENTRE_DEFAULT_PAGES).toEqual({ mc: 'securityCenter', ac: 'agentTeamOverview' });
  });

  it('reads the page a query names, and the default page for one it does not know', () => {
    expect(centreOf('?mc=depositv2')).toEqual({ centre: 'mc', page: 'depositv2' });
    expect(centreOf('?page=GLX&ac=registerCenter')).toEqual({ centre: 'ac', page: 'registerCenter' });
    expect(centreOf('?mc=nonsense')).toEqual({ centre: 'mc', page: 'securityCenter' });
    expect(centreOf('?ac=')).toEqual({ centre: 'ac', page: 'agentTeamOverview' });
    expect(centreOf('?page=GLX')).toBeNull();
    expect(centreOf('')).toBeNull();
    expect([namesCentre('?mc=nonsense'), namesCentre('?ac='), namesCentre('?page=GLX'), namesCentre('')]).toEqual([true, true, false, false]);
  });

  it("sets or drops the page and keeps the route's own query", () => {
    expect(withCentre('?page=GLX', { centre: 'mc', page: 'withdraw' })).toBe('?page=GLX&mc=withdraw');
    expect(withCentre('?page=GLX&mc=withdraw', { centre: 'ac', page: 'agentHourSalary' })).toBe('?page=GLX&ac=agentHourSalary');
    expect(withCentre('?page=GLX&mc=withdraw', null)).toBe('?page=GLX');
    expect(withCentre('?mc=withdraw', null)).toBe('');
    // the deposit page's own parameter goes with the page
    expect(withCentre('?page=GLX&mc=depositv2&depositId=42', null)).toBe('?page=GLX');
    expect(withCentre('?mc=depositv2&depositId=42', { centre: 'mc', page: 'withdraw' })).toBe('?mc=withdraw');
  });

  it('gives every avatar-menu page item and the message link a centre page', () => {
    const items = accountMenuItems({ role: 'agent', vipLevel: null, memberCenter: true, agentCenter: true, canDeposit: true });
    const pageItems = items.filter((item) => item !== 'changePassword' && item !== 'signOut');
    expect(pageItems.filter((item) => !INTENT_ADDRESSES[item])).toEqual([]);
    expect(INTENT_ADDRESSES.deposit).toEqual({ centre: 'mc', page: 'depositv2' });
    expect(INTENT_ADDRESSES.messages).toEqual({ centre: 'mc', page: 'messageV2' });
    expect(INTENT_ADDRESSES.agentCenter).toEqual({ centre: 'ac', page: 'agentTeamOverview' });
  });
});

describe('who may open a centre', () => {
  it('shows the member centre to players and agents, the agent centre to agents only', () => {
    expect(centreAccess('mc', 'member')).toBe('show');
    expect(centreAccess('mc', 'agent')).toBe('show');
    expect(centreAccess('ac', 'agent')).toBe('show');
    expect(centreAccess('ac', 'member')).toBe('leave');
  });

  it('asks a guest to sign in, warns a free-play account, and waits while the session is restored', () => {
    expect(centreAccess('mc', 'guest')).toBe('login');
    expect(centreAccess('ac', 'guest')).toBe('login');
    expect(centreAccess('mc', 'trial')).toBe('realAccountWarning');
    expect(centreAccess('mc', 'restoring')).toBe('wait');
    expect(centreAccess('mc', 'loadingMember')).toBe('wait');
    expect(centreAccess('mc', 'mustChangePassword')).toBe('leave');
  });
});
