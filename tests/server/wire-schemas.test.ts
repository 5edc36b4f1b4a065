/**
 * The wire, written once (wire/index.ts), against the gateway that speaks it:
 * - the route table names exactly the routes Fastify registers: no route without its schemas, no
 *   stale entry;
 * - every route answers a valid request as its schemas say, as a guest, a signed-in member and
 *   with a seeded game and lottery: the check every server test runs on every answer
 *   (support/wire-check.ts) judges them, and the last test asks that each route answered;
 * - that check refuses an answer with a renamed or mistyped field.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeAdminCommand, parseAdminArgs } from '../../server/admin/admin.commands';
import { buildApp } from '../../server/app';
import { cryptoRandom } from '../../server/demo-games/random';
import { createDrawJob } from '../../server/lottery/draw-job';
import { signTelegramFields } from '../../server/social-login/telegram-login';
import { WIRE_ROUTES } from '../../wire';
import type { WireRoute } from '../../wire';
import { gameCall, gameOfType, newBetId, newPlayer, play, ScriptedRandom, ticketOf } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import { PNG_BYTES } from './support/deposit-driver';
import { solveHumanCheck } from './support/human-check-solver';
import { startLocalOidcProvider } from './support/local-oidc-provider';
import type { LocalOidcProvider } from './support/local-oidc-provider';
import { lowCostHasher } from './support/low-cost-hasher';
import { admin as phoneAuthAdmin, idTokenFor, nextMobile, PROJECT } from './support/phone-auth-steps';
import { startTestGateway, TestClock, testConfig } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';
import { checkWireReply, takeWireViolations } from './support/wire-check';
import { registeredRoutes } from './support/wire-routes';

const PUBLIC_URL = 'https://play.example.com';
const BOT_TOKEN = '123456:test-bot-token-for-signatures';
const distDir = mkdtempSync(join(tmpdir(), 'gateway-wire-dist-'));
let gw: TestGateway;
let g: GameGateway;
let op: LocalOidcProvider;

beforeAll(async () => {
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  writeFileSync(join(distDir, 'assets', 'app-Ab12Cd34.js'), 'console.log(1)');
  op = await startLocalOidcProvider(`${PUBLIC_URL}/wps/social/google/callback`);
  const random = new ScriptedRandom(cryptoRandom);
  gw = await startTestGateway({
    // the provider signs with the real time; ID tokens from the "future" are refused
    clock: new TestClock(new Date()),
    config: {
      distDir,
      publicUrl: PUBLIC_URL,
      telegram: { botToken: BOT_TOKEN, botName: 'demo_site_bot' },
      oidc: { google: { issuer: op.issuer, clientId: op.clientId, clientSecret: op.clientSecret } },
    },
    providers: { gameRandom: random },
    // the negative check: this header renames a field of the answer as it leaves, before the wire check sees it
    setup: (app) =>
      app.addHook('onSend', async (request, _reply, payload) =>
        request.headers['x-test-rename'] && typeof payload === 'string' ? payload.replace('"nickname":', '"nickName":') : payload,
      ),
  });
  await gw.app.ctx.db.query(`UPDATE modules SET enabled = true WHERE mod_id IN ('TELEGRAMLOGIN3', 'GOOGLELOGIN3')`);
  gw.app.ctx.merchants.invalidate();
  const merchantId = (await gw.database.db.query<{ id: number }>(`SELECT id FROM merchants WHERE code = 'demo'`)).rows[0].id;
  g = { gw, random, merchantId };
});
afterAll(async () => {
  await gw?.close();
  await op?.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** A call that must succeed: the envelope's value, or the raw body of an unenveloped answer. */
async function ok(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const response = await gw.app.inject({
    method,
    url,
    payload: options.body as Record<string, unknown> | undefined,
    headers: { ...(options.token ? { authorization: options.token } : {}), ...options.headers },
  });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(400);
  const contentType = String(response.headers['content-type'] ?? '');
  if (!contentType.startsWith('application/json')) return response;
  const answer = response.json();
  if (url.startsWith('/wps/') || url.startsWith('/demo-games/api/')) {
    expect(answer.success, `${method} ${url}: ${response.body}`).toBe(true);
    return answer.value;
  }
  return answer;
}

async function sealedOk(method: 'POST' | 'PUT', url: string, body: unknown, options: { token?: string; cookie?: string } = {}) {
  const response = await gw.sealed(method, url, body, options);
  expect(response.json().success, `${method} ${url}: ${response.body}`).toBe(true);
  return response.json().value;
}

