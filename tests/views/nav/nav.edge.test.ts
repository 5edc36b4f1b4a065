/**
 * The navigation's edge: the footer's vendors once each, addresses of destinations, the chart's
 * side effects, and the vendor a slot, pvp, live or fish page opens on, kept in localStorage (the
 * lanes as the navigation shows them are tests/views/nav/games.api.test.ts's).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { toNavLanes } from '../../../src/api/games.api';
import { browserNavEnvironment, createNavEdge, hrefOf, readRememberedVendor, rememberedVendorKey, vendorsOnce } from '../../../src/app/nav.edge';
import { card, fakeNavEnvironment, lane } from './nav.driver';

afterEach(() => localStorage.clear());

describe('lanes as the navigation shows them', () => {
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
  it("hands the environment's one answer to the navigation and the footer", async () => {
    const fake = fakeNavEnvironment();
    const kept = Promise.resolve(toNavLanes([lane('RNG', 'Slots', [card('PG')])]));
    fake.env.loadLanes.mockReturnValue(kept);
    const edge = createNavEdge(fake.env);
    expect(edge.lanes('EN')).toBe(kept);
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
    expect(fake.env.navigate.mock.calls.map(([to]) => to)).toEqual(['/pvp?page=TGC']);
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
