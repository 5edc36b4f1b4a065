/**
 * Vendor dropdown chart: graph paths over opening by pointer, focus and keyboard, switching items,
 * the 200 ms grace after leaving, Escape, the scroll arrows and choosing vendors (remembered or not,
 * cockfight and FB sports); behaviour on a simulated clock; the routing rule.
 */
import { describe, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { EventObject } from 'xstate';
import { MAX_MENU_VENDORS, selectVendorMenuView, vendorDestination, vendorMenuMachine, VISIBLE_MENU_VENDORS } from '../../machines/vendor-menu';
import type { MenuItem, MenuVendor, VendorDestination, VendorMenuSnapshot } from '../../machines/vendor-menu';
import { runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as VendorMenuSnapshot;
const vendor = (vassalage: string, isHot = false): MenuVendor => ({ vassalage, displayName: `${vassalage} game hall`, isHot });
const slots = Array.from({ length: 9 }, (_, i) => vendor(`S${i + 1}`, i === 0));
const items: MenuItem[] = [
  { gameType: 'RNG', vendors: slots },
  { gameType: 'SPORTS', vendors: [vendor('FB'), vendor('DS88'), vendor('SBO')] },
  { gameType: 'ESPORTS', vendors: [] },
];

const edge: { type: string; destination: VendorDestination }[] = [];
const record = (type: string) => (_: unknown, destination: VendorDestination) => void edge.push({ type, destination });

runPathSuite({
  machine: vendorMenuMachine.provide({ actions: { rememberVendor: record('remember'), navigateToVendor: record('navigate') } }),
  input: { items },
  events: {
    'menu.enter': [{ gameType: 'RNG' }, { gameType: 'SPORTS' }, { gameType: 'ESPORTS' }],
    'menu.keyOpen': [{ gameType: 'RNG' }, { gameType: 'SPORTS' }, { gameType: 'ESPORTS' }],
    'vendor.choose': [
      { gameType: 'RNG', vassalage: 'S1' },
      { gameType: 'SPORTS', vassalage: 'FB' },
      { gameType: 'SPORTS', vassalage: 'DS88' },
      { gameType: 'SPORTS', vassalage: 'SBO' },
      { gameType: 'RNG', vassalage: 'SBO' },
    ],
  },
  assertStep: (raw, event) => {
    const s = asSnapshot(raw);
    const view = selectVendorMenuView(s);
    expect(view.openGameType === null).toBe(s.matches('closed'));
    if (view.openGameType !== null) expect(view.vendors.length).toBeGreaterThan(0);
    expect(view.showArrows).toBe(view.vendors.length > VISIBLE_MENU_VENDORS);
    if (!view.showArrows) expect(view).toMatchObject({ canScrollLeft: false, canScrollRight: false, firstVisible: 0 });
    // the arrows never scroll past either end
    expect(view.firstVisible + Math.min(VISIBLE_MENU_VENDORS, view.vendors.length)).toBeLessThanOrEqual(view.vendors.length);
    if (event.type === 'vendor.choose') {
      // every choice that went through reached the edge with the routing rule's destination
      const { gameType, vassalage } = event as EventObject & { gameType: string; vassalage: string };
      expect(edge.at(-1)).toEqual({ type: 'navigate', destination: vendorDestination(gameType, { vassalage }) });
      expect(s.matches('closed')).toBe(true);
    }
  },
});

describe('vendor dropdown behaviour', () => {
  function start(menuItems: MenuItem[] = items) {
    const clock = new SimulatedClock();
    const log: { type: string; destination: VendorDestination }[] = [];
    const actor = createActor(
      vendorMenuMachine.provide({
        actions: {
          rememberVendor: (_, destination) => void log.push({ type: 'remember', destination }),
          navigateToVendor: (_, destination) => void log.push({ type: 'navigate', destination }),
        },
      }),
      { clock, input: { items: menuItems } },
    );
    actor.start();
    return { actor, clock, log, view: () => selectVendorMenuView(actor.getSnapshot()) };
  }

  it('hides 200 ms after the pointer left, unless it came back', () => {
    const { actor, clock, view } = start();
    actor.send({ type: 'menu.enter', gameType: 'SPORTS' });
    actor.send({ type: 'menu.leave' });
    clock.increment(150);
    expect(view()).toMatchObject({ openGameType: 'SPORTS', closing: true });
    actor.send({ type: 'menu.enter', gameType: 'SPORTS' });
    clock.increment(1000);
    expect(view()).toMatchObject({ openGameType: 'SPORTS', closing: false });
    actor.send({ type: 'menu.leave' });
    clock.increment(200);
    expect(view().openGameType).toBeNull();
  });

  it('shows one dropdown at a time and never one for an item without vendors', () => {
    const { actor, view } = start();
    actor.send({ type: 'menu.enter', gameType: 'ESPORTS' });
    expect(view().openGameType).toBeNull();
    actor.send({ type: 'menu.enter', gameType: 'RNG' });
    actor.send({ type: 'menu.leave' });
    actor.send({ type: 'menu.enter', gameType: 'SPORTS' });
    expect(view()).toMatchObject({ openGameType: 'SPORTS', closing: false });
  });

  it('opens from the keyboard with focus on the first vendor, and Escape hides it at once', () => {
    const { actor, view } = start();
    actor.send({ type: 'menu.keyOpen', gameType: 'RNG' });
    expect(view()).toMatchObject({ openGameType: 'RNG', focusFirstVendor: true });
    actor.send({ type: 'menu.escape' });
    expect(view()).toMatchObject({ openGameType: null, focusFirstVendor: false });
  });

  it('keeps at most 30 vendors and scrolls by a view of 7 between the ends', () => {
    const many = Array.from({ length: 40 }, (_, i) => vendor(`V${i}`));
    const { actor, view } = start([{ gameType: 'LIVE', vendors: many }]);
    actor.send({ type: 'menu.enter', gameType: 'LIVE' });
    expect(view()).toMatchObject({ showArrows: true, canScrollLeft: false, canScrollRight: true });
    expect(view().vendors).toHaveLength(MAX_MENU_VENDORS);
    const starts = [view().firstVisible];
    while (view().canScrollRight) {
      actor.send({ type: 'menu.scrollRight' });
      starts.push(view().firstVisible);
    }
    expect(starts).toEqual([0, 7, 14, 21, 23]);
    actor.send({ type: 'menu.scrollLeft' });
    expect(view()).toMatchObject({ firstVisible: 16, canScrollLeft: true, canScrollRight: true });
  });

  it('remembers slot vendors and opens their tab; sports vendors are only opened', () => {
    const { actor, log } = start();
    actor.send({ type: 'menu.enter', gameType: 'RNG' });
    actor.send({ type: 'vendor.choose', gameType: 'RNG', vassalage: 'S3' });
    actor.send({ type: 'menu.enter', gameType: 'SPORTS' });
    actor.send({ type: 'vendor.choose', gameType: 'SPORTS', vassalage: 'SBO' });
    const rng = { path: '/rng', query: { page: 'S3' }, gameType: 'RNG', vassalage: 'S3', rememberVendor: true };
    expect(log).toEqual([
      { type: 'remember', destination: rng },
      { type: 'navigate', destination: rng },
      { type: 'navigate', destination: { path: '/sports', query: {}, gameType: 'SPORTS', vassalage: 'SBO', rememberVendor: false } },
    ]);
  });

  it('routes by the SPEC rules', () => {
    const to = (gameType: string, vassalage: string) => {
      const { path, query, rememberVendor } = vendorDestination(gameType, { vassalage });
      return { path, query, rememberVendor };
    };
    expect(to('SPORTS', 'DS88')).toEqual({ path: '/cockfight', query: {}, rememberVendor: false });
    expect(to('LIVE', 'DS88')).toEqual({ path: '/cockfight', query: {}, rememberVendor: false });
    expect(to('SPORTS', 'FB')).toEqual({ path: '/fbsports', query: {}, rememberVendor: false });
    expect(to('rng', 'PG')).toEqual({ path: '/rng', query: { page: 'PG' }, rememberVendor: true });
    expect(to('FISH', 'JILI')).toEqual({ path: '/fish', query: { page: 'JILI' }, rememberVendor: true });
    expect(to('PVP', 'KY')).toEqual({ path: '/pvp', query: { page: 'KY' }, rememberVendor: true });
    expect(to('LIVE', 'EVO')).toEqual({ path: '/live', query: {}, rememberVendor: true });
    expect(to('LOTT', 'TCG_SEA')).toEqual({ path: '/lottery', query: { vendor: 'TCG_SEA' }, rememberVendor: false });
    expect(to('ESPORTS', 'IA')).toEqual({ path: '/esports', query: {}, rememberVendor: false });
    expect(to('COCKFIGHT', 'SV388')).toEqual({ path: '/cockfight', query: {}, rememberVendor: false });
  });
});
