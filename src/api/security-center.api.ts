/**
 * The security centre's calls (wire/security-center.schemas.ts) in its charts' shapes: the
 * security config, the profile fields, the mobile number and e-mail address (codes sent to the
 * bound or the new one, the bound one proven, the new one bound), the payment password (set,
 * change, reset by a code texted to the bound phone, and that code's send) and the bank accounts
 * (banks offered, list, add, delete). Calls that carry a PIN, a code that changes something or an
 * account number are sealed. Each rejects with `{ errorCode, value }`
 * and, beside it, what the refusal carries that a chart shows (the answers or tries left, the lock,
 * the limit, the problem per field).
 */
import type { z } from 'zod';
import type { AddBankCardRequest, Bank, BankCard, BankCardList } from '../../machines/bank-cards';
import type { ContactSaved, SaveContactRequest, VerifyCurrentRequest } from '../../machines/contact-binding';
import type {
  ChangePaymentPasswordRequest,
  PaymentPasswordState,
  ResetPaymentPasswordRequest,
  SetPaymentPasswordRequest,
} from '../../machines/payment-password';
import type { ProfileFieldValue } from '../../machines/profile-field';
import type { SecurityConfig } from '../../machines/security-center';
import type { SmsSendRequest, SmsSendResult } from '../../machines/sms-countdown';
import type {
  BankCardValue,
  banksValue,
  bankCardsValue,
  boundEmailValue,
  boundMobileValue,
  SecurityConfigValue,
} from '../../wire/security-center.schemas';
import type { SmsSentValue } from '../../wire/verification.schemas';
import { callApi, withPlainFailure } from './client';
import type { ApiFailure } from './client';

/** The platform's code purposes (`optionSmsConfig`): changePaymentPassword, updatePhone, changeEmail. */
const CHANGE_PAYMENT_PASSWORD_PURPOSE = 4;
const UPDATE_PHONE_PURPOSE = 5;
const CHANGE_EMAIL_PURPOSE = 10;

/** What a refusal's value carries that the charts read, copied beside the code (plain JSON only). */
const DETAILS = ['attemptsLeft', 'lockedUntil', 'retryAfterSeconds', 'triesLeft', 'maxCardCount', 'fields'] as const;

function details(failure: ApiFailure): object {
  const value = failure.value;
  if (typeof value !== 'object' || value === null) return {};
  const found: Record<string, unknown> = {};
  for (const key of DETAILS) if (key in value) found[key] = (value as Record<string, unknown>)[key];
  return found;
}

/** Seconds until `lockedUntil`, counted on this browser's clock (0 when not locked). */
function secondsUntil(lockedUntil: string | null, now: number): number {
  if (lockedUntil === null) return 0;
  return Math.max(0, Math.ceil((Date.parse(lockedUntil) - now) / 1000));
}

export async function loadSecurityConfig(): Promise<SecurityConfig> {
  const value = await callApi<SecurityConfigValue>('/wps/member/securityConfig', { token: true });
  const { paymentPassword } = value;
  return { ...value, paymentPassword: { ...paymentPassword, retryAfterSeconds: secondsUntil(paymentPassword.lockedUntil, Date.now()) } };
}

export async function loadPaymentPasswordState(): Promise<PaymentPasswordState> {
  return (await loadSecurityConfig()).paymentPassword;
}

const PROFILE_CALLS = {
  nickname: { path: '/wps/member/info/nickname', method: 'PUT' },
  payeeName: { path: '/wps/member/info/payeename', method: 'PUT' },
  birthday: { path: '/wps/member/info', method: 'POST' },
} as const;

/** Saves one field; resolves with the value as the gateway kept it. */
export function saveProfileField({ field, value }: ProfileFieldValue): Promise<ProfileFieldValue> {
  return withPlainFailure(async () => {
    const { path, method } = PROFILE_CALLS[field];
    const saved = await callApi<Record<string, string | null>>(path, { method, token: true, body: { [field]: value } });
    return { field, value: saved[field] ?? value };
  }, details);
}

export function setPaymentPassword(request: SetPaymentPasswordRequest): Promise<void> {
  return withPlainFailure(async () => {
    await callApi<null>('/wps/member/paymentPassword', { method: 'PUT', token: true, encrypt: true, body: request });
  }, details);
}

export function changePaymentPassword(request: ChangePaymentPasswordRequest): Promise<void> {
  return withPlainFailure(async () => {
    await callApi<null>('/wps/member/paymentPassword', { method: 'POST', token: true, encrypt: true, body: request });
  }, details);
}

