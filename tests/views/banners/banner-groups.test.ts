/**
 * The route-to-group rule: home paths show the home banners, each game page its own group, the
 * promotions page the promotion group, the points mall the shop group; routes without a group show
 * no carousel. The notice bar sits below the carousel on home only; the jackpot shows on /rng only.
 * Dialog pictures: login, forgot password, and the registration group carrying the language code.
 */
import { describe, expect, it } from 'vitest';
import { bannerGroupFor, dialogBannerGroup, noticeBarPosition, showsJackpot } from '../../../src/views/banners/banner-groups';

describe('banner group of a route', () => {
  it('gives every path that shows home the home group', () => {
    for (const path of ['/', '/index', '/index.html', '/home', '/login', '/forget', '/register', '/register.html']) {
      expect(bannerGroupFor(path), path).toBe('w_home');
    }
  });

  it('maps each game page, promotions, points mall and help to its group', () => {
    expect(
      Object.fromEntries(
        ['/rng', '/live', '/fish', '/pvp', '/sports', '/esports', '/elott', '/cockfight', '/promotions', '/pointMall', '/help'].map((path) => [
          path,
          bannerGroupFor(path),
        ]),
      ),
    ).toEqual({
      '/rng': 'w_rng',
      '/live': 'w_live',
      '/fish': 'w_fish',
      '/pvp': 'w_pvp',
      '/sports': 'w_sports',
      '/esports': 'w_esports',
      '/elott': 'w_lottery',
      '/cockfight': 'w_cockfight',
      '/promotions': 'w_promotion',
      '/pointMall': 'w_shop',
      '/help': 'w_help',
    });
  });

  it('matches paths without regard to case or a trailing slash, as the router does', () => {
    expect(bannerGroupFor('/Live/')).toBe('w_live');
    expect(bannerGroupFor('/pointmall')).toBe('w_shop');
    expect(bannerGroupFor('')).toBe('w_home');
  });

  it('gives routes without banners no group', () => {
    for (const path of ['/agentHome', '/lottery', '/vnlottery', '/promoDetail', '/game', '/download', '/rng/extra', '/unknown']) {
      expect(bannerGroupFor(path), path).toBeNull();
    }
  });
});

describe('placement', () => {
  it('puts the notice bar below the carousel on home and above it elsewhere', () => {
    expect(noticeBarPosition('/')).toBe('below');
    expect(noticeBarPosition('/register')).toBe('below');
    expect(noticeBarPosition('/live')).toBe('above');
    expect(noticeBarPosition('/promotions')).toBe('above');
    expect(noticeBarPosition('/agentHome')).toBe('above');
  });

  it('shows the jackpot counter on /rng only', () => {
    expect(showsJackpot('/rng')).toBe(true);
    expect(showsJackpot('/RNG/')).toBe(true);
    expect(showsJackpot('/')).toBe(false);
    expect(showsJackpot('/fish')).toBe(false);
  });
});

describe('dialog pictures', () => {
  it('names the login, forgot-password and per-language registration groups', () => {
    expect(dialogBannerGroup('login', 'EN')).toBe('w_login');
    expect(dialogBannerGroup('forget', 'EN')).toBe('w_forget');
    expect(dialogBannerGroup('register', 'en')).toBe('w_register_EN');
    expect(dialogBannerGroup('register', 'MS')).toBe('w_register_MS');
  });
});
