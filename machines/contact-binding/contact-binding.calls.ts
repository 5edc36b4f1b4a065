/** What the contact-binding chart (and its code button) asks of the world, and the chart provided with it. */
import { fromPromise } from 'xstate';
import { smsCountdownMachine } from '../sms-countdown';
import type { SmsSendRequest, SmsSendResult } from '../sms-countdown';
import { contactBindingMachine } from './contact-binding.machine';
import type { ContactSaved, SaveContactRequest, VerifyCurrentRequest } from './contact-binding.types';

export interface ContactBindingCalls {
  /** a code to the bound or the new mobile number (by SMS) or e-mail address (by e-mail) */
  sendContactCode(request: SmsSendRequest): Promise<SmsSendResult>;
  verifyCurrentContact(request: VerifyCurrentRequest): Promise<void>;
  saveContact(request: SaveContactRequest): Promise<ContactSaved>;
}

export function provideContactBinding(calls: ContactBindingCalls): typeof contactBindingMachine {
  return contactBindingMachine.provide({
    actors: {
      verifyCurrentContact: fromPromise<void, VerifyCurrentRequest>(({ input }) => calls.verifyCurrentContact(input)),
      saveContact: fromPromise<ContactSaved, SaveContactRequest>(({ input }) => calls.saveContact(input)),
      smsCountdown: smsCountdownMachine.provide({
        actors: { sendSmsCode: fromPromise<SmsSendResult, SmsSendRequest>(({ input }) => calls.sendContactCode(input)) },
      }),
    },
  });
}
