/**
 * The games catalogue and a member's games (CONTRACT §4.8–4.10; server/games/games.routes.ts,
 * games-member.routes.ts). Ids are strings, amounts major units (0.05), isHot 0 or 1.
 *
 * Requests: clients send every relay parameter as a query string and often send empty ones: an
 * empty value counts as absent. Parameters the contract names but the catalogue does not use
 * (merchant, channel, imgSize, ext, iconType, isNew, isPlatform, device) are accepted and ignored;
 * a malformed value of a used one is a 400.
 */
import { z } from 'zod';
import { blankToMissing, idString, languageCode, majorAmount, siteUrl } from './fields.schemas';

/** The game types: the lanes and pages of SPEC §2. */
export const GAME_TYPE_CODES = ['LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'COCKFIGHT', 'FISH', 'PVP', 'LOTT', 'ELOTT'] as const;
export type GameTypeCode = (typeof GAME_TYPE_CODES)[number];

/** Hot games come in these groups (SPEC §9); esports and cockfight count as sports there. */
export const HOT_GROUPS = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP'] as const;
export type HotGroup = (typeof HOT_GROUPS)[number];

// ---- requests ----

/** Platforms a game runs on: 'flash' or 'flash,html5-desktop'; mobile clients say 'html5'. */
const PLATFORMS = ['flash', 'html5', 'html5-desktop'] as const;
const platform = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => value.split(',').every((p) => (PLATFORMS as readonly string[]).includes(p.trim())), 'unknown platform')
  // an HTML5 game runs in a mobile browser as well as on the desktop
  .transform((value) => [...new Set(value.split(',').map((p) => (p.trim() === 'html5' ? 'html5-desktop' : p.trim())))].sort());

const gameTypeInput = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value): value is GameTypeCode => (GAME_TYPE_CODES as readonly string[]).includes(value), 'unknown game type');

const code = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9_]{1,32}$/, 'letters, digits and _ only');

const wholeNumber = (max: number) =>
  z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(1, 'must be at least 1').max(max, `must be at most ${max}`);

/** an amount in major units ("0.05") as minor units (5) */
const minorAmountInput = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'an amount such as 0.05')
  .transform((value) => {
    const [whole, cents = ''] = value.split('.');
    return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  });

/** A game's node id: a string or a number of digits. */
export const nodeIdInput = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(
    z
      .string()
      .trim()
      .regex(/^\d{1,12}$/, 'a game id'),
  );

const clientType = z.enum(['1', '2', '3'], { error: 'must be 1, 2 or 3' });

export const vendorQuery = z.preprocess(
  blankToMissing,
  z.object({ platform: platform.default(['html5-desktop']), clientType: clientType.optional(), language: languageCode.optional() }),
);

export const languageQuery = z.preprocess(blankToMissing, z.object({ language: languageCode.optional() }));

export const gameListQuery = z.preprocess(
  blankToMissing,
  z.object({
    clientType: clientType.optional(),
    platform: platform.optional(),
    gameType: gameTypeInput.optional(),
    vassalage: code.optional(),
    gameClassify: code.optional(),
    gameName: z.string().trim().max(64, 'at most 64 characters').optional(),
    minBet: minorAmountInput.optional(),
    minLineNum: wholeNumber(1000).optional(),
    pageNo: wholeNumber(100_000).default(1),
    pageSize: wholeNumber(100).default(15),
    language: languageCode.optional(),
  }),
);
export type GameListQuery = z.output<typeof gameListQuery>;

export const hotGamesQuery = z.preprocess(
  blankToMissing,
  z.object({ vassalage: code.optional(), platform: platform.optional(), language: languageCode.optional() }),
);

export const roomListQuery = z.preprocess(
  blankToMissing,
  z.object({ nodeId: nodeIdInput.optional(), vassalage: code.optional(), language: languageCode.optional() }),
);

