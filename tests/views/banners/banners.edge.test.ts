/**
 * The banner edge: where a linkage leads (only this site's paths and http(s) pages), the
 * announcements and winners handed to the area as the environment reads them (their reading is
 * tests/views/banners/content.api.test.ts's), and the news popup's memory of the session token.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerTarget, browserBannersEnvironment, createBannersEdge, POPUP_SHOWN_KEY, tokenFingerprint } from '../../../src/app/banners.edge';
import { announcements, banner, fakeEnvironment } from './banners.driver';

afterEach(() => window.sessionStorage.clear());

describe('banner linkage', () => {
  it('routes, promotion details and outside pages', () => {
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: '/promotions' })).toEqual({ kind: 'route', to: '/promotions' });
    expect(bannerTarget({ linkageType: 'PROMOTION', linkage: 'slots-rebate' })).toEqual({ kind: 'route', to: '/promoDetail?code=slots-rebate' });
    expect(bannerTarget({ linkageType: 'PROMOTION', linkage: '42' })).toEqual({ kind: 'route', to: '/promoDetail?id=42' });
    expect(bannerTarget({ linkageType: 'URL', linkage: 'https://partner.example/a' })).toEqual({
      kind: 'external',
      url: 'https://partner.example/a',
    });
  });

  it('follows nothing that is not this site or an http(s) page', () => {
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: '//evil.example/x' })).toBeNull();
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: 'https://evil.example' })).toBeNull();
    expect(bannerTarget({ linkageType: 'URL', linkage: 'javascript:alert(1)' })).toBeNull();
    expect(bannerTarget({ linkageType: 'URL', linkage: 'data:text/html,x' })).toBeNull();
    expect(bannerTarget({ linkageType: null, linkage: '/promotions' })).toBeNull();
    expect(bannerTarget({ linkageType: 'ROUTE', linkage: '  ' })).toBeNull();
    expect(bannerTarget(undefined)).toBeNull();
    // a promotion code cannot smuggle in more query parameters
    expect(bannerTarget({ linkageType: 'PROMOTION', linkage: 'a&next=//evil' })).toEqual({
      kind: 'route',
      to: '/promoDetail?code=a%26next%3D%2F%2Fevil',
    });
  });
});

describe('banner edge reads', () => {
  it('hands the area the environment’s one announcements answer and the winners board', async () => {
    const fake = fakeEnvironment({
      answers: [announcements({ banners: [banner(1)] })],
      winners: [{ gameName: 'Fortune Gems', playerName: 'de***er', amount: 1234.5, iconUrl: '/i.svg' }],
    });
    const edge = createBannersEdge(fake.env);
    const first = edge.announcements('EN');
    expect(edge.announcements('EN')).toBe(first);
    expect((await first).banners.map((b) => b.id)).toEqual(['1']);
    expect(await edge.winners('EN')).toEqual([{ gameName: 'Fortune Gems', playerName: 'de***er', amount: 1234.5, iconUrl: '/i.svg' }]);
  });
});

describe('news popup memory', () => {
  it('remembers the session token that saw the popup, without keeping the token itself', () => {
    window.sessionStorage.setItem('token', 'token-abc');
    expect(browserBannersEnvironment.popupShownForSession()).toBe(false);
    browserBannersEnvironment.markPopupShown();
    expect(browserBannersEnvironment.popupShownForSession()).toBe(true);
    expect(window.sessionStorage.getItem(POPUP_SHOWN_KEY)).toBe(tokenFingerprint('token-abc'));
    expect(window.sessionStorage.getItem(POPUP_SHOWN_KEY)).not.toContain('token-abc');
    // a new sign-in brings a new token: the popup is due again
    window.sessionStorage.setItem('token', 'token-def');
    expect(browserBannersEnvironment.popupShownForSession()).toBe(false);
  });

  it('opens outside pages without a handle on this one', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    browserBannersEnvironment.openExternal('https://partner.example/a');
    expect(open).toHaveBeenCalledWith('https://partner.example/a', '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });
});
