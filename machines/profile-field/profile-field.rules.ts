/**
 * The profile fields' rules, as the gateway applies them (wire/security-center.schemas.ts), pure so
 * they are tested without a chart: a value is read in its plain form (compatibility forms made
 * plain, invisible characters gone, runs of space one space), then checked by length in code points
 * and by the characters each field takes. The birthday is a calendar date and 21 years before today.
 */
import type { ProfileFieldError, ProfileFieldName } from './profile-field.types';

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/** The value as the gateway keeps it. */
export const plainText = (value: string): string => value.normalize('NFKC').replace(IGNORABLE, '').replace(/\s+/gu, ' ').trim();

const length = (value: string) => [...value].length;

export const NICKNAME_LIMITS = { min: 2, max: 20 } as const;
/** letters of any script with their marks, digits, space, '_', '-' and '.' */
const NICKNAME = /^[\p{L}\p{M}\p{N}_. -]+$/u;

export const PERSON_NAME_LIMITS = { min: 2, max: 50 } as const;
/** letters, and single spaces, dots, apostrophes or hyphens between them */
const PERSON_NAME = /^[\p{L}\p{M}]+(?:[ .'-]{1,2}[\p{L}\p{M}]+)*\.?$/u;

export const MINIMUM_AGE_YEARS = 21;

const error = (code: ProfileFieldError['code']): ProfileFieldError => ({ code, text: null });

/** A person's name (the real name, a bank account's holder); null when it passes. */
export function personNameError(typed: string): ProfileFieldError | null {
  const name = plainText(typed);
  if (name === '') return error('required');
  if (length(name) < PERSON_NAME_LIMITS.min || length(name) > PERSON_NAME_LIMITS.max) return error('length');
  return PERSON_NAME.test(name) ? null : error('format');
}

function nicknameError(typed: string): ProfileFieldError | null {
  const nickname = plainText(typed);
  if (nickname === '') return error('required');
  if (length(nickname) < NICKNAME_LIMITS.min || length(nickname) > NICKNAME_LIMITS.max) return error('length');
  return NICKNAME.test(nickname) ? null : error('format');
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `[year, month, day]` of a real calendar date from 1900 on, else null. */
function calendarDate(value: string): [number, number, number] | null {
  const match = DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? [year, month, day] : null;
}

/** Whole years from `birthday` to `today`, both `YYYY-MM-DD` (the gateway's count). */
export function ageOn(birthday: string, today: string): number {
  const [year, month, day] = birthday.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - year - (tm < month || (tm === month && td < day) ? 1 : 0);
}

function birthdayError(typed: string, today: string): ProfileFieldError | null {
  const value = typed.normalize('NFKC').trim();
  if (value === '') return error('required');
  if (!calendarDate(value)) return error('date');
  return ageOn(value, today) >= MINIMUM_AGE_YEARS ? null : error('underAge');
}

/** The error a save of `typed` would show; null when it may be sent. */
export function profileFieldError(field: ProfileFieldName, typed: string, today: string): ProfileFieldError | null {
  if (field === 'nickname') return nicknameError(typed);
  if (field === 'payeeName') return personNameError(typed);
  return birthdayError(typed, today);
}

/** The value as it is sent: plain text for names, the date as typed without surrounding space. */
export const valueToSend = (field: ProfileFieldName, typed: string): string =>
  field === 'birthday' ? typed.normalize('NFKC').trim() : plainText(typed);

/** The gateway's problem with the field (`request_param_err`), read as the form shows it. */
export function refusedFieldError(field: ProfileFieldName, fields: Record<string, string> | undefined): ProfileFieldError | null {
  const text = fields?.[field];
  if (text === undefined) return null;
  // the gateway names the age rule by a code: the form says it in the member's language
  if (text === 'birthday.under.21') return error('underAge');
  return { code: 'refused', text: text.trim() === '' ? null : text };
}
