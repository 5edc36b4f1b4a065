/**
 * The forgot-password chart with its real gateway calls, and the reset link's token. Rejections
 * become plain `{ errorCode }` objects, so charts and recorded traces hold JSON only.
 *
 * The e-mailed link is `/forget#reset=<token>`: a fragment never reaches a server or its logs. The
 * token is read from `location.hash` once and the hash is cleared at once, so it does not stay in
 * the address bar, the history entry, a bookmark or a shared screenshot.
 */
import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '../../machines/forgot-password';
import type { EmailResetRequest, LinkResetRequest, PhoneResetRequest, PhoneResetSession } from '../../machines/forgot-password';
import { toApiError } from '../api/client';
import { requestResetEmail, resetPasswordByPhone, resetPasswordWithLink } from '../api/password-reset.api';
import { providedSmsCountdownMachine } from './verification.edge';

const rethrowing = <I, O>(call: (input: I) => Promise<O>) =>
  fromPromise<O, I>(async ({ input }) => {
    try {
      return await call(input);
    } catch (error) {
      throw { errorCode: errorCodeOf(error) };
    }
  });

/** A code already chosen here passes through; anything else is read as an API failure. */
function errorCodeOf(error: unknown): string {
  const own = (error as { errorCode?: unknown } | null)?.errorCode;
  return typeof own === 'string' && !(error instanceof Error) ? own : toApiError(error).errorCode;
}

/** A token the gateway's parameter check refuses (damaged link) is a link it will not honour either. */
async function resetWithLink(request: LinkResetRequest): Promise<void> {
  try {
    await resetPasswordWithLink(request);
  } catch (error) {
    const apiError = toApiError(error);
    const fields = (apiError.value as { fields?: Record<string, unknown> } | null)?.fields;
    if (apiError.errorCode === 'request_param_err' && fields && 'token' in fields) throw { errorCode: 'password.reset.invalid' };
    throw error;
  }
}

export const providedForgotPasswordMachine = forgotPasswordMachine.provide({
  actors: {
    requestResetEmail: rethrowing<EmailResetRequest, void>(requestResetEmail),
    resetWithLink: rethrowing<LinkResetRequest, void>(resetWithLink),
    resetByPhone: rethrowing<PhoneResetRequest, PhoneResetSession>(async (request) => {
      const value = await resetPasswordByPhone(request);
      return {
        token: value.token,
        firstTimeLogin: value.firstTimeLogin === true,
        mustChangePassword: value.mustChangePassword === true,
        customerType: value.customerType,
      };
    }),
    smsCountdown: providedSmsCountdownMachine,
  },
});
