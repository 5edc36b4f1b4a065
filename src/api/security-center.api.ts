/**
 * The security centre's calls (wire/security-center.schemas.ts) in its charts' shapes: the
 * security config, the profile fields, the payment password (set, change, reset by a code texted to
 * the bound phone, and that code's send) and the bank accounts (banks offered, list, add, delete).
 * Calls that carry a PIN or an account number are sealed. Each rejects with `{ errorCode, value }`
 * and, beside it, what the refusal carries that a chart shows (the answers or tries left, the lock,
 * the limit, the problem per field).
 */
import type { z } from 'zod';
import type { AddBankCardRequest, Bank, BankCard, BankCardList } from '../../machines/bank-cards';
import type {
  ChangePaymentPasswordRequest,
  PaymentPasswordState,
  ResetPaymentPasswordRequest,
  SetPaymentPasswordRequest,
} from '../../machines/payment-password';
import type { ProfileFieldValue } from '../../machines/profile-field';
import type { SecurityConfig } from '../../machines/security-center';
import type { SmsSendResult } from '../../machines/sms-countdown';
import type { BankCardValue, banksValue, bankCardsValue, SecurityConfigValue } from '../../wire/security-center.schemas';
import type { SmsSentValue } from '../../wire/verification.schemas';
import { callApi, withPlainFailure } from './client';
import type { ApiFailure } from './client';

/** The SMS purpose of a payment password reset (`optionSmsConfig` changePaymentPassword). */
const CHANGE_PAYMENT_PASSWORD_PURPOSE = 4;

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
