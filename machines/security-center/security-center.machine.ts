/**
 * Security centre (id `securityCenter`): the member centre's page for the member's own account.
 *
 * - `loading` the security config, `failed` with a retry, then `ready`.
 * - `ready` runs the payment password section (`paymentPassword`) and the bank accounts section
 *   (`bankCards`) for its whole life, each from what the config said.
 * - The profile's fields are edited one at a time (`editingProfile`, the `profileField` child): the
 *   nickname at will, the real name and the birthday only while not set. A saved value is shown at
 *   once; a saved real name is also what new bank accounts must be in, so `bankCards` is told.
 * - The mobile number or the e-mail address is bound or changed in the same one place
 *   (`editingContact`, the `contactBinding` child); the new one is shown masked at once, and a bound
 *   phone is told to `paymentPassword`, whose reset by texted code it makes possible.
 */
import { assign, sendTo, setup } from 'xstate';
import { bankCardsMachine } from '../bank-cards';
import { contactBindingMachine } from '../contact-binding';
import type { ContactSaved } from '../contact-binding';
import { paymentPasswordMachine } from '../payment-password';
import { profileFieldMachine } from '../profile-field';
import type { ProfileFieldName, ProfileFieldValue } from '../profile-field';
import { doneOutput, errorCodeOf, errorOf, notProvidedActor } from '../shared';
import type { SecurityCenterContext, SecurityCenterEvent, SecurityCenterInput, SecurityConfig } from './security-center.types';

/** Whether `field` may be edited with this config: the real name and the birthday are set once. */
export function isEditable(config: SecurityConfig | null, field: ProfileFieldName): boolean {
  if (config === null) return false;
  return field === 'nickname' || config[field] === null;
}

const savedOf = (event: { type: string }) => doneOutput<ProfileFieldValue>(event);
const boundOf = (event: { type: string }) => doneOutput<ContactSaved>(event);

export const securityCenterMachine = setup({
  types: {
    context: {} as SecurityCenterContext,
    events: {} as SecurityCenterEvent,
    input: {} as SecurityCenterInput,
    children: {} as { paymentPassword: 'paymentPassword'; bankCards: 'bankCards'; profileField: 'profileField'; contactBinding: 'contactBinding' },
  },
  actors: {
    loadConfig: notProvidedActor<SecurityConfig>('loadConfig'),
    /** the edge provides each section's chart with its calls */
    profileField: profileFieldMachine,
    contactBinding: contactBindingMachine,
    paymentPassword: paymentPasswordMachine,
    bankCards: bankCardsMachine,
  },
  actions: {
    assignConfig: assign(({ event }) => ({ config: doneOutput<SecurityConfig>(event), errorCode: null })),
    assignError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    openField: assign(({ event }) => (event.type === 'profile.edit' ? { editing: event.field, saved: null, contact: null, contactSaved: null } : {})),
    closeField: assign({ editing: null }),
    openContact: assign(({ event }) =>
      event.type === 'contact.edit' ? { contact: event.kind, contactSaved: null, editing: null, saved: null } : {},
    ),
    closeContact: assign({ contact: null }),
    assignContact: assign(({ context, event }) => {
      const { kind, value } = boundOf(event);
      return { config: context.config ? { ...context.config, [kind]: value } : null, contact: null, contactSaved: kind };
    }),
    tellMobileBound: sendTo('paymentPassword', { type: 'mobile.bound' as const }),
    assignSaved: assign(({ context, event }) => {
      const { field, value } = savedOf(event);
      return { config: context.config ? { ...context.config, [field]: value } : null, editing: null, saved: field };
    }),
    tellRealName: sendTo('bankCards', ({ event }) => ({ type: 'realName.set' as const, payeeName: savedOf(event).value })),
  },
  guards: {
    editable: ({ context, event }) => event.type === 'profile.edit' && isEditable(context.config, event.field),
    savedRealName: ({ event }) => savedOf(event).field === 'payeeName',
    boundMobile: ({ event }) => boundOf(event).kind === 'mobile',
  },
}).createMachine({
  id: 'securityCenter',
  context: ({ input }) => ({ config: null, today: input.today, editing: null, saved: null, contact: null, contactSaved: null, errorCode: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadConfig',
        src: 'loadConfig',
        onDone: { target: 'ready', actions: 'assignConfig' },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: {
      tags: ['error'],
      description: 'The security config could not be loaded: the page says so and offers a retry.',
      on: { 'config.retry': { target: 'loading' } },
    },
    ready: {
      invoke: [
        {
          id: 'paymentPassword',
          src: 'paymentPassword',
          input: ({ context }) => ({ status: context.config!.paymentPassword, mobileBound: context.config!.mobile !== null }),
        },
        { id: 'bankCards', src: 'bankCards', input: ({ context }) => ({ payeeName: context.config!.payeeName }) },
      ],
      initial: 'browsing',
      states: {
        browsing: {
          on: {
            'profile.edit': { guard: 'editable', target: 'editingProfile', actions: 'openField' },
            'contact.edit': { target: 'editingContact', actions: 'openContact' },
          },
        },
        editingProfile: {
          description: "One profile field's form; closing it drops what was typed.",
          invoke: {
            id: 'profileField',
            src: 'profileField',
            input: ({ context }) => ({ field: context.editing!, value: context.config![context.editing!] ?? '', today: context.today }),
            onDone: [
              { guard: 'savedRealName', target: 'browsing', actions: ['assignSaved', 'tellRealName'] },
              { target: 'browsing', actions: 'assignSaved' },
            ],
          },
          on: {
            'profile.close': { target: 'browsing', actions: 'closeField' },
            // another field's form replaces this one, and so does the phone's or the e-mail's
            'profile.edit': { guard: 'editable', target: 'editingProfile', reenter: true, actions: 'openField' },
            'contact.edit': { target: 'editingContact', actions: 'openContact' },
          },
        },
        editingContact: {
          description: 'Binding or changing the mobile number or the e-mail address; closing it drops what was typed.',
          invoke: {
            id: 'contactBinding',
            src: 'contactBinding',
            input: ({ context }) => ({ kind: context.contact!, current: context.config![context.contact!] }),
            onDone: [
              { guard: 'boundMobile', target: 'browsing', actions: ['assignContact', 'tellMobileBound'] },
              { target: 'browsing', actions: 'assignContact' },
            ],
          },
          on: {
            'contact.close': { target: 'browsing', actions: 'closeContact' },
            'contact.edit': { target: 'editingContact', reenter: true, actions: 'openContact' },
            'profile.edit': { guard: 'editable', target: 'editingProfile', actions: 'openField' },
          },
        },
      },
    },
  },
});
