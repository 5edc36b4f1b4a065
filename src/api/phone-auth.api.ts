/**
 * The phone identity provider (phone-provider path of registration): text a code, confirm it for
 * an ID token. A separate service, not the /wps gateway: no envelope and no gateway headers; a
 * refusal is `{ error: { code: 'auth/…', retryAfterSeconds? } }`, which rejects as `{ errorCode, value }`
 * with that code (and the wait in `value.retryAfterSeconds`).
 */
import { FetchError, ofetch } from 'ofetch';
import type { SendCodeAnswer, SignInAnswer } from '../../wire/phone-auth.schemas';
import { apiFailure, toApiFailure } from './client';
import type { ApiFailure } from './client';

const PROVIDER_BASE = '/phone-auth/v1';
const REQUEST_TIMEOUT_MS = 30_000;

interface ProviderRefusal {
  error?: { code?: unknown; message?: unknown; retryAfterSeconds?: unknown };
}

function providerFailure(error: unknown): ApiFailure {
  if (error instanceof FetchError) {
    const refusal = (error.data as ProviderRefusal | undefined)?.error;
    if (refusal && typeof refusal.code === 'string' && refusal.code.startsWith('auth/')) {
      return apiFailure(refusal.code, typeof refusal.retryAfterSeconds === 'number' ? { retryAfterSeconds: refusal.retryAfterSeconds } : null);
    }
  }
  return toApiFailure(error);
}

async function post<T>(step: string, projectId: string, body: Record<string, string>): Promise<T> {
  try {
    return await ofetch<T>(`${PROVIDER_BASE}/${step}`, {
      method: 'POST',
      query: { project: projectId },
      body,
      timeout: REQUEST_TIMEOUT_MS,
      retry: false,
    });
  } catch (error) {
    throw providerFailure(error);
  }
}

/** Texts a code to an E.164 number; `captchaToken` is a passed slider check when the merchant asks for one. */
export function sendPhoneCode(input: { projectId: string; phoneNumber: string; captchaToken: string | null }): Promise<SendCodeAnswer> {
  return post<SendCodeAnswer>('sendVerificationCode', input.projectId, {
    phoneNumber: input.phoneNumber,
    ...(input.captchaToken ? { captchaToken: input.captchaToken } : {}),
  });
}

/** Confirms the texted code; resolves the provider's ID token of the number. */
export function confirmPhoneCode(input: {
  projectId: string;
  sessionInfo: string;
  code: string;
}): Promise<Pick<SignInAnswer, 'idToken' | 'phoneNumber'>> {
  return post<SignInAnswer>('signInWithPhoneNumber', input.projectId, { sessionInfo: input.sessionInfo, code: input.code });
}
