/**
 * Downline account (id `downlineAccount`): the register centre's "create a downline".
 *
 * - `loading` the agent's rebate ceilings and the merchant's rules of the username and the password,
 *   `failed` with a retry, then `editing`.
 * - A submit with a field missing or against its rule, or a rate that is not a percentage or above the most the agent
 *   may give, shows every such field and product and sends nothing; one that passes is
 *   `submitting`. A refusal keeps what was typed and shows under its field (a username taken, a
 *   register rule) or product (the limit it met), else above the form.
 * - `done` says which account was opened, of which kind; the password is not kept.
 *   `account.new` starts an empty form.
 */
import { assign, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, notProvidedActor } from '../shared';
import { rateErrors, refusedRates } from '../shared/rebate-rates';
import { accountFieldErrors, accountFormValid, accountRequestOf, emptyAccountForm, refusedAccountFields } from './downline-account.rules';
import type {
  DownlineAccountContext,
  DownlineAccountEvent,
  DownlineAccountLoad,
  DownlineAccountRequest,
  DownlineAccountResult,
} from './downline-account.types';

export const downlineAccountMachine = setup({
  types: {
    context: {} as DownlineAccountContext,
    events: {} as DownlineAccountEvent,
  },
  actors: {
    /** the agent's rebate ceilings and the merchant's rules of the username and the password */
    loadForm: notProvidedActor<DownlineAccountLoad>('loadForm'),
    createDownline: notProvidedActor<DownlineAccountResult, DownlineAccountRequest>('createDownline'),
  },
  actions: {
    assignForm: assign(({ event }) => {
      const { ceilings, rules } = doneOutput<DownlineAccountLoad>(event);
      return { ceilings, rules, ...emptyAccountForm(ceilings), errorCode: null };
    }),
    assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    assignField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors };
    }),
    assignRate: assign(({ context, event }) => {
      if (event.type !== 'rate.change') return {};
      const errors = { ...context.rateErrors };
      delete errors[event.product];
      return { rates: { ...context.rates, [event.product]: event.value }, rateErrors: errors };
    }),
    showErrors: assign(({ context }) => ({
      fieldErrors: accountFieldErrors(context),
      rateErrors: rateErrors(context.rates, context.ceilings),
      errorCode: null,
    })),
    clearErrors: assign({ fieldErrors: {}, rateErrors: {}, errorCode: null }),
    assignResult: assign(({ context, event }) => ({ ...emptyAccountForm(context.ceilings), result: doneOutput<DownlineAccountResult>(event) })),
    assignRefusal: assign(({ context, event }) => {
      const error = errorOf(event);
      const fieldErrors = refusedAccountFields(error, context.rules);
      const refusedRateErrors = refusedRates(error);
      const placed = Object.keys(fieldErrors).length + Object.keys(refusedRateErrors).length > 0;
      return { fieldErrors, rateErrors: refusedRateErrors, errorCode: placed ? null : errorCodeOf(error, 'network.error') };
    }),
    startNew: assign(({ context }) => ({ ...emptyAccountForm(context.ceilings), result: null, errorCode: null })),
  },
  guards: {
    formValid: ({ context }) => accountFormValid(context),
  },
}).createMachine({
  id: 'downlineAccount',
  context: { ceilings: [], rules: {}, ...emptyAccountForm([]), errorCode: null, result: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadForm',
        src: 'loadForm',
        onDone: { target: 'editing', actions: 'assignForm' },
        onError: { target: 'failed', actions: 'assignLoadError' },
      },
    },
    failed: {
      tags: ['error'],
      description: 'The rates could not be loaded: the part says so and offers a retry.',
      on: { retry: { target: 'loading' } },
    },
    editing: {
      on: {
        'field.change': { actions: 'assignField' },
        'rate.change': { actions: 'assignRate' },
        'form.submit': [{ guard: 'formValid', target: 'submitting', actions: 'clearErrors' }, { actions: 'showErrors' }],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'createDownline',
        src: 'createDownline',
        input: ({ context }) => accountRequestOf(context),
        onDone: { target: 'done', actions: 'assignResult' },
        onError: { target: 'editing', actions: 'assignRefusal' },
      },
    },
    done: {
      description: 'The account was opened: the part names it and its kind.',
      on: { 'account.new': { target: 'editing', actions: 'startNew' } },
    },
  },
});
