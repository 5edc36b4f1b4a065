/**
 * The gateway's built-in demo games (server/demo-games/demo-games.routes.ts): the game pages' calls,
 * with the play-session token in `X-Game-Session`. Enveloped; amounts in integer minor units.
 */
import { z } from 'zod';
import { idString, minorAmount } from './fields.schemas';
import { GAME_TYPE_CODES } from './games.schemas';

export const DEMO_ENGINES = ['slot', 'cards', 'lottery'] as const;
export type DemoEngine = (typeof DEMO_ENGINES)[number];

// ---- requests ----

/** A page's body, read as it comes: the bet service refuses a bad field with its own code (bet.id.invalid, bet.stake.invalid, …). */
const pageBody = <T extends Record<string, z.ZodType>>(shape: T) =>
  z.preprocess((body) => (body && typeof body === 'object' && !Array.isArray(body) ? body : {}), z.object(shape).partial());

export const spinBody = pageBody({ betId: z.unknown(), stake: z.unknown() });
export const dealBody = spinBody;
export const callBody = pageBody({ roundId: z.unknown(), call: z.unknown() });
export const ticketBetBody = pageBody({ betId: z.unknown(), stake: z.unknown(), picks: z.unknown() });

// ---- answers ----

/** A bet of a demo game: open (a hi-lo deal waiting for its call) or settled, with the engine's outcome. */
export const betResult = z.strictObject({
  betId: z.string().min(8),
  roundId: z.string().regex(/^R[0-9A-F]{16}$/),
  engine: z.enum(DEMO_ENGINES),
  stake: minorAmount.positive(),
  payout: minorAmount.nonnegative(),
  status: z.enum(['open', 'settled', 'void']),
  /** the engine's own record: reels and line wins, cards and the call, picks and hits */
  outcome: z.record(z.string(), z.json()),
  /** the session wallet's balance after the bet (now, for a replay) */
  balance: minorAmount.nonnegative(),
  /** the bet id was seen before: nothing moved this time */
  replayed: z.boolean(),
});

/** `value` of `POST /demo-games/api/session`: the play-session token and the page's game. */
export const demoSessionValue = z.strictObject({
  token: z.string().min(20),
  session: z.strictObject({
    nodeId: idString,
    gameName: z.string().min(1),
    gameType: z.enum(GAME_TYPE_CODES),
    vendor: z.string().regex(/^[A-Z0-9_]{1,32}$/),
    engine: z.enum(DEMO_ENGINES),
    walletMode: z.enum(['single', 'transfer']),
    accountType: z.union([z.literal(0), z.literal(1)]),
    minBet: minorAmount.nonnegative(),
    balance: minorAmount.nonnegative(),
    currency: z.string().regex(/^[A-Z]{3}$/),
    currencySymbol: z.string(),
    backUrl: z.string().startsWith('/'),
    rtp: z.string().regex(/^\d+\.\d{2}(%|–\d+\.\d{2}%)$/),
    /** a hi-lo round dealt and not yet called, so a reloaded page can finish it */
    openRound: betResult.nullable(),
  }),
});

/** `value` of `GET /demo-games/api/balance`. */
export const demoBalanceValue = z.strictObject({ balance: minorAmount.nonnegative() });

/** `value` of `POST /demo-games/api/exit`: how many play sessions ended. */
export const demoExitValue = z.strictObject({ ended: z.number().int().nonnegative() });

export const BET_FAILURES = {
  'bet.balance.insufficient': z.strictObject({ balance: minorAmount.nonnegative() }),
  'bet.stake.below.minimum': z.strictObject({ minimum: minorAmount.nonnegative() }),
  /** a hi-lo round is still open: it must be called first */
  'round.open': betResult,
} as const;