export const popularQuery = z.preprocess(
  blankToMissing,
  z.object({
    count: wholeNumber(100).default(20),
    prizeMode: z
      .string()
      .trim()
      .toUpperCase()
      .pipe(z.enum(['LOTT', 'ZY', 'ELOTT', 'SEA'], { error: 'LOTT, ZY, ELOTT or SEA' }))
      .optional(),
    language: languageCode.optional(),
  }),
);

export const pageQuery = z.preprocess(
  blankToMissing,
  z.object({ pageNo: wholeNumber(100_000).default(1), pageSize: wholeNumber(100).default(15), language: languageCode.optional() }),
);

/** add / remove favourite: `{ nodeId, vendor, gameType }` in the body (or the query), ids as strings or numbers */
export const favouriteBody = z.preprocess(
  blankToMissing,
  z.object({ nodeId: nodeIdInput, vendor: code.optional(), gameType: gameTypeInput.optional() }),
);
export type FavouriteBody = z.input<typeof favouriteBody>;

// ---- answers ----

const gameType = z.enum(GAME_TYPE_CODES);
const vendorCode = z.string().regex(/^[A-Z0-9_]{1,32}$/);
const gameClass = z.string().regex(/^[A-Z][A-Z0-9_]*$/);

/** One game (CONTRACT §4.9 `Game`): the same shape in the game list, hot games, favourites and recent games. */
export const game = z.strictObject({
  nodeId: idString,
  /** = nodeId */
  gameId: idString,
  roomId: z.null(),
  gameCode: z.string().min(1),
  /** = gameCode */
  code: z.string().min(1),
  vassalage: vendorCode,
  /** = vassalage */
  vendor: vendorCode,
  /** = vassalage */
  accountTypeName: vendorCode,
  gameType,
  gameName: z.string().min(1),
  nodeName: z.string().min(1),
  displayName: z.string().min(1),
  gameClassify: gameClass,
  minBet: majorAmount.nonnegative(),
  minLineNum: z.number().int().nonnegative(),
  platforms: z.enum(['flash,html5-desktop', 'flash']),
  isHot: z.union([z.literal(0), z.literal(1)]),
  popularity: z.number().int().nonnegative(),
  iconUrl: siteUrl,
  showIcon: siteUrl,
  defaultIcon: siteUrl,
  releaseDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  isGame: z.literal('GAME'),
  /** its vendor or the game itself is under maintenance: listed, not launchable */
  maintenance: z.boolean(),
});
export type Game = z.output<typeof game>;

/** A game class of a vendor or lane with its number of games. */
export const classCount = z.strictObject({ key: gameClass, displayName: z.string().min(1), gameCount: z.number().int().positive() });
export type ClassCount = z.output<typeof classCount>;

