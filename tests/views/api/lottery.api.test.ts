/**
 * The lottery lobby in src/api reading gateway answers (CONTRACT §1.4, §4.12): object maps whose
 * values may be single entries or lists, numbers sent as text, games without a code or a draw,
 * opened numeros keyed without ids; the lobby's load timing each menu answer on the client clock and
 * failing only when both menus fail; the launch's node id lookup and its address check.
 */
import { describe, expect, it, vi } from 'vitest';
import { createLotteryLobbyApi, lotteryMenuGames, openedNumeros, vnMenuGames } from '../../../src/api/lottery.api';
import type { LotteryCalls, LotteryPrizeMode } from '../../../src/api/lottery.api';

const vnAnswer = {
  NORTH: {
    tag: 'NORTH',
    name: 'North',
    gameMenus: [
      {
        gameId: 7,
        gameCode: 'VN_HN',
        gameName: 'Hà Nội',
        gameMenuTag: 'NORTH',
        drawDayOfWeek: '1,4',
        numero: 20300107,
        remainTime: '5000',
        lockTime: '0',
      },
    ],
  },
  SOUTH: [{ tag: 'SOUTH', gameMenus: [{ gameCode: 'VN_HCM', remark: 'Hồ Chí Minh', remainTime: 9000 }, { gameName: 'no code' }] }],
};

describe('lottery answers', () => {
  it('reads the VN game menu: every menu, tagged TCG_LOTTO_VN, times as numbers, games without a code left out', () => {
    expect(vnMenuGames(vnAnswer as never)).toEqual([
      {
        gameId: '7',
        gameCode: 'VN_HN',
        gameName: 'Hà Nội',
        tag: 'NORTH',
        tagName: 'North',
        drawDays: [1, 4],
        remark: '',
        numero: '20300107',
        remainTime: 5000,
        lockTime: 0,
        vendor: 'TCG_LOTTO_VN',
        gameType: 'ELOTT',
        iconUrl: null,
        maintenance: false,
      },
      expect.objectContaining({
        gameCode: 'VN_HCM',
        gameName: 'VN_HCM',
        remark: 'Hồ Chí Minh',
        tag: 'SOUTH',
        tagName: 'SOUTH',
        remainTime: 9000,
        lockTime: null,
        vendor: 'TCG_LOTTO_VN',
      }),
    ]);
    expect(vnMenuGames(null)).toEqual([]);
  });

  it('reads the lottery games tagged by their group; a game without a draw has no times, and only safe icons are kept', () => {
    const games = lotteryMenuGames({
      '501': {
        gameId: '501',
        gameCode: 'LOTT_3M',
        gameName: 'Quick 3',
        gameGroupCode: 'FAST',
        vassalage: 'LOTT',
        gameType: 'lott',
        iconUrl: '/wps/assets/games/501.svg',
      },
      '502': { gameId: '502', gameCode: 'KENO_1', gameName: 'Keno', iconUrl: 'javascript:alert(1)', maintenance: true },
    });
    expect(
      games.map(({ gameCode, tag, vendor, gameType, remainTime, iconUrl, maintenance }) => ({
        gameCode,
        tag,
        vendor,
        gameType,
        remainTime,
        iconUrl,
        maintenance,
      })),
    ).toEqual([
      {
        gameCode: 'LOTT_3M',
        tag: 'FAST',
        vendor: 'LOTT',
        gameType: 'LOTT',
        remainTime: null,
        iconUrl: '/wps/assets/games/501.svg',
        maintenance: false,
      },
      { gameCode: 'KENO_1', tag: '', vendor: 'LOTT', gameType: 'LOTT', remainTime: null, iconUrl: null, maintenance: true },
    ]);
  });

  it('reads opened numeros from text or lists, an entry naming no game by its key', () => {
    expect(
      openedNumeros({
        '7': { gameId: 7, gameCode: 'VN_HN', numero: '20300106', winNo: '83021, 44512,1' },
        VN_HCM: [{ numero: 20300105, winningNumbers: [1, '02'] }],
      }),
    ).toEqual([
      { gameId: '7', gameCode: 'VN_HN', numero: '20300106', winningNumbers: ['83021', '44512', '1'] },
      { gameId: 'VN_HCM', gameCode: 'VN_HCM', numero: '20300105', winningNumbers: ['1', '02'] },
    ]);
  });
});

