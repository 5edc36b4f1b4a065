/**
 * The forgot-password chart with its real gateway calls (src/api, which rejects with plain
 * `{ errorCode, value }` objects, so charts and recorded traces hold JSON only), and the reset
 * link's token.
 *
 * The e-mailed link is `/forget#reset=<token>`: a fragment never reaches a server or its logs. The
 * token is read from `location.hash` once and the hash is cleared at once, so it does not stay in
 * the address bar, the history entry, a bookmark or a shared screenshot.
 */
import { fromPromise } from 'xstate';
import { forgotPasswordMachine } from '../../machines/forgot-password';
import type { EmailResetRequest, LinkResetRequest, PhoneResetRequest, PhoneResetSession } from '../../machines/forgot-password';
import { requestResetEmail, resetPasswordByPhone, resetPasswordWithLink } from '../api/forgot-password.api';
import { providedSmsCountdownMachine } from './verification.edge';

export const providedForgotPasswordMachine = forgotPasswordMachine.provide({
  actors: {
    requestResetEmail: fromPromise<void, EmailResetRequest>(({ input }) => requestResetEmail(input)),
    resetWithLink: fromPromise<void, LinkResetRequest>(({ input }) => resetPasswordWithLink(input)),
    resetByPhone: fromPromise<PhoneResetSession, PhoneResetRequest>(({ input }) => resetPasswordByPhone(input)),
    smsCountdown: providedSmsCountdownMachine,
  },
});
