/**
 * Site content (server/content/content*.routes.ts; CONTRACT §4.10, §4.14): announcements and
 * promotions, the help centre, the VIP club, the winners board, the customer-service desks. HTML
 * fields were sanitised when published; clients sanitise again before rendering.
 */
import { z } from 'zod';
import { epochMs, majorAmount, siteUrl } from './fields.schemas';
import { customerServiceDesk } from './system.schemas';

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

// ---- requests ----

const language = z.string().max(10).optional();

/** `?types=B,PL,PU,PR&platform=W|M&execution=B&language=`: a type left out answers an empty list. */
export const announcementsQuery = z.object({
  types: z
    .string()
    .max(40)
    .optional()
    .transform((value, issues) => {
      const types = (value ?? ANNOUNCEMENT_TYPES.join(','))
        .split(',')
        .map((type) => type.trim().toUpperCase())
        .filter(Boolean);
      const unknown = types.find((type) => !(ANNOUNCEMENT_TYPES as readonly string[]).includes(type));
      if (unknown) issues.addIssue({ code: 'custom', message: `unknown type ${unknown}` });
      return new Set(types as AnnouncementType[]);
    }),
  platform: z
    .enum(['W', 'M', 'w', 'm'])
    .optional()
    .transform((value) => (value ?? 'W').toUpperCase() as 'W' | 'M'),
  // the contract sends execution=B; its meaning is not known and nothing depends on it
  execution: z.string().max(10).optional(),
  language,
});

/** One promotion by id, or by the code its languages share. */
export const promotionDetailQuery = z
  .object({
    id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    code: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,39}$/)
      .optional(),
    language,
  })
  .refine((query) => query.id !== undefined || query.code !== undefined, { message: 'required', path: ['id'] });

export const helpCenterQuery = z.object({ lang: language, device: z.string().max(10).optional() });

export const rankListQuery = z.object({
  gameCategory: z
    .string()
    .regex(/^[A-Za-z_]{2,20}$/)
    .optional()
    .transform((value) => (value ?? 'ALL').toUpperCase()),
  language: z.string().max(10).optional(),
  limitNum: z.coerce.number().int().min(1).max(50).optional(),
});

/** The local customer-service page the demo desks link to. */
export const chatQuery = z.object({ desk: z.enum(['live', 'vip']).optional(), lang: z.string().max(10).optional() });

// ---- answers ----

const shownWhile = { startTime: epochMs, endTime: epochMs.nullable() };

export const banner = z.strictObject({
  id: z.number().int().positive(),
  /** the route group: w_home, w_rng, …, w_register_<LANG>, w_login, w_forget */
  groupName: z.string().min(1),
  title: z.string(),
  /** the picture (= imageUrl) */
  url: siteUrl,
  imageUrl: siteUrl,
  /** null: not clickable */
  linkageType: z.enum(['ROUTE', 'URL', 'PROMOTION']).nullable(),
  /** ROUTE: a site path; URL: an http(s) address; PROMOTION: the promotion's code (or id) */
  linkage: z.string().min(1).nullable(),
  sort: z.number().int(),
  ...shownWhile,
});
export type Banner = z.output<typeof banner>;

export const notice = z.strictObject({
  id: z.number().int().positive(),
  title: z.string(),
  /** HTML */
  content: z.string(),
  promotionType: z.enum(['GENERAL', 'NEWS', 'MAINTENANCE', 'PROMOTION', 'PAYMENT']),
  /** shown in the news popup after a login */
  showAfterLogin: z.boolean(),
  sort: z.number().int(),
  ...shownWhile,
});
export type Notice = z.output<typeof notice>;