describe('lottery lobby calls', () => {
  function fakeApi(overrides: Partial<LotteryCalls> = {}): LotteryCalls {
    return {
      fetchVendorLanes: vi.fn(async () => []),
      fetchVnGameMenu: vi.fn(async () => vnAnswer as never),
      fetchLotteryGameMenus: vi.fn(async () => ({
        '501': { gameId: '501', gameCode: 'LOTT_3M', gameName: 'Quick 3 minutes', gameType: 'LOTT', vassalage: 'LOTT' },
      })),
      fetchOpenedNumeros: vi.fn(async () => ({})),
      fetchAllOpenedNumeros: vi.fn(async () => Promise.reject(new Error('offline'))),
      launchLotteryGame: vi.fn(async () => ({ url: '/demo-games/play/draw-lottery#ticket=t', mode: 'iframe' as const, accountType: 1 })),
      ...overrides,
    };
  }

  /** A clock that moves 100 ms at every reading. */
  function steppingClock() {
    let now = 1_000;
    return () => (now += 100);
  }

  it('times each menu answer on the client clock and keeps the lobby when the opened numeros fail', async () => {
    const load = await createLotteryLobbyApi(fakeApi()).loadLobby(steppingClock(), 'EN');
    expect(load.answers.map((answer) => [answer.games.length, answer.receivedAt - answer.sentAt])).toEqual([
      [2, 200],
      [1, 200],
    ]);
    expect(load.answers.every((answer) => answer.receivedAt > answer.sentAt)).toBe(true);
    expect(load.opened).toEqual([]);
  });

  it('asks in the ELOTT prize mode when the e-lottery lane holds a TCG_LOTTO_VN card', async () => {
    const modes: LotteryPrizeMode[] = [];
    const api = fakeApi({
      fetchVendorLanes: vi.fn(async () => [
        {
          title: 'ELOTT',
          displayName: '',
          categoryId: 7,
          gameClassify: [],
          cards: [{ vassalage: 'TCG_LOTTO_VN', displayName: '', isHot: 0, maintenance: false, gameCount: 1, gameClassify: [], isGame: 'VASSALAGE' }],
        },
      ]),
      fetchVnGameMenu: vi.fn(async (mode: LotteryPrizeMode) => {
        modes.push(mode);
        return {};
      }),
    });
    await createLotteryLobbyApi(api).loadLobby(steppingClock(), 'EN');
    expect(modes).toEqual(['ELOTT']);
  });

  it('fails the lobby only when both menus fail, with the first failure’s code', async () => {
    const api = fakeApi({
      fetchVnGameMenu: vi.fn(async () => Promise.reject({ errorCode: 'TOO_MANY_REQUESTS', value: null })),
      fetchLotteryGameMenus: vi.fn(async () => Promise.reject(new Error('offline'))),
    });
    await expect(createLotteryLobbyApi(api).loadLobby(steppingClock(), 'EN')).rejects.toStrictEqual({ errorCode: 'TOO_MANY_REQUESTS', value: null });
    const partial = fakeApi({ fetchVnGameMenu: vi.fn(async () => Promise.reject(new Error('offline'))) });
    expect(
      (await createLotteryLobbyApi(partial).loadLobby(steppingClock(), 'EN')).answers.map((answer) => answer.games.map((game) => game.gameCode)),
    ).toEqual([['LOTT_3M']]);
  });

  it('launches with the node id and type the lottery games list for the named game, and titles the frame by its name', async () => {
    const api = fakeApi();
    const answer = await createLotteryLobbyApi(api).launch({ gameCode: 'LOTT_3M', vendor: '', playType: '' }, 'EN');
    expect(answer).toStrictEqual({ url: '/demo-games/play/draw-lottery#ticket=t', gameName: 'Quick 3 minutes' });
    expect(api.launchLotteryGame).toHaveBeenCalledWith({
      nodeId: '501',
      gameCode: 'LOTT_3M',
      gameType: 'LOTT',
      vassalage: 'LOTT',
      playType: '',
      prizeMode: 'LOTT',
      language: 'EN',
      backUrl: '/lottery',
    });
  });
});

describe('lottery launch answers', () => {
  it('frames only an address of this site or an https page, and refuses as { errorCode, value }', async () => {
    const calls: LotteryCalls = {
      fetchVendorLanes: async () => [],
      fetchVnGameMenu: async () => ({}),
      fetchLotteryGameMenus: async () => ({}),
      fetchOpenedNumeros: async () => ({}),
      fetchAllOpenedNumeros: async () => ({}),
      launchLotteryGame: async () => ({ url: 'javascript:alert(1)', mode: 'iframe', accountType: 1 }),
    };
    const request = { gameCode: 'VN_HCM', vendor: 'TCG_LOTTO_VN', playType: '' };
    await expect(createLotteryLobbyApi(calls).launch(request, 'EN')).rejects.toStrictEqual({ errorCode: 'game.url.invalid', value: null });
    const refused = { ...calls, launchLotteryGame: async () => Promise.reject({ errorCode: 'login.not.session', value: null }) };
    await expect(createLotteryLobbyApi(refused).launch(request, 'EN')).rejects.toStrictEqual({ errorCode: 'login.not.session', value: null });
  });
});
