/**
 * The vendor lanes on the wire: the contract's query (desktop platform, language), one call per
 * language for the page's life, a failure that is not kept, and an answer without lanes. Read as
 * the navigation shows them: lanes in the navigation's order (cockfight right after slots), vendors
 * as the dropdown shows them, one read answer shared by the navigation and the footer.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { card, lane } from './nav.driver';

const callApi = vi.fn();
vi.mock(import('../../../src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  callApi: (...args: unknown[]) => callApi(...args) as never,
}));

const { fetchVendorLanes, loadNavLanes, navOrder, toNavLanes, VENDOR_LANES_PATH } = await import('../../../src/api/games.api');

const answer = (title: string) => ({ data: { lanes: [{ title, displayName: title, categoryId: 4, cards: [], gameClassify: [] }] } });

beforeEach(() => callApi.mockReset());

describe('vendor lanes call', () => {
  it('asks once per language for html5-desktop and keeps the answer', async () => {
    callApi.mockResolvedValueOnce(answer('RNG'));
    const first = fetchVendorLanes('en');
    expect(callApi).toHaveBeenCalledWith(VENDOR_LANES_PATH, { query: { platform: 'html5-desktop', language: 'EN' } });
    expect(VENDOR_LANES_PATH).toBe('/wps/relay/GCSGAME_newGameVendor');
    expect(fetchVendorLanes('EN')).toBe(first);
    expect((await first).map((lane) => lane.title)).toEqual(['RNG']);
    expect(callApi).toHaveBeenCalledTimes(1);
  });

  it('asks again for another language', async () => {
    callApi.mockResolvedValueOnce(answer('LIVE')).mockResolvedValueOnce(answer('FISH'));
    await fetchVendorLanes('MS');
    expect((await fetchVendorLanes('CN'))[0].title).toBe('FISH');
    expect(callApi).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure: the next read asks again', async () => {
    callApi.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(answer('PVP'));
    await expect(fetchVendorLanes('TH')).rejects.toThrow('offline');
    expect((await fetchVendorLanes('TH'))[0].title).toBe('PVP');
  });

  it('reads an answer without lanes as none', async () => {
    callApi.mockResolvedValueOnce({ data: null });
    expect(await fetchVendorLanes('JA')).toEqual([]);
  });
});

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

  it('reads each kept answer once, and a failed call as { errorCode, value }', async () => {
    callApi.mockResolvedValueOnce({ data: { lanes: [lane('RNG', 'Slots', [card('PG')])] } });
    const first = loadNavLanes('ID');
    expect(loadNavLanes('ID')).toBe(first);
    expect((await first).map((entry) => entry.gameType)).toEqual(['RNG']);
    callApi.mockRejectedValueOnce(new Error('offline'));
    await expect(loadNavLanes('KO')).rejects.toStrictEqual({ errorCode: 'network.error', value: null });
  });
});
