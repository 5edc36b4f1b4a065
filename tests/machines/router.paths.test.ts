/**
 * Router chart: graph paths through navigations (a new entry, a replaced one, a relative path, a
 * page's state for the next, an agents' page), the browser's back and forward, and the session it
 * follows (restoring, a guest on an open or a members-only site, a player, an agent). On every step
 * the address is one the route guard lets this session see: the one the last navigation named or
 * the browser reported, or, when the rule refused that, the one the rule leads to, remembering the
 * refused path; the history got exactly the entries the navigations and refusals made (nothing for
 * back and forward), and every entry has a name of its own.
 */
import { describe, it } from 'vitest';
import { assign, createActor, fromCallback, setup } from 'xstate';
import type { EventObject } from 'xstate';
import {
  accessOf,
  addressOf,
  centreOf,
  dialogIntentOf,
  routerMachine,
  withCentre,
  withQuery,
  selectAddress,
  selectNavigationKind,
  selectShownCentre,
} from '../../machines/router';
import type { Address, AddressWrite, RouterSnapshot } from '../../machines/router';
import { runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const opened: Address = { pathname: '/rng', search: '?page=SPB', hash: '', state: null, key: 'start' };
const back: Address = { pathname: '/', search: '', hash: '', state: null, key: 'a0' };

let writes: AddressWrite[] = [];
/** The centre host as the router runs it, here a listener that keeps what it was told: every change of the centre page shown. */
const centreHostListener = setup({ types: { context: {} as { told: EventObject[] } } }).createMachine({
  id: 'centreHostListener',
  context: { told: [] },
  on: { '*': { actions: assign({ told: ({ context, event }) => [...context.told, event] }) } },
});
let told: EventObject[] = [];
let previous: RouterSnapshot | null = null;
let writesBefore = 0;
let toldBefore = 0;

/** The address a page's parameter leads to: the same address when it changes nothing (nothing is written then). */
function queryMoved(from: Address, { name, value }: { name: string; value: string | null }): Address {
  const search = withQuery(from.search, name, value);
  return search === from.search ? from : addressOf(`${from.pathname}${search}${from.hash}`, from, 'arrived', null);
}

const verdictOf = (s: RouterSnapshot) => accessOf(s.context.address, s.context.status, s.context.membersOnly);

runPathSuite({
  machine: routerMachine.provide({
    actors: { centreHost: centreHostListener as never },
    actions: {
      writeAddress: (_, write) => void writes.push(write),
      goInHistory: () => {},
      // what the root hands to the session
      askSignIn: () => void told.push({ type: 'login.open' }),
      askDialog: ({ context }) => void told.push(dialogIntentOf(context.address, context.resetToken) as EventObject),
      requireRealAccount: ({ context }) => {
        const verdict = accessOf(context.address, context.status, context.membersOnly);
        told.push({ type: 'account.requireReal', intent: verdict.kind === 'leave' ? verdict.requireReal : undefined } as EventObject);
      },
    },
  }),
  inputs: [{ address: opened }],
  events: {
    navigate: [
      { to: '/promoDetail?code=WELCOME#terms' },
      { to: '/', replace: true, state: { note: 'kept' } },
      { to: 'vip' },
      { to: '/agentHome' },
      { to: '/rng?mc=depositv2' },
      { to: '/?ac=registerCenter' },
      { to: '/register?r=AB12' },
      { to: '/forget' },
    ],
    'address.popped': [{ address: back }],
    'history.go': [{ delta: -1 }],
    // a centre's chart showing another page than the address names
    'centre.replace': [{ centre: 'mc', page: 'securityCenter' }],
    // a page's own parameter following what it shows (the deposit page's result)
    'query.replace': [
      { name: 'depositId', value: '42' },
      { name: 'depositId', value: null },
    ],
    'session.changed': [
      { status: 'restoring', membersOnly: false },
      { status: 'guest', membersOnly: false },
      { status: 'guest', membersOnly: true },
      { status: 'member', membersOnly: true },
      { status: 'agent', membersOnly: false },
      { status: 'trial', membersOnly: false },
    ],
  },
  // the entries' names count up without end: the graph tells states apart by what a page sees
  serialize: (snapshot) => {
    const { address, kind, status, membersOnly, askedAt } = (snapshot as unknown as RouterSnapshot).context;
    return JSON.stringify({ address: { ...address, key: null }, kind, status, membersOnly, asked: askedAt === address.key });
  },
  assertStep: (raw, event: EventObject) => {
    const s = raw as unknown as RouterSnapshot;
    if (event.type === 'xstate.init') {
      writes = [];
      told = [];
      previous = null;
      expect(selectAddress(s)).toEqual(opened);
      expect(selectNavigationKind(s)).toBe('POP');
    }
    const shown = s.context.address;
    const verdict = verdictOf(s);
    // never resting on an address the access rule refuses this session
    expect(verdict.kind).not.toBe('leave');
    // the centre's gate shows the centre page exactly when the rule says show
    expect(selectShownCentre(s)).toEqual(verdict.kind === 'show' ? centreOf(shown.search) : null);
    const newTold = told.slice(toldBefore);
    // the address the event led to before the rule looked at it
    const nav = event as unknown as { to: string; replace?: boolean; state?: unknown };
    const arrived =
      event.type === 'xstate.init'
        ? opened
        : event.type === 'navigate'
          ? addressOf(nav.to, previous!.context.address, 'arrived', nav.state)
          : event.type === 'address.popped'
            ? back
            : event.type === 'query.replace'
              ? queryMoved(previous!.context.address, event as unknown as { name: string; value: string | null })
              : event.type === 'centre.replace'
                ? addressOf(
                    `${previous!.context.address.pathname}${withCentre(previous!.context.address.search, { centre: 'mc', page: 'securityCenter' })}`,
                    previous!.context.address,
                    'arrived',
                    null,
                  )
                : previous!.context.address;
    const refusal = accessOf(arrived, s.context.status, s.context.membersOnly);
    if (refusal.kind === 'leave') {
      // replaced at once by where the rule leads, the refused path kept for the page that says why
      const to = new URL(refusal.to, 'http://x');
      expect(`${shown.pathname}${shown.search}`).toBe(`${to.pathname}${to.search}`);
      expect(shown.state).toEqual(refusal.refusedFrom === undefined ? null : { refusedFrom: refusal.refusedFrom });
      expect(selectNavigationKind(s)).toBe('REPLACE');
      expect(writes.at(-1)).toEqual({ address: shown, replace: true });
      // a free-play account is warned for the page it asked for, as the address drops it
      if (refusal.requireReal !== undefined) expect(newTold[0]).toEqual({ type: 'account.requireReal', intent: refusal.requireReal });
    } else if (
      event.type === 'navigate' ||
      event.type === 'centre.replace' ||
      (event.type === 'query.replace' && arrived !== previous!.context.address)
    ) {
      const replace = event.type !== 'navigate' || nav.replace === true;
      expect(`${shown.pathname}${shown.search}${shown.hash}`).toBe(`${arrived.pathname}${arrived.search}${arrived.hash}`);
      expect(shown.state).toEqual(arrived.state);
      expect(shown.key).not.toBe(previous!.context.address.key);
      expect(selectNavigationKind(s)).toBe(replace ? 'REPLACE' : 'PUSH');
      expect(writes.at(-1)).toEqual({ address: shown, replace });
    } else {
      // back, forward, or a session the page is still open to: nothing is written into the history
      if (event.type !== 'xstate.init') expect(writes.length).toBe(writesBefore);
      if (event.type === 'address.popped') expect(selectAddress(s)).toEqual(back);
    }
    // a dialog address asks for its dialog, and a guest at a centre page to sign in, once for the entry
    const intent = dialogIntentOf(shown, null);
    if (intent !== null || verdict.kind === 'signIn') expect(s.context.askedAt).toBe(shown.key);
    const askedNow = s.context.askedAt === shown.key && previous?.context.askedAt !== shown.key;
    const warned = refusal.kind === 'leave' && refusal.requireReal !== undefined ? newTold.slice(0, 1) : [];
    // where the rule led may ask for a dialog in turn (a members-only site's /login)
    expect(newTold).toEqual([...warned, ...(askedNow ? [intent ?? { type: 'login.open' }] : [])]);
    // the centre host has heard the centre page shown now, for this session (it runs the centre's chart)
    const hostTold = (s.children as unknown as Record<string, { getSnapshot(): { context: { told: EventObject[] } } }>).centreHost.getSnapshot()
      .context.told;
    const lastShown = [...hostTold].reverse().find((e) => e.type === 'centre.shown') as unknown as { shown: unknown; status: string } | undefined;
    expect(lastShown).toEqual({ type: 'centre.shown', shown: selectShownCentre(s), status: s.context.status });
    // an offer answered on an agent-centre page reaches the host, which tells the agent centre
    if (event.type === 'centre.countsStale') expect(hostTold.at(-1)).toEqual({ type: 'centre.countsStale' });
    writesBefore = writes.length;
    toldBefore = told.length;
    previous = s;
  },
});

describe('router behaviour', () => {
  it('reads a relative path from the current one and keeps query and hash', () => {
    expect(addressOf('promoDetail?id=2#top', opened, 'k', null)).toEqual({
      pathname: '/promoDetail',
      search: '?id=2',
      hash: '#top',
      state: null,
      key: 'k',
    });
  });

  it('keeps only the path, query and hash of an address that would leave the site', () => {
    expect(addressOf('https://evil.example/steal?x=1', opened, 'k', null)).toMatchObject({ pathname: '/steal', search: '?x=1' });
  });

  it('waits for the session before it sends a player away from /agentHome, home, saying where from', () => {
    const written: AddressWrite[] = [];
    const actor = createActor(routerMachine.provide({ actions: { writeAddress: (_, write) => void written.push(write), goInHistory: () => {} } }), {
      input: { address: { ...opened, pathname: '/agentHome', search: '' } },
    }).start();
    actor.send({ type: 'session.changed', status: 'restoring', membersOnly: false });
    actor.send({ type: 'session.changed', status: 'loadingMember', membersOnly: false });
    expect(selectAddress(actor.getSnapshot()).pathname).toBe('/agentHome');
    expect(written).toEqual([]);
    actor.send({ type: 'session.changed', status: 'member', membersOnly: false });
    expect(selectAddress(actor.getSnapshot())).toMatchObject({ pathname: '/', state: { refusedFrom: '/agentHome' } });
    expect(written).toEqual([{ address: selectAddress(actor.getSnapshot()), replace: true }]);
  });

  it("hands an e-mailed link's reset token to one forgot-password dialog, and asks for each dialog address once per entry", () => {
    const asked: EventObject[] = [];
    const actor = createActor(
      routerMachine.provide({
        actions: {
          writeAddress: () => {},
          goInHistory: () => {},
          askDialog: ({ context }) => void asked.push(dialogIntentOf(context.address, context.resetToken) as EventObject),
        },
      }),
      { input: { address: { ...opened, pathname: '/forget', search: '' }, resetToken: 'k3Xo0lq2X1Vq' } },
    ).start();
    actor.send({ type: 'session.changed', status: 'guest', membersOnly: false });
    actor.send({ type: 'navigate', to: '/' });
    actor.send({ type: 'navigate', to: '/forget' });
    actor.send({ type: 'navigate', to: '/register?affiliateCode=%20&r=AB12' });
    expect(asked).toEqual([
      { type: 'forgot.open', resetToken: 'k3Xo0lq2X1Vq' },
      { type: 'forgot.open', resetToken: null },
      { type: 'register.open', referralCode: null, affiliateCode: 'AB12' },
    ]);
    expect(actor.getSnapshot().context.resetToken).toBeNull();
  });

  it("follows the browser's back and forward, which its history watcher reports", () => {
    let report: (event: EventObject) => void = () => {};
    const actor = createActor(
      routerMachine.provide({
        actors: { watchHistory: fromCallback(({ sendBack }) => void (report = sendBack)) },
        actions: {
          writeAddress: () => {},
          goInHistory: (_, { delta }) => void (delta === -1 && report({ type: 'address.popped', address: back } as EventObject)),
        },
      }),
      { input: { address: opened } },
    ).start();
    actor.send({ type: 'navigate', to: '/vip' });
    actor.send({ type: 'history.go', delta: -1 });
    expect(selectAddress(actor.getSnapshot())).toEqual(back);
    expect(selectNavigationKind(actor.getSnapshot())).toBe('POP');
  });
});
