/**
 * Deposits on a real database, through the gateway's routes and the local payment provider's
 * checkout page and webhook: what a player, the operator and an auditor rely on.
 * - Online: the checkout page's pay, decline and cancel, and expiry, each reach the member's record;
 *   only paid credits, once, whatever number of webhook deliveries arrive, at once or later.
 * - A forged, re-signed or stale webhook is refused and credits nothing.
 * - Manual: proof upload, the member's cancel, the operator's approve and reject (racing each other:
 *   exactly one wins), each decision in the audit log with who and when.
 * - Bad amounts and channels are refused with the field named, and nothing is created or moved.
 */
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePaygateAccount, decidePaygatePayment } from '../../server/paygate/paygate.service';
import { SIGNATURE_HEADER, signWebhook } from '../../server/payments/webhook-signature';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';
import {
  admin,
  creditsOf,
  decideAtCheckout,
  depositDetail,
  ledgerIsBalanced,
  mainBalance,
  newKey,
  newPlayer,
  postJson,
  startManual,
  startOnline,
  uploadProof,
  PNG_BYTES,
} from './support/deposit-driver';
import type { Player } from './support/deposit-driver';

let g: TestGateway;
/** the gateway's log, as JSON lines */
const logged: string[] = [];

beforeAll(async () => {
  g = await startTestGateway({ logger: { level: 'info', stream: { write: (line: string) => void logged.push(line) } } });
});
afterAll(() => g.close());

const paymentIdOf = (redirectUrl: string) => redirectUrl.split('/').pop()!;

describe('deposit channels', () => {
  it('offers the merchant’s channels with limits and preset amounts in major units', async () => {
    const player = await newPlayer(g);
    const response = await g.get('/wps/relay/MCSFE_getDepositMethods', { token: player.token });
    const value = response.json().value;
    expect(value.allowDeposit).toBe(true);
    expect(value.currency).toBe('PHP');
    const codes = value.channels.map((c: { bankCode: string; bankType: string }) => `${c.bankCode}:${c.bankType}`);
    expect(codes).toEqual(['LOCALPAY:PG', 'BANKXFER:MT']);
    expect(value.channels[0]).toMatchObject({ minAmount: 100, maxAmount: 50000, fixedAmounts: [100, 500, 1000, 5000], receivingAccount: null });
    expect(value.channels[1].receivingAccount).toEqual({ bankName: 'Demo Bank', accountName: 'Demo Merchant Inc.', accountNumber: '0012-3456-7890' });
  });

  it('needs a signed-in member', async () => {
    const response = await g.get('/wps/relay/MCSFE_getDepositMethods');
    expect(response.statusCode).toBe(401);
  });
});

