/**
 * The member centre's feedback (SPEC §7 `PUT /wps/feedback`) on a real database, through the
 * gateway's routes and the admin CLI's commands:
 * - a member sends a question with their own pictures and reads only their own, newest first;
 * - the form's rules hold at the gateway (type, content range once trimmed, at most three distinct
 *   pictures, each the member's own upload) and a refusal keeps nothing;
 * - at most FEEDBACK_DAILY_MAX in 24 hours, even when the sends arrive together;
 * - the FEEDBACK3 switch, and a guest, are refused;
 * - the operator lists the feedback, replies once (or replaces on purpose), the member reads it;
 * - a database made before the page gets the switch on for every merchant, a new one from the seed.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_DAILY_MAX } from '../../rules/feedback';
import { executeAdminCommand, parseAdminArgs, UsageError, USAGE } from '../../server/admin/admin.commands';
import { migrate, migrationFiles } from '../../server/db/migrate';
import { pgliteDb } from '../../server/db/pglite.db';
import { cryptoRandom } from '../../server/demo-games/random';
import { admin, newPlayer, startGameGateway } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import { PNG_BYTES } from './support/deposit-driver';

const onPostgres = Boolean(process.env.DATABASE_URL);
let g: GameGateway;

beforeAll(async () => {
  g = await startGameGateway(cryptoRandom);
});
afterAll(async () => g?.gw.close());

interface Entry {
  id: string;
  type: string;
  content: string;
  imageCount: number;
  createdAt: number;
  reply: string | null;
  repliedAt: number | null;
}

const QUESTION = 'My deposit has not arrived yet';

const send = (token: string | null, payload: object) =>
  g.gw.app.inject({ method: 'PUT', url: '/wps/feedback', payload, headers: token ? { authorization: token } : {} });
const sendOk = async (token: string, payload: object) => {
  const answer = (await send(token, payload)).json();
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: true, value: { id: expect.stringMatching(/^\d+$/) } });
  return answer.value.id as string;
};
const list = async (token: string) => {
  const answer = await g.gw.get('/wps/feedback', { token });
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.json(), answer.body).toMatchObject({ success: true });
  return answer.json().value.list as Entry[];
};
const upload = async (token: string) => {
  const answer = await g.gw.app.inject({
    method: 'POST',
    url: '/wps/v2/uploads/image',
    payload: PNG_BYTES,
    headers: { authorization: token, 'content-type': 'image/png' },
  });
  expect(answer.json(), answer.body).toMatchObject({ success: true });
  return answer.json().value.imageId as string;
};
const storedFor = async (memberId: number) =>
  (await g.gw.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback WHERE member_id = $1', [memberId])).rows[0].n;
/** an operator command whatever its outcome (the driver's `admin` expects success) */
const operator = (...argv: string[]) =>
  executeAdminCommand(g.gw.database.db, parseAdminArgs(argv), {
    hasher: g.gw.app.ctx.providers.hasher,
    now: g.gw.clock.now,
    via: 'cli',
    operator: 'test-operator',
  });
const refusedField = (field: string) => ({ success: false, errorCode: 'request_param_err', value: { fields: { [field]: expect.any(String) } } });

