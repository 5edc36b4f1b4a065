/**
 * `GET /wps/v2/wallets/balance` (token): the member's wallets and their sum (CONTRACT §4.13), in
 * major units with two decimals. `accountTypeId` 0 is the main wallet; game wallets follow.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { findMemberById } from '../auth/member.service';
import { ok } from '../http/envelope';
import { formatAmount } from '../wallet/ledger.service';
import { memberBalances } from '../wallet/wallet.service';

export function walletRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/wps/v2/wallets/balance', { config: { auth: 'token' } }, async (request, reply) => {
    const merchant = request.merchant!;
    const member = await findMemberById(ctx.db, request.session!.memberId);
    const wallets = member ? await memberBalances(ctx.db, merchant.id, member.id) : [];
    const sum = wallets.reduce((total, w) => total + w.balance, 0n);
    reply.header('cache-control', 'no-store');
    return ok({
      currency: merchant.settings.currency,
      currencySymbol: merchant.settings.currencySymbol,
      sumBalance: Number(formatAmount(sum)),
      balance: (wallets.length ? wallets : [{ kind: 'main' as const, balance: 0n }]).map((w, index) => ({
        accountTypeId: w.kind === 'main' ? 0 : index,
        accountName: w.kind,
        availBalance: Number(formatAmount(w.balance)),
      })),
    });
  });
}
