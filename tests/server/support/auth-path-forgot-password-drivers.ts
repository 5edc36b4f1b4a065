/**
 * Drivers of the SMS login and of forgot password: the SMS login call, the reset e-mail, the reset
 * by link and the reset by phone, with the account's real number, address, code and link, or a
 * wrong code where the path's answer says so.
 */
import type { LightMyRequestResponse } from 'fastify';
import { keepToken } from './auth-path-driver-kit';
import type { Drivers, Override, PendingCall, Replay } from './auth-path-replay';
import { NEW_PASSWORD, otherCode } from './auth-path-visitor';

/** The code the path presents: the one the outbox delivered, or another where the answer says wrong. */
const presentedCode = (replay: Replay, pending: PendingCall) =>
  pending.expected?.request?.smsCode === 'wrong' ? otherCode(replay.smsCode!) : replay.smsCode!;

export async function resetByPhone(replay: Replay, pending: PendingCall, override: Override = {}): Promise<LightMyRequestResponse> {
  const account = replay.account!;
  const response = await replay.visitor.resetByPhone(account.mobileNum, presentedCode(replay, pending), NEW_PASSWORD, { plain: override.plain });
  if (keepToken(replay, response).success) account.password = NEW_PASSWORD;
  return response;
}

export const forgotPasswordCallDrivers: Drivers['calls'] = {
  'login.submitSmsLogin': async (replay, pending, override = {}) => {
    const response = await replay.visitor.smsLogin(replay.account!.mobileNum, presentedCode(replay, pending), { plain: override.plain });
    keepToken(replay, response);
    return response;
  },
  'forgotPassword.requestResetEmail': (replay) => replay.visitor.requestResetEmail(replay.account!.username, replay.account!.email),
  'forgotPassword.resetWithLink': async (replay, _pending, override = {}) => {
    const response = await replay.visitor.resetWithLink(replay.resetToken!, NEW_PASSWORD, { plain: override.plain });
    if ((response.json() as { success: boolean }).success) replay.account!.password = NEW_PASSWORD;
    return response;
  },
  'forgotPassword.resetByPhone': resetByPhone,
};
