/**
 * Upgrading a database whose mobile numbers were stored as typed (migration 034 with its data
 * step): every number is rewritten in its one form (calling code, national number without trunk
 * prefix); of accounts that held one phone under several spellings, the oldest keeps it and the
 * later ones are left with no number, so one phone is on one account, and stays so; each number
 * taken off an account is in the audit log with the account that kept it.
 */
import { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';
import { migrate, migrationFiles } from '../../server/db/migrate';
import { pgliteDb } from '../../server/db/pglite.db';

it('rewrites stored numbers in their one form and leaves one account per phone', async () => {
  const db = pgliteDb(await PGlite.create());
  try {
    await migrate(
      db,
      migrationFiles().filter((file) => file.name < '034'),
    );
    const merchant = await db.query<{ id: number }>(`INSERT INTO merchants (code, name, settings) VALUES ('old', 'Old', '{}') RETURNING id`);
    const numbers = [
      ['first', '63', '9172727800'],
      ['second', '063', '9172727800'],
      ['third', '0063', '09172727800'],
      ['trunk', '63', '09172727801'],
      ['international', '0060', '123456789'],
      ['none', null, null],
    ];
    for (const [username, code, number] of numbers) {
      await db.query(
        `INSERT INTO members (merchant_id, username, username_key, password_hash, type, password_changed_at, created_at, country_dialing_code, mobile_num)
         VALUES ($1, $2, $2, 'x', 0, now(), now(), $3, $4)`,
        [merchant.rows[0].id, username, code, number],
      );
    }
    await migrate(db);
    const rows = await db.query('SELECT username, country_dialing_code, mobile_num FROM members ORDER BY id');
    expect(rows.rows).toEqual([
      { username: 'first', country_dialing_code: '63', mobile_num: '9172727800' },
      { username: 'second', country_dialing_code: null, mobile_num: null },
      { username: 'third', country_dialing_code: null, mobile_num: null },
      { username: 'trunk', country_dialing_code: '63', mobile_num: '9172727801' },
      { username: 'international', country_dialing_code: '60', mobile_num: '123456789' },
      { username: 'none', country_dialing_code: null, mobile_num: null },
    ]);
    const ids = Object.fromEntries(
      (await db.query<{ id: number; username: string }>('SELECT id, username FROM members')).rows.map((r) => [r.username, r.id]),
    );
    const audit = await db.query<{ details: Record<string, unknown>; via: string }>(
      "SELECT details, via FROM admin_audit WHERE command = 'member.mobile-unbound' ORDER BY id",
    );
    expect(audit.rows.map((r) => [r.via, r.details.memberId, r.details.mobile, r.details.keptBy])).toEqual([
      ['migration', ids.second, '63-9172727800', ids.first],
      ['migration', ids.third, '63-9172727800', ids.first],
    ]);
  } finally {
    await db.close();
  }
});
