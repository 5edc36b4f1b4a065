/**
 * The gateway's adapter for the local payment provider (server/paygate), written as an adapter
 * for a hosted provider is: it creates payments through the provider's HTTP API with the
 * merchant's API key, and checks each webhook's signature with the merchant's webhook secret
 * before it reads the body. The two keys are the provider account's configuration; for the local
 * provider they come from its account table (opened on first use), for a real one from settings.
 */
import { z } from 'zod';
import type { Db } from '../db/db.types';
import { ensurePaygateAccount } from '../paygate/paygate.service';
import type { HttpTransport } from './http-transport';
import { PaymentProviderUnavailable } from './payment-provider';
import type { PaymentProvider, PaymentOutcome } from './payment-provider';
import { SIGNATURE_HEADER, verifyWebhookSignature } from './webhook-signature';

export const LOCAL_PROVIDER = 'local';

const createdAnswer = z.object({ id: z.string().min(1), checkoutUrl: z.string().min(1) });

const OUTCOMES: Record<string, PaymentOutcome> = {
  'payment.succeeded': 'succeeded',
  'payment.failed': 'failed',
  'payment.expired': 'expired',
  'payment.cancelled': 'cancelled',
};

const webhookBody = z.object({
  id: z.string().min(1),
  type: z.enum(Object.keys(OUTCOMES) as [string, ...string[]]),
  data: z.object({
    paymentId: z.string().min(1),
    merchantReference: z.string().min(1),
    amount: z.number().int().positive(),
    currency: z.string(),
  }),
});

export function localPaymentProvider(deps: { db: Db; publicUrl: string; transport: HttpTransport }): PaymentProvider {
  const providerUrl = new URL('/paygate/v1/payments', deps.publicUrl).toString();
  return {
    name: LOCAL_PROVIDER,
    async createPayment(input) {
      const account = await ensurePaygateAccount(deps.db, input.merchantCode, input.now);
      const webhookUrl = new URL(`/payments/webhook/${LOCAL_PROVIDER}/${encodeURIComponent(input.merchantCode)}`, deps.publicUrl).toString();
      let answer: Awaited<ReturnType<HttpTransport>>;
      try {
        answer = await deps.transport({
          method: 'POST',
          url: providerUrl,
          headers: { authorization: `Bearer ${account.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            merchantReference: input.merchantReference,
            amount: Number(input.amount),
            currency: input.currency,
            returnUrl: input.returnUrl,
            webhookUrl,
          }),
        });
      } catch (error) {
        throw new PaymentProviderUnavailable(`the payment provider did not answer: ${(error as Error).message}`);
      }
      if (answer.status !== 201) throw new PaymentProviderUnavailable(`the payment provider answered ${answer.status}`);
      const created = createdAnswer.safeParse(JSON.parse(answer.body));
      if (!created.success) throw new PaymentProviderUnavailable('the payment provider answered something unreadable');
      return { paymentId: created.data.id, checkoutUrl: created.data.checkoutUrl };
    },
    async readWebhook({ merchantCode, headers, rawBody, now }) {
      const account = await ensurePaygateAccount(deps.db, merchantCode, now);
      const header = headers[SIGNATURE_HEADER];
      const check = verifyWebhookSignature({ secret: account.webhookSecret, header: Array.isArray(header) ? header[0] : header, rawBody, now });
      if (!check.ok) return { kind: 'refused', reason: `signature ${check.reason}` };
      let parsed: z.infer<typeof webhookBody>;
      try {
        parsed = webhookBody.parse(JSON.parse(rawBody));
      } catch {
        return { kind: 'refused', reason: 'unreadable body' };
      }
      return {
        kind: 'event',
        event: {
          eventId: parsed.id,
          paymentId: parsed.data.paymentId,
          merchantReference: parsed.data.merchantReference,
          outcome: OUTCOMES[parsed.type],
          amount: BigInt(parsed.data.amount),
          currency: parsed.data.currency,
        },
      };
    },
  };
}