describe('a member and their feedback', () => {
  it('sends a question with two pictures and reads it back, newest first; another member sees none of it', async () => {
    const ann = await newPlayer(g, 0n);
    const bob = await newPlayer(g, 0n);
    const pictures = [await upload(ann.token), await upload(ann.token)];
    const first = await sendOk(ann.token, { type: 'deposit', content: `  ${QUESTION}  `, imageIds: pictures });
    g.gw.clock.advance(1_000);
    const second = await sendOk(ann.token, { type: 'other', content: 'And a second question' });
    expect(await list(ann.token)).toEqual([
      {
        id: second,
        type: 'other',
        content: 'And a second question',
        imageCount: 0,
        createdAt: g.gw.clock.now().getTime(),
        reply: null,
        repliedAt: null,
      },
      { id: first, type: 'deposit', content: QUESTION, imageCount: 2, createdAt: g.gw.clock.now().getTime() - 1_000, reply: null, repliedAt: null },
    ]);
    expect(await list(bob.token)).toEqual([]);
  });

  it('takes a content of 10 to 500 characters once trimmed, and refuses the rest and an unknown type by field', async () => {
    const ann = await newPlayer(g, 0n);
    for (const content of ['x'.repeat(9), 'x'.repeat(501), '   \n\t  ', '']) {
      expect((await send(ann.token, { type: 'game', content })).json()).toMatchObject(refusedField('content'));
    }
    expect((await send(ann.token, { type: 'complaint', content: QUESTION })).json()).toMatchObject(refusedField('type'));
    expect(await storedFor(ann.id)).toBe(0);
    await sendOk(ann.token, { type: 'game', content: 'x'.repeat(10) });
    await sendOk(ann.token, { type: 'application', content: ` ${'y'.repeat(500)} ` });
    expect((await list(ann.token)).map((entry) => entry.content)).toEqual(['y'.repeat(500), 'x'.repeat(10)]);
  });

  it('refuses four pictures, the same picture twice, and a picture that is not the member’s own, keeping nothing', async () => {
    const ann = await newPlayer(g, 0n);
    const bob = await newPlayer(g, 0n);
    const own = [await upload(bob.token), await upload(bob.token), await upload(bob.token), await upload(bob.token)];
    expect((await send(bob.token, { type: 'deposit', content: QUESTION, imageIds: own })).json()).toMatchObject(refusedField('imageIds'));
    expect((await send(bob.token, { type: 'deposit', content: QUESTION, imageIds: [own[0], own[0]] })).json()).toMatchObject(
      refusedField('imageIds'),
    );
    expect((await send(bob.token, { type: 'deposit', content: QUESTION, imageIds: [own[0], `00${own[0]}`] })).json()).toMatchObject(
      refusedField('imageIds'),
    );
    const anns = await upload(ann.token);
    for (const imageIds of [[anns], [own[0], anns], ['999999999999']]) {
      expect((await send(bob.token, { type: 'deposit', content: QUESTION, imageIds })).json()).toMatchObject({
        success: false,
        errorCode: 'upload.image.unknown',
      });
    }
    expect(await storedFor(bob.id)).toBe(0);
    expect(await list(bob.token)).toEqual([]);
    const sent = await sendOk(bob.token, { type: 'deposit', content: QUESTION, imageIds: own.slice(0, 3) });
    expect(await list(bob.token)).toMatchObject([{ id: sent, imageCount: 3 }]);
  });
});

describe('the daily limit', () => {
  it(`takes ${FEEDBACK_DAILY_MAX} in 24 hours and refuses the next, until the first is a day old`, async () => {
    const ann = await newPlayer(g, 0n);
    for (let i = 0; i < FEEDBACK_DAILY_MAX; i++) {
      await sendOk(ann.token, { type: 'other', content: `Question number ${i + 1}` });
      g.gw.clock.advance(60_000);
    }
    expect((await send(ann.token, { type: 'other', content: 'One question too many' })).json()).toMatchObject({
      success: false,
      errorCode: 'feedback.too.many',
      value: null,
    });
    expect(await storedFor(ann.id)).toBe(FEEDBACK_DAILY_MAX);
    // the first was sent five minutes ago: a day after it, one more goes through, then the limit again
    g.gw.clock.advance(24 * 60 * 60 * 1000 - 5 * 60_000 + 1);
    const login = await g.gw.sealed('POST', '/wps/session/login', {
      username: ann.username,
      password: ann.password,
      captcha: null,
      type: 'username',
    });
    const token = login.json().value.token as string;
    await sendOk(token, { type: 'other', content: 'A question the next day' });
    expect((await send(token, { type: 'other', content: 'And one more at once' })).json()).toMatchObject({ errorCode: 'feedback.too.many' });
  });

  it(`accepts exactly ${FEEDBACK_DAILY_MAX} of 8 sent at once by one member`, async () => {
    const ann = await newPlayer(g, 0n);
    const answers = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => (await send(ann.token, { type: 'game', content: `Sent together, number ${i}` })).json()),
    );
    expect(answers.filter((answer) => answer.success)).toHaveLength(FEEDBACK_DAILY_MAX);
    expect(answers.filter((answer) => answer.errorCode === 'feedback.too.many')).toHaveLength(8 - FEEDBACK_DAILY_MAX);
    expect(await storedFor(ann.id)).toBe(FEEDBACK_DAILY_MAX);
  });
});

describe.runIf(onPostgres)('the daily limit when the sends reach the database together', () => {
  it('counts them one after the other: the member is held from the count to the commit', async () => {
    const ann = await newPlayer(g, 0n);
    const { default: pg } = await import('pg');
    const holder = new pg.Client({ connectionString: g.gw.database.url! });
    await holder.connect();
    try {
      // new feedback rows wait (counting them does not), so every send is inside its transaction before any commits
      await holder.query('BEGIN');
      await holder.query('LOCK TABLE feedback IN SHARE ROW EXCLUSIVE MODE');
      const sends = Array.from({ length: 8 }, (_, i) => send(ann.token, { type: 'game', content: `Sent together, number ${i}` }));
      let waiting = 0;
      for (let i = 0; i < 250 && waiting < 8; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        // the statistics are read once per transaction unless cleared
        await holder.query('SELECT pg_stat_clear_snapshot()');
        const found = await holder.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        );
        waiting = found.rows[0].n;
      }
      expect(waiting).toBe(8);
      await holder.query('COMMIT');
      const answers = await Promise.all(sends.map(async (answer) => (await answer).json()));
      expect(answers.filter((answer) => answer.success)).toHaveLength(FEEDBACK_DAILY_MAX);
      expect(await storedFor(ann.id)).toBe(FEEDBACK_DAILY_MAX);
    } finally {
      await holder.end();
    }
  });
});

