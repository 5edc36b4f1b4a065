/**
 * The content calls on the wire: the announcements query of the contract, one call per language
 * for the page's life, a refresh that replaces the kept answer, a failure that is not kept; the
 * winners board's query and its `list[].vo` entries.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const callApi = vi.fn();
vi.mock('../../../src/api/client', () => ({ callApi: (...args: unknown[]) => callApi(...args) }));

const { ANNOUNCEMENTS_PATH, fetchAnnouncements, fetchWinners, WINNERS_PATH } = await import('../../../src/api/content.api');

const value = (title: string) => ({
  banners: [],
  player: [{ id: 1, title, content: '', promotionType: 'GENERAL', showAfterLogin: false }],
  popup: [],
  promotion: [],
});

beforeEach(() => callApi.mockReset());

describe('announcements call', () => {
  it('asks once per language with the contract query and keeps the answer', async () => {
    callApi.mockResolvedValueOnce(value('first'));
    const first = await fetchAnnouncements('vi');
    expect(callApi).toHaveBeenCalledWith(ANNOUNCEMENTS_PATH, { query: { types: 'B,PL,PU,PR', platform: 'W', execution: 'B', language: 'VI' } });
    expect(await fetchAnnouncements('VI')).toBe(first);
    expect(callApi).toHaveBeenCalledTimes(1);
  });

  it('asks again on refresh and keeps the new answer', async () => {
    callApi.mockResolvedValueOnce(value('old')).mockResolvedValueOnce(value('new'));
    await fetchAnnouncements('TH');
    const fresh = await fetchAnnouncements('TH', { refresh: true });
    expect(fresh.player[0].title).toBe('new');
    expect((await fetchAnnouncements('TH')).player[0].title).toBe('new');
    expect(callApi).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure: the next read asks again', async () => {
    callApi.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(value('back'));
    await expect(fetchAnnouncements('ID')).rejects.toThrow('offline');
    expect((await fetchAnnouncements('ID')).player[0].title).toBe('back');
  });

  it('fills lists the gateway left out', async () => {
    callApi.mockResolvedValueOnce({ banners: [{ id: 1 }] });
    expect(await fetchAnnouncements('JA')).toMatchObject({ banners: [{ id: 1 }], player: [], popup: [], promotion: [] });
  });
});

describe('winners call', () => {
  it('asks for every category and returns the entries', async () => {
    const vo = { gameName: 'Fortune Gems', customerName: 'de***er', winAmount: 10, iconUrl: '/i.svg' };
    callApi.mockResolvedValueOnce({ list: [{ vo }], source: 'demo' });
    expect(await fetchWinners('en')).toEqual([vo]);
    expect(callApi).toHaveBeenCalledWith(WINNERS_PATH, { query: { gameCategory: 'ALL', language: 'EN', limitNum: 10 } });
  });
});
