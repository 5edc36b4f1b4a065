/**
 * The guest dialogs' charts with their edges, in one chunk the session loads when a guest first
 * opens login, registration or forgot password (see `loadDialogCharts` in session.edge.ts).
 */
import type { GuestDialogCharts } from '../../machines/session';
import { providedForgotPasswordMachine } from './forgot-password.edge';
import { providedLoginMachine } from './login.edge';
import { providedRegistrationMachine } from './registration.edge';

export const dialogCharts: GuestDialogCharts = {
  login: providedLoginMachine,
  registration: providedRegistrationMachine,
  forgotPassword: providedForgotPasswordMachine,
};
