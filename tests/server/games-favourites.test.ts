/**
 * A member's favourite and recent games: add and remove (idempotent), the id list and the paged
 * list, isolation between members and between merchants, trial accounts refused with the
 * real-account code, unknown games refused, and recent games in play order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeAdminCommand, parseAdminArgs } from '../../server/admin/admin.commands';
import { seedGames } from '../../server/db/seed-games';
import { recordRecentGame } from '../../server/games/member-games.service';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let gw: TestGateway;
let games: { node_id: string; vassalage: string; game_type: string; name_en: string }[];
let otherMerchantGame: string;

beforeAll(async () => {
  gw = await startTestGateway();
  games = (
    await gw.database.db.query<{ node_id: string; vassalage: string; game_type: string; name_en: string }>(
      `SELECT g.node_id, v.vassalage, g.game_type, g.name_en FROM games g JOIN game_vendors v ON v.id = g.vendor_id
        WHERE g.merchant_id = (SELECT id FROM merchants WHERE code = 'demo') ORDER BY g.id LIMIT 8`,
    )
  ).rows;
  // a second merchant with its own catalogue and members
  await gw.database.db.query(`INSERT INTO merchants (code, name, settings) SELECT 'other', 'Other', settings FROM merchants WHERE code = 'demo'`);
  await seedGames(gw.database.db, { now: gw.clock.now, merchantCode: 'other' });
  otherMerchantGame = (
    await gw.database.db.query<{ node_id: string }>(
      `SELECT node_id FROM games WHERE merchant_id = (SELECT id FROM merchants WHERE code = 'other') ORDER BY id LIMIT 1`,
    )
  ).rows[0].node_id;
  for (const argv of [
    ['member', 'create', 'fav_ann', 'Favourite-1'],
    ['member', 'create', 'fav_bob', 'Favourite-2'],
    ['member', 'create', 'fav_ann', 'Favourite-3', '--merchant', 'other'],
  ]) {
    const result = await executeAdminCommand(gw.database.db, parseAdminArgs(argv), {
      hasher: gw.app.ctx.providers.hasher,
      now: gw.clock.now,
      via: 'cli',
    });
    expect(result.code, result.stderr).toBe(0);
  }
});
afterAll(() => gw?.close());

async function tokenOf(username: string, password: string, merchant = 'demo'): Promise<string> {
  const response = await gw.sealed('POST', '/wps/session/login', { username, password, captcha: null, type: 'username' }, { headers: { merchant } });
  const body = response.json();
  expect(body, response.body).toMatchObject({ success: true });
  return body.value.token;
}

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: unknown, merchant = 'demo') =>
  gw.app.inject({ method, url, payload: payload as object | undefined, headers: { authorization: token, merchant } });

const ids = async (token: string, merchant = 'demo') =>
  (await call('GET', '/wps/relay/MCSFE_getFavoriteGames', token, undefined, merchant)).json().value;
const add = (token: string, game: { node_id: string; vassalage: string; game_type: string }, merchant = 'demo') =>
  call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', token, { nodeId: game.node_id, vendor: game.vassalage, gameType: game.game_type }, merchant);
const remove = (token: string, game: { node_id: string; vassalage: string; game_type: string }) =>
  call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', token, { nodeId: game.node_id, vendor: game.vassalage, gameType: game.game_type });

describe('favourites', () => {
  it('adds, lists and removes favourites, idempotently, ids as strings', async () => {
    const ann = await tokenOf('fav_ann', 'Favourite-1');
    expect(await ids(ann)).toEqual([]);
    const added = await add(ann, games[0]);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ success: true, value: { nodeId: games[0].node_id, favorite: true, nodeIds: [games[0].node_id] } });
    expect((await add(ann, games[0])).json().value.nodeIds).toEqual([games[0].node_id]);
    gw.clock.advance(1_000);
    // a numeric node id is the same game
    const numeric = await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', ann, {
      nodeId: Number(games[1].node_id),
      vendor: games[1].vassalage,
      gameType: games[1].game_type,
    });
    expect(numeric.json().value.nodeIds).toEqual([games[1].node_id, games[0].node_id]);
    const idList = await ids(ann);
    expect(idList).toEqual([games[1].node_id, games[0].node_id]);
    expect(idList.every((id: unknown) => typeof id === 'string')).toBe(true);

    const page = (await call('GET', '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=1&language=EN', ann)).json().value;
    expect(page).toMatchObject({ pageNum: 1, pageSize: 1, totalPages: 2, totalCount: 2 });
    expect(page.content).toHaveLength(1);
    expect(page.content[0]).toMatchObject({ nodeId: games[1].node_id, gameName: games[1].name_en, vassalage: games[1].vassalage });

    expect((await remove(ann, games[1])).json().value).toEqual({ nodeId: games[1].node_id, favorite: false, nodeIds: [games[0].node_id] });
    expect((await remove(ann, games[1])).json().value.nodeIds).toEqual([games[0].node_id]);
    // DELETE with the parameters in the query string, as some clients send it
    const byQuery = await call('DELETE', `/wps/relay/MCSFE_removeFavoriteGameV2?nodeId=${games[0].node_id}`, ann);
    expect(byQuery.json().value.nodeIds).toEqual([]);
  });

  it('keeps members and merchants apart', async () => {
    const ann = await tokenOf('fav_ann', 'Favourite-1');
    const bob = await tokenOf('fav_bob', 'Favourite-2');
    const otherAnn = await tokenOf('fav_ann', 'Favourite-3', 'other');
    await add(ann, games[2]);
    await add(bob, games[3]);
    expect(await ids(ann)).toEqual([games[2].node_id]);
    expect(await ids(bob)).toEqual([games[3].node_id]);
    expect(await ids(otherAnn, 'other')).toEqual([]);
    // bob removing ann's favourite changes nothing for ann
    await remove(bob, games[2]);
    expect(await ids(ann)).toEqual([games[2].node_id]);
    // another merchant's game is not a game here, and a demo game is not one at the other merchant
    const foreign = await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', ann, { nodeId: otherMerchantGame });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, errorCode: 'game.not.found' });
    expect((await add(otherAnn, games[2], 'other')).statusCode).toBe(404);
    const otherAdd = await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', otherAnn, { nodeId: otherMerchantGame }, 'other');
    expect(otherAdd.json().value.nodeIds).toEqual([otherMerchantGame]);
    expect(await ids(ann)).toEqual([games[2].node_id]);
    // a token of one merchant is no session at another
    expect((await call('GET', '/wps/relay/MCSFE_getFavoriteGames', ann, undefined, 'other')).statusCode).toBe(401);
  });

  it("refuses unknown games, a vendor or type that is not the game's, and bad bodies", async () => {
    const ann = await tokenOf('fav_ann', 'Favourite-1');
    const before = await ids(ann);
    for (const body of [
      { nodeId: '999999999' },
      { nodeId: games[4].node_id, vendor: 'NOPE', gameType: games[4].game_type },
      { nodeId: games[4].node_id, vendor: games[4].vassalage, gameType: games[4].game_type === 'RNG' ? 'LIVE' : 'RNG' },
    ]) {
      const response = await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', ann, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(404);
      expect(response.json().errorCode).toBe('game.not.found');
    }
    for (const body of [{}, { nodeId: 'abc' }, { nodeId: games[4].node_id, gameType: 'POKER' }]) {
      const response = await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', ann, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errorCode).toBe('request_param_err');
    }
    expect(await ids(ann)).toEqual(before);
  });

  it('needs a session, and refuses trial accounts with in_need_true_account', async () => {
    expect((await gw.get('/wps/relay/MCSFE_getFavoriteGames')).statusCode).toBe(401);
    expect(
      (await gw.app.inject({ method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', payload: { nodeId: games[0].node_id } })).statusCode,
    ).toBe(401);
    const trial = (await gw.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json().value.token;
    for (const [method, url] of [
      ['GET', '/wps/relay/MCSFE_getFavoriteGames'],
      ['GET', '/wps/relay/MCSFE_getFavoriteGamesList'],
      ['POST', '/wps/relay/MCSFE_addFavoriteGameV2'],
      ['DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2'],
      ['GET', '/wps/relay/GCS_recentGame'],
    ] as const) {
      const response = await call(method, url, trial, method === 'GET' ? undefined : { nodeId: games[0].node_id });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ success: false, errorCode: 'in_need_true_account' });
    }
    const rows = await gw.database.db.query(`SELECT 1 FROM favourite_games f JOIN members m ON m.id = f.member_id WHERE m.type = 4`);
    expect(rows.rows).toHaveLength(0);
  });
});

describe('recent games', () => {
  it('lists the games the launch recorded, most recent first, each once', async () => {
    const bob = await tokenOf('fav_bob', 'Favourite-2');
    const member = (await gw.database.db.query<{ id: number; merchant_id: number }>(`SELECT id, merchant_id FROM members WHERE username = 'fav_bob'`))
      .rows[0];
    const record = (nodeId: string) =>
      recordRecentGame(gw.database.db, { merchantId: member.merchant_id, memberId: member.id, nodeId, now: gw.clock.now() });
    expect((await call('GET', '/wps/relay/GCS_recentGame', bob)).json()).toEqual({ success: true, value: [] });
    for (const game of [games[5], games[6], games[7], games[5]]) {
      gw.clock.advance(60_000);
      expect(await record(game.node_id)).toBe(true);
    }
    const value = (await call('GET', '/wps/relay/GCS_recentGame?language=EN', bob)).json().value;
    expect(value.map((g: { nodeId: string }) => g.nodeId)).toEqual([games[5].node_id, games[7].node_id, games[6].node_id]);
    expect(value[0]).toMatchObject({ gameName: games[5].name_en, lastPlayedAt: gw.clock.now().toISOString() });
    // an unknown game or one of another merchant is not recorded
    expect(await record('999999999')).toBe(false);
    expect(await record(otherMerchantGame)).toBe(false);
    // another member sees none of it
    const ann = await tokenOf('fav_ann', 'Favourite-1');
    expect((await call('GET', '/wps/relay/GCS_recentGame', ann)).json().value).toEqual([]);
  });

  it('keeps the newest 50', async () => {
    const member = (
      await gw.database.db.query<{ id: number; merchant_id: number }>(
        `SELECT id, merchant_id FROM members WHERE username = 'fav_ann' AND merchant_id = (SELECT id FROM merchants WHERE code = 'demo')`,
      )
    ).rows[0];
    const many = (
      await gw.database.db.query<{ node_id: string }>(`SELECT node_id FROM games WHERE merchant_id = $1 ORDER BY id LIMIT 55`, [member.merchant_id])
    ).rows;
    for (const game of many) {
      gw.clock.advance(1_000);
      await recordRecentGame(gw.database.db, { merchantId: member.merchant_id, memberId: member.id, nodeId: game.node_id, now: gw.clock.now() });
    }
    const ann = await tokenOf('fav_ann', 'Favourite-1');
    const value = (await call('GET', '/wps/relay/GCS_recentGame', ann)).json().value;
    expect(value).toHaveLength(50);
    expect(value[0].nodeId).toBe(many.at(-1)!.node_id);
    expect(value.at(-1).nodeId).toBe(many[5].node_id);
  });
});
