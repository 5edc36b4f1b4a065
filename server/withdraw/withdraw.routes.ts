/**
 * Withdrawals (issue 13; wire/withdraw.schemas.ts), token-authenticated, real accounts only:
 * - `GET  /wps/relay/MCSFE_getWithdrawSettings`, `GET /wps/relay/MCSFE_getTurnoverInfo`,
 *   `GET /wps/relay/MCSFE_getCalculatedWithdrawCharges?withdrawAmount=` (the fee preview);
 * - `POST /wps/v2/transaction/withdraw` (encrypted): amount, one of the member's bound accounts and
 *   the payment password; the amount moves into the hold at once, and the member cannot take it back;
 * - `GET  /wps/relay/MCSFE_getWithdrawTransactionReport`, `GET /wps/relay/MCSFE_getWithdrawDetail?withdrawalId=`;
 * - `GET  /wps/relay/MCSFE_getPaymentConfirmationList`, `POST /wps/relay/MCSFE_processC2CTransaction`:
 *   the member's answer to a paid withdrawal (received, partly received, not received with a proof).
 */
import { DAY_MS } from '../../rules/merchant-day';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { confirmationBody, withdrawBody, withdrawChargesQuery, withdrawReportQuery } from '../../wire/withdraw.schemas';
import { z } from 'zod';
import { idString } from '../../wire/fields.schemas';
import type { AppContext } from '../app-context';
import { findRealMember } from '../auth/member.service';
import { failure, ok, paramError } from '../http/envelope';
import { sensitiveLimit } from '../http/rate-limit';
import { parseBody, parseQuery } from '../http/validation';
import { countCards, hasBankCard } from '../security-center/bank-cards.service';
import { ownsUpload } from '../uploads/upload.service';
import { paymentPasswordRefusal } from '../security-center/payment-password.refusals';
import { paymentPasswordState, verifyPaymentPassword } from '../security-center/payment-password.service';
import { formatAmount } from '../wallet/ledger.service';
import { checkAmount } from '../wallet/typed-amount';
import { memberBalances } from '../wallet/wallet.service';
import { turnoverInfo, withdrawable } from './turnover.service';
import { usedToday, withdrawFee, withdrawSettings } from './withdraw-settings';
import { awaitingConfirmation, memberWithdrawal, memberWithdrawReport } from './withdrawal-records';
import { applyWithdrawalEvent, findWithdrawal, requestWithdrawal } from './withdrawal.service';

const REPORT_REACH_DAYS = 92;
const major = (minor: bigint) => Number(formatAmount(minor));
const detailQuery = z.strictObject({ withdrawalId: idString });

