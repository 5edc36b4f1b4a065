/**
 * Registration calls as the registration chart reads them: a refusal's refused fields and SMS tries
 * left beside its code and value, and the phone provider's confirmation handing over its ID token
 * only (the number stays out of the chart and its traces).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmPhoneCode, registerFailure } from '../../../src/api/registration.api';

afterEach(() => vi.unstubAllGlobals());

describe('registration failures', () => {
  it('reads the refused fields and the SMS tries left, and nothing it does not know', () => {
    expect(registerFailure({ errorCode: 'request_param_err', value: { fields: { username: 'taken' } } })).toEqual({ fields: { username: 'taken' } });
    expect(registerFailure({ errorCode: 'sms.code.invalid', value: { triesLeft: 2 } })).toEqual({ triesLeft: 2 });
    expect(registerFailure({ errorCode: 'system.error', value: null })).toEqual({});
    expect(registerFailure({ errorCode: 'system.error', value: { fields: 'x', triesLeft: '2' } })).toEqual({});
  });
});

describe('phone code confirmation', () => {
  it('answers the ID token only, and a refusal as { errorCode, value }', async () => {
    const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal('fetch', async () => answer({ idToken: 'id-token', phoneNumber: '+639171234567' }));
    await expect(confirmPhoneCode({ projectId: 'demo', sessionInfo: 'session-1', code: '123456' })).resolves.toStrictEqual({ idToken: 'id-token' });
    vi.stubGlobal('fetch', async () => answer({ error: { code: 'auth/invalid-verification-code' } }, 400));
    await expect(confirmPhoneCode({ projectId: 'demo', sessionInfo: 'session-1', code: '000000' })).rejects.toStrictEqual({
      errorCode: 'auth/invalid-verification-code',
      value: null,
    });
  });
});
