/**
 * The agent centre's register centre through the gateway (issue 14): rebate rates per product (an
 * agent's own, the most it may give, a downline's set within both bounds of the tree), promotion of
 * a downline member to agent, a downline account opened by the agent, and affiliate links (made,
 * listed with their registrations, expired, deleted), each refused to a member who is no agent.
 * Two rate changes sent at once up and down one branch leave the tree consistent: exactly one
 * applies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_TYPE_CODES } from '../../wire/games.schemas';
import { cryptoRandom } from '../../server/demo-games/random';
import { readOutbox } from '../../server/verification/sms-provider';
import { newPlayer, startGameGateway } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import { solveHumanCheck } from './support/human-check-solver';
import type { TestGateway } from './support/test-gateway';

const DAY = 86_400_000;
let gg: GameGateway;
let g: TestGateway;

interface Member {
  id: number;
  token: string;
  username: string;
}

beforeAll(async () => {
  gg = await startGameGateway(cryptoRandom);
  g = gg.gw;
});
afterAll(() => g.close());

/** What the site lets a top agent give unless the merchant says otherwise: 2.00 % on lottery, 1.00 % elsewhere. */
const defaultCeiling = (product: string) => (product === 'LOTT' ? 2 : 1);

async function member(upline: Member | null, type: number): Promise<Member> {
  const created = await newPlayer(gg, 0n);
  await g.database.db.query('UPDATE members SET type = $2, upline_id = $3 WHERE id = $1', [created.id, type, upline?.id ?? null]);
  return created;
}

/** A new session for a member, after the clock has moved past its old one: signed in with the demo agent's password. */
async function signInAgain(who: Member): Promise<Member> {
  await g.database.db.query(`UPDATE members SET password_hash = (SELECT password_hash FROM members WHERE username = 'demo_agent') WHERE id = $1`, [
    who.id,
  ]);
  const login = (await g.login(who.username, 'Agent2026!')).json();
  expect(login.success, JSON.stringify(login)).toBe(true);
  return { ...who, token: login.value.token };
}

async function call(method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who: { token: string }, body?: unknown) {
  const response = await g.app.inject({ method, url, headers: { authorization: who.token }, payload: body as never });
  return response.json();
}

const setRates = (agent: Member, downline: Member, rebates: { product: string; rate: number }[]) =>
  call('PUT', '/wps/agent/updateDownlineRebates', agent, { downlineId: downline.id, rebates });

/** Every product with its rate, 0 unless given: the shape a full list of rates takes. */
const fullList = (given: Record<string, number>) => GAME_TYPE_CODES.map((product) => ({ product, rate: given[product] ?? 0 }));

async function storedRates(memberId: number): Promise<Record<string, number>> {
  const rows = await g.database.db.query<{ product: string; rate_bp: number }>('SELECT product, rate_bp FROM member_rebates WHERE member_id = $1', [
    memberId,
  ]);
  return Object.fromEntries(rows.rows.map((row) => [row.product, row.rate_bp]));
}

let serial = 0;
/** A visitor's username registration with an invitation code, through every step the site asks. */
async function registerWith(affiliateCode: string) {
  serial += 1;
  const mobileNum = String(9_260_000_000 + serial);
  g.clock.advance(61_000); // past any resend wait of an earlier registration
  const sent = await g.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    payload: { countryDialingCode: '63', mobileNo: mobileNum, humanCheckToken: await solveHumanCheck(g, 'sms') },
  });
  expect(sent.json().success, sent.body).toBe(true);
  const verificationCode = (await readOutbox(g.app.ctx.db, `63${mobileNum}`, 1))[0].body.match(/\d{6}/)![0];
  const captcha = await g.captcha();
  const username = `invited${serial}x`;
  const body = {
    username,
    mobileNum,
    password: 'Spin2026win',
    confirmPassword: 'Spin2026win',
    countryDialingCode: '63',
    verificationCode,
    captcha: captcha.answer,
    humanCheckToken: await solveHumanCheck(g, 'register'),
    affiliateCode,
    login: false,
  };
  const result = (await g.sealed('PUT', '/wps/member/register', body, { cookie: captcha.cookie })).json();
  return { username, result };
}

