/**
 * Contact binding (id `contactBinding`): binds or changes the member's mobile number or e-mail
 * address, the kind its input, by codes sent to them.
 *
 * - Nothing bound: `enteringNew` at once: the number (with its dialing code) or the address, its
 *   "get code" button (the `smsCountdown` child, which sends only for a target that passes the
 *   checks) and the code; a submit binds it (`saving`).
 * - Something bound: `provingCurrent` first: a code sent to the bound contact, checked by the
 *   gateway (`verifying`), which then lets this member bind a new one for a few minutes. Should
 *   that lapse before the new contact is saved, the chart goes back to proving it.
 * - Every refusal goes back to the form with what was typed, under its field when it is about one
 *   (a wrong code says the tries left); `saved` ends the chart with the contact, masked.
 */
import { assign, sendTo, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, formFields, hasFieldErrors, notProvidedActor } from '../shared';
import { smsCountdownMachine } from '../sms-countdown';
import type { SmsPurpose } from '../sms-countdown';
import { codeTarget, refusedFields, saveRequest, validateContactStep, validateContactTarget, verifyRequest } from './contact-binding.rules';
import type {
  ContactBindingContext,
  ContactBindingEvent,
  ContactBindingFailure,
  ContactBindingInput,
  ContactKind,
  ContactSaved,
  SaveContactRequest,
  VerifyCurrentRequest,
} from './contact-binding.types';

const form = formFields<ContactBindingContext, ContactBindingEvent>();

const EMPTY = { currentCode: '', countryDialingCode: '', mobileNum: '', email: '', verificationCode: '' } as const;

/** The platform's purpose of each kind's codes: updatePhone (5) by SMS, changeEmail (10) by e-mail. */
const PURPOSES: Record<ContactKind, SmsPurpose> = { mobile: 'updatePhone', email: 'changeEmail' };

const failureOf = (event: { type: string }): ContactBindingFailure => {
  const failure = errorOf(event) as Partial<ContactBindingFailure> | undefined;
  return { ...failure, errorCode: errorCodeOf(failure, 'network.error') };
};

export const contactBindingMachine = setup({
  types: {
    context: {} as ContactBindingContext,
    events: {} as ContactBindingEvent,
    input: {} as ContactBindingInput,
    output: {} as ContactSaved,
    children: {} as { smsCountdown: 'smsCountdown' },
  },
  actors: {
    verifyCurrentContact: notProvidedActor<void, VerifyCurrentRequest>('verifyCurrentContact'),
    saveContact: notProvidedActor<ContactSaved, SaveContactRequest>('saveContact'),
    /** the "get code" button; the edge provides its send (to the bound contact, or to the one typed) */
    smsCountdown: smsCountdownMachine,
  },
  actions: {
    assignField: form.assignField,
    clearErrors: form.clearErrors,
    showErrors: form.showErrors(validateContactStep),
    showTargetErrors: form.addErrors(validateContactTarget),
    // the bound contact is the gateway's: the chart sends no number or address
    requestCurrentCode: sendTo('smsCountdown', { type: 'sms.send', mobileNum: '', countryDialingCode: '', humanCheckRequired: false }),
    requestNewCode: sendTo('smsCountdown', ({ context }) => ({ type: 'sms.send' as const, ...codeTarget(context), humanCheckRequired: false })),
    assignFailure: assign(({ context, event }) => {
      const failure = failureOf(event);
      const fields = refusedFields(failure, context.step);
      return { fieldErrors: fields ?? {}, errorCode: fields ? null : failure.errorCode, codeTriesLeft: failure.triesLeft ?? context.codeTriesLeft };
    }),
    enterNewStep: assign({ step: 'new' as const, fieldErrors: {}, errorCode: null, codeTriesLeft: null }),
    // the proof lapsed: the bound contact is proven again, with a new code; the new contact typed stays
    backToCurrent: assign(({ context, event }) => ({
      step: 'current' as const,
      values: { ...context.values, currentCode: '' },
      fieldErrors: {},
      errorCode: failureOf(event).errorCode,
      codeTriesLeft: null,
    })),
    assignSaved: assign(({ event }) => ({ saved: doneOutput<ContactSaved>(event).value })),
  },
  guards: {
    bound: ({ context }) => context.current !== null,
    valid: form.valid(validateContactStep),
    targetValid: ({ context }) => !hasFieldErrors(validateContactTarget(context)),
    proofLapsed: ({ context, event }) => context.current !== null && failureOf(event).errorCode.endsWith('.current.unverified'),
  },
}).createMachine({
  id: 'contactBinding',
  context: ({ input }) => ({
    kind: input.kind,
    current: input.current,
    step: input.current === null ? 'new' : 'current',
    values: { ...EMPTY },
    fieldErrors: {},
    errorCode: null,
    codeTriesLeft: null,
    saved: null,
  }),
  initial: 'deciding',
  // the final state's output: what the gateway bound, masked
  output: ({ context }) => ({ kind: context.kind, value: context.saved ?? '' }),
  states: {
    deciding: {
      description: 'A bound contact is proven before it is changed; a first one is entered at once.',
      always: [{ guard: 'bound', target: 'provingCurrent' }, { target: 'enteringNew' }],
    },
    provingCurrent: {
      description: 'A code sent to the bound contact, typed back: the gateway then lets this member bind a new one for a few minutes.',
      invoke: { id: 'smsCountdown', src: 'smsCountdown', input: ({ context }) => ({ purpose: PURPOSES[context.kind] }) },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'assignField' },
            'code.request': { actions: 'requestCurrentCode' },
            'form.submit': [{ guard: 'valid', target: 'verifying', actions: 'clearErrors' }, { actions: 'showErrors' }],
          },
        },
        verifying: {
          tags: ['busy'],
          invoke: {
            id: 'verifyCurrentContact',
            src: 'verifyCurrentContact',
            input: ({ context }) => verifyRequest(context),
            onDone: { target: '#contactBinding.enteringNew', actions: 'enterNewStep' },
            onError: { target: 'editing', actions: 'assignFailure' },
          },
        },
      },
    },
    enteringNew: {
      description: 'The new number or address, a code sent to it (only when it passes the checks), and that code.',
      invoke: { id: 'smsCountdown', src: 'smsCountdown', input: ({ context }) => ({ purpose: PURPOSES[context.kind] }) },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'assignField' },
            'code.request': [{ guard: 'targetValid', actions: 'requestNewCode' }, { actions: 'showTargetErrors' }],
            'form.submit': [{ guard: 'valid', target: 'saving', actions: 'clearErrors' }, { actions: 'showErrors' }],
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'saveContact',
            src: 'saveContact',
            input: ({ context }) => saveRequest(context),
            onDone: { target: '#contactBinding.saved', actions: 'assignSaved' },
            onError: [
              { guard: 'proofLapsed', target: '#contactBinding.provingCurrent', actions: 'backToCurrent' },
              { target: 'editing', actions: 'assignFailure' },
            ],
          },
        },
      },
    },
    saved: {
      type: 'final',
      description: 'The gateway bound the contact; the chart hands it, masked, to the security centre.',
    },
  },
});
