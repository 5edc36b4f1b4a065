/**
 * The centres' addresses and who may open them: what a shared link, the avatar menu and a reload
 * lead to for each kind of session.
 */
import { describe, expect, it } from 'vitest';
import { accountMenuItems } from '../../../src/views/shell/header/account-model';
import {
  accessOf,
  CENTRE_DEFAULT_PAGES,
  CENTRE_PAGES,
  CENTRE_ROUTES,
  centreOf,
  INTENT_ADDRESSES,
  namesCentre,
  withCentre,
} from '../../../machines/router';

const { mc: MEMBER_CENTRE_PAGES, ac: AGENT_CENTRE_PAGES } = CENTRE_PAGES;

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

describe("who may open a centre (the router chart's access rule)", () => {
  const at = (search: string, pathname = '/rng') => ({ pathname, search });

  it('has a route row for every centre page: the member centre for real accounts, the agent centre for agents', () => {
    expect(CENTRE_ROUTES.map((route) => `${route.centre}=${route.page}`)).toEqual([
      ...MEMBER_CENTRE_PAGES.map((page) => `mc=${page}`),
      ...AGENT_CENTRE_PAGES.map((page) => `ac=${page}`),
    ]);
    expect(new Set(CENTRE_ROUTES.filter((route) => route.centre === 'mc').map((route) => route.access))).toEqual(new Set(['realAccount']));
    expect(new Set(CENTRE_ROUTES.filter((route) => route.centre === 'ac').map((route) => route.access))).toEqual(new Set(['agent']));
  });

  it('shows the member centre to players and agents, the agent centre to agents only', () => {
    expect(accessOf(at('?mc=withdraw'), 'member', false)).toEqual({ kind: 'show' });
    expect(accessOf(at('?mc=withdraw'), 'agent', false)).toEqual({ kind: 'show' });
    expect(accessOf(at('?ac=registerCenter'), 'agent', false)).toEqual({ kind: 'show' });
    // a player at the agent centre: the page drops from the address, which says agents only
    expect(accessOf(at('?page=GLX&ac=registerCenter'), 'member', false)).toEqual({ kind: 'leave', to: '/rng?page=GLX', refusedFrom: '/agentHome' });
  });

  it('asks a guest to sign in, warns a free-play account, and waits while the session is restored', () => {
    expect(accessOf(at('?mc=depositv2'), 'guest', false)).toEqual({ kind: 'signIn' });
    expect(accessOf(at('?ac=registerCenter'), 'guest', false)).toEqual({ kind: 'signIn' });
    expect(accessOf(at('?mc=depositv2&depositId=7'), 'trial', false)).toEqual({ kind: 'leave', to: '/rng', requireReal: 'depositv2' });
    expect(accessOf(at('?mc=depositv2'), 'restoring', false)).toEqual({ kind: 'wait' });
    expect(accessOf(at('?mc=depositv2'), 'loadingMember', false)).toEqual({ kind: 'wait' });
    expect(accessOf(at('?mc=depositv2'), 'mustChangePassword', false)).toEqual({ kind: 'leave', to: '/rng' });
  });

  it("lets the path's rule win: a members-only site sends a guest to sign-in's page before any centre is asked for", () => {
    expect(accessOf(at('?mc=depositv2'), 'guest', true)).toEqual({ kind: 'leave', to: '/login', refusedFrom: '/rng' });
    expect(accessOf(at('', '/agentHome'), 'member', false)).toEqual({ kind: 'leave', to: '/', refusedFrom: '/agentHome' });
    expect(accessOf(at('?page=GLX'), 'guest', false)).toEqual({ kind: 'show' });
  });
});