async function memberRow(username: string) {
  const row = await g.database.db.query<{ id: number; type: number; upline_id: number | null; register_affiliate_url_id: number | null }>(
    'SELECT id, type, upline_id, register_affiliate_url_id FROM members WHERE username = $1',
    [username],
  );
  return row.rows[0];
}

describe('rebate rates', () => {
  it("gives an agent its own rates and, at the top of the tree, the merchant's ceiling to give; below another agent, its own", async () => {
    const demoAgent = (await g.login('demo_agent', 'Agent2026!')).json().value;
    const demo = await call('GET', '/wps/relay/MCSFE_getGlobalRebateSettingsByProductType', demoAgent);
    // the demo agent holds the ceilings themselves
    expect(demo.value.list).toEqual(GAME_TYPE_CODES.map((product) => ({ product, rate: defaultCeiling(product), maxRate: defaultCeiling(product) })));

    const top = await member(null, 1);
    const sub = await member(top, 1);
    expect((await call('GET', '/wps/relay/MCSFE_getGlobalRebateSettingsByProductType', top)).value.list).toEqual(
      GAME_TYPE_CODES.map((product) => ({ product, rate: 0, maxRate: defaultCeiling(product) })),
    );
    expect(await setRates(top, sub, [{ product: 'LOTT', rate: 1.25 }])).toEqual({ success: true, value: { list: fullList({ LOTT: 1.25 }) } });
    // kept exactly: hundredths of a percent
    expect(await storedRates(sub.id)).toEqual({ LOTT: 125 });
    expect((await call('GET', '/wps/relay/MCSFE_getGlobalRebateSettingsByProductType', sub)).value.list).toEqual(
      fullList({ LOTT: 1.25 }).map((entry) => ({ ...entry, maxRate: entry.rate })),
    );

    // the merchant's own ceiling replaces the default
    await g.database.db.query(`INSERT INTO rebate_settings (merchant_id, product, max_rate_bp) VALUES ($1, 'LOTT', 300)`, [gg.merchantId]);
    try {
      const lott = (await call('GET', '/wps/relay/MCSFE_getGlobalRebateSettingsByProductType', top)).value.list.find(
        (entry: { product: string }) => entry.product === 'LOTT',
      );
      expect(lott).toEqual({ product: 'LOTT', rate: 0, maxRate: 3 });
      expect((await setRates(top, sub, [{ product: 'LOTT', rate: 3 }])).success).toBe(true);
    } finally {
      await g.database.db.query(`DELETE FROM rebate_settings WHERE merchant_id = $1`, [gg.merchantId]);
    }
  });

  it('refuses a rate above what the agent may give and below what the downline gives its own, and reads any member of the team', async () => {
    const top = await member(null, 1);
    const sub = await member(top, 1);
    const player = await member(sub, 0);
    const stranger = await member(null, 0);
    expect(await setRates(top, sub, [{ product: 'LOTT', rate: 2.01 }])).toMatchObject({
      success: false,
      errorCode: 'rebate.aboveOwn',
      value: { product: 'LOTT', limit: 2 },
    });
    expect(await setRates(top, sub, [{ product: 'LOTT', rate: 1.555 }])).toMatchObject({ errorCode: 'request_param_err' });
    expect(await setRates(top, sub, [{ product: 'LOTT', rate: -1 }])).toMatchObject({ errorCode: 'request_param_err' });
    expect(
      await setRates(top, sub, [
        { product: 'LOTT', rate: 1 },
        { product: 'LOTT', rate: 1 },
      ]),
    ).toMatchObject({ errorCode: 'request_param_err' });
    expect(
      (
        await setRates(top, sub, [
          { product: 'LOTT', rate: 1.8 },
          { product: 'RNG', rate: 0.8 },
        ])
      ).success,
    ).toBe(true);

    // the sub-agent gives at most its own
    expect(await setRates(sub, player, [{ product: 'LOTT', rate: 1.81 }])).toMatchObject({
      errorCode: 'rebate.aboveOwn',
      value: { product: 'LOTT', limit: 1.8 },
    });
    expect(await setRates(sub, player, [{ product: 'SPORTS', rate: 0.01 }])).toMatchObject({
      errorCode: 'rebate.aboveOwn',
      value: { product: 'SPORTS', limit: 0 },
    });
    expect(await setRates(sub, player, [{ product: 'LOTT', rate: 1.5 }])).toEqual({ success: true, value: { list: fullList({ LOTT: 1.5 }) } });

    // the top agent cannot cut the sub-agent below what the sub-agent gives its player
    expect(await setRates(top, sub, [{ product: 'LOTT', rate: 1.49 }])).toMatchObject({
      errorCode: 'rebate.belowDownline',
      value: { product: 'LOTT', limit: 1.5 },
    });
    expect(await storedRates(sub.id)).toEqual({ LOTT: 180, RNG: 80 });
    expect((await setRates(top, sub, [{ product: 'LOTT', rate: 1.5 }])).value.list).toEqual(fullList({ LOTT: 1.5, RNG: 0.8 }));

    // reads reach the whole team; writes only direct downlines
    expect(await call('GET', `/wps/relay/MCSFE_getDownlineRebates?downlineId=${player.id}`, top)).toEqual({
      success: true,
      value: { list: fullList({ LOTT: 1.5 }) },
    });
    expect(await setRates(top, player, [{ product: 'LOTT', rate: 1 }])).toMatchObject({ errorCode: 'downline.unknown' });
    for (const [who, whom] of [
      [top, stranger],
      [sub, top],
      [top, top],
    ] as const) {
      expect(await call('GET', `/wps/relay/MCSFE_getDownlineRebates?downlineId=${whom.id}`, who)).toMatchObject({ errorCode: 'downline.unknown' });
    }
    expect(await setRates(top, stranger, [{ product: 'LOTT', rate: 1 }])).toMatchObject({ errorCode: 'downline.unknown' });
    expect(await storedRates(player.id)).toEqual({ LOTT: 150 });
  });

  it('of a cut above and a raise below sent together on one branch, applies exactly one, ten times over', async () => {
    for (let round = 0; round < 10; round += 1) {
      const top = await member(null, 1);
      const sub = await member(top, 1);
      const player = await member(sub, 0);
      expect((await setRates(top, sub, [{ product: 'LOTT', rate: 2 }])).success).toBe(true);
      expect((await setRates(sub, player, [{ product: 'LOTT', rate: 1 }])).success).toBe(true);
      const [cut, raise] = await Promise.all([
        setRates(top, sub, [{ product: 'LOTT', rate: 1.2 }]),
        setRates(sub, player, [{ product: 'LOTT', rate: 1.5 }]),
      ]);
      expect([cut.success, raise.success].filter(Boolean), JSON.stringify([cut, raise])).toHaveLength(1);
      // whichever went first, the other met it: the cut found the raise, or the raise found the cut
      expect(cut.success ? raise.errorCode : cut.errorCode).toBe(cut.success ? 'rebate.aboveOwn' : 'rebate.belowDownline');
      const [subLott, playerLott] = [(await storedRates(sub.id)).LOTT, (await storedRates(player.id)).LOTT];
      expect(playerLott).toBeLessThanOrEqual(subLott);
      expect([subLott, playerLott]).toEqual(cut.success ? [120, 100] : [200, 150]);
    }
  });
});

