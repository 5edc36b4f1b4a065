/**
 * What the security centre asks of the world: its own config load, its sections' calls
 * (profile field, contact binding, payment password, bank cards) and today's date for the age rule.
 */
import { fromPromise } from 'xstate';
import { provideBankCards } from '../bank-cards';
import type { BankCardsCalls } from '../bank-cards';
import { provideContactBinding } from '../contact-binding';
import type { ContactBindingCalls } from '../contact-binding';
import { providePaymentPassword } from '../payment-password';
import type { PaymentPasswordCalls } from '../payment-password';
import { provideProfileField } from '../profile-field';
import type { ProfileFieldCalls } from '../profile-field';
import { securityCenterMachine } from './security-center.machine';
import type { SecurityCenterInput, SecurityConfig } from './security-center.types';

export interface SecurityCenterCalls extends ProfileFieldCalls, ContactBindingCalls, PaymentPasswordCalls, BankCardsCalls {
  loadSecurityConfig(): Promise<SecurityConfig>;
  /** today as `YYYY-MM-DD` in UTC, the day the gateway counts ages on */
  today(): string;
}

/** The centre's chart with each section's chart provided (a `provide` builds a whole chart: call it once). */
export function provideSecurityCenter(calls: SecurityCenterCalls): typeof securityCenterMachine {
  return securityCenterMachine.provide({
    actors: {
      loadConfig: fromPromise<SecurityConfig, void>(() => calls.loadSecurityConfig()),
      profileField: provideProfileField(calls),
      contactBinding: provideContactBinding(calls),
      paymentPassword: providePaymentPassword(calls),
      bankCards: provideBankCards(calls),
    },
  });
}

/** The chart's input when a page opens: today is read then. */
export const securityCenterInput = (calls: SecurityCenterCalls): SecurityCenterInput => ({ today: calls.today() });