describe('an online deposit through the provider’s checkout page', () => {
  it('credits the main wallet once when the payer pays, and sends the payer back to the deposit page', async () => {
    const player = await newPlayer(g);
    const { value } = await startOnline(g, player, '500');
    expect(value.redirectUrl).toMatch(/^\/paygate\/checkout\/pay_/);
    const page = await g.app.inject({ method: 'GET', url: value.redirectUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('PHP 500.00');
    // the expiry in the merchant's time (UTC+8), the zone named, in the page's language
    const { rows } = await g.database.db.query<{ expires_at: Date }>('SELECT expires_at FROM paygate_payments WHERE id = $1', [
      value.redirectUrl.split('/').pop(),
    ]);
    const [day, time] = new Date(rows[0].expires_at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).split('T');
    const [year, month, date] = day.split('-');
    const expiresIn = async (lang: string) =>
      /data-testid="paygate-expires">([^<]*)</.exec((await g.app.inject({ method: 'GET', url: `${value.redirectUrl}?lang=${lang}` })).body)?.[1];
    expect(await expiresIn('EN')).toBe(`${date}/${month}/${year} ${time} (UTC+08:00)`);
    expect(await expiresIn('MS')).toBe(`${date}/${month}/${year} ${time} (UTC+08:00)`);
    expect(await expiresIn('CN')).toBe(`${year}/${month}/${date} ${time} (UTC+08:00)`);
    expect(await depositDetail(g, player, value.depositId)).toMatchObject({ status: 'awaitingPayment', amount: 500, redirectUrl: value.redirectUrl });

    const paid = await decideAtCheckout(g, value.redirectUrl, 'pay');
    expect(paid.statusCode).toBe(303);
    // the provider shares the site's server: back by path, on the host the payer came from
    expect(paid.headers.location).toBe(`/?mc=depositv2&depositId=${value.depositId}`);
    expect(await depositDetail(g, player, value.depositId)).toMatchObject({ status: 'credited', redirectUrl: null, cancellable: false });
    expect(await mainBalance(g, player.id)).toBe(500_00n);
    const balance = await g.get('/wps/v2/wallets/balance', { token: player.token });
    expect(balance.json().value.sumBalance).toBe(500);

    // paying again on the same page changes nothing
    await decideAtCheckout(g, value.redirectUrl, 'pay');
    expect(await mainBalance(g, player.id)).toBe(500_00n);
    expect(await creditsOf(g, value.depositId)).toBe(1);
  });

  it('answers a retried submit (same key) with the same deposit and payment', async () => {
    const player = await newPlayer(g);
    const key = newKey();
    const [first, second] = await Promise.all([startOnline(g, player, 250, key), startOnline(g, player, 250, key)]);
    expect(second.value).toEqual(first.value);
    const rows = await g.database.db.query('SELECT id FROM deposits WHERE member_id = $1', [player.id]);
    expect(rows.rows).toHaveLength(1);
  });

  it.each([
    ['decline', 'failed'],
    ['cancel', 'cancelled'],
  ] as const)('a payer who chooses %s leaves a %s deposit on the record and nothing credited', async (decision, status) => {
    const player = await newPlayer(g);
    const { value } = await startOnline(g, player, '120.50');
    await decideAtCheckout(g, value.redirectUrl, decision);
    expect(await depositDetail(g, player, value.depositId)).toMatchObject({ status, amount: 120.5 });
    expect(await mainBalance(g, player.id)).toBe(0n);
    const report = await g.get('/wps/relay/MCSFE_getDepositTransactionReport', { token: player.token });
    expect(report.json().value.list.map((r: { status: string }) => r.status)).toEqual([status]);
    expect(report.json().value.footer).toEqual([{ amount: 0 }]);
  });

  it('expires an unpaid payment after 30 minutes (the provider’s sweep), and a late pay changes nothing', async () => {
    const player = await newPlayer(g);
    const { value } = await startOnline(g, player, 300);
    g.clock.advance(31 * 60_000);
    await g.app.paygateCourier.sweep();
    expect((await depositDetail(g, player, value.depositId)).status).toBe('expired');
    await decideAtCheckout(g, value.redirectUrl, 'pay');
    expect((await depositDetail(g, player, value.depositId)).status).toBe('expired');
    expect(await mainBalance(g, player.id)).toBe(0n);
  });
});

/** A paid payment whose webhook has not been delivered yet: its event body as the provider signs it. */
async function paidButUndelivered(player: Player, amount: number) {
  const { value } = await startOnline(g, player, amount);
  const decided = await decidePaygatePayment(g.database.db, { paymentId: paymentIdOf(value.redirectUrl), decision: 'paid', now: g.clock.now() });
  const secret = (await ensurePaygateAccount(g.database.db, 'demo', g.clock.now())).webhookSecret;
  return { depositId: value.depositId, body: decided.event!.body, secret };
}

const deliver = (body: string, signature: string) =>
  g.app.inject({
    method: 'POST',
    url: '/payments/webhook/local/demo',
    payload: body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
  });

describe('the provider’s webhook', () => {
  it('credits once when the same webhook arrives five times at once', async () => {
    const player = await newPlayer(g);
    const { depositId, body, secret } = await paidButUndelivered(player, 700);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(body, signWebhook(secret, body, g.clock.now()))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await creditsOf(g, depositId)).toBe(1);
    expect(await mainBalance(g, player.id)).toBe(700_00n);
    // and once more, later, by the provider's retry
    await deliver(body, signWebhook(secret, body, g.clock.now()));
    expect(await mainBalance(g, player.id)).toBe(700_00n);
  });

  it('credits a success that follows the provider’s failure once, flagged for review in the audit log and the log', async () => {
    const player = await newPlayer(g);
    const { depositId, body: succeeded, secret } = await paidButUndelivered(player, 640);
    const paid = JSON.parse(succeeded);
    const failed = JSON.stringify({ ...paid, id: `${paid.id}-failed`, type: 'payment.failed', data: { ...paid.data, status: 'failed' } });
    const first = await deliver(failed, signWebhook(secret, failed, g.clock.now()));
    expect(first.statusCode).toBe(200);
    expect(await depositDetail(g, player, depositId)).toMatchObject({ status: 'failed' });
    expect(await mainBalance(g, player.id)).toBe(0n);

    const late = await deliver(succeeded, signWebhook(secret, succeeded, g.clock.now()));
    expect(late.statusCode).toBe(200);
    expect(await depositDetail(g, player, depositId)).toMatchObject({ status: 'credited' });
    expect(await mainBalance(g, player.id)).toBe(640_00n);
    const stored = await g.database.db.query<{ snapshot: { context: { lateSuccess: boolean } } }>('SELECT snapshot FROM deposits WHERE id = $1', [
      depositId,
    ]);
    expect(stored.rows[0].snapshot.context.lateSuccess).toBe(true);
    const audit = await g.database.db.query<{ command: string; details: Record<string, unknown>; via: string }>(
      `SELECT command, details, via FROM admin_audit WHERE command = 'deposit.late-success' AND details->>'depositId' = $1`,
      [String(depositId)],
    );
    expect(audit.rows).toEqual([
      { command: 'deposit.late-success', details: expect.objectContaining({ depositId: Number(depositId) }), via: 'webhook' },
    ]);
    const warnings = logged.map((line) => JSON.parse(line)).filter((entry) => entry.depositId === Number(depositId));
    expect(warnings).toContainEqual(expect.objectContaining({ level: 40, msg: expect.stringContaining('late success') }));

    // the provider's retries of both change nothing more, and say so in the log (a warning for the failure that contradicts the credit)
    for (const again of [succeeded, failed]) {
      expect((await deliver(again, signWebhook(secret, again, g.clock.now()))).statusCode).toBe(200);
    }
    expect(await creditsOf(g, depositId)).toBe(1);
    expect(await mainBalance(g, player.id)).toBe(640_00n);
    const ignored = logged
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.depositId === Number(depositId) && /changed nothing/.test(entry.msg));
    expect(ignored.map((entry) => entry.level)).toEqual([30, 40]);
  });

  it('refuses a forged, altered, stale or unsigned webhook and credits nothing', async () => {
    const player = await newPlayer(g);
    const { depositId, body, secret } = await paidButUndelivered(player, 900);
    const now = g.clock.now();
    const genuine = signWebhook(secret, body, now);
    const inflated = body.replace('"amount":90000', '"amount":9000000');
    expect(inflated).not.toBe(body);
    const attempts = [
      ['signed with another secret', body, signWebhook('whsec_not-the-merchants', body, now)],
      ['body altered after signing', inflated, genuine],
      ['altered and re-signed by someone without the secret', inflated, signWebhook('guess', inflated, now)],
      ['signed six minutes ago', body, signWebhook(secret, body, new Date(now.getTime() - 6 * 60_000))],
      ['signed six minutes ahead', body, signWebhook(secret, body, new Date(now.getTime() + 6 * 60_000))],
      ['no signature', body, ''],
      ['a malformed signature', body, 't=abc,v1=zz'],
    ] as const;
    for (const [label, payload, signature] of attempts) {
      const answer = await deliver(payload, signature);
      expect(answer.statusCode, label).toBe(400);
      expect(answer.json().error.code, label).toBe('invalid_signature');
    }
    expect(await depositDetail(g, player, depositId)).toMatchObject({ status: 'awaitingPayment' });
    expect(await mainBalance(g, player.id)).toBe(0n);
    // the genuine delivery still works afterwards
    expect((await deliver(body, genuine)).statusCode).toBe(200);
    expect(await mainBalance(g, player.id)).toBe(900_00n);
  });

  it('refuses a genuine webhook for another merchant’s path or an unknown payment', async () => {
    const player = await newPlayer(g);
    const { body, secret } = await paidButUndelivered(player, 150);
    const elsewhere = await g.app.inject({
      method: 'POST',
      url: '/payments/webhook/other-provider/demo',
      payload: body,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(secret, body, g.clock.now()) },
    });
    expect(elsewhere.statusCode).toBe(404);
    const unknown = body.replace(/"paymentId":"[^"]+"/, '"paymentId":"pay_unknownunknownunknown"');
    expect((await deliver(unknown, signWebhook(secret, unknown, g.clock.now()))).statusCode).toBe(404);
    expect(await mainBalance(g, player.id)).toBe(0n);
  });
});

