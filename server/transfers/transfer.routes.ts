/**
 * Transfers (wire/transfer.schemas.ts; research §3.3 and §3.6), token-authenticated:
 * - `POST /wps/relay/GCS_walletTransfer` `{ from, to, amount, idempotencyKey }`: main <-> one vendor
 *   wallet. Refusals: a game of that vendor open on the wallet `wallet.locked`; more than the
 *   source holds `wallet.insufficient` { available }; money into a vendor the merchant does not
 *   offer `wallet.unknown`, or into any vendor wallet while the merchant keeps one wallet
 *   `wallet.transfer.unavailable` (money may always come back out); a bad amount or pair 400
 *   request_param_err naming the field.
 * - `POST /wps/relay/GCS_walletReturn` `{ idempotencyKey }`: every vendor wallet without an open
 *   game back to main; says what came back and what stayed (`skipped`).
 * - `POST /wps/member/transferUpline` (encrypted) `{ amount, password, idempotencyKey }`: to the
 *   upline agent's main wallet, for a member that may (`toUpline`, module AGETRANSFERUP3) and has
 *   an upline, after the payment password. Refusals: `transfer.upline.unavailable`,
 *   `transfer.upline.none`, the payment password's, `wallet.insufficient`.
 * - `PUT /wps/agent/transferDownline` and `POST /wps/relay/passwordCheck/MCSFE_collectFromDownline`
 *   (encrypted) `{ downlineId, amount, password, idempotencyKey }`: an agent's credit to a member
 *   of its team, or back from one, after the agent's payment password. Refusals: `agent.only`,
 *   `transfer.downline.unknown` (not in the team), the payment password's, `wallet.insufficient`.
 * Each wallet success answers the wallets as the balance call does, so the page shows them at once.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { downlineTransferBody, transferUplineBody, walletReturnBody, walletTransferBody } from '../../wire/transfer.schemas';
import type { AppContext } from '../app-context';
import { walletModeOf } from '../demo-games/wallet-mode';
import { failure, ok, paramError } from '../http/envelope';
import { sensitiveLimit } from '../http/rate-limit';
import { parseBody } from '../http/validation';
import { paymentPasswordRefusal } from '../security-center/payment-password.refusals';
import { verifyPaymentPassword } from '../security-center/payment-password.service';
import { memberAndUpline, mayTransferToUpline, transferToUpline, UPLINE_TRANSFER_MODULE } from './upline-transfer.service';
import { transferWithDownline } from './downline-transfer.service';
import type { DownlineDirection } from './downline-transfer.service';
import { walletsValue } from './wallet-list';
import { offersVendor, returnAllWallets, transferBetweenWallets } from './wallet-transfer.service';
import type { VendorKind } from './wallet-transfer.service';
import { formatAmount } from '../wallet/ledger.service';
import { checkAmount } from '../wallet/typed-amount';

/** Any amount the ledger can hold: the wallet's balance is the real limit, checked under its lock. */
const TRANSFER_LIMITS = { minAmount: 1n, maxAmount: 999_999_999_999_99n };
const major = (minor: bigint) => Number(formatAmount(minor));

