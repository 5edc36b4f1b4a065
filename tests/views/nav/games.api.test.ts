/**
 * The vendor lanes on the wire: the contract's query (desktop platform, language), one call per
 * language for the page's life, a failure that is not kept, and an answer without lanes.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const callApi = vi.fn();
vi.mock('../../../src/api/client', () => ({ callApi: (...args: unknown[]) => callApi(...args) }));

const { fetchVendorLanes, VENDOR_LANES_PATH } = await import('../../../src/api/games.api');

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