async function setModule(modId: string, enabled: boolean) {
  await gw.app.ctx.db.query('UPDATE modules SET enabled = $2 WHERE mod_id = $1', [modId, enabled]);
  gw.app.ctx.merchants.invalidate();
}

/** Texts a code (after the slider check) and reads it from the outbox through the development read. */
async function smsCode(path: '/wps/verification/sms/register' | '/wps/verification/sms/noLogin', mobileNum: string): Promise<string> {
  gw.clock.advance(61_000); // past the resend wait of an earlier code
  const number = path.endsWith('register') ? { mobileNo: mobileNum } : { mobileNum };
  await ok('POST', path, { body: { countryDialingCode: '63', ...number, humanCheckToken: await solveHumanCheck(gw, 'sms') } });
  const outbox = await ok('GET', `/dev/sms/outbox?phone=63${mobileNum}`);
  return /\b(\d{6})\b/.exec(outbox.messages[0].body)![1];
}

describe('the route table', () => {
  it('names every route Fastify registers, and no route it does not', async () => {
    expect(registeredRoutes(gw.app.printRoutes({ commonPrefix: false }))).toEqual(Object.keys(WIRE_ROUTES).sort());
  });

  it('marks as development reads exactly the routes a production gateway leaves out', async () => {
    const production = await buildApp({
      db: gw.database.db,
      config: testConfig({ nodeEnv: 'production', distDir }),
      logger: false,
      providers: { hasher: lowCostHasher, country: () => null },
      serveSpa: true,
      lotteryDrawEveryMs: null,
    });
    await production.ready();
    const registered = registeredRoutes(production.printRoutes({ commonPrefix: false }));
    await production.close();
    const entries = Object.entries(WIRE_ROUTES) as [string, WireRoute][];
    expect(registered).toEqual(
      entries
        .filter(([, route]) => route.only !== 'dev')
        .map(([key]) => key)
        .sort(),
    );
  });
});

