/**
 * Deposits (issue 13; wire/deposit.schemas.ts), token-authenticated, members with a real account
 * only (a free-play account has no money to deposit into):
 * - `GET  /wps/relay/MCSFE_getDepositMethods`: the channels, limits and preset amounts;
 * - `POST /wps/relay/MCSFE_depositByLaunchUrl`: a PG deposit, answered with the checkout page;
 * - `POST /wps/relay/MCSFE_manualTransferByRemark`: an MT deposit with reference and proof image;
 * - `POST /wps/relay/MCSFE_cancelDeposit`: the member cancels an MT deposit still awaiting review;
 * - `GET  /wps/relay/MCSFE_getDepositDetail?depositId=`, `GET /wps/relay/MCSFE_getDepositTransactionReport`.
 */
import { DAY_MS } from '../../rules/merchant-day';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cancelDepositBody, depositByLaunchUrlBody, depositDetailQuery, depositReportQuery, manualTransferBody } from '../../wire/deposit.schemas';
import type { AppContext } from '../app-context';
import { findRealMember } from '../auth/member.service';
import { depositChannels, enabledChannel } from './deposit-channels';
import { checkAmount } from '../wallet/typed-amount';
import type { DepositChannelRow } from './deposit-channels';
import { depositMemberRecord, memberDepositReport } from './deposit-records';
import { applyDepositEvent, DepositError, findDeposit, openManualDeposit, openOnlineDeposit } from './deposit.service';
import { failure, ok, paramError } from '../http/envelope';
import { sensitiveLimit } from '../http/rate-limit';
import { parseBody, parseQuery } from '../http/validation';
import { PaymentProviderUnavailable } from '../payments/payment-provider';
import { formatAmount } from '../wallet/ledger.service';

/** How far back the online record reaches (older deposits: the CSV export). */
const REPORT_REACH_DAYS = 92;

