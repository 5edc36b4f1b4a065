/**
 * Draw lotteries (CONTRACT §1.4, §4.12; server/lottery/lottery.routes.ts): the /lgw calls, raw JSON
 * and NOT enveloped, and the draw-lottery betting page's calls, which are enveloped.
 *
 * Times are epoch ms; remainTime and lockTime are ms from now (lockTime 0 once bets are closed);
 * ids are strings (gameId = nodeId); minBet in major units on /lgw, minor units on the page.
 */
import { z } from 'zod';
import { blankToMissing, epochMs, idString, languageCode, majorAmount, minorAmount, siteUrl } from './fields.schemas';

export const DRAW_FORMATS = ['VN_NORTH', 'VN_SOUTH', 'DIGITS5', 'KENO_20_5'] as const;

// ---- requests ----

const prizeMode = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(['LOTT', 'ZY', 'ELOTT', 'SEA'], { error: 'LOTT, ZY, ELOTT or SEA' }));
const device = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,16}$/, 'a device such as WEB');
const count = (fallback: number, min = 1) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(100, 'must be at most 100')
    .default(fallback);
export const gameIdInput = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, 'a game id');

// prizeMode and device are checked for shape and otherwise ignored: every prize mode sees the same games
export const gameMenuQuery = z.preprocess(
  blankToMissing,
  z.object({ prizeMode: prizeMode.optional(), device: device.optional(), count: count(100), language: languageCode.optional() }),
);

export const recentMenuQuery = z.preprocess(
  blankToMissing,
  z.object({ prizeMode: prizeMode.optional(), device: device.optional(), recentCount: count(100), language: languageCode.optional() }),
);

export const lotteryQuery = z.preprocess(
  blankToMissing,
  z.object({ prizeMode: prizeMode.optional(), device: device.optional(), language: languageCode.optional() }),
);

export const nearQuery = z.preprocess(blankToMissing, z.object({ gameId: gameIdInput, language: languageCode.optional() }));

export const drawParams = z.object({ gameId: gameIdInput });

export const drawPageQuery = z.preprocess(
  blankToMissing,
  z.object({
    page: z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be at least 0')
      .max(100_000, 'must be at most 100000')
      .default(0),
    size: count(7),
  }),
);

/** The betting page's own language (`?lang=MS|EN|CN`; anything else reads English). */
export const gamePageQuery = z.object({ lang: z.string().max(10).optional() });

/** The launch ticket from the page address's fragment. */
export const launchTicketBody = z.object({ ticket: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/**
 * A draw bet as the page sends it. The fields are read as they come: the bet service refuses a bad
 * one with its own code (bet.id.invalid, bet.kind.invalid, bet.picks.invalid, bet.stake.invalid).
 */
export const drawBetBody = z.preprocess(
  (body) => (body && typeof body === 'object' && !Array.isArray(body) ? body : {}),
  z.object({ betId: z.unknown(), numero: z.unknown(), kind: z.unknown(), picks: z.unknown(), stake: z.unknown() }).partial(),
);

// ---- answers ----

const vendorCode = z.string().regex(/^[A-Z0-9_]{1,32}$/);
const drawFormat = z.enum(DRAW_FORMATS);
/** "1,4": ISO weekdays in Vietnam time, 1 = Monday; '1,2,3,4,5,6,7' for quick games */
const drawDays = z.string().regex(/^[1-7](,[1-7])*$/);

/** What every lottery answer says about a game. */
export const lotteryGame = z.strictObject({
  gameId: idString,
  nodeId: idString,
  gameCode: z.string().min(1),
  gameName: z.string().min(1),
  gameType: z.enum(['LOTT', 'ELOTT']),
  vassalage: vendorCode,
  accountTypeName: vendorCode,
  iconUrl: siteUrl,
  /** NORTH, CENTRAL, SOUTH, FAST, DIGITS, KENO, … */
  gameMenuTag: z.string().min(1),
  /** = gameMenuTag */
  gameGroupCode: z.string().min(1),
  /** 'Mon, Thu 18:15 (GMT+7)', 'Every 3 min' */
  remark: z.string().min(1),
  drawDayOfWeek: drawDays,
  minBet: majorAmount.nonnegative(),
  maintenance: z.boolean(),
});
export type LotteryGame = z.output<typeof lotteryGame>;

/** The numero taking bets. */
export const liveNumero = z.strictObject({
  numero: z.string().min(1),
  remainTime: z.number().int().nonnegative(),
  lockTime: z.number().int().nonnegative(),
  locked: z.boolean(),
  /** the draw's time */
  winningTime: epochMs,
});

/** A drawn numero: its numbers, special prize first. */
export const drawnNumero = z.strictObject({
  numero: z.string().min(1),
  /** '83021,44512,…' */
  winNo: z.string().min(1),
  winningNumbers: z.array(z.string().min(1)).min(1),
  openTime: epochMs,
  format: drawFormat,
});

export const gameMenuItem = lotteryGame.extend(liveNumero.shape);
export type GameMenuItem = z.output<typeof gameMenuItem>;

export const openedGame = lotteryGame.extend(drawnNumero.shape);
export type OpenedGame = z.output<typeof openedGame>;

/** `/lgw/vn/games/game_menu` and `…/recent`: `{ [tag]: { tag, name, gameMenus } }`, each menu drawing soonest first. */
export const gameMenuBody = z.record(
  z.string().min(1),
  z.strictObject({ tag: z.string().min(1), name: z.string().min(1), gameMenus: z.array(gameMenuItem) }),
);
export type GameMenuBody = z.output<typeof gameMenuBody>;

/** `/lgw/vn/numeros/opened/game` and `/lgw/games/opened/numero`: `{ [gameId]: Game & Drawn }`, a never-drawn game absent. */
export const openedBody = z.record(idString, openedGame);
export type OpenedBody = z.output<typeof openedBody>;

/** `/lgw/games/game_menus`: `{ [gameId]: Game & Live }`, every draw lottery. */
export const gameMenusBody = z.record(idString, gameMenuItem);
export type GameMenusBody = z.output<typeof gameMenusBody>;

/** `/lgw/numeros/near`: the numero taking bets and the one the schedule drew last (its numbers once drawn). */
export const nearBody = z.strictObject({
  gameId: idString,
  gameCode: z.string().min(1),
  currentNumero: liveNumero,
  previousNumero: z.strictObject({
    numero: z.string().min(1),
    winningTime: epochMs,
    opened: z.boolean(),
    winNo: z.string().min(1).nullable(),
    winningNumbers: z.array(z.string().min(1)).nullable(),
  }),
});

/** `/lgw/draw/<gameId>`: a Spring-style page of drawn numeros, newest first. */
export const drawPageBody = z.strictObject({
  content: z.array(drawnNumero),
  number: z.number().int().nonnegative(),
  size: z.number().int().positive(),
  totalElements: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  numberOfElements: z.number().int().nonnegative(),
  first: z.boolean(),
  last: z.boolean(),
  empty: z.boolean(),
});

// the betting page's answers (enveloped; amounts in minor units)

const betKind = z.enum(['DE', 'LO', 'BA_CANG', 'LAST2', 'LAST3', 'SUM', 'PICK']);

/** A bet the page offers: what a pick is, what it pays (hundredths of the stake) and its return to player. */
export const betKindInfo = z.strictObject({
  kind: betKind,
  pick: z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('digits'), digits: z.number().int().positive() }),
    z.strictObject({ type: z.literal('option'), options: z.array(z.string().min(1)).min(2) }),
    z.strictObject({ type: z.literal('numbers'), pool: z.number().int().positive(), maxPicks: z.number().int().positive() }),
  ]),
  multiplier: z.number().int().positive().nullable(),
  /** keno: [picks][matches] -> hundredths of the stake */
  paytable: z.record(z.string().regex(/^\d+$/), z.record(z.string().regex(/^\d+$/), z.number().int().nonnegative())).optional(),
  rtp: z.number().positive().max(1),
  rtpReference: z.string().min(1),
});