describe('promotion to agent', () => {
  it('makes a direct downline member an agent, once, and only a direct one', async () => {
    const top = await member(null, 1);
    const player = await member(top, 0);
    const deeper = await member(player, 0);
    expect(await call('PUT', '/wps/agent/promoteDownlineToAgent', top, { downlineId: player.id })).toEqual({
      success: true,
      value: { downlineId: player.id, type: 1 },
    });
    expect((await memberRow(player.username)).type).toBe(1);
    expect(await call('PUT', '/wps/agent/promoteDownlineToAgent', top, { downlineId: player.id })).toMatchObject({
      errorCode: 'downline.alreadyAgent',
    });
    expect(await call('PUT', '/wps/agent/promoteDownlineToAgent', top, { downlineId: deeper.id })).toMatchObject({ errorCode: 'downline.unknown' });
    expect((await memberRow(deeper.username)).type).toBe(0);
    // now an agent, it has the agent's calls
    expect((await call('GET', '/wps/relay/MCSFE_getGlobalRebateSettingsByProductType', player)).success).toBe(true);
  });
});

describe('a downline opened by its agent', () => {
  const open = (agent: Member, body: Record<string, unknown>) =>
    g.sealed('POST', '/wps/agent/downline', body, { token: agent.token }).then((r) => r.json());

  it("creates a member or an agent under the agent with the registration's rules, and the new account signs in", async () => {
    const top = await member(null, 1);
    const created = await open(top, { username: 'openedOne1', password: 'Opened2026', type: 'member', rebates: [{ product: 'RNG', rate: 0.5 }] });
    expect(created).toEqual({ success: true, value: { customerId: expect.any(Number), username: 'openedOne1', type: 'member' } });
    const row = await memberRow('openedOne1');
    expect(row).toMatchObject({ id: created.value.customerId, type: 0, upline_id: top.id });
    expect(await storedRates(row.id)).toEqual({ RNG: 50 });
    const login = (await g.login('openedOne1', 'Opened2026')).json();
    expect(login, JSON.stringify(login)).toMatchObject({ success: true, value: { token: expect.any(String) } });

    const agent = await open(top, { username: 'openedAgent2', password: 'Opened2026', type: 'agent' });
    expect(agent.value.type).toBe('agent');
    expect((await memberRow('openedAgent2')).type).toBe(1);

    expect(await open(top, { username: 'OPENEDONE1', password: 'Opened2026', type: 'member' })).toMatchObject({ errorCode: 'username.taken' });
    // a look-alike (`0` for `O`, `rn` for `m`) is the same name by its confusable skeleton
    expect(await open(top, { username: 'opened0ne1', password: 'Opened2026', type: 'member' })).toMatchObject({ errorCode: 'username.taken' });
    expect(await memberRow('opened0ne1')).toBeUndefined();
    // the demo merchant's rules: a name of 6 to 16 letters and digits starting with a letter, a password with a letter and a digit
    expect(await open(top, { username: 'ab1', password: 'Opened2026', type: 'member' })).toMatchObject({
      errorCode: 'request_param_err',
      value: { fields: { username: 'reg_pattern_1' } },
    });
    expect(await open(top, { username: 'openedThree3', password: 'onlyletters', type: 'member' })).toMatchObject({
      value: { fields: { password: 'reg_pattern_5' } },
    });
    expect(
      await open(top, { username: 'openedThree3', password: 'Opened2026', type: 'member', rebates: [{ product: 'LOTT', rate: 2.5 }] }),
    ).toMatchObject({
      errorCode: 'rebate.aboveOwn',
      value: { product: 'LOTT', limit: 2 },
    });
    expect(await memberRow('openedThree3')).toBeUndefined();
    // the body is sealed, as the platform's other account calls are
    const plain = await g.app.inject({
      method: 'POST',
      url: '/wps/agent/downline',
      headers: { authorization: top.token },
      payload: { username: 'openedFour4', password: 'Opened2026', type: 'member' },
    });
    expect(plain.json()).toMatchObject({ errorCode: 'payload.encryption.required' });
  });
});