describe('every route answers as its schemas say', () => {
  it('as a guest: the site, its content, the catalogue and the lottery gateway', async () => {
    for (const url of [
      '/wps/system/status?url=play.example.com',
      '/wps/system/setting/register',
      '/wps/system/country',
      '/wps/system/helpCenter?lang=EN&device=WEB',
      '/wps/system/customerService',
      '/wps/relay/MCSFE_getVipRanks',
      '/wps/relay/GCSGAME_getRankList?gameCategory=ALL&language=EN&limitNum=10',
      '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=RNG',
      '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=EN',
      '/wps/relay/GCSGAME_getVassGameType',
      '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=1&pageSize=100&clientType=3&platform=flash,html5-desktop',
      '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5',
      '/wps/relay/GLS2_roomList',
      '/wps/check/username?username=wire_newcomer',
      '/wps/agent/affiliate?code=DEMOAGENT&domain=localhost',
      '/wps/assets/games/default.svg',
      '/wps/assets/content/app-download.svg',
      '/cs/chat?desk=live&lang=EN',
      '/',
      '/assets/app-Ab12Cd34.js',
    ])
      await ok('GET', url);
    const announcements = await ok('GET', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B&language=EN');
    const promotion = announcements.promotion[0];
    await ok('GET', `/wps/relay/MCSFE_getPromotionDetail?${promotion.code ? `code=${promotion.code}` : `id=${promotion.id}`}&language=EN`);
    const rng = await gameOfType(g, 'RNG');
    await ok('GET', `/wps/assets/vendors/${rng.vassalage}.svg`);
    expect((await ok('GET', '/wps/session/key/rsa')).body).toMatch(/^[0-9a-f]+$/);

    await createDrawJob({ db: gw.database.db, now: gw.clock.now, random: cryptoRandom }, { everyMs: null }).runOnce();
    const menus = await ok('GET', '/lgw/vn/games/game_menu?prizeMode=ELOTT&device=WEB&count=100');
    await ok('GET', '/lgw/vn/games/game_menu/recent?recentCount=10');
    expect(Object.keys(await ok('GET', '/lgw/vn/numeros/opened/game'))).not.toHaveLength(0);
    await ok('GET', '/lgw/games/opened/numero');
    await ok('GET', '/lgw/games/game_menus?prizeMode=LOTT');
    await ok('GET', '/lgw/games/popular?count=5');
    const gameId = menus.NORTH.gameMenus[0].gameId;
    await ok('GET', `/lgw/numeros/near?gameId=${gameId}`);
    expect((await ok('GET', `/lgw/draw/${gameId}?page=0&size=7`)).content).not.toHaveLength(0);
  });

  it('through every way in: password, free play, Telegram, OpenID Connect, registration and forgot password', async () => {
    const login = (await gw.login('demo_player', 'Player2026!')).json();
    expect(login.success).toBe(true);
    await ok('POST', '/wps/session/login/freeplay', { body: { platform: 'W' } });
    const auth = { auth_date: String(Math.floor(gw.clock.now().getTime() / 1000)), id: '710001', first_name: 'Wire' };
    await ok('POST', '/wps/session/login/telegram', { body: { ...auth, hash: signTelegramFields(auth, BOT_TOKEN) } });

    expect((await gw.get('/wps/social/google/begin?merchant=demo')).statusCode).toBe(302);
    const started = await gw.get('/wps/social/google/start');
    // the callback must come back with the binding cookie its start set
    const binding = String(started.headers['set-cookie']).split(';')[0];
    const back = await op.signIn(started.json().value.url, 'wire-sub');
    const page = await ok('GET', `${back.pathname}${back.search}`, { headers: { cookie: binding } });
    const ticket = /"ticket":"([A-Za-z0-9_-]+)"/.exec(page.body)![1];
    await ok('POST', '/wps/session/login/social', { body: { ticket } });

    // registration by username (with an e-mail for the reset below) and by mobile number
    const username = `wire${Date.now().toString(36).slice(-5)}`;
    const usernameMobile = nextMobile();
    const registered = async (path: string, mobileNum: string, extra: Record<string, string>) => {
      const verificationCode = await smsCode('/wps/verification/sms/register', mobileNum);
      const captcha = await gw.captcha();
      const body = {
        mobileNum,
        verificationCode,
        captcha: captcha.answer,
        humanCheckToken: await solveHumanCheck(gw, 'register'),
        password: 'Spin2026win',
        confirmPassword: 'Spin2026win',
        countryDialingCode: '63',
        login: true,
        registerMethod: 'WEB',
        ...extra,
      };
      return sealedOk('PUT', path, body, { cookie: captcha.cookie });
    };
    await registered('/wps/member/register', usernameMobile, { username, email: 'wire@example.com' });
    await registered('/wps/member/register/mobile', nextMobile(), {});

    await ok('POST', '/wps/member/password/email', { body: { username, email: 'wire@example.com' } });
    const mail = await ok('GET', '/dev/mail/outbox?to=wire@example.com');
    const token = /#reset=([A-Za-z0-9_-]+)/.exec(mail.messages[0].body)![1];
    await sealedOk('POST', '/wps/member/password/reset', { token, newPassword: 'Reset2026win', confirmNewPassword: 'Reset2026win' });

    await setModule('CHNGPASSVERIF3', true);
    const verificationCode = await smsCode('/wps/verification/sms/noLogin', usernameMobile);
    const session = await sealedOk('POST', '/wps/member/password/verification', {
      mobileNum: usernameMobile,
      countryDialingCode: '63',
      verificationCode,
      newPassword: 'Phone2026win',
      confirmNewPassword: 'Phone2026win',
    });
    await setModule('CHNGPASSVERIF3', false);

    // the session the reset started: a password change, then the way out
    const change = { oldPassword: 'Phone2026win', newPassword: 'Change2026win', confirmNewPassword: 'Change2026win' };
    await sealedOk('POST', '/wps/member/password', change, { token: session.token });
    await ok('DELETE', '/wps/session/logout', { token: session.token });
  });

  it('as a signed-in member: info, settings, wallet, favourites, game launches and every demo game page', async () => {
    const player = await newPlayer(g, 100_00n);
    const token = player.token;
    for (const url of ['/wps/member/info', '/wps/relay/CSP_unreadCount', '/wps/v2/wallets/balance', '/wps/relay/GCS_merchantWallet'])
      await ok('GET', url, { token });
    await ok('GET', '/wps/relay/MCSFE_getVipRanks', { token });
    await ok('GET', '/wps/system/customerService', { token });
    await ok('PUT', '/wps/member/language', { token, body: { language: 'en' } });

    const rng = await gameOfType(g, 'RNG');
    const favourite = { nodeId: rng.node_id, vendor: rng.vassalage, gameType: rng.game_type };
    await ok('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { token, body: favourite });
    expect(await ok('GET', '/wps/relay/MCSFE_getFavoriteGames', { token })).toEqual([rng.node_id]);
    await ok('GET', '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=100', { token });
    await ok('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { token, body: favourite });

    // the slot, the card game and the instant lottery, each through its page's calls
    for (const page of ['slot', 'cards', 'lottery', 'draw-lottery']) await ok('GET', `/demo-games/play/${page}?lang=EN`);
    const slot = await play(g, token, rng);
    await ok('GET', '/demo-games/api/balance', { headers: { 'x-game-session': slot.gameToken } });
    expect((await gameCall(g, slot.gameToken, 'slot/spin', { betId: newBetId(), stake: Math.max(rng.min_bet * 5, 500) })).json().success).toBe(true);
    const cards = await play(g, token, await gameOfType(g, 'LIVE'));
    const dealt = (await gameCall(g, cards.gameToken, 'cards/deal', { betId: newBetId(), stake: Math.max(cards.session.minBet, 500) })).json();
    expect(dealt.success, JSON.stringify(dealt)).toBe(true);
    // a call that can win the dealt card (no "higher" on an ace)
    const call = dealt.value.outcome.higher !== null ? 'higher' : 'lower';
    expect((await gameCall(g, cards.gameToken, 'cards/call', { roundId: dealt.value.roundId, call })).json().success).toBe(true);
    const lottery = await play(g, token, await gameOfType(g, 'ELOTT'));
    const stake = Math.max(lottery.session.minBet, 100);
    expect((await gameCall(g, lottery.gameToken, 'lottery/ticket', { betId: newBetId(), stake, picks: [2, 5, 17] })).json().success).toBe(true);
    expect((await gameCall(g, lottery.gameToken, 'exit')).json().success).toBe(true);
    await ok('GET', '/wps/relay/GCS_recentGame', { token });
    await ok('POST', '/wps/game/exitGame', { token, body: {} });

    // a draw lottery's betting page, on a numero that still takes bets
    const hanoi = (await ok('GET', '/lgw/vn/games/game_menu')).NORTH.gameMenus[0];
    const launched = await ok('GET', `/wps/game/launchGame?nodeId=${hanoi.nodeId}&language=EN`, { token });
    const draw = await ok('POST', '/demo-games/api/draw/session', { body: { ticket: ticketOf(launched.url) } });
    const session = { 'x-game-session': draw.token };
    let current = (await ok('GET', '/demo-games/api/draw/state', { headers: session })).current;
    if (current.locked) {
      gw.clock.advance(current.remainTime + 1);
      current = (await ok('GET', '/demo-games/api/draw/state', { headers: session })).current;
    }
    const body = { betId: newBetId(), numero: current.numero, kind: 'DE', picks: ['38'], stake: Math.max(draw.session.minBet, 100) };
    await ok('POST', '/demo-games/api/draw/bet', { headers: session, body });
  });

  it('from the phone identity provider: a code, its ID token and the keys that sign it', async () => {
    expect((await phoneAuthAdmin(gw, 'phone-auth', 'on', '--project', PROJECT)).code).toBe(0);
    gw.app.ctx.merchants.invalidate();
    expect(await idTokenFor(gw, nextMobile())).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect((await ok('GET', '/phone-auth/v1/jwks')).keys).not.toHaveLength(0);
  });

  it('in the security centre: profile, phone and e-mail, payment password set, change and reset, bank cards', async () => {
    const player = await newPlayer(g, 0n);
    const token = player.token;
    await gw.database.db.query(`UPDATE members SET country_dialing_code = '63', mobile_num = '9170009911' WHERE id = $1`, [player.id]);
    await ok('GET', '/wps/member/securityConfig', { token });
    await ok('PUT', '/wps/member/info/nickname', { token, body: { nickname: 'Wire Tester' } });
    await ok('PUT', '/wps/member/info/payeename', { token, body: { payeeName: 'Wire Tester' } });
    await ok('POST', '/wps/member/info', { token, body: { birthday: '1990-01-01' } });
    await ok('GET', '/wps/member/hasWithdrawalPassword', { token });
    await sealedOk('PUT', '/wps/member/paymentPassword', { newPassword: '246810', confirmNewPassword: '246810' }, { token });
    await sealedOk('POST', '/wps/member/paymentPassword', { oldPassword: '246810', newPassword: '135792', confirmNewPassword: '135792' }, { token });
    await ok('POST', '/wps/v2/verification/sms/send', { token, body: { purpose: 4 } });
    const outbox = await ok('GET', '/dev/sms/outbox?phone=639170009911');
    const verificationCode = /\b(\d{6})\b/.exec(outbox.messages[0].body)![1];
    const reset = { verificationCode, newPassword: '975318', confirmNewPassword: '975318' };
    await sealedOk('POST', '/wps/member/paymentPassword/reset', reset, { token });
    // the phone and the e-mail: the bound one proven, the new one bound, each by the code sent to it
    const lastCode = (messages: { body: string }[]) => /\b(\d{6})\b/.exec(messages[0].body)![1];
    await ok('POST', '/wps/v2/verification/sms/send', { token, body: { purpose: 5 } });
    const bound = lastCode((await ok('GET', '/dev/sms/outbox?phone=639170009911')).messages);
    await sealedOk('POST', '/wps/v2/verification/sms/verify-current', { purpose: 5, verificationCode: bound }, { token });
    const newPhone = { countryDialingCode: '63', mobileNum: '9170009912' };
    await ok('POST', '/wps/v2/verification/sms/send', { token, body: { purpose: 5, ...newPhone } });
    const texted = lastCode((await ok('GET', '/dev/sms/outbox?phone=639170009912')).messages);
    await sealedOk('PUT', '/wps/member/info/mobile', { ...newPhone, verificationCode: texted }, { token });
    await ok('POST', '/wps/v2/verification/mail/send', { token, body: { purpose: 10, email: 'wire.tester@example.com' } });
    const mailed = lastCode((await ok('GET', '/dev/mail/outbox?to=wire.tester@example.com')).messages);
    await sealedOk('PUT', '/wps/member/info/email', { email: 'wire.tester@example.com', verificationCode: mailed }, { token });
    await ok('POST', '/wps/v2/verification/mail/send', { token, body: { purpose: 10 } });
    const boundMail = lastCode((await ok('GET', '/dev/mail/outbox?to=wire.tester@example.com')).messages);
    await sealedOk('POST', '/wps/v2/verification/mail/verify-current', { purpose: 10, verificationCode: boundMail }, { token });
    await ok('GET', '/wps/relay/MCSFE_getBanks', { token });
    const added = await sealedOk(
      'POST',
      '/wps/v2/member/bankCards',
      { bankCode: 'GCASH', cardNumber: '09170009911', cardHolder: 'Wire Tester' },
      { token },
    );
    await ok('GET', '/wps/v2/member/bankCards', { token });
    await ok('DELETE', `/wps/v2/member/bankCards?bankCardId=${added.bankCardId}`, { token });
  });

  it('with money: deposits online and by transfer, the provider and its webhook, withdrawals and their confirmation', async () => {
    const player = await newPlayer(g, 0n);
    const token = player.token;
    await ok('GET', '/wps/relay/MCSFE_getDepositMethods', { token });
    const online = await ok('POST', '/wps/relay/MCSFE_depositByLaunchUrl', {
      token,
      body: { bankCode: 'LOCALPAY', amount: '500', idempotencyKey: 'wire-online-0000000001' },
    });
    await ok('GET', online.redirectUrl);
    // the checkout page's pay: the provider's webhook reaches the gateway before the payer is sent back
    await ok('POST', online.redirectUrl, { body: 'decision=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    await ok('GET', `/wps/relay/MCSFE_getDepositDetail?depositId=${online.depositId}`, { token });
    const proof = await ok('POST', '/wps/v2/uploads/image', { token, body: PNG_BYTES, headers: { 'content-type': 'image/png' } });
    const manual = await ok('POST', '/wps/relay/MCSFE_manualTransferByRemark', {
      token,
      body: { bankCode: 'BANKXFER', amount: 300, reference: 'WIRE-1', proofImageId: proof.imageId, idempotencyKey: 'wire-manual-0000000001' },
    });
    await ok('POST', '/wps/relay/MCSFE_cancelDeposit', { token, body: { depositId: manual.depositId } });
    await ok('GET', '/wps/relay/MCSFE_getDepositTransactionReport', { token });

    await ok('PUT', '/wps/member/info/payeename', { token, body: { payeeName: 'Wire Payee' } });
    await sealedOk('PUT', '/wps/member/paymentPassword', { newPassword: '246810', confirmNewPassword: '246810' }, { token });
    const card = await sealedOk(
      'POST',
      '/wps/v2/member/bankCards',
      { bankCode: 'MAYA', cardNumber: '09170009912', cardHolder: 'Wire Payee' },
      { token },
    );
    await ok('GET', '/wps/relay/MCSFE_getWithdrawSettings', { token });
    await ok('GET', '/wps/relay/MCSFE_getTurnoverInfo', { token });
    await ok('GET', '/wps/relay/MCSFE_getCalculatedWithdrawCharges?withdrawAmount=100', { token });
    await gw.database.db.query(`UPDATE withdraw_settings SET turnover_percent = 0`);
    const withdrawal = await sealedOk(
      'POST',
      '/wps/v2/transaction/withdraw',
      { amount: '100', bankCardId: String(card.bankCardId), password: '246810', idempotencyKey: 'wire-withdraw-00000001' },
      { token },
    );
    for (const step of ['approve', 'paid']) {
      const decided = await executeAdminCommand(gw.database.db, parseAdminArgs(['withdrawal', step, withdrawal.withdrawalId]), {
        hasher: gw.app.ctx.providers.hasher,
        now: () => gw.clock.now(),
        via: 'cli',
      });
      expect(decided.code, decided.stderr).toBe(0);
    }
    await ok('GET', '/wps/relay/MCSFE_getPaymentConfirmationList', { token });
    await ok('POST', '/wps/relay/MCSFE_processC2CTransaction', { token, body: { withdrawalId: withdrawal.withdrawalId, answer: 'received' } });
    await ok('GET', `/wps/relay/MCSFE_getWithdrawDetail?withdrawalId=${withdrawal.withdrawalId}`, { token });
    await ok('GET', '/wps/relay/MCSFE_getWithdrawTransactionReport', { token });
  });

  it('in the records: betting record and a bet, account record, profit and loss, CSV exports', async () => {
    const player = await newPlayer(g, 100_00n);
    const token = player.token;
    const slot = await play(g, token, await gameOfType(g, 'RNG'));
    expect((await gameCall(g, slot.gameToken, 'slot/spin', { betId: newBetId(), stake: 500 })).json().success).toBe(true);
    const bets = await ok('GET', '/wps/report/accountGameBetHistory?product=ALL&page=1&size=10', { token });
    await ok('GET', `/wps/report/accountGameBetDetail?orderNo=${bets.list[0].orderNo}`, { token });
    await ok('GET', '/wps/relay/ODSFE2_MemTransDet?codeTypes=deposit,bet', { token });
    await ok('GET', '/wps/relay/ODSFE2_MemPNL?utcOffsetMinutes=480', { token });
    await ok('GET', '/wps/report/export/accountGameBetHistory?product=RNG', { token });
    await ok('GET', '/wps/report/export/transaction', { token });
  });

  it('in the transfers: between wallets, recall all and to the upline', async () => {
    const upline = await newPlayer(g, 0n);
    const player = await newPlayer(g, 100_00n);
    const token = player.token;
    await gw.database.db.query('UPDATE members SET type = 1, upline_id = $2 WHERE id = $1', [player.id, upline.id]);
    const transferMode = (mode: string) =>
      executeAdminCommand(gw.database.db, parseAdminArgs(['wallet-mode', mode]), {
        hasher: gw.app.ctx.providers.hasher,
        now: () => gw.clock.now(),
        via: 'cli',
      });
    await transferMode('transfer');
    gw.app.ctx.merchants.invalidate();
    try {
      const body = { from: 'main', to: 'vendor:SPB', amount: '20', idempotencyKey: 'wire-transfer-000000001' };
      await ok('POST', '/wps/relay/GCS_walletTransfer', { token, body });
      await ok('POST', '/wps/relay/GCS_walletReturn', { token, body: { idempotencyKey: 'wire-return-0000000001' } });
    } finally {
      await transferMode('single');
      gw.app.ctx.merchants.invalidate();
    }
    await sealedOk('PUT', '/wps/member/paymentPassword', { newPassword: '246810', confirmNewPassword: '246810' }, { token });
    await sealedOk('POST', '/wps/member/transferUpline', { amount: '5', password: '246810', idempotencyKey: 'wire-upline-0000000001' }, { token });
  });

  it('in the agent contracts: offers of every kind, a change, the answers, the lists and the history', async () => {
    const top = await newPlayer(g, 0n);
    const agent = await newPlayer(g, 0n);
    await gw.database.db.query('UPDATE members SET type = 1 WHERE id = $1', [top.id]);
    await gw.database.db.query('UPDATE members SET type = 1, upline_id = $2 WHERE id = $1', [agent.id, top.id]);
    const tier = { betVolume: 1000, activeMember: 1, rateType: 'P', rate: 0.01 };
    const offer = (path: string, body: object) => ok('POST', path, { token: top.token, body: { downlineId: agent.id, product: 'CONS', ...body } });
    const dividend = { period: 'W', base: 'NGR', carryOver: true, tiers: [{ minimumBet: 1000, netLoss: 100, activeMember: 1, contractRate: 0.2 }] };
    await offer('/wps/relay/MCSFE_applyContractualDividend', dividend);
    const daily = (await offer('/wps/relay/MCSFE_applyContractDailySalary', { tiers: [tier] })).contract;
    const hourly = (await offer('/wps/relay/MCSFE_applyContractHourSalary', { tiers: [tier] })).contract;
    const realtime = (await offer('/wps/relay/MCSFE_assignRealTimeSalaryContract', { winRate: 0.01, lossRate: 0.02, minimumBet: 1 })).contract;
    await ok('GET', '/wps/member/info/funds/consolidated', { token: agent.token });
    await ok('GET', '/wps/relay/MCS2_processDividendReq?type=CONS&status=A', { token: agent.token });
    await ok('GET', `/wps/relay/MCS2_processDailySalContract?id=${daily.id}&status=A`, { token: agent.token });
    await ok('POST', '/wps/relay/MCS2_processContractHourSalary', { token: agent.token, body: { contractId: hourly.id, status: 'A' } });
    await ok('POST', '/wps/relay/MCSFE_processRealTimeSalaryContract', { token: agent.token, body: { contractId: realtime.id, status: 'R' } });
    const listed = (await ok('GET', '/wps/relay/MCSFE_getDownlineContracts?kind=dividend', { token: top.token })).downline[0];
    await ok('POST', '/wps/relay/MCSFE_modifyContractDividend', { token: top.token, body: { contractId: listed.id, ...dividend } });
    await ok('POST', '/wps/relay/MCSFE_updateContractDividend', { token: top.token, body: { contractId: listed.id, status: 'W' } });
    await ok('GET', `/wps/relay/MCSFE_getContractHistory?contractId=${listed.id}`, { token: agent.token });
    await ok('GET', '/wps/relay/ODSFE2_getTeamOverviewSum', { token: top.token });
    await ok('GET', '/wps/relay/ODSFE2_getTeamOverviewDailyList', { token: top.token });
    await ok('GET', '/wps/relay/ODSFE2_getSubordinatev2?depth=0', { token: top.token });
    // the team reports (their figures: team-reports.test.ts)
    for (const path of [
      '/wps/report/teamGameBetHistory',
      '/wps/report/downlineTransaction',
      '/wps/relay/ODSFE2_getTeamPNLV3',
      '/wps/relay/ODSFE2_AgentProfDet',
      '/wps/relay/ODSFE2_dailySalRec',
      '/wps/relay/ODSFE2_getHourSalaryDisburseRec',
      '/wps/relay/ODSFE2_getRealTimeSalary',
      '/wps/relay/ODSFE2_QueryDividend',
      '/wps/agent/announcements',
    ])
      await ok('GET', path, { token: top.token });
    // the top agent's credit to its downline, and back
    await phoneAuthAdmin(gw, 'wallet', 'deposit', top.username, '50', '--reference', 'wire-agent-credit');
    await sealedOk('PUT', '/wps/member/paymentPassword', { newPassword: '135790', confirmNewPassword: '135790' }, { token: top.token });
    const transfer = { downlineId: agent.id, amount: '10', password: '135790' };
    await sealedOk('PUT', '/wps/agent/transferDownline', { ...transfer, idempotencyKey: 'wire-downline-000000001' }, { token: top.token });
    await sealedOk(
      'POST',
      '/wps/relay/passwordCheck/MCSFE_collectFromDownline',
      { ...transfer, amount: '4', idempotencyKey: 'wire-collect-0000000001' },
      {
        token: top.token,
      },
    );
  });

  it('in the register centre: rates, promotion, a downline opened by its agent, affiliate links', async () => {
    const top = await newPlayer(g, 0n);
    const player = await newPlayer(g, 0n);
    await gw.database.db.query('UPDATE members SET type = 1 WHERE id = $1', [top.id]);
    await gw.database.db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [player.id, top.id]);
    const token = top.token;
    const rebates = [{ product: 'LOTT', rate: 1.5 }];
    await ok('GET', '/wps/relay/MCSFE_getGlobalRebateSettingsByProductType', { token });
    await ok('PUT', '/wps/agent/updateDownlineRebates', { token, body: { downlineId: player.id, rebates } });
    await ok('GET', `/wps/relay/MCSFE_getDownlineRebates?downlineId=${player.id}`, { token });
    await ok('PUT', '/wps/agent/promoteDownlineToAgent', { token, body: { downlineId: player.id } });
    await sealedOk('POST', '/wps/agent/downline', { username: 'wireOpened1', password: 'Opened2026', type: 'member', rebates }, { token });
    await ok('GET', '/wps/relay/MCSFE_getMerchantUrlExpiryOptions', { token });
    const link = await ok('POST', '/wps/relay/MCSFE_createAffiliateUrl', { token, body: { type: 'agent', expiryDays: 7, rebates } });
    await ok('GET', '/wps/relay/MCSFE_viewAffiliateUrls?page=1&size=10', { token });
    await ok('GET', `/wps/relay/MCSFE_viewRegisteredAffiliates?affiUrlId=${link.affiUrlId}`, { token });
    await ok('DELETE', `/wps/relay/MCSFE_deleteAffiliateUrl?affiUrlId=${link.affiUrlId}`, { token });
  });

  it("in the member centre's feedback: a question with a picture, the operator's reply, the list", async () => {
    const player = await newPlayer(g, 0n);
    const token = player.token;
    const picture = await ok('POST', '/wps/v2/uploads/image', { token, body: PNG_BYTES, headers: { 'content-type': 'image/png' } });
    const sent = await ok('PUT', '/wps/feedback', {
      token,
      body: { type: 'deposit', content: 'The deposit has not arrived', imageIds: [picture.imageId] },
    });
    const replied = await executeAdminCommand(gw.database.db, parseAdminArgs(['feedback', 'reply', sent.id, 'Credited now']), {
      hasher: gw.app.ctx.providers.hasher,
      now: () => gw.clock.now(),
      via: 'cli',
    });
    expect(replied.code, replied.stderr).toBe(0);
    expect((await ok('GET', '/wps/feedback', { token })).list).toMatchObject([{ id: sent.id, imageCount: 1, reply: 'Credited now' }]);
  });

  it('so that every route of the table answered, and every JSON route with its success shape', () => {
    const missing = (Object.entries(WIRE_ROUTES) as [string, WireRoute][]).flatMap(([key, route]) => {
      const outcomes = gw.wireAnswers.get(key) ?? new Set();
      const wanted = route.answer.kind === 'envelope' ? 'value' : route.answer.kind === 'json' ? 'body' : 'page';
      return outcomes.has(wanted) ? [] : [`${key} (${[...outcomes].join(', ') || 'never called'})`];
    });
    expect(missing).toEqual([]);
  });
});

describe('the wire check', () => {
  const member = WIRE_ROUTES['GET /wps/member/info'];
  const popular = WIRE_ROUTES['GET /lgw/games/popular'];
  const reply = (body: unknown, status = 200) => ({
    status,
    contentType: 'application/json; charset=utf-8',
    location: '',
    body: JSON.stringify(body),
  });

  it('refuses an answer whose field was renamed on its way out, and fails the test that got it', async () => {
    const { token } = await newPlayer(g, 0n);
    await ok('GET', '/wps/member/info', { token, headers: { 'x-test-rename': '1' } });
    const found = takeWireViolations();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/GET \/wps\/member\/info -> 200: envelope: .*nickname/);
  });

  it.each([
    ['a renamed field', member, reply({ success: true, value: { id: 1, account: 'a', nickName: 'a' } }), /nickname/],
    ['a mistyped field', popular, reply([{ gameCode: 'X', gameId: 7, nodeId: '7' }]), /gameId/],
    [
      'a success that says more than its schema',
      WIRE_ROUTES['GET /wps/relay/CSP_unreadCount'],
      reply({ success: true, value: { count: 1, total: 2 } }),
      /total/,
    ],
    ['a failure without its message', member, reply({ success: false, value: null, errorCode: 'login.not.session' }, 401), /message/],
    [
      'a failure value off its code',
      WIRE_ROUTES['POST /wps/session/login'],
      reply({ success: false, value: null, errorCode: 'login.failed', message: 'x' }),
      /login\.failed/,
    ],
  ])('refuses %s', (_, route, answer, named) => {
    const verdict = checkWireReply(route, true, answer);
    expect(verdict.problems.join(' ')).toMatch(named);
  });

  it('takes a page where the route answers one, and refuses JSON or another type there', () => {
    const chat = WIRE_ROUTES['GET /cs/chat'];
    expect(checkWireReply(chat, true, { status: 200, contentType: 'text/html; charset=utf-8', location: '', body: '<p>' }).problems).toEqual([]);
    expect(checkWireReply(chat, true, { status: 200, contentType: 'image/svg+xml', location: '', body: '<svg/>' }).problems).not.toEqual([]);
    expect(checkWireReply(chat, true, reply({ success: true, value: null })).problems).not.toEqual([]);
  });
});