describe('bad input', () => {
  it.each([
    ['negative', '-5'],
    ['zero', '0'],
    ['three decimals', '100.005'],
    ['10^15', 1e15],
    ['text', 'five hundred'],
    ['an exponent', '1e3'],
    ['below the channel’s minimum', '99.99'],
    ['above the channel’s maximum', '50000.01'],
    ['empty', ''],
  ])('refuses an amount that is %s, naming the field, and creates nothing', async (_label, amount) => {
    const player = await newPlayer(g);
    const { response } = await startOnline(g, player, amount);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('request_param_err');
    expect(Object.keys(response.json().value.fields)).toEqual(['amount']);
    const rows = await g.database.db.query('SELECT id FROM deposits WHERE member_id = $1', [player.id]);
    expect(rows.rows).toEqual([]);
  });

  it('names the limits it refuses', async () => {
    const player = await newPlayer(g);
    expect((await startOnline(g, player, '99.99')).response.json().value.fields.amount).toContain('100.00');
    expect((await startOnline(g, player, '50000.01')).response.json().value.fields.amount).toContain('50,000.00');
  });

  it('refuses an unknown, switched-off or wrong-kind channel', async () => {
    const player = await newPlayer(g);
    const unknown = await postJson(
      g,
      '/wps/relay/MCSFE_depositByLaunchUrl',
      { bankCode: 'NOPE', amount: 500, idempotencyKey: newKey() },
      player.token,
    );
    expect(unknown.json().errorCode).toBe('deposit.channel.unavailable');
    const wrongKind = await postJson(
      g,
      '/wps/relay/MCSFE_depositByLaunchUrl',
      { bankCode: 'BANKXFER', amount: 500, idempotencyKey: newKey() },
      player.token,
    );
    expect(wrongKind.json().errorCode).toBe('deposit.channel.unavailable');
    expect((await admin(g, 'deposit', 'channel', 'LOCALPAY', '--off')).code).toBe(0);
    try {
      expect((await startOnline(g, player, 500)).response.json().errorCode).toBe('deposit.channel.unavailable');
      const methods = await g.get('/wps/relay/MCSFE_getDepositMethods', { token: player.token });
      expect(methods.json().value.channels.map((c: { bankCode: string }) => c.bankCode)).toEqual(['BANKXFER']);
    } finally {
      await admin(g, 'deposit', 'channel', 'LOCALPAY', '--on');
    }
  });

  it('takes only png and jpeg images as proofs, by their content', async () => {
    const player = await newPlayer(g);
    expect((await uploadProof(g, player, Buffer.from('<script>alert(1)</script>'), 'image/png')).errorCode).toBe('upload_type');
    expect((await uploadProof(g, player)).success).toBe(true);
    const drawn = createCanvas(24, 16);
    drawn.getContext('2d').fillRect(0, 0, 12, 8);
    const jpeg = Buffer.from(drawn.toBuffer('image/jpeg'));
    expect((await uploadProof(g, player, jpeg, 'image/jpeg')).success).toBe(true);
  });

  it('refuses a file that only starts like a png or a jpeg, and keeps none of it', async () => {
    const player = await newPlayer(g);
    const garbage = Buffer.from('<html><script>alert(document.cookie)</script></html>'.repeat(4));
    const pngSignature = PNG_BYTES.subarray(0, 8);
    const pngHeaderChunk = PNG_BYTES.subarray(0, 33);
    const jpegStart = Buffer.from('ffd8ffe000104a46494600', 'hex');
    for (const [name, bytes] of Object.entries({
      'png signature': Buffer.concat([pngSignature, garbage]),
      'png signature and header chunk': Buffer.concat([pngHeaderChunk, garbage]),
      'jpeg start': Buffer.concat([jpegStart, garbage]),
    })) {
      expect((await uploadProof(g, player, bytes, 'image/png')).errorCode, name).toBe('upload_type');
    }
    const kept = await g.database.db.query('SELECT id FROM member_uploads WHERE member_id = $1', [player.id]);
    expect(kept.rows).toEqual([]);
  });
});