/** A vendor of a lane (CONTRACT §4.8 `VendorCard`). */
export const vendorCard = z.strictObject({
  accountTypeId: z.number().int().positive(),
  vassalage: vendorCode,
  accountTypeName: vendorCode,
  displayName: z.string().min(1),
  gameType,
  /** `VASSALAGE`: the card opens the vendor's game list; `GAME`: it launches its only game (gameCode and nodeId given) */
  isGame: z.enum(['VASSALAGE', 'GAME']),
  gameCode: z.string().min(1).optional(),
  nodeId: idString.optional(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  /** the operator put the vendor under maintenance: listed, its games cannot be launched */
  maintenance: z.boolean(),
  sort: z.number().int(),
  gameCount: z.number().int().positive(),
  gameClassify: z.array(classCount),
  lagerIcon: siteUrl,
  smallIcon: siteUrl,
  mobileSmallIcon: siteUrl,
  h5Icon: siteUrl,
  mobileLargeIcon: siteUrl,
});
export type VendorCard = z.output<typeof vendorCard>;

/** A game type with its vendors, in the gateway's lane order. */
export const lane = z.strictObject({
  title: gameType,
  /** the game type's name in the answer's language */
  displayName: z.string().min(1),
  categoryId: z.number().int().positive(),
  cards: z.array(vendorCard).min(1),
  gameClassify: z.array(classCount),
});
export type Lane = z.output<typeof lane>;

/** `value` of `GET /wps/relay/GCSGAME_newGameVendor`. */
export const vendorLanesValue = z.strictObject({ data: z.strictObject({ lanes: z.array(lane) }) });

/** `value` of `GET /wps/relay/GCSGAME_getVassGameType`: `{ RNG: { SPB: ['ARCADE', …] }, … }`. */
export const vassGameTypesValue = z.strictObject({ content: z.partialRecord(gameType, z.record(vendorCode, z.array(gameClass))) });

/** `value` of `GET /wps/relay/GCSGAME_gameList`. */
export const gameListValue = z.strictObject({
  games: z.array(game),
  totalPages: z.number().int().nonnegative(),
  totalCount: z.number().int().nonnegative(),
});
export type GameListValue = z.output<typeof gameListValue>;

/** A hot-games group: at most 12 games, most popular first, and the link to the type's page. */
export const hotGroup = z.strictObject({
  gameType: z.enum(HOT_GROUPS),
  list: z.array(game).max(12),
  footer: z.strictObject({ path: z.string().startsWith('/'), gameCount: z.number().int().nonnegative() }),
});
export type HotGroupValue = z.output<typeof hotGroup>;

/** `value` of `GET /wps/relay/GCSGAME_hotGamesV2`: every group, in HOT_GROUPS order. */
export const hotGamesValue = z.strictObject({ list: z.array(hotGroup).length(HOT_GROUPS.length) });

/** A PVP table. */
export const room = z.strictObject({
  roomId: z.string().min(1),
  nodeId: idString,
  gameCode: z.string().min(1),
  gameName: z.string().min(1),
  vassalage: vendorCode,
  tier: z.enum(['BEGINNER', 'STANDARD', 'VIP', 'HIGH_ROLLER']),
  minBet: majorAmount.nonnegative(),
  seats: z.number().int().positive(),
  players: z.number().int().nonnegative(),
  maintenance: z.boolean(),
});

/** `value` of `GET /wps/relay/GLS2_roomList`. */
export const roomListValue = z.strictObject({ list: z.array(room) });

/** `value` of `GET /wps/relay/MCSFE_getFavoriteGames`: node ids, newest first. */
export const favouriteIdsValue = z.array(idString);

/** `value` of `GET /wps/relay/MCSFE_getFavoriteGamesList`. */
export const favouriteListValue = z.strictObject({
  content: z.array(game),
  pageNum: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
  totalCount: z.number().int().nonnegative(),
});

/** `value` of adding or removing a favourite: the game, its state and the member's ids after the change. */
export const favouriteChangeValue = z.strictObject({ nodeId: idString, favorite: z.boolean(), nodeIds: z.array(idString) });
export type FavouriteChangeValue = z.output<typeof favouriteChangeValue>;

/** `value` of `GET /wps/relay/GCS_recentGame`: at most 50, most recent first. */
export const recentGamesValue = z.array(game.extend({ lastPlayedAt: z.iso.datetime() })).max(50);

/**
 * `GET /lgw/games/popular` (NOT enveloped): the most popular draw lotteries with the numero taking
 * bets; remainTime and lockTime in ms from now (lockTime 0 once bets close, null without a schedule).
 */
export const popularLotteryBody = z.array(
  z.strictObject({
    gameCode: z.string().min(1),
    gameId: idString,
    nodeId: idString,
    gameName: z.string().min(1),
    gameType: z.enum(['LOTT', 'ELOTT']),
    vassalage: vendorCode,
    iconUrl: siteUrl,
    numero: z.string().min(1),
    remainTime: z.number().int().nonnegative(),
    lockTime: z.number().int().nonnegative().nullable(),
  }),
);
