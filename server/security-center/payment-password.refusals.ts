/**
 * The answers to a refused payment password, as the platform names them (research §3.5): the same
 * for a change here and for a withdrawal or any other call that asks for the password.
 */
import { failure } from '../http/envelope';
import type { Envelope } from '../http/envelope';
import type { PaymentPasswordCheck } from './payment-password.service';

export function paymentPasswordRefusal(check: Exclude<PaymentPasswordCheck, { kind: 'ok' }>, now: Date): Envelope<unknown> {
  switch (check.kind) {
    case 'notSet':
      return failure('not.exists.payment.password', 'Please set a payment password first');
    case 'wrong':
      return failure('invalid.payment.pw', 'The payment password is incorrect', { attemptsLeft: check.attemptsLeft });
    case 'locked': {
      // seconds beside the instant: a browser whose clock is off still counts the right wait
      const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(check.until) - now.getTime()) / 1000));
      return failure('payment.password.locked', 'Too many wrong payment passwords; please try again later', {
        lockedUntil: check.until,
        retryAfterSeconds,
      });
    }
  }
}