/** `value` of `POST /demo-games/api/draw/session`: the play-session token and the page's game. */
export const drawSessionValue = z.strictObject({
  token: z.string().min(20),
  session: z.strictObject({
    nodeId: idString,
    gameCode: z.string().min(1),
    gameName: z.string().min(1),
    gameType: z.enum(['LOTT', 'ELOTT']),
    vendor: vendorCode,
    walletMode: z.enum(['single', 'transfer']),
    accountType: z.union([z.literal(0), z.literal(1)]),
    minBet: minorAmount.nonnegative(),
    maxStake: minorAmount.positive(),
    balance: minorAmount.nonnegative(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    currencySymbol: z.string(),
    backUrl: z.string().startsWith('/'),
    /** '95.00%', or a range '94.50–95.00%' */
    rtp: z.string().regex(/^\d+\.\d{2}%?(–\d+\.\d{2}%)?$/),
    remark: z.string().min(1),
    gameMenuTag: z.string().min(1),
    drawDayOfWeek: drawDays,
    format: drawFormat,
    betKinds: z.array(betKindInfo).min(1),
  }),
});

/** A member's bet on a draw. */
export const drawBet = z.strictObject({
  betId: z.string().min(8),
  numero: z.string().min(1),
  drawAt: epochMs,
  kind: betKind,
  picks: z.array(z.string().min(1)).min(1),
  stake: minorAmount.positive(),
  status: z.enum(['open', 'won', 'lost', 'void']),
  payout: minorAmount.nonnegative(),
  createdAt: epochMs,
});

/** `value` of `GET /demo-games/api/draw/state`. */
export const drawStateValue = z.strictObject({
  current: liveNumero.extend({ drawAt: epochMs }),
  previous: z.strictObject({ numero: z.string().min(1), drawAt: epochMs, opened: z.boolean() }),
  /** the latest drawn numero, its numbers by prize tier (0 the special prize, then 1st, 2nd, …) */
  result: drawnNumero
    .extend({ tiers: z.array(z.strictObject({ tier: z.number().int().nonnegative(), numbers: z.array(z.string().min(1)) })) })
    .nullable(),
  /** the member's last 20 bets on this game */
  bets: z.array(drawBet).max(20),
  balance: minorAmount.nonnegative(),
});

/** `value` of `POST /demo-games/api/draw/bet`: the bet, the balance after it, and whether it was a replay of a bet id. */
export const placedDrawBetValue = drawBet.extend({ balance: minorAmount.nonnegative(), replayed: z.boolean() });

export const DRAW_BET_FAILURES = {
  /** betting on that numero has closed, or the page's numero is not the current one */
  'lottery.numero.locked': z.strictObject({ currentNumero: z.string().min(1) }),
  'bet.balance.insufficient': z.strictObject({ balance: minorAmount.nonnegative() }),
  'bet.stake.below.minimum': z.strictObject({ minimum: minorAmount.nonnegative() }),
} as const;
