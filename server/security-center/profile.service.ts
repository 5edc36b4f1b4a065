/**
 * The member's own profile fields of the security centre: nickname (free to change), real name
 * (the payee name bank cards must carry: set once) and birthday (21 or older: set once). The real
 * name and birthday live in members.profile beside the other register-form fields; each "set once"
 * is one conditional UPDATE, so two parallel sets cannot both win.
 */
import { MINIMUM_AGE_YEARS } from '../../wire/security-center.schemas';
import type { Queryable } from '../db/db.types';

export async function updateNickname(db: Queryable, memberId: number, nickname: string): Promise<void> {
  await db.query('UPDATE members SET nickname = $2 WHERE id = $1', [memberId, nickname]);
}

/** Sets the real name unless one is set (at registration or here); false when one was. */
export async function setPayeeName(db: Queryable, memberId: number, payeeName: string): Promise<boolean> {
  const updated = await db.query(
    `UPDATE members SET profile = profile || jsonb_build_object('payeeName', $2::text)
      WHERE id = $1 AND coalesce(profile->>'payeeName', '') = ''`,
    [memberId, payeeName],
  );
  return updated.rowCount > 0;
}

/**
 * Whole years from a `YYYY-MM-DD` birthday to `now`'s date in UTC. UTC is behind the merchants'
 * Asian time zones, so on a birthday the answer can be a few hours late, never early.
 */
export function ageOn(birthday: string, now: Date): number {
  const [year, month, day] = birthday.split('-').map(Number);
  const [ty, tm, td] = [now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()];
  return ty - year - (tm < month || (tm === month && td < day) ? 1 : 0);
}

export const oldEnough = (birthday: string, now: Date) => ageOn(birthday, now) >= MINIMUM_AGE_YEARS;

/** Sets the birthday unless one is set; false when one was. */
export async function setBirthday(db: Queryable, memberId: number, birthday: string): Promise<boolean> {
  const updated = await db.query(
    `UPDATE members SET profile = profile || jsonb_build_object('birthday', $2::text)
      WHERE id = $1 AND coalesce(profile->>'birthday', '') = ''`,
    [memberId, birthday],
  );
  return updated.rowCount > 0;
}

export interface ProfileRow {
  username: string;
  nickname: string | null;
  payee_name: string | null;
  birthday: string | null;
  email: string | null;
  country_dialing_code: string | null;
  mobile_num: string | null;
}

export async function readProfile(db: Queryable, memberId: number): Promise<ProfileRow | null> {
  const row = await db.query<ProfileRow>(
    `SELECT username, nickname, nullif(profile->>'payeeName', '') AS payee_name, nullif(profile->>'birthday', '') AS birthday,
            nullif(profile->>'email', '') AS email, country_dialing_code, mobile_num
       FROM members WHERE id = $1`,
    [memberId],
  );
  return row.rows[0] ?? null;
}
