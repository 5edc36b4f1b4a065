/**
 * The public games catalogue on the seeded demo merchant: vendor lanes, the vendor-to-type map,
 * the paged and filtered game list in each language, hot games, PVP rooms, the lottery popular
 * list and the generated icons. Expected values are read from the database, so the tests hold
 * whatever the generator produces, as long as the gateway tells the truth about it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_TYPE_CODES, HOT_GROUPS } from '../../server/games/game-types';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.close());

const sql = async <T>(text: string, params: unknown[] = []) => (await gw.database.db.query<T>(text, params)).rows;
const count = async (where: string, params: unknown[] = []) =>
  (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM games g JOIN game_vendors v ON v.id = g.vendor_id WHERE ${where}`, params))[0].n;

async function getJson(path: string, headers: Record<string, string> = {}) {
  const response = await gw.get(path, { headers });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.success, response.body).toBe(true);
  return body.value;
}

interface WireGame {
  nodeId: string;
  gameName: string;
  gameType: string;
  vassalage: string;
  gameClassify: string;
  minBet: number;
  minLineNum: number;
  platforms: string;
  isHot: 0 | 1;
  popularity: number;
  iconUrl: string;
}

describe('seed', () => {
  it('has every game type, at least 20 vendors including the special codes, and at least 2,000 games', async () => {
    const types = await sql<{ code: string }>('SELECT code FROM game_types');
    expect(types.map((t) => t.code).sort()).toEqual([...GAME_TYPE_CODES].sort());
    const vendors = await sql<{ vassalage: string; game_type: string }>('SELECT vassalage, game_type FROM game_vendors');
    expect(vendors.length).toBeGreaterThanOrEqual(20);
    const typeOf = Object.fromEntries(vendors.map((v) => [v.vassalage, v.game_type]));
    expect(typeOf).toMatchObject({ DS88: 'COCKFIGHT', FB: 'SPORTS', TCG_LOTTO_VN: 'ELOTT', LOTT: 'LOTT' });
    expect(vendors.filter((v) => v.game_type === 'ESPORTS').length).toBeGreaterThanOrEqual(1);
    expect(await count('true')).toBeGreaterThanOrEqual(2000);
    const minBets = await sql<{ min_bet: number }>('SELECT DISTINCT min_bet FROM games ORDER BY min_bet');
    expect(minBets.map((r) => r.min_bet)).toEqual([1, 5, 10, 50, 75, 100]);
    expect(await count('g.is_hot')).toBeGreaterThan(0);
  });
});

describe('GCSGAME_newGameVendor', () => {
  it('answers value.data.lanes with one lane per game type, cards in vendor order, and class counts', async () => {
    const value = await getJson('/wps/relay/GCSGAME_newGameVendor?language=EN');
    const lanes = value.data.lanes;
    expect(lanes.map((lane: { title: string }) => lane.title)).toEqual([
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'RNG',
      'COCKFIGHT',
      'FISH',
      'PVP',
      'LOTT',
      'ELOTT',
    ]);
    const rng = lanes.find((lane: { title: string }) => lane.title === 'RNG');
    expect(rng).toMatchObject({ displayName: 'Slots', categoryId: 4 });
    const spb = rng.cards.find((card: { vassalage: string }) => card.vassalage === 'SPB');
    expect(spb).toMatchObject({
      vassalage: 'SPB',
      displayName: 'Spinbird Gaming',
      gameType: 'RNG',
      isGame: 'VASSALAGE',
      isHot: 1,
      maintenance: false,
    });
    // html5-desktop by default: flash-only games are not counted
    expect(spb.gameCount).toBe(await count(`v.vassalage = 'SPB' AND 'html5-desktop' = ANY(g.platforms)`));
    expect(spb.gameClassify.reduce((sum: number, c: { gameCount: number }) => sum + c.gameCount, 0)).toBe(spb.gameCount);
    expect(spb.gameClassify.find((c: { key: string }) => c.key === 'JACKPOT_SLOT')).toMatchObject({ displayName: 'Jackpot Slots' });
    expect(spb.smallIcon).toBe('/wps/assets/vendors/SPB.svg');
    // the lane's class counts add up its cards'
    const laneTotal = rng.gameClassify.reduce((sum: number, c: { gameCount: number }) => sum + c.gameCount, 0);
    expect(laneTotal).toBe(rng.cards.reduce((sum: number, card: { gameCount: number }) => sum + card.gameCount, 0));
    const sorts = rng.cards.map((card: { sort: number }) => card.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
    expect(lanes.find((lane: { title: string }) => lane.title === 'COCKFIGHT')).toMatchObject({
      categoryId: 5,
      cards: [expect.objectContaining({ vassalage: 'DS88' })],
    });
  });

  it('counts flash-only games for the flash platform and names lanes in the asked language', async () => {
    const value = await getJson('/wps/relay/GCSGAME_newGameVendor?platform=flash,html5-desktop&language=CN');
    const rng = value.data.lanes.find((lane: { title: string }) => lane.title === 'RNG');
    expect(rng.displayName).toBe('电子游戏');
    expect(rng.cards.find((c: { vassalage: string }) => c.vassalage === 'SPB').gameCount).toBe(await count(`v.vassalage = 'SPB'`));
    const ms = await getJson('/wps/relay/GCSGAME_newGameVendor', { language: 'MS' });
    expect(ms.data.lanes[0].displayName).toBe('Kasino Langsung');
  });

  it('gives a single-game vendor card its game to launch', async () => {
    await gw.database.db.query(`INSERT INTO game_vendors (merchant_id, vassalage, display_name, game_type, sort, logo_url)
      VALUES ((SELECT id FROM merchants WHERE code = 'demo'), 'SOLO', 'Solo Sports', 'SPORTS', 99, '/wps/assets/vendors/SOLO.svg')`);
    await gw.database.db.query(`INSERT INTO games (merchant_id, node_id, vendor_id, game_type, game_code, name_ms, name_en, name_cn, game_class, min_bet, platforms, icon_url, release_date)
      SELECT merchant_id, '99990001', id, 'SPORTS', 'SOLO-1', 'Solo', 'Solo', 'Solo', 'SPORTSBOOK', 100, '{flash,html5-desktop}', '/i.svg', '2026-01-01'
        FROM game_vendors WHERE vassalage = 'SOLO'`);
    // what an operator change does: bump the catalogue version, seen within a second
    await gw.database.db.query(`UPDATE game_catalogue_state SET version = version + 1`);
    gw.clock.advance(1_000);
    const value = await getJson('/wps/relay/GCSGAME_newGameVendor?language=EN');
    const sports = value.data.lanes.find((lane: { title: string }) => lane.title === 'SPORTS');
    expect(sports.cards.at(-1)).toMatchObject({ vassalage: 'SOLO', isGame: 'GAME', gameCode: 'SOLO-1', nodeId: '99990001', gameCount: 1 });
    expect(sports.cards[0]).not.toHaveProperty('gameCode');
    await gw.database.db.query(`DELETE FROM game_vendors WHERE vassalage = 'SOLO'`);
    await gw.database.db.query(`UPDATE game_catalogue_state SET version = version + 1`);
    gw.clock.advance(1_000);
  });
});

describe('GCSGAME_getVassGameType', () => {
  it('maps every type to its vendors and their classes', async () => {
    const value = await getJson('/wps/relay/GCSGAME_getVassGameType');
    expect(Object.keys(value.content)).toEqual(['LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'COCKFIGHT', 'FISH', 'PVP', 'LOTT', 'ELOTT']);
    expect(value.content.COCKFIGHT).toEqual({ DS88: ['COCKFIGHT'] });
    const vendors = await sql<{ vassalage: string }>(`SELECT vassalage FROM game_vendors WHERE game_type = 'RNG' ORDER BY sort`);
    expect(Object.keys(value.content.RNG)).toEqual(vendors.map((v) => v.vassalage));
    expect(value.content.RNG.SPB).toContain('SLOT');
  });
});

describe('GCSGAME_gameList', () => {
  const list = (query: string, headers: Record<string, string> = {}) => getJson(`/wps/relay/GCSGAME_gameList?${query}`, headers);

  it('pages with a stable order: first page, last page and totalPages', async () => {
    const total = await count(`g.game_type = 'RNG' AND v.vassalage = 'GLX'`);
    const first = await list('gameType=RNG&vassalage=GLX&pageNo=1&pageSize=15&language=EN');
    expect(first.totalCount).toBe(total);
    expect(first.totalPages).toBe(Math.ceil(total / 15));
    expect(first.games).toHaveLength(15);
    const last = await list(`gameType=RNG&vassalage=GLX&pageNo=${first.totalPages}&pageSize=15&language=EN`);
    expect(last.games).toHaveLength(total - 15 * (first.totalPages - 1));
    // every game exactly once across all pages, in the vendor's own order
    const everything = await list('gameType=RNG&vassalage=GLX&pageNo=1&pageSize=100&language=EN');
    const rest = await list('gameType=RNG&vassalage=GLX&pageNo=2&pageSize=100&language=EN');
    const rest2 = await list('gameType=RNG&vassalage=GLX&pageNo=3&pageSize=100&language=EN');
    const ids = [...everything.games, ...rest.games, ...rest2.games].map((g: WireGame) => g.nodeId);
    expect(new Set(ids).size).toBe(total);
    const expected = await sql<{ node_id: string }>(
      `SELECT g.node_id FROM games g JOIN game_vendors v ON v.id = g.vendor_id WHERE v.vassalage = 'GLX' ORDER BY g.sort, g.id`,
    );
    expect(ids).toEqual(expected.map((r) => r.node_id));
    expect(first.games.map((g: WireGame) => g.nodeId)).toEqual(ids.slice(0, 15));
    // past the last page: no games, same totals
    const beyond = await list(`gameType=RNG&vassalage=GLX&pageNo=${first.totalPages + 1}&pageSize=15`);
    expect(beyond).toEqual({ games: [], totalPages: first.totalPages, totalCount: total });
  });

  it('answers the contract Game shape', async () => {
    const value = await list('gameType=LIVE&vassalage=DLV&pageSize=1&language=EN');
    const row = (
      await sql<{ node_id: string; name_en: string; game_code: string; min_bet: number; game_class: string }>(
        `SELECT g.node_id, g.name_en, g.game_code, g.min_bet, g.game_class FROM games g JOIN game_vendors v ON v.id = g.vendor_id WHERE v.vassalage = 'DLV' ORDER BY g.sort, g.id LIMIT 1`,
      )
    )[0];
    expect(value.games[0]).toEqual({
      nodeId: row.node_id,
      gameId: row.node_id,
      roomId: null,
      gameCode: row.game_code,
      code: row.game_code,
      vassalage: 'DLV',
      vendor: 'DLV',
      accountTypeName: 'DLV',
      gameType: 'LIVE',
      gameName: row.name_en,
      nodeName: row.name_en,
      displayName: row.name_en,
      gameClassify: row.game_class,
      minBet: row.min_bet / 100,
      minLineNum: 1,
      platforms: 'flash,html5-desktop',
      isHot: expect.any(Number),
      popularity: expect.any(Number),
      iconUrl: `/wps/assets/games/${row.node_id}.svg`,
      showIcon: `/wps/assets/games/${row.node_id}.svg`,
      defaultIcon: '/wps/assets/games/default.svg',
      releaseDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      isGame: 'GAME',
      maintenance: false,
    });
  });

  it('filters by game type, vendor, class, minimum bet, lines and platform', async () => {
    const cases: [string, string][] = [
      ['gameType=FISH', `g.game_type = 'FISH'`],
      ['vassalage=mng', `v.vassalage = 'MNG'`],
      ['gameType=RNG&gameClassify=SCRATCH', `g.game_type = 'RNG' AND g.game_class = 'SCRATCH'`],
      ['gameType=RNG&minBet=0.05', `g.game_type = 'RNG' AND g.min_bet = 5`],
      ['gameType=RNG&minBet=0.75', `g.game_type = 'RNG' AND g.min_bet = 75`],
      ['gameType=RNG&minLineNum=25', `g.game_type = 'RNG' AND g.min_line_num = 25`],
      ['gameType=RNG&platform=html5-desktop', `g.game_type = 'RNG' AND 'html5-desktop' = ANY(g.platforms)`],
      ['gameType=RNG&platform=html5', `g.game_type = 'RNG' AND 'html5-desktop' = ANY(g.platforms)`],
      ['gameType=RNG&platform=flash,html5-desktop', `g.game_type = 'RNG'`],
      ['gameType=RNG&vassalage=TKS&gameClassify=JACKPOT_SLOT&minBet=0.01', `v.vassalage = 'TKS' AND g.game_class = 'JACKPOT_SLOT' AND g.min_bet = 1`],
    ];
    for (const [query, where] of cases) {
      const expected = await count(where);
      expect(expected, query).toBeGreaterThan(0);
      const value = await list(`${query}&pageSize=100`);
      expect(value.totalCount, query).toBe(expected);
      expect(value.games.length, query).toBe(Math.min(100, expected));
    }
    const flashOnly = await list('gameType=RNG&platform=html5-desktop&pageSize=100');
    expect(flashOnly.games.every((g: WireGame) => g.platforms === 'flash,html5-desktop')).toBe(true);
    const scratch = await list('gameType=RNG&gameClassify=scratch&pageSize=100');
    expect(scratch.games.every((g: WireGame) => g.gameClassify === 'SCRATCH' && g.gameType === 'RNG')).toBe(true);
    const cheap = await list('gameType=RNG&minBet=0.05&pageSize=100');
    expect(cheap.games.every((g: WireGame) => g.minBet === 0.05)).toBe(true);
  });

  it('treats empty parameters as absent', async () => {
    const value = await list('gameType=PVP&vassalage=&gameClassify=&gameName=&minBet=&pageNo=&pageSize=');
    expect(value.totalCount).toBe(await count(`g.game_type = 'PVP'`));
    expect(value.games).toHaveLength(15);
  });

  it('searches names case-insensitively in the asked language and in English', async () => {
    const dragons = await count(`lower(g.name_en) LIKE '%dragon%'`);
    expect(dragons).toBeGreaterThan(0);
    expect((await list('gameName=DRAGON&language=EN')).totalCount).toBe(dragons);
    expect((await list('gameName=dRaGoN&language=EN')).totalCount).toBe(dragons);
    // Malay: 'Naga' only in Malay names (dragon is "naga"), and English terms still match
    const naga = await count(`lower(g.name_ms) LIKE '%naga%' OR lower(g.name_en) LIKE '%naga%'`);
    const malay = await list('gameName=naga&language=MS&pageSize=100');
    expect(malay.totalCount).toBe(naga);
    expect(malay.games.every((g: WireGame) => g.gameName.toLowerCase().includes('naga'))).toBe(true);
    expect((await list('gameName=dragon&language=MS')).totalCount).toBe(dragons);
    // Chinese
    const long = await count(`g.name_cn LIKE '%龙%' OR lower(g.name_en) LIKE '%龙%'`);
    expect((await list(`gameName=${encodeURIComponent('龙')}&language=CN`)).totalCount).toBe(long);
    // a search that is also a LIKE pattern is taken literally
    expect((await list('gameName=%25')).totalCount).toBe(0);
    expect((await list('gameName=no-such-game-anywhere')).totalCount).toBe(0);
  });

  it('names games in the asked language, from the parameter or the Language header, English for other languages', async () => {
    const row = (
      await sql<{ node_id: string; name_ms: string; name_en: string; name_cn: string }>(
        `SELECT g.node_id, g.name_ms, g.name_en, g.name_cn FROM games g JOIN game_vendors v ON v.id = g.vendor_id WHERE v.vassalage = 'OCF' ORDER BY g.sort, g.id LIMIT 1`,
      )
    )[0];
    const first = async (query: string, headers: Record<string, string> = {}) => (await list(`vassalage=OCF&pageSize=1${query}`, headers)).games[0];
    expect((await first('&language=MS')).gameName).toBe(row.name_ms);
    expect((await first('&language=CN')).gameName).toBe(row.name_cn);
    expect((await first('&language=EN')).gameName).toBe(row.name_en);
    expect((await first('&language=TH')).gameName).toBe(row.name_en);
    expect((await first('', { language: 'CN' })).gameName).toBe(row.name_cn);
    // the demo merchant's default language is Malay
    expect((await first('')).gameName).toBe(row.name_ms);
    expect(row.name_ms).not.toBe(row.name_en);
  });

  it('refuses bad input with a 400 envelope naming the field', async () => {
    const cases: [string, string][] = [
      ['pageSize=101', 'pageSize'],
      ['pageSize=0', 'pageSize'],
      ['pageNo=0', 'pageNo'],
      ['pageNo=abc', 'pageNo'],
      ['pageNo=1.5', 'pageNo'],
      ['gameType=POKER', 'gameType'],
      ['minBet=cheap', 'minBet'],
      ['minBet=0.001', 'minBet'],
      ['minLineNum=-1', 'minLineNum'],
      ['platform=amiga', 'platform'],
      ['clientType=9', 'clientType'],
      ['vassalage=GL%20X', 'vassalage'],
      ['language=%3Cscript%3E', 'language'],
      [`gameName=${'x'.repeat(65)}`, 'gameName'],
      ['pageNo=1&pageNo=2', 'pageNo'],
    ];
    for (const [query, field] of cases) {
      const response = await gw.get(`/wps/relay/GCSGAME_gameList?${query}`);
      expect(response.statusCode, query).toBe(400);
      const body = response.json();
      expect(body, query).toMatchObject({ success: false, errorCode: 'request_param_err', value: { fields: { [field]: expect.any(String) } } });
      expect(body.message, query).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('lists a vendor under maintenance with its games flagged', async () => {
    await gw.database.db.query(`UPDATE game_vendors SET status = 'maintenance' WHERE vassalage = 'RFH'`);
    await gw.database.db.query(`UPDATE game_vendors SET status = 'disabled' WHERE vassalage = 'OCF'`);
    await gw.database.db.query(`UPDATE game_catalogue_state SET version = version + 1`);
    gw.clock.advance(1_000);
    const fish = await list('gameType=FISH&pageSize=100');
    expect(fish.totalCount).toBe(await count(`v.vassalage = 'RFH'`));
    expect(fish.games.every((g: WireGame) => g.vassalage === 'RFH' && (g as WireGame & { maintenance: boolean }).maintenance)).toBe(true);
    await gw.database.db.query(`UPDATE game_vendors SET status = 'active' WHERE vassalage IN ('RFH', 'OCF')`);
    await gw.database.db.query(`UPDATE game_catalogue_state SET version = version + 1`);
    gw.clock.advance(1_000);
    expect((await list('gameType=FISH')).totalCount).toBe(await count(`g.game_type = 'FISH'`));
  });

  it('flags one game under maintenance while the rest of its vendor stays open', async () => {
    const first = (await list('gameType=RNG&pageSize=2')).games as (WireGame & { maintenance: boolean })[];
    await gw.database.db.query('UPDATE games SET maintenance = true WHERE node_id = $1', [Number(first[0].nodeId)]);
    await gw.database.db.query(`UPDATE game_catalogue_state SET version = version + 1`);
    gw.clock.advance(1_000);
    try {
      const [closed, open] = (await list('gameType=RNG&pageSize=2')).games as (WireGame & { maintenance: boolean })[];
      expect(closed).toMatchObject({ nodeId: first[0].nodeId, maintenance: true });
      expect(open).toMatchObject({ nodeId: first[1].nodeId, maintenance: false });
    } finally {
      await gw.database.db.query('UPDATE games SET maintenance = false WHERE node_id = $1', [Number(first[0].nodeId)]);
      await gw.database.db.query(`UPDATE game_catalogue_state SET version = version + 1`);
      gw.clock.advance(1_000);
    }
  });
});

describe('GCSGAME_hotGamesV2', () => {
  it('groups hot games as ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP, most popular first', async () => {
    const value = await getJson('/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5&language=EN');
    expect(value.list.map((group: { gameType: string }) => group.gameType)).toEqual([...HOT_GROUPS]);
    for (const group of value.list as { gameType: string; list: WireGame[]; footer: { path: string; gameCount: number } }[]) {
      expect(group.list.length, group.gameType).toBeGreaterThan(0);
      expect(group.list.length).toBeLessThanOrEqual(12);
      expect(group.list.every((g) => g.isHot === 1)).toBe(true);
      const popularity = group.list.map((g) => g.popularity);
      expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
      const types = group.gameType === 'SPORTS' ? `('SPORTS', 'ESPORTS', 'COCKFIGHT')` : `('${group.gameType}')`;
      expect(group.list.every((g) => types.includes(`'${g.gameType}'`))).toBe(true);
      expect(group.footer.gameCount).toBe(await count(`g.is_hot AND g.game_type IN ${types} AND 'html5-desktop' = ANY(g.platforms)`));
    }
    expect(value.list.find((g: { gameType: string }) => g.gameType === 'RNG').footer.path).toBe('/rng');
  });

  it('narrows to one vendor', async () => {
    const value = await getJson('/wps/relay/GCSGAME_hotGamesV2?vassalage=SPB');
    const games = value.list.flatMap((group: { list: WireGame[] }) => group.list);
    expect(games.length).toBe(Math.min(12, await count(`g.is_hot AND v.vassalage = 'SPB'`)));
    expect(games.every((g: WireGame) => g.vassalage === 'SPB')).toBe(true);
  });
});

describe('rooms and popular lottery games', () => {
  it('lists PVP rooms of a game by tier', async () => {
    const game = (await sql<{ node_id: string }>(`SELECT node_id FROM games WHERE game_type = 'PVP' ORDER BY id LIMIT 1`))[0];
    const value = await getJson(`/wps/relay/GLS2_roomList?nodeId=${game.node_id}&language=EN`);
    expect(value.list.map((room: { tier: string }) => room.tier)).toEqual(['BEGINNER', 'STANDARD', 'VIP', 'HIGH_ROLLER']);
    for (const room of value.list) {
      expect(room).toMatchObject({ nodeId: game.node_id, roomId: expect.stringMatching(new RegExp(`^${game.node_id}-\\d$`)), maintenance: false });
      expect(room.players).toBeLessThanOrEqual(room.seats);
    }
    const byVendor = await getJson('/wps/relay/GLS2_roomList?vassalage=TGC');
    expect(byVendor.list.length).toBe(4 * (await count(`v.vassalage = 'TGC'`)));
  });

  it('answers /lgw/games/popular unenveloped: lottery games with their current draw', async () => {
    const response = await gw.get('/lgw/games/popular?count=20&prizeMode=LOTT&device=WEB&language=EN');
    expect(response.statusCode).toBe(200);
    const games = response.json();
    expect(Array.isArray(games)).toBe(true);
    expect(games).toHaveLength(20);
    for (const game of games) {
      expect(['LOTT', 'ELOTT']).toContain(game.gameType);
      expect(game.gameId).toBe(game.nodeId);
      expect(game.numero).toMatch(/^\d{8}(-\d{2,4})?$/);
      expect(game.remainTime).toBeGreaterThan(0);
    }
    // the countdown follows the clock
    gw.clock.advance(10_000);
    const later = (await gw.get('/lgw/games/popular?count=20')).json();
    const quick = games.find((g: { numero: string; remainTime: number }) => g.numero.includes('-') && g.remainTime > 11_000);
    expect(later.find((g: { nodeId: string }) => g.nodeId === quick.nodeId).remainTime).toBe(quick.remainTime - 10_000);
    expect((await gw.get('/lgw/games/popular?count=500')).statusCode).toBe(400);
  });
});

describe('icons', () => {
  it('serves a generated, cacheable SVG per game and per vendor', async () => {
    const game = (await sql<{ node_id: string; name_en: string }>(`SELECT node_id, name_en FROM games ORDER BY id LIMIT 1`))[0];
    const response = await gw.get(`/wps/assets/games/${game.node_id}.svg`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).toContain(`aria-label="${game.name_en.replaceAll("'", '&apos;')}"`);
    const again = await gw.get(`/wps/assets/games/${game.node_id}.svg`, { headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await gw.get('/wps/assets/games/default.svg')).statusCode).toBe(200);
    expect((await gw.get('/wps/assets/games/123456789.svg')).statusCode).toBe(404);
    expect((await gw.get('/wps/assets/games/..%2Fetc.svg')).statusCode).toBe(404);
    const logo = await gw.get('/wps/assets/vendors/DS88.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toContain('DS88 Sabong');
    expect((await gw.get('/wps/assets/vendors/NOPE.svg')).statusCode).toBe(404);
  });
});