export function withdrawRoutes(app: FastifyInstance, ctx: AppContext) {
  const tokenRoute = { config: { auth: 'token' as const } };
  const submitRoute = { config: { auth: 'token' as const, rateLimit: sensitiveLimit(ctx, 'withdraw') } };

  /** The signed-in member when the account holds real money; null for a free-play account. */
  const realMember = (request: FastifyRequest) => findRealMember(ctx.db, request.session!.memberId);
  const needRealAccount = () => failure('in_need_true_account', 'Please use a real account');
  const closed = () => failure('withdraw.unavailable', 'Withdrawals are not available right now');

  async function mainBalanceOf(merchantId: number, memberId: number) {
    return (await memberBalances(ctx.db, merchantId, memberId)).find((w) => w.kind === 'main')?.balance ?? 0n;
  }

  app.get('/wps/relay/MCSFE_getWithdrawSettings', tokenRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const member = await realMember(request);
    if (!member) return needRealAccount();
    const merchantId = request.merchant!.id;
    const settings = await withdrawSettings(ctx.db, merchantId);
    if (!settings) return closed();
    const now = ctx.now();
    const [used, password, cards] = await Promise.all([
      usedToday(ctx.db, { memberId: member.id, now }),
      paymentPasswordState(ctx.db, { merchantId, memberId: member.id, now }),
      countCards(ctx.db, member.id),
    ]);
    const remainingAmount = settings.dailyAmount - used.amount;
    return ok({
      allowWithdraw: true,
      minWithdrawal: major(settings.minAmount),
      maxWithdrawal: major(settings.maxAmount),
      maxTransactionTimes: settings.dailyCount,
      remainingTransactionTimes: Math.max(0, settings.dailyCount - used.count),
      remainingWithdrawAmount: major(remainingAmount > 0n ? remainingAmount : 0n),
      feeFixed: major(settings.feeFixed),
      feePercent: settings.feeRateBp / 100,
      confirmMinutes: settings.confirmMinutes,
      hasPaymentPassword: password.set,
      bankCardCount: cards,
    });
  });

  app.get('/wps/relay/MCSFE_getTurnoverInfo', tokenRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const member = await realMember(request);
    if (!member) return needRealAccount();
    const merchantId = request.merchant!.id;
    const settings = await withdrawSettings(ctx.db, merchantId);
    if (!settings) return closed();
    const [turnover, main] = await Promise.all([
      turnoverInfo(ctx.db, { memberId: member.id, turnoverPercent: settings.turnoverPercent }),
      mainBalanceOf(merchantId, member.id),
    ]);
    const mayLeave = withdrawable(main, turnover.outstanding);
    return ok({
      status: turnover.outstanding === 0n ? 'A' : mayLeave > 0n ? 'I' : 'N',
      details: turnover.byGameType.map((t) => ({ gameType: t.gameType, actualTurnover: major(t.actualTurnover) })),
      totalRequiredTurnover: major(turnover.required),
      totalActualTurnover: major(turnover.actual),
      remainingTurnover: major(turnover.outstanding),
      mainBalance: major(main),
      withdrawableBalance: major(mayLeave),
      lockedBalance: major(main - mayLeave),
    });
  });

  app.get('/wps/relay/MCSFE_getCalculatedWithdrawCharges', tokenRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const query = parseQuery(withdrawChargesQuery, request.query);
    const settings = await withdrawSettings(ctx.db, request.merchant!.id);
    if (!settings) return closed();
    const amount = checkAmount(query.withdrawAmount, settings, 'withdraw');
    if (!amount.ok) throw paramError({ withdrawAmount: amount.message });
    const fee = withdrawFee(settings, amount.amount);
    return ok({ withdrawAmount: major(amount.amount), charge: major(fee), receivable: major(amount.amount - fee) });
  });

  app.post('/wps/v2/transaction/withdraw', { config: { ...submitRoute.config, encrypted: true } }, async (request) => {
    const body = parseBody(withdrawBody, request.body);
    const member = await realMember(request);
    if (!member) return needRealAccount();
    const merchantId = request.merchant!.id;
    const settings = await withdrawSettings(ctx.db, merchantId);
    if (!settings) return closed();
    const amount = checkAmount(body.amount, settings, 'withdraw');
    if (!amount.ok) throw paramError({ amount: amount.message });
    if (!(await hasBankCard(ctx.db, { merchantId, memberId: member.id, bankCardId: Number(body.bankCardId) }))) {
      return (await countCards(ctx.db, member.id)) === 0
        ? failure('withdraw.card.required', 'Please bind a bank account first')
        : failure('withdraw.card.unknown', 'Please choose one of your bank accounts');
    }
    const now = ctx.now();
    const password = await verifyPaymentPassword(
      { db: ctx.db, hasher: ctx.providers.hasher },
      { merchantId, memberId: member.id, password: body.password, now },
    );
    if (password.kind !== 'ok') return paymentPasswordRefusal(password, now);
    const outcome = await requestWithdrawal(ctx.db, {
      merchantId,
      memberId: member.id,
      bankCardId: Number(body.bankCardId),
      amount: amount.amount,
      idempotencyKey: body.idempotencyKey,
      settings,
      now,
    });
    switch (outcome.kind) {
      case 'requested':
        return ok((await memberWithdrawal(ctx.db, { merchantId, memberId: member.id, withdrawalId: outcome.withdrawal.id }))!);
      case 'dailyCount':
        return failure('withdraw.daily.count', `At most ${outcome.limit} withdrawals a day`);
      case 'dailyAmount':
        return failure('withdraw.daily.amount', 'This is more than is left of today’s withdrawal limit', { remaining: major(outcome.remaining) });
      case 'notWithdrawable':
        return failure('withdraw.not.withdrawable', 'This is more than can be withdrawn now', { withdrawable: major(outcome.withdrawable) });
    }
  });

  app.get('/wps/relay/MCSFE_getWithdrawDetail', tokenRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const query = parseQuery(detailQuery, request.query);
    const record = await memberWithdrawal(ctx.db, {
      merchantId: request.merchant!.id,
      memberId: request.session!.memberId,
      withdrawalId: Number(query.withdrawalId),
    });
    return record ? ok(record) : failure('withdrawal.not.found', 'No such withdrawal');
  });

  app.get('/wps/relay/MCSFE_getWithdrawTransactionReport', tokenRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const query = parseQuery(withdrawReportQuery, request.query);
    const now = ctx.now().getTime();
    const to = query.endTime ?? now;
    const from = Math.max(query.startTime ?? to - 30 * DAY_MS, now - REPORT_REACH_DAYS * DAY_MS);
    if (from > to) throw paramError({ startTime: 'must not be after endTime' });
    return ok(
      await memberWithdrawReport(ctx.db, {
        merchantId: request.merchant!.id,
        memberId: request.session!.memberId,
        from: new Date(from),
        to: new Date(to + 1),
        page: query.page,
        size: query.size,
      }),
    );
  });

  app.get('/wps/relay/MCSFE_getPaymentConfirmationList', tokenRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ records: await awaitingConfirmation(ctx.db, { merchantId: request.merchant!.id, memberId: request.session!.memberId }) });
  });

  app.post('/wps/relay/MCSFE_processC2CTransaction', submitRoute, async (request) => {
    const body = parseBody(confirmationBody, request.body);
    const merchantId = request.merchant!.id;
    const memberId = request.session!.memberId;
    const withdrawal = await findWithdrawal(ctx.db, { merchantId, withdrawalId: Number(body.withdrawalId) });
    if (!withdrawal || withdrawal.memberId !== memberId) return failure('withdrawal.not.found', 'No such withdrawal');
    if (withdrawal.status !== 'awaitingConfirmation')
      return failure('withdrawal.not.awaiting', 'This withdrawal is no longer waiting for your answer');
    const now = ctx.now();
    const at = now.toISOString();
    let event: Parameters<typeof applyWithdrawalEvent>[1]['event'];
    if (body.answer === 'received') event = { type: 'member.received', at };
    else if (body.answer === 'notReceived') {
      if (!(await ownsUpload(ctx.db, memberId, Number(body.proofImageId))))
        return failure('upload.image.unknown', 'The proof image was not found; upload it again');
      event = { type: 'member.notReceived', at, proofImageId: body.proofImageId };
    } else {
      const payout = withdrawal.amount - withdrawal.fee;
      const received = checkAmount(body.receivedAmount, { minAmount: 1n, maxAmount: payout - 1n }, 'withdraw');
      if (!received.ok) throw paramError({ receivedAmount: `Enter what arrived: more than 0.00 and less than ${formatAmount(payout)}` });
      event = { type: 'member.partlyReceived', at, receivedAmount: Number(received.amount) };
    }
    const applied = await applyWithdrawalEvent(ctx.db, { merchantId, withdrawalId: withdrawal.id, event, now });
    if (!applied.changed) return failure('withdrawal.not.awaiting', 'This withdrawal is no longer waiting for your answer');
    return ok((await memberWithdrawal(ctx.db, { merchantId, memberId, withdrawalId: withdrawal.id }))!);
  });
}
