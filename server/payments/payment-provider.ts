/**
 * What the gateway needs from a payment provider (issue 13, depositv2 online channels): create a
 * payment server to server and get its hosted checkout page, and read a webhook it is sure came
 * from the provider. The local provider (server/paygate) implements it; a real one plugs in by
 * configuration behind the same interface.
 */

export interface CreatePaymentInput {
  merchantCode: string;
  /** the gateway's reference: its deposit */
  merchantReference: string;
  /** minor units */
  amount: bigint;
  currency: string;
  /** where the checkout page sends the payer afterwards */
  returnUrl: string;
  now: Date;
}

export interface CreatedPayment {
  paymentId: string;
  /** the hosted checkout page (a path of this site for the local provider) */
  checkoutUrl: string;
}

export type PaymentOutcome = 'succeeded' | 'failed' | 'expired' | 'cancelled';

/** A webhook the provider signed, as the gateway acts on it. */
export interface PaymentEvent {
  eventId: string;
  paymentId: string;
  merchantReference: string;
  outcome: PaymentOutcome;
  amount: bigint;
  currency: string;
}

export type WebhookReading = { kind: 'event'; event: PaymentEvent } | { kind: 'refused'; reason: string };

export interface PaymentProvider {
  /** the name deposits record and the webhook path carries (`/payments/webhook/<name>/<merchant code>`) */
  readonly name: string;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Checks the signature (with the merchant's secret, named by the webhook's path) and its age
   * before reading anything of the body.
   */
  readWebhook(input: {
    merchantCode: string;
    headers: Record<string, string | string[] | undefined>;
    rawBody: string;
    now: Date;
  }): Promise<WebhookReading>;
}

/** The provider did not answer or refused to create the payment: nothing was created on our side. */
export class PaymentProviderUnavailable extends Error {}
