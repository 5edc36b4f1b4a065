/**
 * `POST /payments/webhook/:provider/:merchantCode`: a payment provider's webhook. Not the /wps
 * envelope: the provider reads only the status (2xx: delivered; anything else: it tries again).
 * The body is kept as the raw text it arrived as, because the signature covers those exact bytes;
 * nothing of it is read before the provider's adapter has checked the signature and its age.
 *
 * An event changes the deposit the payment belongs to once: a repeated delivery, or five at once,
 * answers 200 and changes nothing more (server/deposit/deposit.service.ts), and the log says so (a
 * warning when it contradicts the deposit's state). A success after the provider's own failure or
 * expiry credits the deposit (the money has arrived), flagged for review: a warning in the log and
 * a row in the operators' audit log, written with the credit.
 */
import { recordAudit } from '../admin/audit';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { applyDepositEvent, depositOfPayment } from '../deposit/deposit.service';
import type { Deposit } from '../deposit/deposit.service';
import type { PaymentOutcome } from './payment-provider';
import type { Queryable } from '../db/db.types';

const params = z.object({ provider: z.string().regex(/^[a-z0-9-]{1,32}$/), merchantCode: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/) });

/** the state each outcome leads to: a delivery that finds the deposit there already is a plain repeat */
const STATE_OF: Record<PaymentOutcome, string> = { succeeded: 'credited', failed: 'failed', expired: 'expired', cancelled: 'cancelled' };

const EVENTS: Record<PaymentOutcome, 'payment.succeeded' | 'payment.failed' | 'payment.expired' | 'payment.cancelled'> = {
  succeeded: 'payment.succeeded',
  failed: 'payment.failed',
  expired: 'payment.expired',
  cancelled: 'payment.cancelled',
};

export function paymentWebhookRoutes(app: FastifyInstance, ctx: AppContext) {
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, String(body)));
    scope.post('/payments/webhook/:provider/:merchantCode', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const refuse = (status: number, code: string, message: string) => reply.status(status).send({ error: { code, message } });
      const route = params.safeParse(request.params);
      const provider = ctx.providers.payments;
      if (!route.success || route.data.provider !== provider.name) return refuse(404, 'not_found', 'No such webhook');
      const merchant = await ctx.merchants.get(route.data.merchantCode);
      if (!merchant) return refuse(404, 'not_found', 'No such webhook');
      const now = ctx.now();
      const reading = await provider.readWebhook({
        merchantCode: merchant.code,
        headers: request.headers,
        rawBody: typeof request.body === 'string' ? request.body : '',
        now,
      });
      if (reading.kind === 'refused') {
        request.log.warn({ reason: reading.reason }, 'payment webhook refused');
        return refuse(400, 'invalid_signature', 'The webhook could not be verified');
      }
      const { event } = reading;
      const deposit = await depositOfPayment(ctx.db, { provider: provider.name, paymentId: event.paymentId });
      // a payment we did not create, or one whose figures differ from ours, moves nothing: support looks at it
      if (!deposit || deposit.merchantId !== merchant.id || `deposit-${deposit.id}` !== event.merchantReference) {
        request.log.warn({ paymentId: event.paymentId }, 'payment webhook for an unknown payment');
        return refuse(404, 'unknown_payment', 'No deposit for this payment');
      }
      if (deposit.amount !== event.amount || merchant.settings.currency !== event.currency) {
        request.log.error({ depositId: deposit.id, paymentId: event.paymentId }, 'payment webhook amount differs from the deposit');
        return refuse(422, 'amount_mismatch', 'The amount differs from the deposit');
      }
      const facts = { depositId: deposit.id, paymentId: event.paymentId, outcome: event.outcome };
      const auditLateSuccess = async (tx: Queryable, after: Deposit) => {
        if (after.status !== 'credited' || !after.snapshot.context.lateSuccess) return;
        await recordAudit(tx, {
          at: now,
          command: 'deposit.late-success',
          details: { ...facts, previousStatus: deposit.status, amount: String(deposit.amount) },
          via: 'webhook',
          operator: `provider:${provider.name}`,
        });
      };
      const applied = await applyDepositEvent(ctx.db, {
        merchantId: merchant.id,
        depositId: deposit.id,
        event: { type: EVENTS[event.outcome], at: now.toISOString() },
        now,
        withinTransaction: auditLateSuccess,
      });
      if (!applied.changed) {
        const repeat = applied.deposit.status === STATE_OF[event.outcome];
        request.log[repeat ? 'info' : 'warn'](
          { ...facts, status: applied.deposit.status },
          'payment webhook changed nothing: the deposit was decided',
        );
      } else if (applied.deposit.snapshot.context.lateSuccess) {
        request.log.warn({ ...facts, previousStatus: deposit.status }, 'payment webhook: late success after a failure credited, flagged for review');
      }
      return { received: true, status: applied.deposit.status };
    });
  });
}
