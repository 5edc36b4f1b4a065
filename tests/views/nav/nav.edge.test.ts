/**
 * The navigation's edge: lanes in the navigation's order (cockfight right after slots), vendors as
 * the dropdown shows them, addresses of destinations, the chart's side effects, and the vendor a
 * slot, pvp, live or fish page opens on, kept in localStorage.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  browserNavEnvironment,
  createNavEdge,
  hrefOf,
  navOrder,
  readRememberedVendor,
  rememberedVendorKey,
  toNavLanes,
  vendorsOnce,
} from '../../../src/app/nav.edge';
import { card, fakeNavEnvironment, lane } from './nav.driver';

afterEach(() => localStorage.clear());

describe('lane order', () => {
  const types = (list: { title: string }[]) => list.map((item) => item.title);

  it('puts cockfight right after slots wherever the gateway put it', () => {
    const lanes = [lane('COCKFIGHT', 'Cockfight', []), lane('LIVE', 'Live', []), lane('RNG', 'Slots', []), lane('FISH', 'Fishing', [])];
    expect(types(navOrder(lanes, (item) => item.title))).toEqual(['LIVE', 'RNG', 'COCKFIGHT', 'FISH']);
    const late = [lane('RNG', 'Slots', []), lane('FISH', 'Fishing', []), lane('COCKFIGHT', 'Cockfight', [])];
    expect(types(navOrder(late, (item) => item.title))).toEqual(['RNG', 'COCKFIGHT', 'FISH']);
  });

  it('leaves the order alone without slots or without cockfight', () => {
    const noSlots = [lane('COCKFIGHT', 'Cockfight', []), lane('LIVE', 'Live', [])];
    expect(types(navOrder(noSlots, (item) => item.title))).toEqual(['COCKFIGHT', 'LIVE']);
  });
});

describe('lanes as the navigation shows them', () => {
  it('gives each lane its page and each vendor its hot, maintenance and logo, leaving out empty lanes', () => {
    const lanes = toNavLanes([
      lane('lott', 'Lottery', [card('TCG_SEA', { isHot: 1, maintenance: true })]),
      lane('ESPORTS', 'Esports', []),
      lane('RNG', '', [card('PG', { smallIcon: 'javascript:alert(1)', displayName: '' })]),
    ]);
    expect(lanes).toEqual([
      {
        gameType: 'LOTT',
        name: 'Lottery',
        path: '/lottery',
        vendors: [
          { vassalage: 'TCG_SEA', displayName: 'TCG_SEA Gaming', isHot: true, maintenance: true, logoUrl: '/wps/assets/vendors/TCG_SEA.svg' },
        ],
      },
      // an unsafe logo address is replaced by the gateway's logo; names fall back to codes
      {
        gameType: 'RNG',
        name: 'RNG',
        path: '/rng',
        vendors: [{ vassalage: 'PG', displayName: 'PG', isHot: false, maintenance: false, logoUrl: '/wps/assets/vendors/PG.svg' }],
      },
    ]);
  });

  it('lists every vendor once for the logo carousel', () => {
    const lanes = toNavLanes([lane('SPORTS', 'Sports', [card('FB'), card('DS88')]), lane('COCKFIGHT', 'Cockfight', [card('DS88')])]);
    expect(vendorsOnce(lanes).map((vendor) => vendor.vassalage)).toEqual(['FB', 'DS88']);
  });

  it('writes a destination as its path with the query parameters that have a value', () => {
    expect(hrefOf({ path: '/rng', query: { page: 'PG' } })).toBe('/rng?page=PG');
    expect(hrefOf({ path: '/lottery', query: { vendor: 'TCG SEA', playType: '' } })).toBe('/lottery?vendor=TCG+SEA');
    expect(hrefOf({ path: '/cockfight', query: {} })).toBe('/cockfight');
  });
});

describe('edge', () => {
  it('turns a failed call into an error code and converts each answer once', async () => {
    const failing = createNavEdge(fakeNavEnvironment({ lanes: new Error('offline') }).env);
    await expect(failing.lanes('EN')).rejects.toEqual({ errorCode: 'network.error' });
    const fake = fakeNavEnvironment();
    const raw = Promise.resolve([lane('RNG', 'Slots', [card('PG')])]);
    fake.env.loadLanes.mockReturnValue(raw);
    const edge = createNavEdge(fake.env);
    expect(edge.lanes('EN')).toBe(edge.lanes('EN'));
  });

  it('hands the chart’s choice to the router and remembers slot vendors', () => {
    const fake = fakeNavEnvironment();
    const edge = createNavEdge(fake.env);
    const menu = createActor(edge.vendorMenu, {
      input: { items: [{ gameType: 'PVP', vendors: [{ vassalage: 'TGC', displayName: 'Tongits', isHot: false }] }] },
    }).start();
    menu.send({ type: 'menu.enter', gameType: 'PVP' });
    menu.send({ type: 'vendor.choose', gameType: 'PVP', vassalage: 'TGC' });
    expect(fake.env.navigate).toHaveBeenCalledWith('/pvp?page=TGC');
    expect(fake.env.storeVendor).toHaveBeenCalledWith('PVP', 'TGC');
    menu.stop();
  });

  it('keeps the remembered vendor per game type in localStorage', () => {
    browserNavEnvironment.storeVendor('FISH', 'OCF');
    browserNavEnvironment.storeVendor('RNG', 'PG');
    expect(localStorage.getItem(rememberedVendorKey('FISH'))).toBe('OCF');
    expect(readRememberedVendor('fish')).toBe('OCF');
    expect(readRememberedVendor('RNG')).toBe('PG');
    expect(readRememberedVendor('LIVE')).toBeNull();
  });

  it('survives storage that refuses writes', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => browserNavEnvironment.storeVendor('LIVE', 'EVO')).not.toThrow();
    setItem.mockRestore();
  });
});