export function depositRoutes(app: FastifyInstance, ctx: AppContext) {
  const tokenRoute = { config: { auth: 'token' as const } };
  const submitRoute = { config: { auth: 'token' as const, rateLimit: sensitiveLimit(ctx, 'deposit') } };

  /** The signed-in member when the account holds real money; null for a free-play account. */
  const realMember = (request: FastifyRequest) => findRealMember(ctx.db, request.session!.memberId);
  const needRealAccount = () => failure('in_need_true_account', 'Please use a real account');

  /** The channel of the call's kind, with the typed amount checked against its limits. */
  async function channelAndAmount(
    request: FastifyRequest,
    body: { bankCode: string; amount: string | number },
    kind: DepositChannelRow['channelType'],
  ) {
    const channel = await enabledChannel(ctx.db, request.merchant!.id, body.bankCode);
    if (!channel || channel.channelType !== kind) return null;
    const amount = checkAmount(body.amount, channel, 'deposit');
    if (!amount.ok) throw paramError({ amount: amount.message });
    return { channel, amount: amount.amount };
  }
  const channelUnavailable = () => failure('deposit.channel.unavailable', 'This deposit channel is not available; please choose another');

  app.get('/wps/relay/MCSFE_getDepositMethods', tokenRoute, async (request, reply) => {
    const merchant = request.merchant!;
    const channels = await depositChannels(ctx.db, merchant.id, { enabledOnly: true });
    reply.header('cache-control', 'no-store');
    return ok({
      allowDeposit: channels.length > 0,
      currency: merchant.settings.currency,
      currencySymbol: merchant.settings.currencySymbol,
      channels: channels.map((c) => ({
        bankCode: c.code,
        bankType: c.channelType,
        channelName: c.name,
        minAmount: Number(formatAmount(c.minAmount)),
        maxAmount: Number(formatAmount(c.maxAmount)),
        fixedAmounts: c.fixedAmounts.map((a) => Number(formatAmount(a))),
        receivingAccount: c.receivingAccount,
      })),
    });
  });

  app.post('/wps/relay/MCSFE_depositByLaunchUrl', submitRoute, async (request) => {
    const body = parseBody(depositByLaunchUrlBody, request.body);
    const member = await realMember(request);
    if (!member) return needRealAccount();
    const chosen = await channelAndAmount(request, body, 'PG');
    if (!chosen) return channelUnavailable();
    const merchant = request.merchant!;
    try {
      const deposit = await openOnlineDeposit(
        { db: ctx.db, payments: ctx.providers.payments, publicUrl: ctx.config.publicUrl },
        {
          merchantId: merchant.id,
          merchantCode: merchant.code,
          currency: merchant.settings.currency,
          memberId: member.id,
          ...chosen,
          idempotencyKey: body.idempotencyKey,
          now: ctx.now(),
        },
      );
      if (!deposit.redirectUrl) return channelUnavailable();
      return ok({ depositId: String(deposit.id), redirectUrl: deposit.redirectUrl });
    } catch (error) {
      if (!(error instanceof PaymentProviderUnavailable)) throw error;
      request.log.warn({ err: error }, 'payment provider unavailable');
      return failure('payment.provider.unavailable', 'Online payment is not available right now; please try again later or choose another channel');
    }
  });

  app.post('/wps/relay/MCSFE_manualTransferByRemark', submitRoute, async (request) => {
    const body = parseBody(manualTransferBody, request.body);
    const member = await realMember(request);
    if (!member) return needRealAccount();
    const chosen = await channelAndAmount(request, body, 'MT');
    if (!chosen) return channelUnavailable();
    try {
      const deposit = await openManualDeposit(ctx.db, {
        merchantId: request.merchant!.id,
        memberId: member.id,
        ...chosen,
        memberReference: body.reference,
        proofUploadId: Number(body.proofImageId),
        idempotencyKey: body.idempotencyKey,
        now: ctx.now(),
      });
      return ok({ depositId: String(deposit.id) });
    } catch (error) {
      if (error instanceof DepositError) return failure(error.code, error.message);
      throw error;
    }
  });

  app.post('/wps/relay/MCSFE_cancelDeposit', submitRoute, async (request) => {
    const body = parseBody(cancelDepositBody, request.body);
    const merchantId = request.merchant!.id;
    const memberId = request.session!.memberId;
    const deposit = await findDeposit(ctx.db, { merchantId, depositId: Number(body.depositId) });
    if (!deposit || deposit.memberId !== memberId) return failure('deposit.not.found', 'No such deposit');
    const now = ctx.now();
    const applied = await applyDepositEvent(ctx.db, {
      merchantId,
      depositId: deposit.id,
      event: { type: 'member.cancel', at: now.toISOString() },
      now,
    });
    if (!applied.changed) return failure('deposit.not.cancellable', 'This deposit can no longer be cancelled');
    return ok(depositMemberRecord(applied.deposit));
  });

  app.get('/wps/relay/MCSFE_getDepositDetail', tokenRoute, async (request, reply) => {
    const query = parseQuery(depositDetailQuery, request.query);
    const deposit = await findDeposit(ctx.db, { merchantId: request.merchant!.id, depositId: Number(query.depositId) });
    reply.header('cache-control', 'no-store');
    if (!deposit || deposit.memberId !== request.session!.memberId) return failure('deposit.not.found', 'No such deposit');
    return ok(depositMemberRecord(deposit));
  });

  app.get('/wps/relay/MCSFE_getDepositTransactionReport', tokenRoute, async (request, reply) => {
    const query = parseQuery(depositReportQuery, request.query);
    const now = ctx.now().getTime();
    const to = query.endTime ?? now;
    const from = Math.max(query.startTime ?? to - 30 * DAY_MS, now - REPORT_REACH_DAYS * DAY_MS);
    if (from > to) throw paramError({ startTime: 'must not be after endTime' });
    reply.header('cache-control', 'no-store');
    return ok(
      await memberDepositReport(ctx.db, {
        merchantId: request.merchant!.id,
        memberId: request.session!.memberId,
        from: new Date(from),
        to: new Date(to + 1),
        page: query.page,
        size: query.size,
      }),
    );
  });
}
