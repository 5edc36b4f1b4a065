/**
 * Notice bar (id `noticeBar`): loads the notices, then two independent parts run side by side: the
 * marquee (scrolling, paused under the pointer) and the notice dialog (closed, or open at one
 * notice with previous/next). No notices: the bar is not shown; a failed load offers a retry.
 * A language switch (`language.changed`, from the language picker's chart) reads the notices again
 * in the new language, whatever the bar was doing; a load of the old language still running is dropped.
 */
import { assign, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, notProvidedActor } from '../shared';
import type { Notice, NoticeBarContext, NoticeBarEvent, NoticeBarInput, NoticesRequest } from './notice-bar.types';

export const noticeBarMachine = setup({
  types: {
    context: {} as NoticeBarContext,
    events: {} as NoticeBarEvent,
    input: {} as NoticeBarInput,
  },
  actors: {
    loadNotices: notProvidedActor<Notice[], NoticesRequest>('loadNotices'),
  },
  actions: {
    assignNotices: assign(({ event }) => ({ notices: doneOutput<Notice[]>(event), errorCode: null })),
    assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    clearError: assign({ errorCode: null }),
    assignLanguage: assign(({ context, event }) => ({
      language: event.type === 'language.changed' ? event.code : context.language,
      notices: [],
      errorCode: null,
    })),
    openAtChosen: assign({ openIndex: ({ context, event }) => (event.type === 'notice.open' ? event.index : context.openIndex) }),
    openNext: assign({ openIndex: ({ context }) => context.openIndex + 1 }),
    openPrevious: assign({ openIndex: ({ context }) => context.openIndex - 1 }),
  },
  guards: {
    loadedSome: ({ event }) => doneOutput<Notice[]>(event).length > 0,
    noticeExists: ({ context, event }) =>
      event.type === 'notice.open' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.notices.length,
    hasNext: ({ context }) => context.openIndex < context.notices.length - 1,
    hasPrevious: ({ context }) => context.openIndex > 0,
    languageDiffers: ({ context, event }) => event.type === 'language.changed' && event.code.toUpperCase() !== context.language.toUpperCase(),
  },
}).createMachine({
  id: 'noticeBar',
  context: ({ input }) => ({ language: input?.language ?? '', notices: [], openIndex: 0, errorCode: null }),
  initial: 'loading',
  on: {
    'language.changed': { guard: 'languageDiffers', target: '.loading', actions: 'assignLanguage' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadNotices',
        src: 'loadNotices',
        input: ({ context }) => ({ language: context.language }),
        onDone: [
          { guard: 'loadedSome', target: 'showing', actions: 'assignNotices' },
          { target: 'empty', actions: 'assignNotices' },
        ],
        onError: { target: 'failed', actions: 'assignLoadError' },
      },
    },
    empty: {
      description: 'No notices: the bar is not shown.',
    },
    failed: {
      tags: ['error'],
      on: { 'notices.retry': { target: 'loading', actions: 'clearError' } },
    },
    showing: {
      type: 'parallel',
      states: {
        marquee: {
          initial: 'scrolling',
          states: {
            scrolling: { on: { 'bar.pointerEnter': { target: 'paused' } } },
            paused: {
              description: 'The pointer is over the bar: the titles stand still so one can be clicked.',
              on: { 'bar.pointerLeave': { target: 'scrolling' } },
            },
          },
        },
        dialog: {
          initial: 'closed',
          states: {
            closed: { on: { 'notice.open': { guard: 'noticeExists', target: 'open', actions: 'openAtChosen' } } },
            open: {
              description: 'The notice dialog shows the notice at openIndex.',
              on: {
                'notice.next': { guard: 'hasNext', actions: 'openNext' },
                'notice.prev': { guard: 'hasPrevious', actions: 'openPrevious' },
                'notice.close': { target: 'closed' },
              },
            },
          },
        },
      },
    },
  },
});
