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
import { createActor, fromCallback } from 'xstate';
import type { EventObject } from 'xstate';
import { addressOf, guardRedirect, routerMachine, selectAddress, selectNavigationKind } from '../../machines/router';
import type { Address, AddressWrite, RouterSnapshot } from '../../machines/router';
import { runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const opened: Address = { pathname: '/rng', search: '?page=SPB', hash: '', state: null, key: 'start' };
const back: Address = { pathname: '/', search: '', hash: '', state: null, key: 'a0' };

let writes: AddressWrite[] = [];
let previous: RouterSnapshot | null = null;
let writesBefore = 0;

runPathSuite({
  machine: routerMachine.provide({
    actions: {
      writeAddress: (_, write) => void writes.push(write),
      goInHistory: () => {},
    },
  }),
  inputs: [{ address: opened }],
  events: {
    navigate: [{ to: '/promoDetail?code=WELCOME#terms' }, { to: '/', replace: true, state: { note: 'kept' } }, { to: 'vip' }, { to: '/agentHome' }],
    'address.popped': [{ address: back }],
    'history.go': [{ delta: -1 }],
    'session.changed': [
      { status: 'restoring', membersOnly: false },
      { status: 'guest', membersOnly: false },
      { status: 'guest', membersOnly: true },
      { status: 'member', membersOnly: true },
      { status: 'agent', membersOnly: false },
    ],
  },
  // the entries' names count up without end: the graph tells states apart by what a page sees
  serialize: (snapshot) => {
    const { address, kind, presence, role, membersOnly } = (snapshot as unknown as RouterSnapshot).context;
    return JSON.stringify({ address: { ...address, key: null }, kind, presence, role, membersOnly });
  },
  assertStep: (raw, event: EventObject) => {
    const s = raw as unknown as RouterSnapshot;
    if (event.type === 'xstate.init') {
      writes = [];
      previous = null;
      expect(selectAddress(s)).toEqual(opened);
      expect(selectNavigationKind(s)).toBe('POP');
    }
    const { address: shown, membersOnly, presence, role } = s.context;
    // never resting on an address the route guard refuses this session
    expect(guardRedirect(shown.pathname, membersOnly, presence, role)).toBeNull();
    const refusedFrom = (shown.state as { refusedFrom?: string } | null)?.refusedFrom;
    const refusedNow = refusedFrom !== undefined && shown.key !== previous?.context.address.key;
    if (refusedNow) {
      // a refusal: the entry replaced and written, the refused path kept for the page that says why
      expect(guardRedirect(refusedFrom, membersOnly, presence, role)).toBe(shown.pathname);
      expect(selectNavigationKind(s)).toBe('REPLACE');
      expect(writes.at(-1)).toEqual({ address: shown, replace: true });
    } else if (event.type === 'navigate') {
      const nav = event as unknown as { to: string; replace?: boolean; state?: unknown };
      expect(`${shown.pathname}${shown.search}${shown.hash}`).toBe(
        new URL(nav.to, `http://x${previous!.context.address.pathname}`).href.slice('http://x'.length),
      );
      expect(shown.state).toEqual(nav.state ?? null);
      expect(shown.key).not.toBe(previous!.context.address.key);
      expect(selectNavigationKind(s)).toBe(nav.replace ? 'REPLACE' : 'PUSH');
      expect(writes.at(-1)).toEqual({ address: shown, replace: nav.replace === true });
    } else if (event.type !== 'xstate.init') {
      // back, forward, or a session the page is still open to: nothing is written into the history
      expect(writes.length).toBe(writesBefore);
    }
    if (event.type === 'address.popped' && !refusedNow) {
      expect(selectAddress(s)).toEqual(back);
      expect(selectNavigationKind(s)).toBe('POP');
    }
    writesBefore = writes.length;
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
