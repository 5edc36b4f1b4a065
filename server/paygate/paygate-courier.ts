/**
 * The local provider's webhook courier: signs each event with the merchant's secret and posts it
 * to the merchant's webhook address. An event is delivered when the merchant answers 2xx; until
 * then the sweep (every minute by default) tries again, and it also expires open payments whose
 * time is up. Two gateways sweeping at once may deliver an event twice: webhooks are idempotent
 * on the receiving side, as with any real provider.
 */
import type { Db } from '../db/db.types';
import type { HttpTransport } from '../payments/http-transport';
import { SIGNATURE_HEADER, signWebhook } from '../payments/webhook-signature';
import { decidePaygatePayment, ensurePaygateAccount, expiredOpenPayments, recordDeliveryAttempt, undeliveredEvents } from './paygate.service';
import type { PaygateEvent } from './paygate.service';

export const SWEEP_EVERY_MS = 60_000;

export interface PaygateCourier {
  deliver(event: PaygateEvent): Promise<boolean>;
  sweep(): Promise<void>;
  start(): void;
  stop(): void;
}

export function createPaygateCourier(deps: {
  db: Db;
  transport: HttpTransport;
  now: () => Date;
  everyMs: number | null;
  onError: (error: unknown) => void;
}): PaygateCourier {
  const { db, transport, now } = deps;
  let timer: NodeJS.Timeout | null = null;

  async function deliver(event: PaygateEvent): Promise<boolean> {
    const account = await ensurePaygateAccount(db, event.merchantCode, now());
    let delivered = false;
    try {
      const answer = await transport({
        method: 'POST',
        url: event.webhookUrl,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(account.webhookSecret, event.body, now()) },
        body: event.body,
      });
      delivered = answer.status >= 200 && answer.status < 300;
    } catch {
      delivered = false;
    }
    await recordDeliveryAttempt(db, { eventId: event.id, delivered, now: now() });
    return delivered;
  }

  async function sweep() {
    for (const paymentId of await expiredOpenPayments(db, now())) {
      const { event } = await decidePaygatePayment(db, { paymentId, decision: 'expired', now: now() });
      if (event) await deliver(event);
    }
    for (const event of await undeliveredEvents(db)) await deliver(event);
  }

  return {
    deliver,
    sweep,
    start() {
      if (deps.everyMs === null || timer) return;
      timer = setInterval(() => sweep().catch(deps.onError), deps.everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