export function transferRoutes(app: FastifyInstance, ctx: AppContext) {
  const moneyRoute = { config: { auth: 'token' as const, rateLimit: sensitiveLimit(ctx, 'transfer') } };

  const walletsOf = (request: FastifyRequest) =>
    walletsValue(ctx.db, {
      merchantId: request.merchant!.id,
      memberId: request.session!.memberId,
      now: ctx.now(),
      currency: request.merchant!.settings.currency,
      currencySymbol: request.merchant!.settings.currencySymbol,
    });

  app.post('/wps/relay/GCS_walletTransfer', moneyRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = parseBody(walletTransferBody, request.body);
    if ((body.from === 'main') === (body.to === 'main'))
      throw paramError({ to: 'One side of a transfer is the main wallet, the other a game wallet' });
    const amount = checkAmount(body.amount, TRANSFER_LIMITS, 'transfer');
    if (!amount.ok) throw paramError({ amount: amount.message });
    const merchant = request.merchant!;
    if (body.to !== 'main') {
      if (walletModeOf(merchant.settings) === 'single') return failure('wallet.transfer.unavailable', 'Game wallets are not used on this site');
      if (!(await offersVendor(ctx.db, merchant.id, body.to as VendorKind))) return failure('wallet.unknown', 'This game wallet is not available');
    }
    const outcome = await transferBetweenWallets(ctx.db, {
      merchantId: merchant.id,
      memberId: request.session!.memberId,
      from: body.from as VendorKind | 'main',
      to: body.to as VendorKind | 'main',
      amount: amount.amount,
      idempotencyKey: body.idempotencyKey,
      now: ctx.now(),
    });
    switch (outcome.kind) {
      case 'moved':
        return ok({ transactionId: String(outcome.transactionId), wallets: await walletsOf(request) });
      case 'locked':
        return failure('wallet.locked', 'A game of this wallet is open; close it first', { accountName: outcome.wallet });
      case 'insufficient':
        return failure('wallet.insufficient', 'The wallet does not hold that much', { available: major(outcome.available) });
    }
  });

  app.post('/wps/relay/GCS_walletReturn', moneyRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = parseBody(walletReturnBody, request.body);
    const outcome = await returnAllWallets(ctx.db, {
      merchantId: request.merchant!.id,
      memberId: request.session!.memberId,
      idempotencyKey: body.idempotencyKey,
      now: ctx.now(),
    });
    return ok({
      returned: major(outcome.moved.reduce((sum, wallet) => sum + wallet.amount, 0n)),
      moved: outcome.moved.map((wallet) => ({ accountName: wallet.wallet, amount: major(wallet.amount) })),
      skipped: outcome.skipped,
      wallets: await walletsOf(request),
    });
  });

  app.post('/wps/member/transferUpline', { config: { ...moneyRoute.config, encrypted: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const body = parseBody(transferUplineBody, request.body);
    const merchantId = request.merchant!.id;
    const memberId = request.session!.memberId;
    const member = await memberAndUpline(ctx.db, { merchantId, memberId });
    if (!member || !mayTransferToUpline(member.type) || request.merchant!.features[UPLINE_TRANSFER_MODULE] !== true) {
      return failure('transfer.upline.unavailable', 'Transfers to the upline are not available for this account');
    }
    if (!member.upline) return failure('transfer.upline.none', 'This account has no upline');
    const amount = checkAmount(body.amount, TRANSFER_LIMITS, 'transfer');
    if (!amount.ok) throw paramError({ amount: amount.message });
    const now = ctx.now();
    const password = await verifyPaymentPassword(
      { db: ctx.db, hasher: ctx.providers.hasher },
      { merchantId, memberId, password: body.password, now },
    );
    if (password.kind !== 'ok') return paymentPasswordRefusal(password, now);
    const outcome = await transferToUpline(ctx.db, {
      merchantId,
      memberId,
      account: member.username,
      upline: member.upline,
      amount: amount.amount,
      idempotencyKey: body.idempotencyKey,
      now,
    });
    if (outcome.kind === 'insufficient') {
      return failure('wallet.insufficient', 'The main wallet does not hold that much', { available: major(outcome.available) });
    }
    return ok({
      transactionId: String(outcome.transactionId),
      account: member.username,
      upline: member.upline.username,
      amount: major(amount.amount),
      mainBalance: major(outcome.mainBalance),
    });
  });

  /** An agent's credit to a team member, or collect from one: the payment password, then one movement. */
  const downlineTransfer = (direction: DownlineDirection) => async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const body = parseBody(downlineTransferBody, request.body);
    const merchantId = request.merchant!.id;
    const memberId = request.session!.memberId;
    const amount = checkAmount(body.amount, TRANSFER_LIMITS, 'transfer');
    if (!amount.ok) throw paramError({ amount: amount.message });
    const now = ctx.now();
    const password = await verifyPaymentPassword(
      { db: ctx.db, hasher: ctx.providers.hasher },
      { merchantId, memberId, password: body.password, now },
    );
    if (password.kind !== 'ok') return paymentPasswordRefusal(password, now);
    const outcome = await transferWithDownline(ctx.db, {
      merchantId,
      agentId: memberId,
      downlineId: body.downlineId,
      direction,
      amount: amount.amount,
      idempotencyKey: body.idempotencyKey,
      now,
    });
    if (outcome.kind === 'notAgent') return failure('agent.only', 'Agents only');
    // a member outside the team is as unknown as one that does not exist
    if (outcome.kind === 'notInTeam') return failure('transfer.downline.unknown', 'No such member in your team');
    if (outcome.kind === 'insufficient') {
      const whose = direction === 'toDownline' ? 'Your main wallet does not hold that much' : "The member's main wallet does not hold that much";
      return failure('wallet.insufficient', whose, { available: major(outcome.available) });
    }
    return ok({
      transactionId: String(outcome.transactionId),
      account: outcome.account,
      downline: outcome.downline,
      amount: major(amount.amount),
      mainBalance: major(outcome.mainBalance),
    });
  };
  app.put('/wps/agent/transferDownline', { config: { ...moneyRoute.config, encrypted: true } }, downlineTransfer('toDownline'));
  app.post(
    '/wps/relay/passwordCheck/MCSFE_collectFromDownline',
    { config: { ...moneyRoute.config, encrypted: true } },
    downlineTransfer('fromDownline'),
  );
}
