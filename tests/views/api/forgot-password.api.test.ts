/**
 * Forgot password's link reset in src/api, driven through the real edge and chart: a token the
 * gateway's parameter check refuses (a damaged link) reads as a link it will not honour, while a
 * refused password stays a field problem on the same step. The client's call is a stand-in that
 * answers as the gateway did (sealing needs the gateway's key).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectForgotPasswordView } from '../../../machines/forgot-password';
import type { ApiFailure } from '../../../src/api/client';

const callApi = vi.fn<(path: string, options: unknown) => Promise<unknown>>();
vi.mock(import('../../../src/api/client'), async (importOriginal) => ({
  ...(await importOriginal()),
  callApi: (path: string, options: unknown) => callApi(path, options) as never,
}));

const { resetPasswordWithLink } = await import('../../../src/api/forgot-password.api');
const { providedForgotPasswordMachine } = await import('../../../src/app/forgot-password.edge');

const request = { token: 'damaged', newPassword: 'Newpass2026', confirmNewPassword: 'Newpass2026' };

async function submitNewPassword(failure: ApiFailure) {
  callApi.mockReset().mockRejectedValue(failure);
  const flow = createActor(providedForgotPasswordMachine, { input: { features: {}, byPhone: false, resetToken: 'damaged' } }).start();
  flow.send({ type: 'field.change', field: 'newPassword', value: 'Newpass2026' });
  flow.send({ type: 'field.change', field: 'confirmNewPassword', value: 'Newpass2026' });
  flow.send({ type: 'form.submit' });
  await waitFor(flow, (s) => !s.hasTag('busy'));
  expect(callApi).toHaveBeenCalledWith('/wps/member/password/reset', { method: 'POST', encrypt: true, body: request });
  return selectForgotPasswordView(flow.getSnapshot());
}

describe('reset by link', () => {
  it('reads a token refused by the parameter check as an invalid link', async () => {
    const refused = { errorCode: 'request_param_err', value: { fields: { token: 'too short' } } };
    callApi.mockReset().mockRejectedValue(refused);
    await expect(resetPasswordWithLink(request)).rejects.toStrictEqual({ errorCode: 'password.reset.invalid', value: refused.value });
    expect(await submitNewPassword(refused)).toMatchObject({ step: 'linkInvalid', errorCode: 'password.reset.invalid' });
  });

  it('keeps an unknown or used link as the gateway says', async () => {
    const view = await submitNewPassword({ errorCode: 'password.reset.invalid', value: null });
    expect(view).toMatchObject({ step: 'linkInvalid', errorCode: 'password.reset.invalid' });
  });

  it('leaves a refused password on the step with its code', async () => {
    const view = await submitNewPassword({ errorCode: 'request_param_err', value: { fields: { newPassword: 'password.format' } } });
    expect(view).toMatchObject({ step: 'newPassword', errorCode: 'request_param_err' });
  });
});
