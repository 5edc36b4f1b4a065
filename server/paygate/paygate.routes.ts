/**
 * The local payment provider's HTTP surface (not the /wps envelope: a separate service's API):
 * - `POST /paygate/v1/payments` (`Authorization: Bearer <api key>`) body
 *   `{ merchantReference, amount (minor units), currency, returnUrl, webhookUrl }`
 *   -> 201 `{ id, status, checkoutUrl, expiresAt }`; the same merchant reference answers the same payment;
 * - `GET /paygate/checkout/:paymentId` the hosted checkout page (HTML);
 * - `POST /paygate/checkout/:paymentId` form `decision=pay|decline|cancel`: decides the payment,
 *   delivers its webhook, then sends the payer back to the merchant's return address (303).
 * The API refuses with `{ error: { code, message } }` and an HTTP status; the pages refuse with the
 * site's failure envelope, as every page of this server does.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { DEFAULT_UTC_OFFSET_MINUTES } from '../../rules/merchant-day';
import type { AppContext } from '../app-context';
import { chatLanguage } from '../content/chat-page';
import { failure } from '../http/envelope';
import { sensitiveLimit } from '../http/rate-limit';
import { checkoutPage } from './checkout-page';
import type { PaygateCourier } from './paygate-courier';
import { accountByApiKey, createPaygatePayment, decidePaygatePayment, findPaygatePayment } from './paygate.service';
import type { PaygateDecision } from './paygate.service';

const httpUrl = z.url({ protocol: /^https?$/ }).max(2000);
const createBody = z.object({
  merchantReference: z.string().min(1).max(64),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().regex(/^[A-Z]{3}$/),
  returnUrl: httpUrl,
  webhookUrl: httpUrl,
});
const paymentParams = z.object({ paymentId: z.string().regex(/^pay_[A-Za-z0-9_-]{10,40}$/) });
const decisionBody = z.object({ decision: z.enum(['pay', 'decline', 'cancel']) });
const DECISIONS: Record<z.infer<typeof decisionBody>['decision'], PaygateDecision> = { pay: 'paid', decline: 'failed', cancel: 'cancelled' };

const refuse = (reply: FastifyReply, status: number, code: string, message: string) => reply.status(status).send({ error: { code, message } });

export function paygateRoutes(app: FastifyInstance, ctx: AppContext, courier: () => PaygateCourier) {
  const site = new URL(ctx.config.publicUrl).origin;
  /**
   * This provider is served by the site's own server: a return to the site goes by path, so the
   * payer stays on the host they came from (a site reached as localhost and as 127.0.0.1 keeps one
   * session per name). Any other merchant's return address is followed as given.
   */
  const returnAddress = (returnUrl: string) => {
    const target = new URL(returnUrl);
    return target.origin === site ? `${target.pathname}${target.search}${target.hash}` : returnUrl;
  };

  app.post('/paygate/v1/payments', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const key = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const account = key ? await accountByApiKey(ctx.db, key) : null;
    if (!account) return refuse(reply, 401, 'unauthorized', 'A valid API key is required');
    const body = createBody.safeParse(request.body);
    if (!body.success) return refuse(reply, 400, 'invalid_request', body.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const payment = await createPaygatePayment(ctx.db, {
      ...body.data,
      amount: BigInt(body.data.amount),
      merchantCode: account.merchantCode,
      now: ctx.now(),
    });
    return reply.status(201).send({
      id: payment.id,
      status: payment.status,
      checkoutUrl: `/paygate/checkout/${payment.id}`,
      expiresAt: payment.expiresAt.toISOString(),
    });
  });

  app.get('/paygate/checkout/:paymentId', async (request, reply) => {
    const params = paymentParams.safeParse(request.params);
    const payment = params.success ? await findPaygatePayment(ctx.db, params.data.paymentId) : null;
    if (!payment) return reply.status(404).send(failure('not.found', 'No such payment'));
    const language = chatLanguage((request.query as { lang?: string }).lang, request.headers['accept-language'], 'EN');
    // the expiry in the time zone the merchant's site shows times in
    const merchant = await ctx.merchants.get(payment.merchantCode);
    const utcOffsetMinutes = merchant?.settings.utcOffsetMinutes ?? DEFAULT_UTC_OFFSET_MINUTES;
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(checkoutPage({ ...payment, returnUrl: returnAddress(payment.returnUrl) }, language, utcOffsetMinutes));
  });

  app.post('/paygate/checkout/:paymentId', { config: { rateLimit: sensitiveLimit(ctx, 'paygate-checkout') } }, async (request, reply) => {
    const params = paymentParams.safeParse(request.params);
    const body = decisionBody.safeParse(request.body);
    if (!params.success || !body.success) return reply.status(400).send(failure('request.invalid', 'Choose pay, decline or cancel'));
    const found = await findPaygatePayment(ctx.db, params.data.paymentId);
    if (!found) return reply.status(404).send(failure('not.found', 'No such payment'));
    const { payment, event } = await decidePaygatePayment(ctx.db, { paymentId: found.id, decision: DECISIONS[body.data.decision], now: ctx.now() });
    // the merchant hears of it before the payer is back on its site; a failed delivery is retried by the sweep
    if (event) await courier().deliver(event);
    return reply.header('cache-control', 'no-store').redirect(returnAddress(payment.returnUrl), 303);
  });
}
