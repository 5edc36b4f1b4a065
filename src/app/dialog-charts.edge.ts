/** The guest dialogs' charts with their edges: one chunk, loaded when a guest first opens one (`loadDialogCharts`, session.edge.ts). */
import type { GuestDialogCharts } from '../../machines/session';
import { providedForgotPasswordMachine as forgotPassword } from './forgot-password.edge';
import { providedLoginMachine as login } from './login.edge';
import { providedRegistrationMachine as registration } from './registration.edge';

export const dialogCharts: GuestDialogCharts = { login, registration, forgotPassword };