describe('a manual bank transfer', () => {
  it('waits for review; the member may cancel it once, and it credits nothing', async () => {
    const player = await newPlayer(g);
    const { value } = await startManual(g, player, '1,000');
    expect(await depositDetail(g, player, value.depositId)).toMatchObject({ status: 'awaitingReview', amount: 1000, cancellable: true });
    const cancelled = await postJson(g, '/wps/relay/MCSFE_cancelDeposit', { depositId: value.depositId }, player.token);
    expect(cancelled.json().value.status).toBe('cancelled');
    const again = await postJson(g, '/wps/relay/MCSFE_cancelDeposit', { depositId: value.depositId }, player.token);
    expect(again.json().errorCode).toBe('deposit.not.cancellable');
    expect((await admin(g, 'deposit', 'approve', value.depositId)).code).toBe(1);
    expect(await mainBalance(g, player.id)).toBe(0n);
  });

  it('is credited when the operator approves, and the audit log says who and when', async () => {
    const player = await newPlayer(g);
    const { value } = await startManual(g, player, 2500);
    const approved = await admin(g, 'deposit', 'approve', value.depositId);
    expect(approved.stdout).toContain(`deposit ${value.depositId} credited (2500.00)`);
    expect(await mainBalance(g, player.id)).toBe(2500_00n);
    const audit = await g.database.db.query<{ operator: string; command: string; details: { depositId: number } }>(
      `SELECT operator, command, details FROM admin_audit WHERE command = 'deposit.approve' AND (details->>'depositId')::int = $1`,
      [Number(value.depositId)],
    );
    expect(audit.rows).toEqual([
      { operator: 'test-operator', command: 'deposit.approve', details: expect.objectContaining({ depositId: Number(value.depositId) }) },
    ]);
    const snapshot = await g.database.db.query<{ snapshot: { context: { decidedBy: string } } }>('SELECT snapshot FROM deposits WHERE id = $1', [
      Number(value.depositId),
    ]);
    expect(snapshot.rows[0].snapshot.context.decidedBy).toBe('operator:test-operator');
  });

  it('lets exactly one of an approve and a reject racing on it win, ten times over', async () => {
    const player = await newPlayer(g);
    let credited = 0n;
    for (let round = 0; round < 10; round++) {
      const { value } = await startManual(g, player, 300);
      const results = await Promise.all([
        admin(g, 'deposit', 'approve', value.depositId),
        admin(g, 'deposit', 'reject', value.depositId, '--reason', 'race'),
      ]);
      expect(results.filter((r) => r.code === 0)).toHaveLength(1);
      const status = (await depositDetail(g, player, value.depositId)).status;
      expect(['credited', 'rejected']).toContain(status);
      if (status === 'credited') credited += 300_00n;
      expect(await creditsOf(g, value.depositId)).toBe(status === 'credited' ? 1 : 0);
      const decisions = await g.database.db.query(
        `SELECT 1 FROM admin_audit WHERE command IN ('deposit.approve', 'deposit.reject') AND (details->>'depositId')::int = $1`,
        [Number(value.depositId)],
      );
      expect(decisions.rows).toHaveLength(1);
    }
    expect(await mainBalance(g, player.id)).toBe(credited);
  });

  it('refuses a proof that is not the member’s own upload', async () => {
    const owner = await newPlayer(g);
    const other = await newPlayer(g);
    const proof = await uploadProof(g, owner);
    const response = await postJson(
      g,
      '/wps/relay/MCSFE_manualTransferByRemark',
      { bankCode: 'BANKXFER', amount: 500, reference: 'REF-1', proofImageId: proof.value!.imageId, idempotencyKey: newKey() },
      other.token,
    );
    expect(response.json().errorCode).toBe('upload.image.unknown');
  });

  it('refuses a proof id past any upload (twelve digits) as unknown, not as a failure of the gateway', async () => {
    const player = await newPlayer(g);
    const response = await postJson(
      g,
      '/wps/relay/MCSFE_manualTransferByRemark',
      { bankCode: 'BANKXFER', amount: 500, reference: 'REF-2', proofImageId: '999999999999', idempotencyKey: newKey() },
      player.token,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().errorCode).toBe('upload.image.unknown');
  });

  it('shows one member’s deposits to that member only', async () => {
    const owner = await newPlayer(g);
    const other = await newPlayer(g);
    const { value } = await startManual(g, owner, 500);
    expect((await g.get(`/wps/relay/MCSFE_getDepositDetail?depositId=${value.depositId}`, { token: other.token })).json().errorCode).toBe(
      'deposit.not.found',
    );
    expect((await postJson(g, '/wps/relay/MCSFE_cancelDeposit', { depositId: value.depositId }, other.token)).json().errorCode).toBe(
      'deposit.not.found',
    );
  });
});

describe('the ledger after all of the above', () => {
  it('balances: every movement sums to zero and so do all accounts', async () => {
    await ledgerIsBalanced(g);
  });
});
