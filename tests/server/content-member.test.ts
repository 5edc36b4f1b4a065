/**
 * The shell's member calls: the member's language, the unread message count, and the winners board
 * (the seeded demo list until the ledger records a win, then the recorded wins, names masked).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskName } from '../../server/content/winners.service';
import { post } from '../../server/wallet/ledger.service';
import { memberAccount } from '../../server/wallet/wallet.service';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let gw: TestGateway;
let playerToken: string;
let agentToken: string;
beforeAll(async () => {
  gw = await startTestGateway();
  playerToken = (await gw.login('demo_player', 'Player2026!')).json().value.token;
  agentToken = (await gw.login('demo_agent', 'Agent2026!')).json().value.token;
});
afterAll(() => gw?.close());

const putLanguage = (token: string | null, payload: unknown) =>
  gw.app.inject({ method: 'PUT', url: '/wps/member/language', payload: payload as string, headers: token ? { authorization: token } : {} });

describe('member language', () => {
  it('stores an offered language, in any case, and member info answers it', async () => {
    const response = await putLanguage(playerToken, { language: 'en' });
    expect(response.json()).toEqual({ success: true, value: { language: 'EN' } });
    expect((await gw.get('/wps/member/info', { token: playerToken })).json().value.language).toBe('EN');
    expect((await putLanguage(playerToken, { language: 'PT-BR' })).json().value.language).toBe('PT-BR');
    expect((await gw.get('/wps/member/info', { token: playerToken })).json().value.language).toBe('PT-BR');
  });

  it('refuses a language the merchant does not offer, a missing one, and a guest', async () => {
    const refused = await putLanguage(playerToken, { language: 'XX' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'request_param_err', value: { fields: { language: 'language.unsupported' } } });
    expect((await putLanguage(playerToken, {})).statusCode).toBe(400);
    expect((await putLanguage(null, { language: 'EN' })).statusCode).toBe(401);
    expect((await gw.get('/wps/member/info', { token: playerToken })).json().value.language).toBe('PT-BR');
  });
});

describe('unread messages', () => {
  it('counts the member own unread messages only', async () => {
    expect((await gw.get('/wps/relay/CSP_unreadCount', { token: playerToken })).json()).toEqual({ success: true, value: { count: 2 } });
    expect((await gw.get('/wps/relay/CSP_unreadCount', { token: agentToken })).json().value.count).toBe(0);
    await gw.database.db.query(
      `UPDATE member_messages SET read_at = $1 WHERE id = (SELECT min(id) FROM member_messages WHERE read_at IS NULL AND member_id = (SELECT id FROM members WHERE username = 'demo_player'))`,
      [gw.clock.now()],
    );
    expect((await gw.get('/wps/relay/CSP_unreadCount', { token: playerToken })).json().value.count).toBe(1);
    expect((await gw.get('/wps/relay/CSP_unreadCount')).statusCode).toBe(401);
  });
});

describe('winners board', () => {
  const board = async (query = 'gameCategory=ALL&language=EN&limitNum=10') => (await gw.get(`/wps/relay/GCSGAME_getRankList?${query}`)).json().value;

  it('masks names', () => {
    expect(maskName('demo_player')).toBe('de***er');
    expect(maskName('anna')).toBe('a***a');
    expect(maskName('jo')).toBe('j***');
  });

  it('serves the demo list, newest first, masked, filtered by game category', async () => {
    const value = await board();
    expect(value.source).toBe('demo');
    expect(value.list).toHaveLength(10);
    const times = value.list.map((row: { vo: { winTime: number } }) => row.vo.winTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const { vo } of value.list) {
      expect(vo).toMatchObject({
        gameName: expect.any(String),
        customerName: expect.stringContaining('***'),
        winAmount: expect.any(Number),
        iconUrl: expect.stringMatching(/^\/wps\/assets\/content\/game-/),
      });
    }
    const live = await board('gameCategory=LIVE&limitNum=50');
    expect(live.list.length).toBeGreaterThan(0);
    expect(live.list.every((row: { vo: { gameType: string } }) => row.vo.gameType === 'LIVE')).toBe(true);
    expect((await gw.get('/wps/relay/GCSGAME_getRankList?limitNum=500')).statusCode).toBe(400);
    expect((await gw.get('/wps/relay/ODSFE2_getWinnerBoard?limitNum=3')).json().value.list).toHaveLength(3);
  });

  it('names each demo win game as the catalogue does in the asked language', async () => {
    const names = await gw.database.db.query<{ node_id: string; name_ms: string; name_en: string; name_cn: string }>(
      'SELECT g.node_id, g.name_ms, g.name_en, g.name_cn FROM content_winners w JOIN games g ON g.node_id = w.node_id',
    );
    expect(names.rows.length).toBeGreaterThan(0);
    const catalogue = new Map(names.rows.map((row) => [row.node_id, row]));
    const inLanguage = async (language: string) =>
      new Map(
        (await board(`gameCategory=ALL&language=${language}&limitNum=50`)).list.map((row: { vo: { nodeId: string; gameName: string } }) => [
          row.vo.nodeId,
          row.vo.gameName,
        ]),
      );
    const [ms, en, cn] = [await inLanguage('MS'), await inLanguage('EN'), await inLanguage('CN')];
    for (const [nodeId, game] of catalogue) {
      expect([ms.get(nodeId), en.get(nodeId), cn.get(nodeId)]).toEqual([game.name_ms, game.name_en, game.name_cn]);
    }
    // the Language header when the query names none, as the catalogue's calls
    const viaHeader = (await gw.get('/wps/relay/GCSGAME_getRankList?limitNum=50', { headers: { language: 'CN' } })).json().value.list;
    expect(viaHeader.map((row: { vo: { gameName: string } }) => row.vo.gameName)).toEqual([...cn.values()]);
  });

  it('switches to the wins recorded in the ledger once there is one', async () => {
    const merchantId = (await gw.database.db.query<{ id: number }>("SELECT id FROM merchants WHERE code = 'demo'")).rows[0].id;
    const memberId = (await gw.database.db.query<{ id: number }>("SELECT id FROM members WHERE username = 'demo_player'")).rows[0].id;
    const now = gw.clock.now();
    const main = await memberAccount(gw.database.db, { merchantId, memberId, kind: 'main', now });
    const outcome = await post(gw.database.db, {
      merchantId,
      kind: 'win',
      idempotencyKey: 'test-win-1',
      legs: [
        { merchantAccount: 'house', amount: -1_234_550n },
        { accountId: main, amount: 1_234_550n },
      ],
      details: { gameName: 'Golden Reels', gameType: 'RNG', vendor: 'DEMO', nodeId: '777' },
      now,
    });
    expect(outcome.kind).toBe('posted');
    const value = await board();
    expect(value.source).toBe('ledger');
    expect(value.list).toEqual([
      {
        vo: {
          gameName: 'Golden Reels',
          customerName: 'de***er',
          winAmount: 12345.5,
          iconUrl: '/wps/assets/content/game-rng.webp',
          nodeId: '777',
          gameType: 'RNG',
          vendor: 'DEMO',
          winTime: now.getTime(),
        },
      },
    ]);
    expect(JSON.stringify(value)).not.toContain('demo_player');
    // the seeded list no longer shows, even for a category without recorded wins
    expect((await board('gameCategory=LIVE')).list).toEqual([]);
  });

  it('names a recorded win game as the catalogue does in the asked language, whatever language it was played in', async () => {
    const merchantId = (await gw.database.db.query<{ id: number }>("SELECT id FROM merchants WHERE code = 'demo'")).rows[0].id;
    const memberId = (await gw.database.db.query<{ id: number }>("SELECT id FROM members WHERE username = 'demo_player'")).rows[0].id;
    const game = (
      await gw.database.db.query<{ node_id: string; name_ms: string; name_en: string; name_cn: string }>(
        "SELECT node_id, name_ms, name_en, name_cn FROM games WHERE merchant_id = $1 AND game_type = 'RNG' AND name_ms <> name_en ORDER BY id LIMIT 1",
        [merchantId],
      )
    ).rows[0];
    const now = new Date(gw.clock.now().getTime() + 1000);
    const main = await memberAccount(gw.database.db, { merchantId, memberId, kind: 'main', now });
    await post(gw.database.db, {
      merchantId,
      kind: 'win',
      idempotencyKey: 'test-win-catalogue',
      legs: [
        { merchantAccount: 'house', amount: -50_000n },
        { accountId: main, amount: 50_000n },
      ],
      // launched from the Chinese lobby: the session's name is the Chinese one
      details: { gameName: game.name_cn, gameType: 'RNG', vendor: 'DEMO', nodeId: game.node_id },
      now,
    });
    const newest = async (language: string) => (await board(`gameCategory=ALL&language=${language}&limitNum=1`)).list[0].vo.gameName;
    expect([await newest('MS'), await newest('EN'), await newest('CN')]).toEqual([game.name_ms, game.name_en, game.name_cn]);
  });
});
