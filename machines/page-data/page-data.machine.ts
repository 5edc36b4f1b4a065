/**
 * Page data (id `pageData`): one actor per content page. Idle until the page asks with its
 * parameters, then loading, and loaded, empty (nothing to show) or failed (with a retry). Asking
 * again with other parameters (a language switch, another promotion, a sign-in) loads again from
 * any state; the same parameters are ignored, so a page that asks on every render loads once.
 */
import { assign, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, notProvidedActor } from '../shared';
import type { PageDataContext, PageDataEvent, PageDataRequest, PageDataResult, PageParams } from './page-data.types';

/** Same names with the same values, in any order. */
export function sameParams(a: PageParams | null, b: PageParams): boolean {
  if (a === null) return false;
  const names = Object.keys(b);
  return Object.keys(a).length === names.length && names.every((name) => Object.hasOwn(a, name) && a[name] === b[name]);
}

const reload = { guard: 'isNewAsk', target: 'loading', actions: 'assignParams' } as const;

export const pageDataMachine = setup({
  types: {
    context: {} as PageDataContext,
    events: {} as PageDataEvent,
  },
  actors: {
    loadPage: notProvidedActor<PageDataResult, PageDataRequest>('loadPage'),
  },
  actions: {
    // data of other parameters is never shown under these
    assignParams: assign(({ event }) => ({ params: event.type === 'page.load' ? { ...event.params } : null, data: null, count: 0, errorCode: null })),
    assignResult: assign(({ event }) => {
      const { data, count } = doneOutput<PageDataResult>(event);
      return { data, count };
    }),
    assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    clearError: assign({ errorCode: null }),
  },
  guards: {
    isNewAsk: ({ context, event }) => event.type === 'page.load' && !sameParams(context.params, event.params),
    loadedNothing: ({ event }) => doneOutput<PageDataResult>(event).count <= 0,
  },
}).createMachine({
  id: 'pageData',
  context: { params: null, data: null, count: 0, errorCode: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'The page has not asked yet (it asks once it knows its parameters).',
      on: { 'page.load': { target: 'loading', actions: 'assignParams' } },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ params: context.params ?? {} }),
        onDone: [
          { guard: 'loadedNothing', target: 'empty', actions: 'assignResult' },
          { target: 'loaded', actions: 'assignResult' },
        ],
        onError: { target: 'failed', actions: 'assignLoadError' },
      },
      // other parameters while loading: the load starts over for them (the old answer is dropped)
      on: { 'page.load': { ...reload, reenter: true } },
    },
    loaded: {
      on: { 'page.load': reload },
    },
    empty: {
      description: 'Loaded, with nothing to show: the page says so.',
      on: { 'page.load': reload },
    },
    failed: {
      tags: ['error'],
      on: {
        'page.retry': { target: 'loading', actions: 'clearError' },
        'page.load': reload,
      },
    },
  },
});
