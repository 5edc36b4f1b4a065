/**
 * The rules both sides share (rules/), case by case through the client's chart and the gateway's
 * route, each row one verdict from both. The client's verdict is the chart's: it refuses on the
 * form, or it calls the gateway and the gateway accepts (the chart's submit actor is the real route
 * here). A row the chart refuses is also sent to the route straight, which must refuse it too. So a
 * rule that one side applies differently (a digit of another script, a grouped amount) fails here.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { changePasswordMachine } from '../../machines/change-password';
import { depositMachine } from '../../machines/deposit';
import type { DepositMethods, PaymentRequest, PaymentStarted } from '../../machines/deposit';
import { admin, postJson } from './support/deposit-driver';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let g: TestGateway;

beforeAll(async () => {
  g = await startTestGateway();
});

afterAll(async () => {
  await g.close();
});

/** A signed-in player and the password it has now. */
async function signedIn(prefix: string) {
  const username = `${prefix}_${process.pid % 1000}_${randomUUID().slice(0, 6)}`;
  const password = 'Player-1x';
  expect((await admin(g, 'member', 'create', username, password)).code).toBe(0);
  const response = await g.sealed('POST', '/wps/session/login', { username, password, captcha: null, type: 'username' });
  const token = response.json().value.token as string;
  expect(token, response.body).toBeTruthy();
  return { token, password };
}

/** The gateway's refusal as the SPA's api layer raises it. */
const refusal = (body: { errorCode?: string; value?: unknown }) => Object.assign(new Error(body.errorCode ?? 'refused'), body);

describe('the password rule (rules/password.ts)', () => {
  // [new password, accepted]
  const cases: [string, boolean][] = [
    ['Abcdefg1', true],
    ['abcdefgh', false], // no digit
    ['12345678', false], // no letter
    ['Abc1234', false], // 7 characters
    [`${'a'.repeat(127)}1`, true], // 128 characters
    [`${'a'.repeat(128)}1`, false], // 129 characters
    ['密码密码密码密码8', true], // letters of any script
    ['Pässwört9', true],
    ['Parola١٢٣', true], // Arabic-Indic digits: a digit is \p{Nd} on both sides, not only 0-9
    ['Hasło１２３', true], // full-width digits, as a CJK keyboard types them
    ['Abcdefg²', false], // a superscript is a number, not a decimal digit
    ['        ', false],
  ];

  it.each(cases)('%s → accepted: %s, by the chart and the gateway alike', async (newPassword, accepted) => {
    const player = await signedIn('pw');
    const change = (body: object) => g.sealed('POST', '/wps/member/password', body, { token: player.token });
    const actor = createActor(
      changePasswordMachine.provide({
        actors: {
          submitPasswordChange: fromPromise(async ({ input }) => {
            const answer = (await change(input)).json();
            if (!answer.success) throw refusal(answer);
          }),
        },
      }),
      { input: { forced: false } },
    ).start();
    actor.send({ type: 'field.change', field: 'oldPassword', value: player.password });
    actor.send({ type: 'field.change', field: 'newPassword', value: newPassword });
    actor.send({ type: 'field.change', field: 'confirmNewPassword', value: newPassword });
    actor.send({ type: 'form.submit' });
    const settled = await waitFor(actor, (s) => !s.matches('submitting'));
    expect(settled.matches('done')).toBe(accepted);
    if (!accepted) {
      expect(settled.context.fieldErrors.newPassword).toBe('password.format');
      const straight = (await change({ oldPassword: player.password, newPassword, confirmNewPassword: newPassword })).json();
      expect(straight).toMatchObject({ success: false, errorCode: 'request_param_err', value: { fields: { newPassword: 'password.format' } } });
    }
    actor.stop();
  });
});

describe('the typed amount (rules/amount.ts)', () => {
  // [typed amount, accepted] on the online channel (100.00 to 50,000.00)
  const cases: [string, boolean][] = [
    ['100', true],
    ['250.5', true],
    ['250.55', true],
    [' 300 ', true],
    ['1,000', true], // thousands grouped as the site shows them
    ['12,345.67', true],
    ['250.555', false], // three decimals
    ['1,00', false], // a comma that groups nothing
    ['1000,000', false],
    ['-150', false],
    ['1e3', false],
    ['١٠٠', false], // only 0-9 in an amount
    ['150.', false],
    ['abc', false],
  ];

  async function loadMethods(token: string): Promise<DepositMethods> {
    const response = await g.app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getDepositMethods', headers: { authorization: token } });
    return response.json().value;
  }

  it.each(cases)('%s → accepted: %s, by the deposit chart and the gateway alike', async (typed, accepted) => {
    const player = await signedIn('amt');
    const start = (request: PaymentRequest) => postJson(g, '/wps/relay/MCSFE_depositByLaunchUrl', request, player.token);
    const actor = createActor(
      depositMachine.provide({
        actors: {
          loadMethods: fromPromise(() => loadMethods(player.token)),
          createAttemptKey: fromPromise(async () => randomUUID().replace(/-/g, '')),
          submitPayment: fromPromise<PaymentStarted, PaymentRequest>(async ({ input }) => {
            const answer = (await start(input)).json();
            if (!answer.success) throw refusal(answer);
            return answer.value;
          }),
        },
        actions: { openCheckout: () => {} },
      }),
      { input: { depositId: null } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'channel.select', bankCode: 'LOCALPAY' });
    actor.send({ type: 'field.change', field: 'amount', value: typed });
    actor.send({ type: 'form.submit' });
    // a submit the chart takes goes on synchronously to its key and the gateway; one it refuses stays on the form
    const settled = await waitFor(actor, (s) => s.matches('redirecting') || s.matches({ ready: 'editing' }), { timeout: 10_000 });
    expect(settled.matches('redirecting')).toBe(accepted);
    if (!accepted) {
      expect(settled.context.fieldErrors.amount?.code).toBe('format');
      const straight = (await start({ bankCode: 'LOCALPAY', amount: typed, idempotencyKey: randomUUID().replace(/-/g, '') })).json();
      expect(straight).toMatchObject({
        success: false,
        errorCode: 'request_param_err',
        value: { fields: { amount: 'Enter an amount with at most two decimals, e.g. 500 or 99.50' } },
      });
    }
    actor.stop();
  });
});
