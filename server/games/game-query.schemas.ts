/**
 * Query and body schemas of the games endpoints. Clients send every relay parameter as a query
 * string and often send empty ones (`vassalage=`): an empty value counts as absent. Parameters the
 * contract names but the catalogue does not use (merchant, channel, imgSize, ext, iconType, isNew,
 * isPlatform, device) are accepted and ignored; a malformed value of a used one is a 400.
 */
import { z } from 'zod';
import { parseAmount } from '../wallet/ledger.service';
import { GAME_TYPE_CODES } from './game-types';
import type { GameTypeCode } from './game-types';

const blankToMissing = (input: unknown) =>
  input && typeof input === 'object' ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== '' && value !== undefined)) : input;

const language = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/, 'unknown language');

/** Platforms a game runs on: 'flash' or 'flash,html5-desktop'; mobile clients say 'html5'. */
const PLATFORMS = ['flash', 'html5', 'html5-desktop'] as const;
const platform = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => value.split(',').every((p) => (PLATFORMS as readonly string[]).includes(p.trim())), 'unknown platform')
  // an HTML5 game runs in a mobile browser as well as on the desktop
  .transform((value) => [...new Set(value.split(',').map((p) => (p.trim() === 'html5' ? 'html5-desktop' : p.trim())))].sort());

const gameType = z
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
const minorAmount = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, 'an amount such as 0.05')
  .transform((value) => Number(parseAmount(value)));

const nodeId = z
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
  z.object({ platform: platform.default(['html5-desktop']), clientType: clientType.optional(), language: language.optional() }),
);

export const languageQuery = z.preprocess(blankToMissing, z.object({ language: language.optional() }));

export const gameListQuery = z.preprocess(
  blankToMissing,
  z.object({
    clientType: clientType.optional(),
    platform: platform.optional(),
    gameType: gameType.optional(),
    vassalage: code.optional(),
    gameClassify: code.optional(),
    gameName: z.string().trim().max(64, 'at most 64 characters').optional(),
    minBet: minorAmount.optional(),
    minLineNum: wholeNumber(1000).optional(),
    pageNo: wholeNumber(100_000).default(1),
    pageSize: wholeNumber(100).default(15),
    language: language.optional(),
  }),
);
export type GameListQuery = z.infer<typeof gameListQuery>;

export const hotGamesQuery = z.preprocess(
  blankToMissing,
  z.object({ vassalage: code.optional(), platform: platform.optional(), language: language.optional() }),
);

export const roomListQuery = z.preprocess(
  blankToMissing,
  z.object({ nodeId: nodeId.optional(), vassalage: code.optional(), language: language.optional() }),
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
    language: language.optional(),
  }),
);

export const pageQuery = z.preprocess(
  blankToMissing,
  z.object({ pageNo: wholeNumber(100_000).default(1), pageSize: wholeNumber(100).default(15), language: language.optional() }),
);

/** add / remove favourite: `{ nodeId, vendor, gameType }`, ids as strings or numbers */
export const favouriteBody = z.preprocess(blankToMissing, z.object({ nodeId, vendor: code.optional(), gameType: gameType.optional() }));
