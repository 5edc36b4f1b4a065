/**
 * Query schemas of the /lgw lottery calls. Empty parameters count as absent; parameters the
 * answers do not depend on (prizeMode, device) are checked for shape and otherwise ignored: every
 * prize mode sees the same games.
 */
import { z } from 'zod';

const blankToMissing = (input: unknown) =>
  input && typeof input === 'object' ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== '' && value !== undefined)) : input;

const language = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/, 'unknown language');
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
export const gameIdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, 'a game id');

export const gameMenuQuery = z.preprocess(
  blankToMissing,
  z.object({ prizeMode: prizeMode.optional(), device: device.optional(), count: count(100), language: language.optional() }),
);

export const recentMenuQuery = z.preprocess(
  blankToMissing,
  z.object({ prizeMode: prizeMode.optional(), device: device.optional(), recentCount: count(100), language: language.optional() }),
);

export const lotteryQuery = z.preprocess(
  blankToMissing,
  z.object({ prizeMode: prizeMode.optional(), device: device.optional(), language: language.optional() }),
);

export const nearQuery = z.preprocess(blankToMissing, z.object({ gameId: gameIdSchema, language: language.optional() }));

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
