/**
 * The content calls on the wire: the announcements query of the contract, one call per language
 * for the page's life, a refresh that replaces the kept answer, a failure that is not kept; the
 * winners board's query and its `list[].vo` entries. Both as the banner area reads them: one read
 * answer shared by the area, the winners board once per language, a failure as
 * `{ errorCode, value }`.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const callApi = vi.fn();
vi.mock(import('../../../src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  callApi: (...args: unknown[]) => callApi(...args) as never,
}));

const { ANNOUNCEMENTS_PATH, fetchAnnouncements, fetchWinners, loadSiteAnnouncements, loadWinners, toSiteAnnouncements, WINNERS_PATH } = await import(
  '../../../src/api/content.api'
);

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

describe('announcements as the banner area reads them', () => {
  const answer = {
    banners: [
      { id: 7, groupName: 'w_home', title: null, url: '/b.svg', imageUrl: '', linkageType: 'ROUTE' as const, linkage: '/promotions', sort: 1 },
    ],
    player: [{ id: 1, title: 'Notice', content: '<p>x</p>', promotionType: 'GENERAL', showAfterLogin: false }],
    popup: [{ id: 2, title: null, content: null, promotionType: 'NEWS', showAfterLogin: true }],
    promotion: [],
  };

  it('reads slides and notices with ids as text and missing text as empty', () => {
    expect(toSiteAnnouncements(answer as never)).toEqual({
      banners: [{ id: '7', groupName: 'w_home', title: '', imageUrl: '/b.svg', linkageType: 'ROUTE', linkage: '/promotions' }],
      notices: [{ id: '1', title: 'Notice', content: '<p>x</p>' }],
      popup: [{ id: '2', title: '', content: '' }],
    });
  });

  it('shares one read answer between the carousel and the notice bar', async () => {
    callApi.mockResolvedValueOnce(answer);
    const first = loadSiteAnnouncements('KO');
    expect(loadSiteAnnouncements('KO')).toBe(first);
    expect((await first).banners.map((banner) => banner.id)).toEqual(['7']);
  });

  it('turns a failed read into { errorCode, value }', async () => {
    callApi.mockRejectedValueOnce(new Error('offline'));
    await expect(loadSiteAnnouncements('MY')).rejects.toStrictEqual({ errorCode: 'network.error', value: null });
  });

  it('reads the winners once per language and masks nothing itself', async () => {
    callApi.mockResolvedValueOnce({ list: [{ vo: { gameName: 'Fortune Gems', customerName: 'de***er', winAmount: 1234.5, iconUrl: '/i.svg' } }] });
    expect(await loadWinners('th')).toEqual([{ gameName: 'Fortune Gems', playerName: 'de***er', amount: 1234.5, iconUrl: '/i.svg' }]);
    await loadWinners('TH');
    expect(callApi).toHaveBeenCalledTimes(1);
  });

  it('asks for the winners again after a failure', async () => {
    callApi.mockRejectedValueOnce({ errorCode: 'system.busy', value: null }).mockResolvedValueOnce({ list: [] });
    await expect(loadWinners('VI')).rejects.toStrictEqual({ errorCode: 'system.busy', value: null });
    expect(await loadWinners('VI')).toEqual([]);
  });
});
