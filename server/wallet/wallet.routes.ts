/**
 * `GET /wps/v2/wallets/balance` (token): the member's wallets and their sum (CONTRACT §4.13), in
 * major units with two decimals. `accountTypeId` 0 is the main wallet; game wallets follow, one for
 * every vendor the merchant offers (server/transfers/wallet-list.ts), each saying whether a game
 * of that vendor is open on it (`locked`). A free-play account's answer adds its `playCredit`,
 * which is not money and in no other figure.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { ok } from '../http/envelope';
import { isRealAccount } from '../../rules/member-types';
import { findMemberById } from '../auth/member.service';
import { balanceOfKind } from '../demo-games/game-wallet';
import { walletsValue } from '../transfers/wallet-list';
import { formatAmount } from './ledger.service';

export function walletRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/wps/v2/wallets/balance', { config: { auth: 'token' } }, async (request, reply) => {
    const merchant = request.merchant!;
    const memberId = request.session!.memberId;
    reply.header('cache-control', 'no-store');
    const wallets = await walletsValue(ctx.db, {
      merchantId: merchant.id,
      memberId,
      now: ctx.now(),
      currency: merchant.settings.currency,
      currencySymbol: merchant.settings.currencySymbol,
    });
    const member = await findMemberById(ctx.db, memberId);
    if (!member || isRealAccount(member.type)) return ok(wallets);
    // a free-play account's header shows its play credit, beside (never inside) its money
    const playCredit = await balanceOfKind(ctx.db, { merchantId: merchant.id, memberId }, 'play_credit');
    return ok({ ...wallets, playCredit: Number(formatAmount(playCredit)) });
  });
}
