/**
 * Fields that many areas share: how a query parameter, a language code or a dialing code is read
 * on the way in, and the shapes of ids, instants and amounts on the way out.
 */
import { z } from 'zod';
import { DIALING_CODE_FORMAT } from '../rules/phone';

/**
 * Clients send every relay parameter as a query string and often send empty ones (`vassalage=`):
 * an empty value counts as absent.
 */
export const blankToMissing = (input: unknown) =>
  input && typeof input === 'object' ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== '' && value !== undefined)) : input;

/** A language code as clients send it (`EN`, `ms`, `PT-BR`); which ones a merchant answers in is the gateway's business. */
export const languageCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z]{2,4})?$/, 'unknown language');

/** An ITU dialing code, with or without its '+' (rules/phone.ts). */
export const dialingCode = z.string().trim().regex(DIALING_CODE_FORMAT, 'invalid dialing code');

/** A catalogue id on the wire: digits, always a string (clients may send numbers; answers never do). */
export const idString = z.string().regex(/^\d{1,12}$/);

/** An instant as `Date.toISOString()` writes it. */
export const isoInstant = z.iso.datetime();

/** Epoch milliseconds. */
export const epochMs = z.number().int().nonnegative();

/** An amount in major units with at most two decimals (0.05, 1234.5). */
export const majorAmount = z
  .number()
  .finite()
  .refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, 'at most two decimals');

/** An amount in integer minor units (the demo game pages count in cents). */
export const minorAmount = z.number().int();

/** Standard base64 without a `data:` prefix (captcha and slider pictures). */
export const base64 = z.string().regex(/^[A-Za-z0-9+/]+={0,2}$/, 'base64');

/** A path of this site (`/wps/assets/…`), or an http(s) address. */
export const siteUrl = z.string().regex(/^(\/(?!\/)|https?:\/\/)/, 'a site path or an http(s) address');
