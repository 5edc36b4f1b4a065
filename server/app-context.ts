/**
 * Everything a route needs, built once per app from the injected dependencies. Routes receive this
 * object instead of importing singletons, so tests can swap the clock, the hasher or the database.
 */
import type { PasswordChecker, PasswordHasher } from './auth/password-hasher';
import type { CaptchaRenderer } from './auth/captcha-image';
import type { Config } from './config';
import type { ServerKey } from './crypto/server-keys';
import type { Db } from './db/db.types';
import type { MerchantDirectory } from './system/merchant.service';
import type { OperatorState } from './system/operator-state';
import type { CountryLookup } from './system/region';
import type { SmsProvider } from './verification/sms-provider';
import type { MailProvider } from './mail/mail-provider';
import type { SliderRenderer } from './human-check/slider-image';
import type { PhoneTokenVerifier } from './phone-auth/phone-token-verifier';
import type { RandomSource } from './demo-games/random';
import type { PaymentProvider } from './payments/payment-provider';

export interface Clock {
  now(): Date;
}

export interface Providers {
  hasher: PasswordHasher;
  captchaImage: CaptchaRenderer;
  country: CountryLookup;
  /** text messages: the outbox table by default, a carrier adapter in a real deployment */
  sms: SmsProvider;
  /** slider human-check pictures */
  slider: SliderRenderer;
  /** e-mail: the outbox table by default, a relay adapter in a real deployment */
  mail: MailProvider;
  /** ID tokens of the phone identity provider (phone-provider registration): the local provider's by default */
  phoneTokens: PhoneTokenVerifier;
  /** outcomes of the demo games: node:crypto's CSPRNG; simulations inject a seeded source */
  gameRandom: RandomSource;
  /** online deposits: the local payment provider (server/paygate) by default, a real one by configuration */
  payments: PaymentProvider;
}

export interface AppContext {
  db: Db;
  config: Config;
  now: () => Date;
  providers: Providers;
  passwords: PasswordChecker;
  merchants: MerchantDirectory;
  operator: OperatorState;
  serverKey: ServerKey;
}
