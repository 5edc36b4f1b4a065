/**
 * A game's play-session token ends with the sign-in it was launched from: after signing out, a
 * password change or reset, or the account's lock, the game page's calls are refused and move no
 * money, and an unused launch ticket can no longer be traded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailOutbox } from '../../server/mail/mail-provider';
import { cryptoRandom } from '../../server/demo-games/random';
import { admin, gameCall, gameOfType, launch, newBetId, newPlayer, play, redeem, startGameGateway, ticketOf, wallets } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';

let g: GameGateway;

beforeAll(async () => {
  g = await startGameGateway(cryptoRandom);
});
afterAll(() => g?.gw.close());

const spin = (gameToken: string) => gameCall(g, gameToken, 'slot/spin', { betId: newBetId(), stake: 100 });

/** A player with 50.00 in a slot game whose first spin goes through. */
async function playing() {
  const player = await newPlayer(g, 50_00n);
  const { gameToken } = await play(g, player.token, await gameOfType(g, 'RNG'));
  expect((await spin(gameToken)).json(), 'a spin while signed in').toMatchObject({ success: true });
  return { ...player, gameToken };
}

/** The spin is refused as a closed game and the member's wallets stay as they were. */
async function expectGameEnded(player: { id: number }, gameToken: string) {
  const before = await wallets(g, player.id);
  const refused = await spin(gameToken);
  expect(refused.statusCode).toBe(401);
  expect(refused.json()).toMatchObject({ success: false, errorCode: 'game.session.ended' });
  expect((await g.gw.app.inject({ method: 'GET', url: '/demo-games/api/balance', headers: { 'x-game-session': gameToken } })).statusCode).toBe(401);
  expect(await wallets(g, player.id)).toEqual(before);
}

describe('a game token ends with its sign-in', () => {
  it('when the member signs out', async () => {
    const player = await playing();
    const out = await g.gw.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: player.token } });
    expect(out.json()).toEqual({ success: true, value: null });
    await expectGameEnded(player, player.gameToken);
  });

  it('when the member changes the password, though the sign-in that changed it stays', async () => {
    const player = await playing();
    const changed = await g.gw.sealed(
      'POST',
      '/wps/member/password',
      { oldPassword: player.password, newPassword: 'Changed-pass-9', confirmNewPassword: 'Changed-pass-9' },
      { token: player.token },
    );
    expect(changed.json(), changed.body).toEqual({ success: true, value: null });
    await expectGameEnded(player, player.gameToken);
    expect((await g.gw.get('/wps/member/info', { token: player.token })).statusCode).toBe(200);
  });

  it('when the member changes the password in transfer mode, and the vendor wallet goes back to main', async () => {
    await admin(g, 'wallet-mode', 'transfer');
    try {
      const player = await playing();
      const changed = await g.gw.sealed(
        'POST',
        '/wps/member/password',
        { oldPassword: player.password, newPassword: 'Changed-pass-9', confirmNewPassword: 'Changed-pass-9' },
        { token: player.token },
      );
      expect(changed.json(), changed.body).toEqual({ success: true, value: null });
      await expectGameEnded(player, player.gameToken);
      const after = await wallets(g, player.id);
      const total = Object.values(after).reduce((sum, balance) => sum + balance, 0n);
      expect(after.main).toBe(total);
    } finally {
      await admin(g, 'wallet-mode', 'single');
    }
  });

  it('when the password is reset by e-mail', async () => {
    const player = await playing();
    const email = `${player.username}@example.com`;
    await g.gw.database.db.query('UPDATE members SET profile = $2 WHERE id = $1', [player.id, JSON.stringify({ email })]);
    await g.gw.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: player.username, email }).toString(),
    });
    const token = /#reset=([A-Za-z0-9_-]+)/.exec((await readMailOutbox(g.gw.database.db, email))[0].body)![1];
    const reset = await g.gw.sealed('POST', '/wps/member/password/reset', { token, newPassword: 'Reset-pass-9', confirmNewPassword: 'Reset-pass-9' });
    expect(reset.json(), reset.body).toEqual({ success: true, value: null });
    await expectGameEnded(player, player.gameToken);
  });

  it('when the account is locked by failed sign-ins, and still after the lock runs out', async () => {
    const player = await playing();
    for (let i = 0; i < 10; i++) {
      const captcha = i >= 3 ? await g.gw.captcha() : null;
      const failed = await g.gw.login(player.username, 'Wrong-pass-1', captcha ? { captcha: captcha.answer, cookie: captcha.cookie } : {});
      expect(failed.json()).toMatchObject({ errorCode: 'login.failed' });
    }
    await expectGameEnded(player, player.gameToken);
    g.gw.clock.advance(60 * 60_000);
    await expectGameEnded(player, player.gameToken);
  });

  it('a launch ticket is not traded once its sign-in has ended', async () => {
    const player = await newPlayer(g, 50_00n);
    const launched = await launch(g, player.token, { nodeId: (await gameOfType(g, 'RNG')).node_id });
    await g.gw.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: player.token } });
    const traded = await redeem(g, ticketOf(launched.json().value.url));
    expect(traded.statusCode).toBe(401);
    expect(traded.json()).toMatchObject({ success: false, errorCode: 'game.ticket.invalid' });
  });
});
