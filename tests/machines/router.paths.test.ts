/**
 * Router chart: graph paths through navigations (a new entry, a replaced one, a relative path, a
 * page's state for the next) and the browser's back and forward; on every step the address is the
 * one the last navigation named or the browser reported, the history got exactly the entries the
 * navigations made (nothing for back and forward), and every entry has a name of its own.
 */
import { describe, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { EventObject } from 'xstate';
import { addressOf, routerMachine, selectAddress, selectNavigationKind } from '../../machines/router';
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
    navigate: [{ to: '/promoDetail?code=WELCOME#terms' }, { to: '/', replace: true, state: { refusedFrom: '/agentHome' } }, { to: 'vip' }],
    'address.popped': [{ address: back }],
    'history.go': [{ delta: -1 }],
  },
  // the entries' names count up without end: the graph tells states apart by what a page sees
  serialize: (snapshot) => {
    const { address, kind } = (snapshot as unknown as RouterSnapshot).context;
    return JSON.stringify({ address: { ...address, key: null }, kind });
  },
  assertStep: (raw, event: EventObject) => {
    const s = raw as unknown as RouterSnapshot;
    if (event.type === 'xstate.init') {
      writes = [];
      previous = null;
      expect(selectAddress(s)).toEqual(opened);
      expect(selectNavigationKind(s)).toBe('POP');
    }
    if (event.type === 'navigate') {
      const nav = event as unknown as { to: string; replace?: boolean; state?: unknown };
      const address = selectAddress(s);
      expect(`${address.pathname}${address.search}${address.hash}`).toBe(
        new URL(nav.to, `http://x${previous!.context.address.pathname}`).href.slice('http://x'.length),
      );
      expect(address.state).toEqual(nav.state ?? null);
      expect(address.key).not.toBe(previous!.context.address.key);
      expect(selectNavigationKind(s)).toBe(nav.replace ? 'REPLACE' : 'PUSH');
      expect(writes.at(-1)).toEqual({ address, replace: nav.replace === true });
    }
    if (event.type === 'address.popped' || event.type === 'history.go') {
      // the browser moved (or is about to): nothing is written into its history
      expect(writes.length).toBe(previous ? writesBefore : 0);
    }
    if (event.type === 'address.popped') {
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