/** The code goes to the phone the gateway has on file for the signed-in member. */
export function sendPaymentPasswordCode(): Promise<SmsSendResult> {
  return withPlainFailure(async () => {
    const value = await callApi<SmsSentValue>('/wps/v2/verification/sms/send', {
      method: 'POST',
      token: true,
      body: { purpose: CHANGE_PAYMENT_PASSWORD_PURPOSE },
    });
    return { expiredMinutes: value.expiredMinutes };
  }, details);
}

export function resetPaymentPassword(request: ResetPaymentPasswordRequest): Promise<void> {
  return withPlainFailure(async () => {
    await callApi<null>('/wps/member/paymentPassword/reset', { method: 'POST', token: true, encrypt: true, body: request });
  }, details);
}

/** A refused send as the "get code" button shows it: an address the gateway refused is `email.format`. */
function sendRefusal(failure: ApiFailure): object {
  const fields = (failure.value as { fields?: Record<string, unknown> } | null)?.fields;
  const found = details(failure);
  return failure.errorCode === 'request_param_err' && fields?.email !== undefined ? { ...found, errorCode: 'email.format' } : found;
}

/**
 * A code of the contact form: by SMS (updatePhone) or e-mail (changeEmail), to the number or address
 * typed, or to the bound one when the request carries none.
 */
export function sendContactCode(request: SmsSendRequest): Promise<SmsSendResult> {
  return withPlainFailure(async () => {
    const value =
      request.purpose === 'changeEmail'
        ? await callApi<SmsSentValue>('/wps/v2/verification/mail/send', {
            method: 'POST',
            token: true,
            body: { purpose: CHANGE_EMAIL_PURPOSE, ...(request.email ? { email: request.email } : {}) },
          })
        : await callApi<SmsSentValue>('/wps/v2/verification/sms/send', {
            method: 'POST',
            token: true,
            body: {
              purpose: UPDATE_PHONE_PURPOSE,
              ...(request.mobileNum ? { countryDialingCode: request.countryDialingCode, mobileNum: request.mobileNum } : {}),
            },
          });
    return { expiredMinutes: value.expiredMinutes };
  }, sendRefusal);
}

/** The code sent to the bound number or address: the gateway then lets this member bind a new one for a while. */
export function verifyCurrentContact({ kind, verificationCode }: VerifyCurrentRequest): Promise<void> {
  return withPlainFailure(async () => {
    const path = kind === 'mobile' ? '/wps/v2/verification/sms/verify-current' : '/wps/v2/verification/mail/verify-current';
    const purpose = kind === 'mobile' ? UPDATE_PHONE_PURPOSE : CHANGE_EMAIL_PURPOSE;
    await callApi<null>(path, { method: 'POST', token: true, encrypt: true, body: { purpose, verificationCode } });
  }, details);
}

/** Binds the number or address by the code sent to it; resolves with it masked, as the security config shows it. */
export function saveContact(request: SaveContactRequest): Promise<ContactSaved> {
  return withPlainFailure(async () => {
    if (request.kind === 'email') {
      const body = { email: request.email, verificationCode: request.verificationCode };
      const value = await callApi<z.output<typeof boundEmailValue>>('/wps/member/info/email', { method: 'PUT', token: true, encrypt: true, body });
      return { kind: 'email' as const, value: value.email };
    }
    const body = { countryDialingCode: request.countryDialingCode, mobileNum: request.mobileNum, verificationCode: request.verificationCode };
    const value = await callApi<z.output<typeof boundMobileValue>>('/wps/member/info/mobile', { method: 'PUT', token: true, encrypt: true, body });
    return { kind: 'mobile' as const, value: value.mobile };
  }, details);
}

export async function loadBanks(): Promise<Bank[]> {
  const value: Bank[] = await callApi<z.output<typeof banksValue>>('/wps/relay/MCSFE_getBanks', { token: true });
  return value;
}

/** The wire's `isWithdrawActive` Y/N as the chart reads it. */
function cardOf({ isWithdrawActive, ...card }: BankCardValue): BankCard {
  return { ...card, withdrawActive: isWithdrawActive === 'Y' };
}

export async function loadBankCards(): Promise<BankCardList> {
  const value = await callApi<z.output<typeof bankCardsValue>>('/wps/v2/member/bankCards', { token: true });
  return { ...value, bankCards: value.bankCards.map(cardOf) };
}

export function addBankCard(request: AddBankCardRequest): Promise<BankCard> {
  return withPlainFailure(
    async () => cardOf(await callApi<BankCardValue>('/wps/v2/member/bankCards', { method: 'POST', token: true, encrypt: true, body: request })),
    details,
  );
}

export async function deleteBankCard(bankCardId: number): Promise<void> {
  await callApi<null>('/wps/v2/member/bankCards', { method: 'DELETE', token: true, query: { bankCardId } });
}
