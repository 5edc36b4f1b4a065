/**
 * `GET /wps/v2/wallets/balance` (token): the member's wallets and their sum (CONTRACT §4.13), in
 * major units with two decimals. `accountTypeId` 0 is the main wallet; game wallets follow, one for
 * every vendor the merchant offers (server/transfers/wallet-list.ts), each saying whether a game
 * of that vendor is open on it (`locked`).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { ok } from '../http/envelope';
import { walletsValue } from '../transfers/wallet-list';

export function walletRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/wps/v2/wallets/balance', { config: { auth: 'token' } }, async (request, reply) => {
    const merchant = request.merchant!;
    reply.header('cache-control', 'no-store');
    return ok(
      await walletsValue(ctx.db, {
        merchantId: merchant.id,
        memberId: request.session!.memberId,
        now: ctx.now(),
        currency: merchant.settings.currency,
        currencySymbol: merchant.settings.currencySymbol,
      }),
    );
  });
}