export const promotion = z.strictObject({
  id: z.number().int().positive(),
  /** shared by the promotion's languages; null when the operator gave none (opened by id) */
  code: z.string().min(1).nullable(),
  title: z.string(),
  summary: z.string(),
  /** NEW_MEMBER, DEPOSIT, REBATE, SPORTS, CASINO, VIP, EVENT or a merchant's own */
  category: z.string().min(1),
  /** = category */
  promotionType: z.string().min(1),
  imageUrl: siteUrl,
  announcementImages: z.array(z.strictObject({ imageUrl: siteUrl })),
  sort: z.number().int(),
  ...shownWhile,
});
export type Promotion = z.output<typeof promotion>;

/** `value` of `GET /wps/relay/MCSFE_getListAnnouncements`. */
export const announcementsValue = z.strictObject({
  banners: z.array(banner),
  /** the notice bar and the notice page */
  player: z.array(notice),
  /** the notices of the news popup after a login */
  popup: z.array(notice),
  promotion: z.array(promotion),
});
export type AnnouncementsValue = z.output<typeof announcementsValue>;

/** `value` of `GET /wps/relay/MCSFE_getPromotionDetail`: the HTML detail and the language answered. */
export const promotionDetailValue = promotion.extend({ content: z.string(), language: z.string().min(1) });
export type PromotionDetailValue = z.output<typeof promotionDetailValue>;

export const helpEntry = z.strictObject({ code: z.string().min(1), title: z.string(), content: z.string() });
export const helpCategory = z.strictObject({ code: z.string().min(1), title: z.string(), entries: z.array(helpEntry) });

/** `value` of `GET /wps/system/helpCenter`: entry codes are the /help hashes (agent, term, about, …). */
export const helpCenterValue = z.strictObject({ language: z.string().min(1), categories: z.array(helpCategory) });
export type HelpCenterValue = z.output<typeof helpCenterValue>;

export const vipRank = z.strictObject({
  level: z.number().int().positive(),
  name: z.string().min(1),
  iconUrl: siteUrl,
  /** total deposits and valid bets needed to reach the rank */
  depositRequired: majorAmount.nonnegative(),
  turnoverRequired: majorAmount.nonnegative(),
  benefits: z.strictObject({
    upgradeBonus: majorAmount.nonnegative(),
    monthlyBonus: majorAmount.nonnegative(),
    birthdayBonus: majorAmount.nonnegative(),
    /** percent of valid bets, e.g. 0.8 */
    rebateRate: z.number().nonnegative(),
    dailyWithdrawalCount: z.number().int().nonnegative(),
    dailyWithdrawalLimit: majorAmount.nonnegative(),
    dedicatedService: z.boolean(),
  }),
});
export type VipRank = z.output<typeof vipRank>;

/** `value` of `GET /wps/relay/MCSFE_getVipRanks`: ranks empty when VIP is off; the caller's level with a token. */
export const vipRanksValue = z.strictObject({ enabled: z.boolean(), currentLevel: z.number().int().positive().nullable(), ranks: z.array(vipRank) });
export type VipRanksValue = z.output<typeof vipRanksValue>;

export const winner = z.strictObject({
  gameName: z.string().min(1),
  /** masked, e.g. `de***er` */
  customerName: z.string().includes('***'),
  winAmount: majorAmount.nonnegative(),
  iconUrl: siteUrl,
  /** '' when the win names no catalogue game */
  nodeId: z.string(),
  gameType: z.string().min(1),
  vendor: z.string(),
  winTime: epochMs,
});
export type Winner = z.output<typeof winner>;

/** `value` of `GET /wps/relay/GCSGAME_getRankList` (and ODSFE2_getWinnerBoard): newest first. */
export const winnersValue = z.strictObject({ list: z.array(z.strictObject({ vo: winner })).max(50), source: z.enum(['ledger', 'demo']) });

/** `value` of `GET /wps/system/customerService`: the desks, and the one for the caller's rank. */
export const customerServiceValue = z.strictObject({
  version: z.strictObject({ pathList: z.array(customerServiceDesk) }),
  preferredCsType: z.number().int().nullable(),
});
export type CustomerServiceValue = z.output<typeof customerServiceValue>;
