/**
 * The lottery gateway calls (/lgw, raw JSON, CONTRACT §1.4 and §4.12) on a seeded catalogue with a
 * controlled clock (Monday 2 March 2026, 15:00 in Vietnam): the Vietnamese menus with their rota,
 * countdowns and locks, recent games, opened numeros once the draw job has run, the games map,
 * the near numeros, the draw history pages, and the popular list agreeing with the same schedules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileLotteryCatalogue } from '../../server/db/seed-lottery';
import { seededRandom } from '../../server/demo-games/random';
import { createDrawJob } from '../../server/lottery/draw-job';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let gw: TestGateway;
const json = async (path: string, headers: Record<string, string> = {}) => {
  const response = await gw.get(path, { headers });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

interface MenuItem {
  gameId: string;
  gameCode: string;
  gameName: string;
  gameMenuTag: string;
  drawDayOfWeek: string;
  remark: string;
  numero: string;
  remainTime: number;
  lockTime: number;
  locked: boolean;
  winningTime: number;
  vassalage: string;
}
type Menus = Record<string, { tag: string; name: string; gameMenus: MenuItem[] }>;

const HOUR = 3_600_000;

beforeAll(async () => {
  gw = await startTestGateway({ providers: { gameRandom: seededRandom(11) } });
});
afterAll(() => gw?.close());

const runDraws = () => createDrawJob({ db: gw.database.db, now: gw.clock.now, random: seededRandom(5) }, { everyMs: null }).runOnce();

describe('/lgw/vn/games/game_menu', () => {
  it('answers the Vietnamese menus unenveloped: North, Central, South, Fast, with each station’s rota and live countdown', async () => {
    const response = await json('/lgw/vn/games/game_menu?prizeMode=ELOTT&device=WEB&count=100&language=EN');
    expect(response.headers['cache-control']).toBe('no-store');
    const menus: Menus = response.json();
    expect(menus).not.toHaveProperty('success');
    expect(Object.keys(menus)).toEqual(['NORTH', 'CENTRAL', 'SOUTH', 'FAST']);
    expect(menus.NORTH).toMatchObject({ tag: 'NORTH', name: 'North' });
    expect(menus.NORTH.gameMenus.map((g) => g.gameName)).toEqual(['Hà Nội', 'Quảng Ninh', 'Bắc Ninh', 'Hải Phòng', 'Nam Định', 'Thái Bình']);
    expect(menus.CENTRAL.gameMenus).toHaveLength(14);
    expect(menus.SOUTH.gameMenus).toHaveLength(21);
    const hanoi = menus.NORTH.gameMenus[0];
    expect(hanoi).toEqual({
      gameId: expect.stringMatching(/^\d+$/),
      nodeId: hanoi.gameId,
      gameCode: 'TCG_LOTTO_VN-0001',
      gameName: 'Hà Nội',
      gameType: 'ELOTT',
      vassalage: 'TCG_LOTTO_VN',
      accountTypeName: 'TCG_LOTTO_VN',
      iconUrl: `/wps/assets/games/${hanoi.gameId}.svg`,
      gameMenuTag: 'NORTH',
      gameGroupCode: 'NORTH',
      remark: 'Mon, Thu 18:15 (GMT+7)',
      drawDayOfWeek: '1,4',
      minBet: expect.any(Number),
      maintenance: false,
      numero: '20260302',
      remainTime: 3.25 * HOUR,
      lockTime: 3 * HOUR,
      locked: false,
      winningTime: Date.parse('2026-03-02T11:15:00Z'),
    });
    // Monday's southern stations (16:15) draw before the northern one; each menu soonest first
    expect(
      menus.SOUTH.gameMenus
        .slice(0, 3)
        .map((g) => g.gameName)
        .sort(),
    ).toEqual(['Cà Mau', 'Đồng Tháp', 'TP. Hồ Chí Minh'].sort());
    expect(menus.SOUTH.gameMenus[0]).toMatchObject({ numero: '20260302', remainTime: 1.25 * HOUR, lockTime: HOUR });
    for (const menu of Object.values(menus)) {
      const remaining = menu.gameMenus.map((g) => g.remainTime);
      expect(remaining).toEqual([...remaining].sort((a, b) => a - b));
      for (const game of menu.gameMenus) expect(game.lockTime).toBeLessThan(game.remainTime);
    }
    expect(menus.FAST.gameMenus.every((g) => g.drawDayOfWeek === '1,2,3,4,5,6,7' && /^\d{8}-\d{2,4}$/.test(g.numero))).toBe(true);
  });

  it('counts down with the clock, closes bets at the lock, moves to the next numero at the draw, and limits each menu to count', async () => {
    const hanoiAt = async () =>
      ((await json('/lgw/vn/games/game_menu?count=100')).json() as Menus).NORTH.gameMenus.find((g) => g.gameCode === 'TCG_LOTTO_VN-0001')!;
    gw.clock.advance(3 * HOUR);
    expect(await hanoiAt()).toMatchObject({ numero: '20260302', remainTime: 15 * 60_000, lockTime: 0, locked: true });
    gw.clock.advance(15 * 60_000);
    expect(await hanoiAt()).toMatchObject({ numero: '20260305', locked: false, remainTime: 72 * HOUR });
    gw.clock.advance(-(3.25 * HOUR));
    const limited: Menus = (await json('/lgw/vn/games/game_menu?count=2&language=CN')).json();
    expect(Object.values(limited).every((menu) => menu.gameMenus.length === 2)).toBe(true);
    expect(limited.NORTH.name).toBe('北部');
    expect(limited.NORTH.gameMenus[0].remark).toBe('周一、周四 18:15 (GMT+7)');
    expect((await gw.get('/lgw/vn/games/game_menu?count=500')).statusCode).toBe(400);
    expect((await gw.get('/lgw/vn/games/game_menu?prizeMode=NOPE')).json()).toMatchObject({ errorCode: 'request_param_err' });
    expect((await gw.get('/lgw/vn/games/game_menu', { headers: { merchant: 'nobody' } })).statusCode).toBe(404);
  });
});

describe('/lgw/vn/games/game_menu/recent', () => {
  it('keeps the games drawing within a day, soonest first, at most recentCount', async () => {
    const recent: Menus = (await json('/lgw/vn/games/game_menu/recent?prizeMode=ELOTT&device=WEB&recentCount=100&language=EN')).json();
    const all = Object.values(recent).flatMap((menu) => menu.gameMenus);
    expect(all.every((g) => g.remainTime <= 24 * HOUR)).toBe(true);
    // Monday: Hanoi, Hue and Phu Yen, the three southern stations, and every fast game; not Tuesday's stations
    expect(recent.NORTH.gameMenus.map((g) => g.gameName)).toEqual(['Hà Nội']);
    expect(recent.CENTRAL.gameMenus.map((g) => g.gameName).sort()).toEqual(['Phú Yên', 'Thừa Thiên Huế']);
    expect(recent.SOUTH.gameMenus).toHaveLength(3);
    const few: Menus = (await json('/lgw/vn/games/game_menu/recent?recentCount=3')).json();
    const soonest = Object.values(few).flatMap((menu) => menu.gameMenus);
    expect(soonest).toHaveLength(3);
    expect(Math.max(...soonest.map((g) => g.remainTime))).toBeLessThanOrEqual(
      Math.min(...all.filter((g) => !soonest.some((s) => s.gameId === g.gameId)).map((g) => g.remainTime)),
    );
  });
});

describe('opened numeros, near numeros and draw history', () => {
  it('answers nothing opened before the first draws, then each game’s latest result', async () => {
    expect((await json('/lgw/vn/numeros/opened/game')).json()).toEqual({});
    const run = await runDraws();
    expect(run.drawn).toBeGreaterThan(0);
    const opened = (await json('/lgw/vn/numeros/opened/game?prizeMode=ELOTT&device=WEB&language=EN')).json();
    expect(opened).not.toHaveProperty('success');
    const menus: Menus = (await json('/lgw/vn/games/game_menu?language=EN')).json();
    const hanoi = menus.NORTH.gameMenus.find((g) => g.gameName === 'Hà Nội')!;
    // the last draw before Monday 18:15 was Thursday 26 February's
    expect(opened[hanoi.gameId]).toMatchObject({
      gameId: hanoi.gameId,
      gameCode: 'TCG_LOTTO_VN-0001',
      gameName: 'Hà Nội',
      numero: '20260226',
      format: 'VN_NORTH',
    });
    const numbers: string[] = opened[hanoi.gameId].winningNumbers;
    expect(numbers).toHaveLength(27);
    expect(numbers[0]).toMatch(/^\d{5}$/);
    expect(opened[hanoi.gameId].winNo).toBe(numbers.join(','));
    const south = menus.SOUTH.gameMenus[0];
    expect(opened[south.gameId].winningNumbers).toHaveLength(18);
    expect(Object.values(opened).every((entry) => (entry as { vassalage: string }).vassalage === 'TCG_LOTTO_VN')).toBe(true);

    const everyGame = (await json('/lgw/games/opened/numero?language=EN')).json();
    const vendors = new Set(Object.values(everyGame).map((entry) => (entry as { vassalage: string }).vassalage));
    expect([...vendors].sort()).toEqual(['ELOTT', 'LOTT', 'TCG_LOTTO_VN', 'TCG_SEA']);
    const digits = Object.values(everyGame).find((entry) => (entry as { format: string }).format === 'DIGITS5') as {
      winningNumbers: string[];
      numero: string;
    };
    expect(digits.winningNumbers).toHaveLength(5);
    // a quick game's latest result is the numero that drew last: 08:00:00 UTC is the 480th minute
    const oneMinute = Object.values(everyGame).find((entry) => (entry as { remark: string }).remark === 'Every 1 min') as { numero: string };
    expect(oneMinute.numero).toBe('20260302-0480');
  });

  it('answers the near numeros of a game: the one taking bets and the one drawn last', async () => {
    const menus: Menus = (await json('/lgw/vn/games/game_menu?language=EN')).json();
    const hanoi = menus.NORTH.gameMenus[0];
    const response = await json(`/lgw/numeros/near?gameId=${hanoi.gameId}`);
    expect(response.headers['cache-control']).toBe('no-store');
    const near = response.json();
    expect(near).toEqual({
      gameId: hanoi.gameId,
      gameCode: 'TCG_LOTTO_VN-0001',
      currentNumero: {
        numero: '20260302',
        remainTime: 3.25 * HOUR,
        lockTime: 3 * HOUR,
        locked: false,
        winningTime: Date.parse('2026-03-02T11:15:00Z'),
      },
      previousNumero: {
        numero: '20260226',
        winningTime: Date.parse('2026-02-26T11:15:00Z'),
        opened: true,
        winNo: expect.stringMatching(/^\d{5},/),
        winningNumbers: expect.any(Array),
      },
    });
    // a numero the schedule has drawn but no job yet: not opened
    gw.clock.advance(3.25 * HOUR);
    expect((await json(`/lgw/numeros/near?gameId=${hanoi.gameId}`)).json().previousNumero).toEqual({
      numero: '20260302',
      winningTime: Date.parse('2026-03-02T11:15:00Z'),
      opened: false,
      winNo: null,
      winningNumbers: null,
    });
    await runDraws();
    expect((await json(`/lgw/numeros/near?gameId=${hanoi.gameId}`)).json().previousNumero).toMatchObject({ numero: '20260302', opened: true });
    gw.clock.advance(-(3.25 * HOUR));
    expect((await gw.get('/lgw/numeros/near?gameId=999999999')).statusCode).toBe(404);
    expect((await gw.get('/lgw/numeros/near')).json()).toMatchObject({ errorCode: 'request_param_err', value: { fields: { gameId: 'required' } } });
  });

  it('pages a game’s draws newest first, Spring style', async () => {
    const menus: Menus = (await json('/lgw/vn/games/game_menu?language=EN')).json();
    const fast = menus.FAST.gameMenus[0];
    const first = (await json(`/lgw/draw/${fast.gameId}?page=0&size=7`)).json();
    expect(first).toMatchObject({ number: 0, size: 7, numberOfElements: 7, first: true, empty: false });
    expect(first.totalElements).toBeGreaterThanOrEqual(7);
    expect(first.totalPages).toBe(Math.ceil(first.totalElements / 7));
    expect(first.content[0]).toEqual({
      numero: expect.stringMatching(/^\d{8}-\d+$/),
      winNo: expect.any(String),
      winningNumbers: expect.any(Array),
      openTime: expect.any(Number),
      format: 'VN_NORTH',
    });
    const times = first.content.map((draw: { openTime: number }) => draw.openTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(first.content.map((draw: { numero: string }) => draw.numero)).size).toBe(7);
    const second = (await json(`/lgw/draw/${fast.gameId}?page=1&size=7`)).json();
    expect(second.first).toBe(false);
    expect(second.content.every((draw: { openTime: number }) => draw.openTime < times.at(-1))).toBe(true);
    expect((await json(`/lgw/draw/${fast.gameId}`)).json().size).toBe(7);
    expect((await gw.get(`/lgw/draw/${fast.gameId}?size=0`)).statusCode).toBe(400);
    expect((await gw.get('/lgw/draw/abc')).statusCode).toBe(400);
    expect((await gw.get('/lgw/draw/999999999')).statusCode).toBe(404);
  });
});

describe('/lgw/games/game_menus and /lgw/games/popular', () => {
  it('maps every draw lottery by game id with its group, and the popular list follows the same schedules', async () => {
    const response = await json('/lgw/games/game_menus?prizeMode=LOTT&language=EN');
    const games = response.json();
    expect(games).not.toHaveProperty('success');
    const list = Object.values(games) as { gameId: string; gameGroupCode: string; gameMenuTag: string; vassalage: string; drawDayOfWeek: string }[];
    expect(list.length).toBe(41 + 8 + 15 + 15 + 20);
    for (const [id, game] of Object.entries(games) as [string, { gameId: string; gameGroupCode: string; gameMenuTag: string }][]) {
      expect(game.gameId).toBe(id);
      expect(game.gameGroupCode).toBe(game.gameMenuTag);
    }
    expect(new Set(list.map((g) => g.gameGroupCode))).toEqual(new Set(['NORTH', 'CENTRAL', 'SOUTH', 'FAST', 'DIGITS', 'KENO']));
    expect(list.filter((g) => g.vassalage !== 'TCG_LOTTO_VN').every((g) => g.gameGroupCode === 'DIGITS' || g.gameGroupCode === 'KENO')).toBe(true);
    // every game carries its live draw, so each lobby card can count down
    for (const game of list as unknown as { numero: string; remainTime: number; lockTime: number }[]) {
      expect(game.numero).toMatch(/^\d{8}(-\d+)?$/);
      expect(game.remainTime).toBeGreaterThan(0);
      expect(game.lockTime).toBeLessThanOrEqual(game.remainTime);
    }
    expect(response.headers['cache-control']).toBe('no-store');

    const menus: Menus = (await json('/lgw/vn/games/game_menu?language=EN')).json();
    const byId = new Map(
      Object.values(menus)
        .flatMap((menu) => menu.gameMenus)
        .map((g) => [g.gameId, g]),
    );
    const popular = (await json('/lgw/games/popular?count=100&language=EN')).json() as {
      gameId: string;
      numero: string;
      remainTime: number;
      lockTime: number;
    }[];
    // the popular list holds weekly stations, whose numero is their next draw day's
    expect(popular.filter((g) => byId.has(g.gameId) && byId.get(g.gameId)!.drawDayOfWeek !== '1,2,3,4,5,6,7').length).toBeGreaterThan(0);
    for (const game of popular.filter((g) => byId.has(g.gameId))) {
      expect(game, byId.get(game.gameId)!.gameName).toMatchObject({
        numero: byId.get(game.gameId)!.numero,
        remainTime: byId.get(game.gameId)!.remainTime,
        lockTime: byId.get(game.gameId)!.lockTime,
      });
    }
  });
});

describe('a catalogue seeded before the lottery schedules', () => {
  it('gets the stations and schedules on the next start, with the node ids a fresh catalogue has, once', async () => {
    const db = gw.database.db;
    const lotteryGames = async () =>
      (
        await db.query(
          `SELECT g.node_id, g.game_code, g.name_en, g.name_cn, g.draw_interval_s, g.draw_offset_s, g.draw_days, g.draw_lock_s, g.draw_menu_tag, g.sort
             FROM games g WHERE g.game_type IN ('LOTT', 'ELOTT') ORDER BY g.node_id`,
        )
      ).rows;
    const fresh = await lotteryGames();
    // what an older database holds: no added stations, no schedule columns, the old provincial names
    await db.query(`DELETE FROM games WHERE game_code LIKE 'TCG_LOTTO_VN-%' AND game_code > 'TCG_LOTTO_VN-0020'`);
    await db.query(`UPDATE games SET draw_days = NULL, draw_lock_s = NULL, draw_menu_tag = NULL WHERE game_type IN ('LOTT', 'ELOTT')`);
    await db.query(`UPDATE games SET name_en = 'Mien Bac', name_cn = '北部' WHERE game_code = 'TCG_LOTTO_VN-0001'`);
    expect(await reconcileLotteryCatalogue(db, { now: gw.clock.now })).toEqual({ scheduled: 8 + 12 + 15 + 15 + 20, added: 29 });
    expect(await lotteryGames()).toEqual(fresh);
    expect(await reconcileLotteryCatalogue(db, { now: gw.clock.now })).toEqual({ scheduled: 0, added: 0 });
  });
});
