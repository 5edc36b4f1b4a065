/** What a new member-centre page brings to the gateway: its wire schemas, its routes, its service, its table. */
import type { PageNames } from './names';

const upper = (n: PageNames) => n.snake.toUpperCase();

export function wireFile(n: PageNames): string {
  return `/**
 * The ${n.title.toLowerCase()} page's calls (token):
 * - \`GET ${n.path}\`: the member's entries, newest first;
 * - \`PUT ${n.path}\` \`{ text }\`: a new entry, the text trimmed, 1 to ${'${'}${upper(n)}_TEXT_MAX} characters.
 */
import { z } from 'zod';
import { ${upper(n)}_TEXT_MAX } from '../rules/${n.kebab}';
import { epochMs } from './fields.schemas';

export const ${n.key}Body = z.strictObject({
  text: z.string().trim().min(1, 'Enter a text').max(${upper(n)}_TEXT_MAX, \`At most ${'${'}${upper(n)}_TEXT_MAX} characters\`),
});
export type ${n.pascal}Body = z.output<typeof ${n.key}Body>;

export const ${n.key}ListValue = z.strictObject({
  list: z.array(z.strictObject({ id: z.number().int().positive(), text: z.string(), createdAt: epochMs })),
});
export type ${n.pascal}ListValue = z.output<typeof ${n.key}ListValue>;

export const ${n.key}SentValue = z.strictObject({ id: z.number().int().positive() });
`;
}

export function routesFile(n: PageNames): string {
  return `/**
 * The ${n.title.toLowerCase()} page's routes (wire/${n.kebab}.schemas.ts): each parses, calls the
 * service (${n.kebab}.service.ts) and answers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ${n.key}Body } from '../../wire/${n.kebab}.schemas';
import type { AppContext } from '../app-context';
import { ok } from '../http/envelope';
import { sensitiveLimit } from '../http/rate-limit';
import { parseBody } from '../http/validation';
import { add${n.pascal}Entry, list${n.pascal}Entries } from './${n.kebab}.service';

export function ${n.key}Routes(app: FastifyInstance, ctx: AppContext) {
  const owner = (request: FastifyRequest) => ({ merchantId: request.merchant!.id, memberId: request.session!.memberId });

  app.get('${n.path}', { config: { auth: 'token' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ list: await list${n.pascal}Entries(ctx.db, owner(request)) });
  });

  app.put('${n.path}', { config: { auth: 'token', rateLimit: sensitiveLimit(ctx, '${n.key}') } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = parseBody(${n.key}Body, request.body);
    return ok({ id: await add${n.pascal}Entry(ctx.db, { ...owner(request), text: body.text, now: ctx.now() }) });
  });
}
`;
}

export function serviceFile(n: PageNames): string {
  return `/** The ${n.title.toLowerCase()} page's entries: a member reads and adds only their own. */
import type { Queryable } from '../db/db.types';

interface Owner {
  merchantId: number;
  memberId: number;
}

/** How many entries the page lists. */
export const ${upper(n)}_LIST_SIZE = 50;

export async function list${n.pascal}Entries(db: Queryable, owner: Owner) {
  const rows = await db.query<{ id: number; text: string; created_at: Date }>(
    \`SELECT id, text, created_at FROM ${n.snake}_entries WHERE merchant_id = $1 AND member_id = $2 ORDER BY id DESC LIMIT $3\`,
    [owner.merchantId, owner.memberId, ${upper(n)}_LIST_SIZE],
  );
  return rows.rows.map((row) => ({ id: row.id, text: row.text, createdAt: row.created_at.getTime() }));
}

export async function add${n.pascal}Entry(db: Queryable, entry: Owner & { text: string; now: Date }): Promise<number> {
  const row = await db.query<{ id: number }>(
    \`INSERT INTO ${n.snake}_entries (merchant_id, member_id, text, created_at) VALUES ($1, $2, $3, $4) RETURNING id\`,
    [entry.merchantId, entry.memberId, entry.text, entry.now],
  );
  return row.rows[0].id;
}
`;
}

export function migrationFile(n: PageNames): string {
  return `-- The ${n.title.toLowerCase()} page's entries (server/${n.kebab}/${n.kebab}.service.ts): one row per form a member sent.
CREATE TABLE ${n.snake}_entries (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  text text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX ${n.snake}_entries_member ON ${n.snake}_entries (member_id, id);
`;
}

export function serverTest(n: PageNames): string {
  return `/**
 * The ${n.title.toLowerCase()} page's calls on a real database, through the gateway's routes: a
 * member lists only their own entries, newest first; a text is trimmed and kept; an empty or too
 * long one is refused by field and keeps nothing; a guest is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../server/demo-games/random';
import { newPlayer, startGameGateway } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';

let g: GameGateway;

beforeAll(async () => {
  g = await startGameGateway(cryptoRandom);
});
afterAll(async () => g.gw.close());

const send = (token: string, payload: object) =>
  g.gw.app.inject({ method: 'PUT', url: '${n.path}', payload, headers: { authorization: token } });
const list = async (token: string) => (await g.gw.get('${n.path}', { token })).json().value.list as { text: string }[];

describe('${n.path}', () => {
  it("keeps a member's texts, trimmed, and lists only theirs, newest first", async () => {
    const ann = await newPlayer(g, 0n);
    const bob = await newPlayer(g, 0n);
    expect((await send(ann.token, { text: '  first  ' })).json()).toMatchObject({ success: true });
    expect((await send(ann.token, { text: 'second' })).json()).toMatchObject({ success: true });
    expect((await list(ann.token)).map((entry) => entry.text)).toEqual(['second', 'first']);
    expect(await list(bob.token)).toEqual([]);
  });

  it('refuses an empty or too long text by field and keeps nothing', async () => {
    const ann = await newPlayer(g, 0n);
    for (const text of ['   ', 'x'.repeat(501)]) {
      const answer = await send(ann.token, { text });
      expect(answer.json()).toMatchObject({ success: false, errorCode: 'request_param_err', value: { fields: { text: expect.any(String) } } });
    }
    expect(await list(ann.token)).toEqual([]);
  });

  it('refuses a guest', async () => {
    const answer = await g.gw.app.inject({ method: 'PUT', url: '${n.path}', payload: { text: 'hello' } });
    expect(answer.json()).toMatchObject({ success: false });
  });
});
`;
}
