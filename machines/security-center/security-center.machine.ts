/**
 * Security centre (id `securityCenter`): the member centre's page for the member's own account.
 *
 * - `loading` the security config, `failed` with a retry, then `ready`.
 * - `ready` runs the payment password section (`paymentPassword`) and the bank accounts section
 *   (`bankCards`) for its whole life, each from what the config said.
 * - The profile's fields are edited one at a time (`editingProfile`, the `profileField` child): the
 *   nickname at will, the real name and the birthday only while not set. A saved value is shown at
 *   once; a saved real name is also what new bank accounts must be in, so `bankCards` is told.
 */
import { assign, sendTo, setup } from 'xstate';
import { bankCardsMachine } from '../bank-cards';
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

export const securityCenterMachine = setup({
  types: {
    context: {} as SecurityCenterContext,
    events: {} as SecurityCenterEvent,
    input: {} as SecurityCenterInput,
    children: {} as { paymentPassword: 'paymentPassword'; bankCards: 'bankCards'; profileField: 'profileField' },
  },
  actors: {
    loadConfig: notProvidedActor<SecurityConfig>('loadConfig'),
    /** the edge provides each section's chart with its calls */
    profileField: profileFieldMachine,
    paymentPassword: paymentPasswordMachine,
    bankCards: bankCardsMachine,
  },
  actions: {
    assignConfig: assign(({ event }) => ({ config: doneOutput<SecurityConfig>(event), errorCode: null })),
    assignError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    openField: assign(({ event }) => (event.type === 'profile.edit' ? { editing: event.field, saved: null } : {})),
    closeField: assign({ editing: null }),
    assignSaved: assign(({ context, event }) => {
      const { field, value } = savedOf(event);
      return { config: context.config ? { ...context.config, [field]: value } : null, editing: null, saved: field };
    }),
    tellRealName: sendTo('bankCards', ({ event }) => ({ type: 'realName.set' as const, payeeName: savedOf(event).value })),
  },
  guards: {
    editable: ({ context, event }) => event.type === 'profile.edit' && isEditable(context.config, event.field),
    savedRealName: ({ event }) => savedOf(event).field === 'payeeName',
  },
}).createMachine({
  id: 'securityCenter',
  context: ({ input }) => ({ config: null, today: input.today, editing: null, saved: null, errorCode: null }),
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
          on: { 'profile.edit': { guard: 'editable', target: 'editingProfile', actions: 'openField' } },
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
            // another field's form replaces this one
            'profile.edit': { guard: 'editable', target: 'editingProfile', reenter: true, actions: 'openField' },
          },
        },
      },
    },
  },
});
