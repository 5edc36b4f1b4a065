/**
 * Banner group names per route (SPEC §2 "Banners"). The client picks `banners[]` entries whose
 * `groupName` is the one of its route. `w_` groups are the desktop site's; the registration
 * group carries the language code (`w_register_EN`).
 *
 *   /  (home)    w_home         /sports      w_sports       /promotions  w_promotion
 *   /rng         w_rng          /esports     w_esports      /pointMall   w_shop
 *   /live        w_live         /elott       w_lottery      /help        w_help
 *   /fish        w_fish         /cockfight   w_cockfight    register     w_register_<LANG>
 *   /pvp         w_pvp                                      login        w_login
 *                                                           forgot pw    w_forget
 */
export const BANNER_GROUP_BY_ROUTE = {
  home: 'w_home',
  rng: 'w_rng',
  live: 'w_live',
  fish: 'w_fish',
  pvp: 'w_pvp',
  sports: 'w_sports',
  esports: 'w_esports',
  elott: 'w_lottery',
  cockfight: 'w_cockfight',
  promotions: 'w_promotion',
  pointMall: 'w_shop',
  help: 'w_help',
  login: 'w_login',
  forget: 'w_forget',
} as const;

export const registerBannerGroup = (language: string) => `w_register_${language.toUpperCase()}`;

/** Group names an operator may publish to: letters, digits, `_` and `-` (e.g. m_hotgames). */
export const GROUP_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{1,39}$/;
