/**
 * Which banner group a route shows (SPEC §2 "Banners"; the gateway's groups are listed in
 * server/content/banner-groups.ts). Every path that shows home (including /login, /forget and
 * /register, whose dialogs open over home) shows the home banners; the dialogs' own pictures come
 * from `dialogBannerGroup`. A route without a group shows no carousel.
 */

import { HOME_PATHS } from '../../../machines/router';

export const HOME_BANNER_GROUP = 'w_home';

/** Lower-cased route path -> group: the router matches paths without regard to case. */
const GROUP_BY_PATH: Record<string, string> = {
  '/rng': 'w_rng',
  '/live': 'w_live',
  '/fish': 'w_fish',
  '/pvp': 'w_pvp',
  '/sports': 'w_sports',
  '/esports': 'w_esports',
  '/elott': 'w_lottery',
  '/cockfight': 'w_cockfight',
  '/promotions': 'w_promotion',
  '/pointmall': 'w_shop',
  '/help': 'w_help',
};

/** `/Live/` -> `/live`; the empty path is home. */
function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed;
}

/** The banner group of a route, null when the route shows no banners. */
export function bannerGroupFor(pathname: string): string | null {
  const path = normalisePath(pathname);
  if (HOME_PATHS.includes(path)) return HOME_BANNER_GROUP;
  return GROUP_BY_PATH[path] ?? null;
}

/** The notice bar sits below the carousel on home and above it on every other page. */
export function noticeBarPosition(pathname: string): 'above' | 'below' {
  return bannerGroupFor(pathname) === HOME_BANNER_GROUP ? 'below' : 'above';
}

/** The progressive jackpot counter shows on the slot games page only. */
export function showsJackpot(pathname: string): boolean {
  return normalisePath(pathname) === '/rng';
}

/**
 * The picture group of a dialog: login `w_login`, forgot password `w_forget`, registration
 * `w_register_<LANG>` (the registration group carries the current language code).
 */
export function dialogBannerGroup(dialog: 'login' | 'forget' | 'register', languageCode: string): string {
  if (dialog === 'login') return 'w_login';
  if (dialog === 'forget') return 'w_forget';
  return `w_register_${languageCode.toUpperCase()}`;
}
