/**
 * `POST /payments/webhook/:provider/:merchantCode`: a payment provider's webhook. Not the /wps
 * envelope: the provider reads only the status (2xx: delivered; anything else: it tries again).
 * The body is kept as the raw text it arrived as, because the signature covers those exact bytes;
 * nothing of it is read before the provider's adapter has checked the signature and its age.
 *
 * An event changes the deposit the payment belongs to once: a repeated delivery, or five at once,
 * answers 200 and changes nothing more (server/deposits/deposit.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { applyDepositEvent, depositOfPayment } from '../deposits/deposit.service';
import type { PaymentOutcome } from '../payments/payment-provider';

const params = z.object({ provider: z.string().regex(/^[a-z0-9-]{1,32}$/), merchantCode: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/) });

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
      const applied = await applyDepositEvent(ctx.db, {
        merchantId: merchant.id,
        depositId: deposit.id,
        event: { type: EVENTS[event.outcome], at: now.toISOString() },
        now,
      });
      return { received: true, status: applied.deposit.status };
    });
  });
}