describe('affiliate links', () => {
  const create = (agent: Member, body: Record<string, unknown>) => call('POST', '/wps/relay/MCSFE_createAffiliateUrl', agent, body);
  const list = (agent: Member, query = '') => call('GET', `/wps/relay/MCSFE_viewAffiliateUrls${query}`, agent);

  it('signs visitors up under the agent as the link says, counts them, lists them, and stops when the link expires or is deleted', async () => {
    let top = await member(null, 1);
    expect(await call('GET', '/wps/relay/MCSFE_getMerchantUrlExpiryOptions', top)).toEqual({ success: true, value: { list: [0, 1, 7, 30, 90] } });
    expect(await create(top, { type: 'agent', expiryDays: 3, rebates: [] })).toMatchObject({ errorCode: 'request_param_err' });
    expect(await create(top, { type: 'agent', expiryDays: 7, rebates: [{ product: 'FISH', rate: 1.01 }] })).toMatchObject({
      errorCode: 'rebate.aboveOwn',
    });

    const made = g.clock.now().getTime();
    const weekLink = await create(top, { type: 'agent', expiryDays: 7, rebates: [{ product: 'LOTT', rate: 1.2 }] });
    expect(weekLink.success, JSON.stringify(weekLink)).toBe(true);
    const { code } = weekLink.value;
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(weekLink.value).toEqual({
      affiUrlId: expect.any(Number),
      code,
      url: `${g.app.ctx.config.publicUrl}/register?affiliateCode=${code}`,
      type: 'agent',
      expiresAt: made + 7 * DAY,
    });
    const dayLink = (await create(top, { type: 'member', expiryDays: 1, rebates: [] })).value;
    const forever = (await create(top, { type: 'member', expiryDays: 0, rebates: [] })).value;
    expect(forever.expiresAt).toBeNull();

    // the invitation-code check takes a link's code, typed in any case
    expect((await g.get(`/wps/agent/affiliate?code=${code.toLowerCase()}`)).json()).toEqual({ success: true, value: true });
    const first = await registerWith(code);
    const second = await registerWith(code.toLowerCase());
    for (const { username, result } of [first, second]) {
      expect(result, JSON.stringify(result)).toMatchObject({ success: true });
      const row = await memberRow(username);
      expect(row).toMatchObject({ type: 1, upline_id: top.id, register_affiliate_url_id: weekLink.value.affiUrlId });
      expect(await storedRates(row.id)).toEqual({ LOTT: 120 });
    }

    const listed = await list(top, '?page=1&size=10');
    expect(listed.value.total).toBe(3);
    expect(listed.value.list.map((url: { affiUrlId: number }) => url.affiUrlId)).toEqual([
      forever.affiUrlId,
      dayLink.affiUrlId,
      weekLink.value.affiUrlId,
    ]);
    expect(listed.value.list[2]).toEqual({
      ...weekLink.value,
      rebates: fullList({ LOTT: 1.2 }),
      createdAt: made,
      expired: false,
      registrations: 2,
    });
    expect(await call('GET', `/wps/relay/MCSFE_viewRegisteredAffiliates?affiUrlId=${weekLink.value.affiUrlId}`, top)).toEqual({
      success: true,
      value: {
        list: [second, first].map(({ username }) => ({ customerId: expect.any(Number), username, type: 1, registeredAt: expect.any(Number) })),
        total: 2,
        totalPages: 1,
      },
    });
    // pages of one: the same rows, newest first
    const secondPage = await call('GET', `/wps/relay/MCSFE_viewRegisteredAffiliates?affiUrlId=${weekLink.value.affiUrlId}&page=2&size=1`, top);
    expect(secondPage.value).toMatchObject({ list: [{ username: first.username }], total: 2, totalPages: 2 });

    // a day later the one-day link is spent: its code is as unknown as a made-up one
    g.clock.advance(DAY);
    top = await signInAgain(top);
    expect((await g.get(`/wps/agent/affiliate?code=${dayLink.code}`)).json()).toMatchObject({ success: false, errorCode: 'invitation_code_error' });
    expect((await registerWith(dayLink.code)).result).toMatchObject({ success: false, errorCode: 'invitation_code_error' });
    const afterDay = await list(top);
    expect(afterDay.value.list.map((url: { expired: boolean }) => url.expired)).toEqual([false, true, false]);

    // deleted: gone from the list, its code refused, its sign-ups still readable
    expect(await call('DELETE', `/wps/relay/MCSFE_deleteAffiliateUrl?affiUrlId=${weekLink.value.affiUrlId}`, top)).toEqual({
      success: true,
      value: null,
    });
    expect((await list(top)).value.list.map((url: { affiUrlId: number }) => url.affiUrlId)).toEqual([forever.affiUrlId, dayLink.affiUrlId]);
    expect((await registerWith(code)).result).toMatchObject({ success: false, errorCode: 'invitation_code_error' });
    expect((await call('GET', `/wps/relay/MCSFE_viewRegisteredAffiliates?affiUrlId=${weekLink.value.affiUrlId}`, top)).value.total).toBe(2);
    expect(await call('DELETE', `/wps/relay/MCSFE_deleteAffiliateUrl?affiUrlId=${weekLink.value.affiUrlId}`, top)).toMatchObject({
      errorCode: 'affiliateUrl.unknown',
    });

    // another agent's link is unknown to this one
    const other = await member(null, 1);
    expect(await call('DELETE', `/wps/relay/MCSFE_deleteAffiliateUrl?affiUrlId=${forever.affiUrlId}`, other)).toMatchObject({
      errorCode: 'affiliateUrl.unknown',
    });
    expect(await call('GET', `/wps/relay/MCSFE_viewRegisteredAffiliates?affiUrlId=${forever.affiUrlId}`, other)).toMatchObject({
      errorCode: 'affiliateUrl.unknown',
    });
    expect((await list(other)).value).toEqual({ list: [], total: 0, totalPages: 0 });

    // the agent's own permanent code still signs players up, plain members without a link
    const viaDemo = await registerWith('DEMOAGENT');
    expect(viaDemo.result).toMatchObject({ success: true });
    const demoAgentId = (await memberRow('demo_agent')).id;
    expect(await memberRow(viaDemo.username)).toMatchObject({ type: 0, upline_id: demoAgentId, register_affiliate_url_id: null });
  });

  it("gives a link's sign-ups no more than the agent may give when they register", async () => {
    const top = await member(null, 1);
    const sub = await member(top, 1);
    expect((await setRates(top, sub, [{ product: 'LOTT', rate: 1.5 }])).success).toBe(true);
    const link = (await create(sub, { type: 'member', expiryDays: 0, rebates: [{ product: 'LOTT', rate: 1.5 }] })).value;
    // a link is no downline: the sub-agent's rate may still be cut
    expect((await setRates(top, sub, [{ product: 'LOTT', rate: 1.1 }])).success).toBe(true);
    const { username, result } = await registerWith(link.code);
    expect(result).toMatchObject({ success: true });
    expect(await storedRates((await memberRow(username)).id)).toEqual({ LOTT: 110 });
  });

  it('keeps at most 50 live links per agent', async () => {
    const top = await member(null, 1);
    const made = [];
    for (let i = 0; i < 50; i += 1) made.push((await create(top, { type: 'member', expiryDays: 30, rebates: [] })).value.affiUrlId);
    expect(await create(top, { type: 'member', expiryDays: 30, rebates: [] })).toMatchObject({ errorCode: 'affiliateUrl.tooMany' });
    const listed = await list(top, '?page=3&size=20');
    expect(listed.value).toMatchObject({ total: 50, totalPages: 3 });
    expect(listed.value.list).toHaveLength(10);
    expect((await call('DELETE', `/wps/relay/MCSFE_deleteAffiliateUrl?affiUrlId=${made[0]}`, top)).success).toBe(true);
    expect((await create(top, { type: 'member', expiryDays: 30, rebates: [] })).success).toBe(true);
  });
});