describe('who may use the page', () => {
  it('refuses both calls while the merchant’s FEEDBACK3 module is off', async () => {
    const ann = await newPlayer(g, 0n);
    await admin(g, 'module', 'FEEDBACK3', 'off');
    try {
      expect((await send(ann.token, { type: 'other', content: QUESTION })).json()).toMatchObject({
        success: false,
        errorCode: 'function.not.available',
      });
      expect((await g.gw.get('/wps/feedback', { token: ann.token })).json()).toMatchObject({ success: false, errorCode: 'function.not.available' });
    } finally {
      await admin(g, 'module', 'FEEDBACK3', 'on');
    }
    expect(await storedFor(ann.id)).toBe(0);
    await sendOk(ann.token, { type: 'other', content: QUESTION });
  });

  it('refuses a free-play account, as the member centre does: the page is for real accounts', async () => {
    const trial = (await g.gw.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value as { token: string; id: number };
    expect((await send(trial.token, { type: 'other', content: QUESTION })).json()).toMatchObject({
      success: false,
      errorCode: 'in_need_true_account',
    });
    expect((await g.gw.get('/wps/feedback', { token: trial.token })).json()).toMatchObject({ success: false, errorCode: 'in_need_true_account' });
    expect(await storedFor(trial.id)).toBe(0);
  });

  it('refuses a guest', async () => {
    expect((await send(null, { type: 'other', content: QUESTION })).json()).toMatchObject({ success: false });
    expect((await g.gw.get('/wps/feedback')).json()).toMatchObject({ success: false });
  });
});

describe('the operator', () => {
  it('lists open feedback, replies, and the member reads the reply; a second reply needs --replace', async () => {
    const ann = await newPlayer(g, 0n);
    const pictures = [await upload(ann.token), await upload(ann.token)];
    const id = await sendOk(ann.token, { type: 'withdrawal', content: `Where is my\nwithdrawal?\u001b[31m ${'z'.repeat(80)}`, imageIds: pictures });

    const open = await operator('feedback', 'list', '--open', '--member', ann.username);
    expect(open.code, open.stderr).toBe(0);
    const [line, ...others] = open.stdout.trimEnd().split('\n');
    expect(others).toEqual([]);
    const [listedId, time, member, type, content, count, state] = line.split('\t');
    expect([listedId, time, member, type, count, state]).toEqual([
      id,
      g.gw.clock.now().toISOString(),
      ann.username,
      'withdrawal',
      '2 pictures',
      'open',
    ]);
    // one line, no escape sequence, cut short
    expect(content).toMatch(/^Where is my withdrawal\? \[31m z+…$/);
    expect([...content].length).toBe(60);

    const replied = await operator('feedback', 'reply', id, 'Paid', 'this', 'morning,', 'please', 'check', 'again.', '  ');
    expect(replied).toEqual({ code: 0, stdout: `feedback ${id} answered\n`, stderr: '' });
    const repliedAt = g.gw.clock.now().getTime();
    expect(await list(ann.token)).toMatchObject([{ id, reply: 'Paid this morning, please check again.', repliedAt, imageCount: 2 }]);
    expect((await operator('feedback', 'list', '--open', '--member', ann.username)).stdout).toBe('no feedback awaiting a reply\n');
    expect((await operator('feedback', 'list', '--member', ann.username)).stdout).toMatch(/\treplied\n$/);

    g.gw.clock.advance(60_000);
    const again = await operator('feedback', 'reply', id, 'Another answer');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('--replace');
    expect((await list(ann.token))[0]).toMatchObject({ reply: 'Paid this morning, please check again.', repliedAt });
    expect(await operator('feedback', 'reply', id, 'Another answer', '--replace')).toMatchObject({
      code: 0,
      stdout: `feedback ${id} answer replaced\n`,
    });
    expect((await list(ann.token))[0]).toMatchObject({ reply: 'Another answer', repliedAt: g.gw.clock.now().getTime() });

    const stored = await g.gw.database.db.query<{ replied_by: string }>('SELECT replied_by FROM feedback WHERE id = $1', [Number(id)]);
    expect(stored.rows[0].replied_by).toBe('test-operator');
    const audited = await g.gw.database.db.query<{ details: { feedbackId: number; reply: string }; via: string; operator: string }>(
      "SELECT details, via, operator FROM admin_audit WHERE command = 'feedback.reply' AND (details->>'feedbackId')::int = $1 ORDER BY id",
      [Number(id)],
    );
    expect(audited.rows.map((row) => [row.details.reply, row.via, row.operator])).toEqual([
      ['Paid this morning, please check again.', 'cli', 'test-operator'],
      ['Another answer', 'cli', 'test-operator'],
    ]);
  });

  it('says which feedback, member or merchant it does not know', async () => {
    expect(await operator('feedback', 'reply', '999999999999', 'Hello')).toEqual({ code: 1, stdout: '', stderr: 'no feedback 999999999999\n' });
    expect((await operator('feedback', 'list', '--member', 'nobody_here')).stderr).toBe('no member nobody_here at merchant demo\n');
    expect((await operator('feedback', 'list', '--merchant', 'nowhere')).stderr).toBe('unknown merchant: nowhere\n');
  });

  it.each([
    [['feedback']],
    [['feedback', 'close', '3']],
    [['feedback', 'list', 'extra']],
    [['feedback', 'list', '--member']],
    [['feedback', 'reply']],
    [['feedback', 'reply', '3']],
    [['feedback', 'reply', '3', '   ']],
    [['feedback', 'reply', 'three', 'Hello']],
    [['feedback', 'reply', '3', 'Hello', '--force']],
  ])('refuses %j with a usage error', (argv) => {
    expect(() => parseAdminArgs(argv)).toThrow(UsageError);
  });

  it('refuses a reply of more than 1000 characters, and takes one of 1000', () => {
    expect(() => parseAdminArgs(['feedback', 'reply', '3', 'x'.repeat(1001)])).toThrow(/at most 1000/);
    expect(parseAdminArgs(['feedback', 'reply', '3', ` ${'x'.repeat(1000)} `])).toMatchObject({
      kind: 'feedback.reply',
      feedbackId: 3,
      replace: false,
    });
  });

  it('is in the usage text', () => {
    expect(USAGE).toContain('feedback list [--open] [--member USERNAME]');
    expect(USAGE).toContain('feedback reply <id> <text...> [--replace]');
  });
});

describe('the FEEDBACK3 switch', () => {
  it('is on in a new database, from the seed', async () => {
    const flatten = (node: { modId: string; enabled: string; childrenNodes: unknown[] }): Record<string, boolean> =>
      Object.assign({ [node.modId]: node.enabled === '1' }, ...(node.childrenNodes as (typeof node)[]).map(flatten));
    const status = (await g.gw.get('/wps/system/status')).json().value;
    expect(flatten(status.info.whitelabel)).toMatchObject({ MEMBERCENTER3: true, FEEDBACK3: true });
    const row = await g.gw.database.db.query('SELECT parent_mod_id, enabled FROM modules WHERE merchant_id = $1 AND mod_id = $2', [
      g.merchantId,
      'FEEDBACK3',
    ]);
    expect(row.rows).toEqual([{ parent_mod_id: 'MEMBERCENTER3', enabled: true }]);
  });

  it('is switched on for every merchant of a database made before the page, and the draft table is gone', async () => {
    const db = pgliteDb(await PGlite.create());
    try {
      await migrate(
        db,
        migrationFiles().filter((file) => file.name < '039'),
      );
      for (const code of ['old', 'older']) {
        const merchant = await db.query<{ id: number }>(`INSERT INTO merchants (code, name, settings) VALUES ($1, $1, '{}') RETURNING id`, [code]);
        await db.query(`INSERT INTO modules (merchant_id, mod_id, parent_mod_id, enabled, position) VALUES ($1, 'MEMBERCENTER3', NULL, true, 3)`, [
          merchant.rows[0].id,
        ]);
      }
      // a development database that applied the draft of this migration under its first name
      await db.exec(`CREATE TABLE feedback_entries (id serial PRIMARY KEY, text text NOT NULL)`);
      await db.query(`INSERT INTO schema_migrations (name) VALUES ('039_feedback_entries.sql')`);
      await migrate(db);
      const switches = await db.query<{ code: string; parent_mod_id: string; enabled: boolean }>(
        `SELECT m.code, s.parent_mod_id, s.enabled FROM modules s JOIN merchants m ON m.id = s.merchant_id WHERE s.mod_id = 'FEEDBACK3' ORDER BY m.code`,
      );
      expect(switches.rows).toEqual([
        { code: 'old', parent_mod_id: 'MEMBERCENTER3', enabled: true },
        { code: 'older', parent_mod_id: 'MEMBERCENTER3', enabled: true },
      ]);
      expect((await db.query<{ t: string | null }>(`SELECT to_regclass('feedback_entries')::text AS t`)).rows[0].t).toBeNull();
    } finally {
      await db.close();
    }
  });
});
