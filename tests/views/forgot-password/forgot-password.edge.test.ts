/**
 * The forgot-password edge: gateway failures become `{ errorCode }`, and a token the gateway's
 * parameter check refuses (a damaged link) reads as a link it will not honour, while a refused
 * password stays a field problem on the same step.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectForgotPasswordView } from '../../../machines/forgot-password';
import { ApiError } from '../../../src/api/client';

const resetPasswordWithLink = vi.fn<(request: unknown) => Promise<void>>();
vi.mock('../../../src/api/password-reset.api', () => ({
  requestResetEmail: vi.fn(),
  resetPasswordByPhone: vi.fn(),
  resetPasswordWithLink: (request: unknown) => resetPasswordWithLink(request),
}));

const { providedForgotPasswordMachine } = await import('../../../src/app/forgot-password.edge');

async function submitNewPassword(failure: ApiError) {
  resetPasswordWithLink.mockReset().mockRejectedValue(failure);
  const flow = createActor(providedForgotPasswordMachine, { input: { features: {}, byPhone: false, resetToken: 'damaged' } }).start();
  flow.send({ type: 'field.change', field: 'newPassword', value: 'Newpass2026' });
  flow.send({ type: 'field.change', field: 'confirmNewPassword', value: 'Newpass2026' });
  flow.send({ type: 'form.submit' });
  await waitFor(flow, (s) => !s.hasTag('busy'));
  expect(resetPasswordWithLink).toHaveBeenCalledWith({ token: 'damaged', newPassword: 'Newpass2026', confirmNewPassword: 'Newpass2026' });
  return selectForgotPasswordView(flow.getSnapshot());
}

describe('reset link at the edge', () => {
  it('reads a token refused by the parameter check as an invalid link', async () => {
    const view = await submitNewPassword(new ApiError(400, 'request_param_err', 'token: too short', { fields: { token: 'too short' } }));
    expect(view).toMatchObject({ step: 'linkInvalid', errorCode: 'password.reset.invalid' });
  });

  it('keeps an unknown or used link as the gateway says', async () => {
    const view = await submitNewPassword(new ApiError(200, 'password.reset.invalid', 'no longer valid'));
    expect(view).toMatchObject({ step: 'linkInvalid', errorCode: 'password.reset.invalid' });
  });

  it('leaves a refused password on the step with its code', async () => {
    const view = await submitNewPassword(
      new ApiError(400, 'request_param_err', 'newPassword: password.format', { fields: { newPassword: 'password.format' } }),
    );
    expect(view).toMatchObject({ step: 'newPassword', errorCode: 'request_param_err' });
  });
});
