/**
 * The security centre page at the edge: its chart (machines/security-center) and its sections'
 * charts (profile-field, contact-binding and payment-password each with its smsCountdown button,
 * bank-cards) provided with
 * the gateway's calls, and today's date for the age rule. The member centre's edge exposes this
 * one (member-centre.edge.ts), so views and tests reach it the same way as the centre's chart.
 */
import { fromPromise } from 'xstate';
import { bankCardsMachine } from '../../machines/bank-cards';
import type { AddBankCardRequest, Bank, BankCard, BankCardList } from '../../machines/bank-cards';
import { contactBindingMachine } from '../../machines/contact-binding';
import type { ContactSaved, SaveContactRequest, VerifyCurrentRequest } from '../../machines/contact-binding';
import { paymentPasswordMachine } from '../../machines/payment-password';
import type {
  ChangePaymentPasswordRequest,
  PaymentPasswordState,
  ResetPaymentPasswordRequest,
  SetPaymentPasswordRequest,
} from '../../machines/payment-password';
import { profileFieldMachine } from '../../machines/profile-field';
import type { ProfileFieldValue } from '../../machines/profile-field';
import { securityCenterMachine } from '../../machines/security-center';
import type { SecurityCenterInput, SecurityConfig } from '../../machines/security-center';
import { smsCountdownMachine } from '../../machines/sms-countdown';
import type { SmsSendRequest, SmsSendResult } from '../../machines/sms-countdown';
import {
  addBankCard,
  changePaymentPassword,
  deleteBankCard,
  loadBankCards,
  loadBanks,
  loadPaymentPasswordState,
  loadSecurityConfig,
  resetPaymentPassword,
  saveContact,
  saveProfileField,
  sendContactCode,
  sendPaymentPasswordCode,
  setPaymentPassword,
  verifyCurrentContact,
} from '../api/security-center.api';
import { useMemberCentrePageEdge } from './member-centre.edge';
import { merchantDate } from '../../rules/merchant-day';

/** What the security centre needs from the gateway and the browser. */
export interface SecurityCenterEnvironment {
  loadSecurityConfig(): Promise<SecurityConfig>;
  loadPaymentPasswordState(): Promise<PaymentPasswordState>;
  saveProfileField(request: ProfileFieldValue): Promise<ProfileFieldValue>;
  /** a code to the bound or the new mobile number (by SMS) or e-mail address (by e-mail) */
  sendContactCode(request: SmsSendRequest): Promise<SmsSendResult>;
  verifyCurrentContact(request: VerifyCurrentRequest): Promise<void>;
  saveContact(request: SaveContactRequest): Promise<ContactSaved>;
  setPaymentPassword(request: SetPaymentPasswordRequest): Promise<void>;
  changePaymentPassword(request: ChangePaymentPasswordRequest): Promise<void>;
  resetPaymentPassword(request: ResetPaymentPasswordRequest): Promise<void>;
  /** texts a reset code to the member's bound phone */
  sendPaymentPasswordCode(): Promise<SmsSendResult>;
  loadBanks(): Promise<Bank[]>;
  loadBankCards(): Promise<BankCardList>;
  addBankCard(request: AddBankCardRequest): Promise<BankCard>;
  deleteBankCard(bankCardId: number): Promise<void>;
  /** today as `YYYY-MM-DD` in UTC, the day the gateway counts ages on */
  today(): string;
}

export function createSecurityCenterEdge(env: SecurityCenterEnvironment) {
  // built when the security centre first opens: each `provide` builds its whole chart again, and
  // this chunk is evaluated for every centre page (the deposit page needs none of these)
  let built: ReturnType<typeof buildLogic> | null = null;
  function buildLogic() {
    const smsCountdown = smsCountdownMachine.provide({
      actors: { sendSmsCode: fromPromise<SmsSendResult, SmsSendRequest>(() => env.sendPaymentPasswordCode()) },
    });
    const logic = securityCenterMachine.provide({
      actors: {
        loadConfig: fromPromise<SecurityConfig, void>(() => env.loadSecurityConfig()),
        profileField: profileFieldMachine.provide({
          actors: { saveProfileField: fromPromise<ProfileFieldValue, ProfileFieldValue>(({ input }) => env.saveProfileField(input)) },
        }),
        contactBinding: contactBindingMachine.provide({
          actors: {
            verifyCurrentContact: fromPromise<void, VerifyCurrentRequest>(({ input }) => env.verifyCurrentContact(input)),
            saveContact: fromPromise<ContactSaved, SaveContactRequest>(({ input }) => env.saveContact(input)),
            smsCountdown: smsCountdownMachine.provide({
              actors: { sendSmsCode: fromPromise<SmsSendResult, SmsSendRequest>(({ input }) => env.sendContactCode(input)) },
            }),
          },
        }),
        paymentPassword: paymentPasswordMachine.provide({
          actors: {
            setPaymentPassword: fromPromise<void, SetPaymentPasswordRequest>(({ input }) => env.setPaymentPassword(input)),
            changePaymentPassword: fromPromise<void, ChangePaymentPasswordRequest>(({ input }) => env.changePaymentPassword(input)),
            resetPaymentPassword: fromPromise<void, ResetPaymentPasswordRequest>(({ input }) => env.resetPaymentPassword(input)),
            loadPasswordState: fromPromise<PaymentPasswordState, void>(() => env.loadPaymentPasswordState()),
            smsCountdown,
          },
        }),
        bankCards: bankCardsMachine.provide({
          actors: {
            loadCards: fromPromise<BankCardList, void>(() => env.loadBankCards()),
            loadBanks: fromPromise<Bank[], void>(() => env.loadBanks()),
            addBankCard: fromPromise<BankCard, AddBankCardRequest>(({ input }) => env.addBankCard(input)),
            deleteBankCard: fromPromise<void, { bankCardId: number }>(({ input }) => env.deleteBankCard(input.bankCardId)),
          },
        }),
      },
    });
    return logic;
  }
  return {
    env,
    get logic() {
      built ??= buildLogic();
      return built;
    },
    /** the chart's input when a page opens: today is read then */
    input: (): SecurityCenterInput => ({ today: env.today() }),
  };
}

export type SecurityCenterEdge = ReturnType<typeof createSecurityCenterEdge>;

/** Today in UTC, as the gateway counts a birthday's years. */
export const utcToday = (now = new Date()): string => merchantDate(now.getTime(), 0);

export const browserSecurityCenterEdge: SecurityCenterEdge = createSecurityCenterEdge({
  loadSecurityConfig,
  loadPaymentPasswordState,
  saveProfileField,
  sendContactCode,
  verifyCurrentContact,
  saveContact,
  setPaymentPassword,
  changePaymentPassword,
  resetPaymentPassword,
  sendPaymentPasswordCode,
  loadBanks,
  loadBankCards,
  addBankCard,
  deleteBankCard,
  today: () => utcToday(),
});

/** The page's edge: a test's, through the member centre's edge, else the browser's. */
export function useSecurityCenterEdge(): SecurityCenterEdge {
  return useMemberCentrePageEdge('securityCenter', browserSecurityCenterEdge);
}
