/**
 * The slider human check on the real gateway and database: pictures out, target kept; one drag
 * per challenge judged on offset and movement; a single-use token for one purpose, in time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spendToken } from '../../server/human-check/human-check.service';
import type { HumanCheckPurpose } from '../../server/human-check/human-check.service';
import { challenge, humanDrag, solveHumanCheck, verify } from './support/human-check-solver';
import type { DragSample } from './support/human-check-solver';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let g: TestGateway;
beforeAll(async () => {
  g = await startTestGateway();
});
afterAll(() => g.close());

const PNG = '89504e470d0a1a0a';
const spend = (token: string, purpose: HumanCheckPurpose = 'sms') =>
  g.app.ctx.db.transaction((tx) => spendToken(tx, { token, purpose, now: g.clock.now() }));

async function drag(trace: (target: number) => DragSample[], offset = 0) {
  const { challengeId, targetX } = await challenge(g, 'sms');
  const samples = trace(targetX + offset);
  return (await verify(g, { challengeId, x: samples[samples.length - 1].x, trace: samples })).json();
}

describe('a challenge', () => {
  it('gives a background with a gap and the piece as PNGs, and not where the piece belongs', async () => {
    const response = await g.app.inject({ method: 'GET', url: '/wps/humancheck/challenge?purpose=register' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const value = response.json().value;
    expect(Object.keys(value).sort()).toEqual(['background', 'challengeId', 'height', 'piece', 'pieceWidth', 'width']);
    expect(Buffer.from(value.background, 'base64').subarray(0, 8).toString('hex')).toBe(PNG);
    expect(Buffer.from(value.piece, 'base64').subarray(0, 8).toString('hex')).toBe(PNG);
    expect(value).toMatchObject({ width: 300, height: 150, pieceWidth: 44 });
  });

  it('refuses an unknown purpose', async () => {
    const response = await g.app.inject({ method: 'GET', url: '/wps/humancheck/challenge?purpose=lottery' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().value.fields)).toEqual(['purpose']);
  });
});

describe('judging the drag', () => {
  it('passes a hand-like drag onto the target and keeps only a hash of the token', async () => {
    const { challengeId, targetX } = await challenge(g, 'sms');
    const body = (await verify(g, { challengeId, x: targetX, trace: humanDrag(targetX) })).json();
    expect(body.success).toBe(true);
    expect(body.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(body.value.expiresAt) - g.clock.now().getTime()).toBe(120_000);
    const row = await g.app.ctx.db.query<{ token_hash: string; snapshot: { value: string } }>(
      'SELECT token_hash, snapshot FROM human_checks WHERE id = $1',
      [challengeId],
    );
    expect(row.rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.rows[0].token_hash).not.toContain(body.value.token);
    expect(row.rows[0].snapshot.value).toBe('passed');
  });

  it('accepts a few pixels off target, refuses more', async () => {
    expect((await drag(humanDrag, 4)).success).toBe(true);
    expect((await drag(humanDrag, -4)).success).toBe(true);
    expect((await drag(humanDrag, 9)).errorCode).toBe('humancheck.failed');
  });

  it.each([
    ['a drag faster than a hand', (target: number) => humanDrag(target, 120)],
    ['no movement trace', (target: number) => [{ x: target, t: 0 }]],
    ['a constant-step script', (target: number) => Array.from({ length: 11 }, (_, i) => ({ x: (target * i) / 10, t: i * 60 }))],
    ['time running backwards', (target: number) => humanDrag(target).map((s, i, all) => ({ x: s.x, t: all[all.length - 1 - i].t }))],
  ])('refuses %s without saying why', async (_, trace) => {
    const body = await drag(trace);
    expect(body).toEqual({ success: false, value: null, errorCode: 'humancheck.failed', message: 'Please try again' });
  });

  it('records why a drag was refused, for the audit trail', async () => {
    const { challengeId, targetX } = await challenge(g, 'sms');
    await verify(g, { challengeId, x: targetX + 30, trace: humanDrag(targetX + 30) });
    const row = await g.app.ctx.db.query<{ snapshot: { value: string; context: { failure: string } } }>(
      'SELECT snapshot FROM human_checks WHERE id = $1',
      [challengeId],
    );
    expect(row.rows[0].snapshot).toMatchObject({ value: 'failed', context: { failure: 'offset' } });
  });

  it('allows one drag per challenge: a second try, even on target, gets nothing', async () => {
    const { challengeId, targetX } = await challenge(g, 'sms');
    await verify(g, { challengeId, x: targetX + 20, trace: humanDrag(targetX + 20) });
    const second = (await verify(g, { challengeId, x: targetX, trace: humanDrag(targetX) })).json();
    expect(second).toMatchObject({ success: false, errorCode: 'humancheck.expired' });
  });

  it('lets a challenge expire after 2 minutes', async () => {
    const { challengeId, targetX } = await challenge(g, 'sms');
    g.clock.advance(120_000);
    expect((await verify(g, { challengeId, x: targetX, trace: humanDrag(targetX) })).json().errorCode).toBe('humancheck.expired');
  });

  it('refuses a malformed body with the field named', async () => {
    const response = await g.app.inject({
      method: 'POST',
      url: '/wps/humancheck/verify',
      payload: { challengeId: 'abcdefghijkl', x: 'far', trace: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().value.fields)).toEqual(['x']);
  });
});

describe('the token', () => {
  it('is spent once, only for its purpose', async () => {
    const token = await solveHumanCheck(g, 'register');
    expect(await spend(token, 'sms')).toBe(false);
    expect(await spend(token, 'register')).toBe(true);
    expect(await spend(token, 'register')).toBe(false);
    expect(await spend('not-a-token', 'register')).toBe(false);
  });

  it('expires 2 minutes after the check passed', async () => {
    const token = await solveHumanCheck(g, 'sms');
    g.clock.advance(120_000);
    expect(await spend(token)).toBe(false);
  });

  it('is spent by exactly one of 20 parallel calls', async () => {
    const token = await solveHumanCheck(g, 'sms');
    const results = await Promise.all(Array.from({ length: 20 }, () => spend(token)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});
