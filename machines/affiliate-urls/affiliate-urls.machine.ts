/**
 * Affiliate links (id `affiliateUrls`): the register centre's links part.
 *
 * - `loading` the agent's rebate ceilings and the lifetimes on offer, `failed` with a retry.
 * - `ready` runs the list of links (`urlList`, a paged list) and, side by side:
 *   - the `form`: a submit with a rate that is not a percentage or above the most the agent may
 *     give shows those products and sends nothing; one that passes is `creating`, which shows the
 *     new link, empties the form and reloads the list, or keeps what was typed under the gateway's
 *     refusal. A link's delete asks for a confirmation first (`confirmingDelete`), then `deleting`
 *     reloads the list and closes that link's registrations if they are shown.
 *   - the `registrations` of one link (`registrations`, a paged list), open until closed or
 *     replaced by another link's.
 */
import { assign, raise, sendTo, setup } from 'xstate';
import { pagedListMachine } from '../paged-list';
import { doneOutput, errorCodeOf, errorOf, notProvidedActor } from '../shared';
import { refusedRates } from '../shared/rebate-rates';
import { emptyUrlForm, urlFormErrors, urlFormValid, urlRequestOf } from './affiliate-urls.rules';
import type {
  AffiliateUrl,
  AffiliateUrlRequest,
  AffiliateUrlsContext,
  AffiliateUrlSettings,
  AffiliateUrlsEvent,
  AffiliateUrlsInput,
} from './affiliate-urls.types';

export const affiliateUrlsMachine = setup({
  types: {
    context: {} as AffiliateUrlsContext,
    events: {} as AffiliateUrlsEvent,
    input: {} as AffiliateUrlsInput,
    children: {} as { urlList: 'urlList'; registrations: 'registrations' },
  },
  actors: {
    loadSettings: notProvidedActor<AffiliateUrlSettings>('loadSettings'),
    createUrl: notProvidedActor<AffiliateUrl, AffiliateUrlRequest>('createUrl'),
    deleteUrl: notProvidedActor<void, { affiUrlId: number }>('deleteUrl'),
    /** the edge provides each list with its call */
    urlList: pagedListMachine,
    registrations: pagedListMachine,
  },
  actions: {
    assignSettings: assign(({ event }) => {
      const settings = doneOutput<AffiliateUrlSettings>(event);
      return { ...settings, ...emptyUrlForm(settings), errorCode: null };
    }),
    assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    assignField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors, notice: null };
    }),
    assignRate: assign(({ context, event }) => {
      if (event.type !== 'rate.change') return {};
      const rateErrors = { ...context.rateErrors };
      delete rateErrors[event.product];
      return { rates: { ...context.rates, [event.product]: event.value }, rateErrors, notice: null };
    }),
    showErrors: assign(({ context }) => ({ ...urlFormErrors(context), errorCode: null, notice: null })),
    clearErrors: assign({ rateErrors: {}, fieldErrors: {}, errorCode: null, notice: null, created: null }),
    assignCreated: assign(({ context, event }) => ({
      ...emptyUrlForm(context),
      created: doneOutput<AffiliateUrl>(event),
      notice: 'created' as const,
    })),
    assignRefusal: assign(({ event }) => {
      const error = errorOf(event);
      const refused = refusedRates(error);
      // a refusal of one product's rate shows under it; any other above the form
      return { rateErrors: refused, errorCode: Object.keys(refused).length > 0 ? null : errorCodeOf(error, 'network.error') };
    }),
    assignDeleting: assign(({ event }) => (event.type === 'url.delete' ? { deleting: event.url, errorCode: null, notice: null } : {})),
    clearDeleting: assign({ deleting: null }),
    noticeDeleted: assign({ deleting: null, notice: 'deleted' as const, created: null }),
    assignDeleteError: assign(({ event }) => ({ deleting: null, errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    refreshList: sendTo('urlList', { type: 'list.refresh' as const }),
    tellDeleted: raise(({ context }) => ({ type: 'url.deleted' as const, affiUrlId: context.deleting!.affiUrlId })),
    assignRegistrations: assign(({ event }) => (event.type === 'registrations.open' ? { registrationsOf: event.url } : {})),
    clearRegistrations: assign({ registrationsOf: null }),
  },
  guards: {
    formValid: ({ context }) => urlFormValid(context),
    showsDeleted: ({ context, event }) => event.type === 'url.deleted' && context.registrationsOf?.affiUrlId === event.affiUrlId,
  },
}).createMachine({
  id: 'affiliateUrls',
  context: ({ input }) => ({
    today: input.today,
    ceilings: [],
    expiryOptions: [],
    values: { type: 'member', expiryDays: '' },
    rates: {},
    rateErrors: {},
    fieldErrors: {},
    errorCode: null,
    notice: null,
    created: null,
    deleting: null,
    registrationsOf: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSettings',
        src: 'loadSettings',
        onDone: { target: 'ready', actions: 'assignSettings' },
        onError: { target: 'failed', actions: 'assignLoadError' },
      },
    },
    failed: {
      tags: ['error'],
      description: 'The rates or the lifetimes could not be loaded: the part says so and offers a retry.',
      on: { retry: { target: 'loading' } },
    },
    ready: {
      type: 'parallel',
      invoke: { id: 'urlList', src: 'urlList', input: ({ context }) => ({ today: context.today, pageSize: 10 }) },
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'field.change': { actions: 'assignField' },
                'rate.change': { actions: 'assignRate' },
                'form.submit': [{ guard: 'formValid', target: 'creating', actions: 'clearErrors' }, { actions: 'showErrors' }],
                'url.delete': { target: 'confirmingDelete', actions: 'assignDeleting' },
              },
            },
            creating: {
              tags: ['busy'],
              invoke: {
                id: 'createUrl',
                src: 'createUrl',
                input: ({ context }) => urlRequestOf(context),
                onDone: { target: 'editing', actions: ['assignCreated', 'refreshList'] },
                onError: { target: 'editing', actions: 'assignRefusal' },
              },
            },
            confirmingDelete: {
              description: 'The agent confirms the deletion of the link named; nothing is sent before.',
              on: {
                'delete.confirm': { target: 'deleting' },
                'delete.cancel': { target: 'editing', actions: 'clearDeleting' },
              },
            },
            deleting: {
              tags: ['busy'],
              invoke: {
                id: 'deleteUrl',
                src: 'deleteUrl',
                input: ({ context }) => ({ affiUrlId: context.deleting!.affiUrlId }),
                onDone: { target: 'editing', actions: ['tellDeleted', 'noticeDeleted', 'refreshList'] },
                onError: { target: 'editing', actions: 'assignDeleteError' },
              },
            },
          },
        },
        registrations: {
          initial: 'closed',
          states: {
            closed: {
              on: { 'registrations.open': { target: 'open', actions: 'assignRegistrations' } },
            },
            open: {
              description: 'The members registered through one link, a page at a time.',
              invoke: {
                id: 'registrations',
                src: 'registrations',
                input: ({ context }) => ({ today: context.today, filters: { affiUrlId: String(context.registrationsOf!.affiUrlId) }, pageSize: 10 }),
              },
              on: {
                'registrations.open': { target: 'open', reenter: true, actions: 'assignRegistrations' },
                'registrations.close': { target: 'closed', actions: 'clearRegistrations' },
                'url.deleted': { guard: 'showsDeleted', target: 'closed', actions: 'clearRegistrations' },
              },
            },
          },
        },
      },
    },
  },
});
