/** The forgot-password chart with the gateway's calls; loaded with the other dialog charts on first use (the reset link's token: reset-link.ts). */
import { provideForgotPassword } from '../../machines/forgot-password';
import { requestResetEmail, resetPasswordByPhone, resetPasswordWithLink } from '../api/forgot-password.api';
import { providedSmsCountdownMachine } from './verification.edge';

const gateway = { requestResetEmail, resetPasswordWithLink, resetPasswordByPhone };

export const providedForgotPasswordMachine = provideForgotPassword(gateway, providedSmsCountdownMachine);
