/**
 * The feedback page's calls on a real database, through the gateway's routes: a
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

const send = (token: string, payload: object) => g.gw.app.inject({ method: 'PUT', url: '/wps/feedback', payload, headers: { authorization: token } });
const list = async (token: string) => (await g.gw.get('/wps/feedback', { token })).json().value.list as { text: string }[];

describe('/wps/feedback', () => {
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
    const answer = await g.gw.app.inject({ method: 'PUT', url: '/wps/feedback', payload: { text: 'hello' } });
    expect(answer.json()).toMatchObject({ success: false });
  });
});