describe('a member who is no agent', () => {
  it('is refused on every call of the register centre', async () => {
    const upline = await member(null, 1);
    const player = await member(upline, 0);
    const other = await member(player, 0);
    const answers = [
      await call('GET', '/wps/relay/MCSFE_getGlobalRebateSettingsByProductType', player),
      await call('GET', `/wps/relay/MCSFE_getDownlineRebates?downlineId=${other.id}`, player),
      await setRates(player, other, [{ product: 'LOTT', rate: 0 }]),
      await call('PUT', '/wps/agent/promoteDownlineToAgent', player, { downlineId: other.id }),
      (
        await g.sealed('POST', '/wps/agent/downline', { username: 'notOpened5', password: 'Opened2026', type: 'member' }, { token: player.token })
      ).json(),
      await call('GET', '/wps/relay/MCSFE_getMerchantUrlExpiryOptions', player),
      await call('POST', '/wps/relay/MCSFE_createAffiliateUrl', player, { type: 'member', expiryDays: 0, rebates: [] }),
      await call('GET', '/wps/relay/MCSFE_viewAffiliateUrls', player),
      await call('DELETE', '/wps/relay/MCSFE_deleteAffiliateUrl?affiUrlId=1', player),
      await call('GET', '/wps/relay/MCSFE_viewRegisteredAffiliates?affiUrlId=1', player),
    ];
    expect(answers.map((answer) => answer.errorCode)).toEqual(Array(10).fill('agent.only'));
    expect((await memberRow(other.username)).type).toBe(0);
    expect(await memberRow('notOpened5')).toBeUndefined();
  });
});
