/**
 * News popup (id `newsPopup`): waits for a sign-in, loads the announcements' after-login notices
 * (`loadPopupNotices`), and shows them in one dialog with the first item expanded; the edge's
 * `markShown` remembers it for the session token so a reload does not show it again. No notices,
 * or a failed load: nothing is shown for this sign-in (the notices stay on the notice bar).
 * A sign-out closes it and waits for the next sign-in. Its `followSession` child tells it of
 * sign-ins and sign-outs (the edge's follows the session chart through the actor system).
 */
import { assign, fromCallback, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, notProvidedAction, notProvidedActor } from '../shared';
import type { NewsPopupContext, NewsPopupEvent, PopupNotice } from './news-popup.types';

export const newsPopupMachine = setup({
  types: {
    context: {} as NewsPopupContext,
    events: {} as NewsPopupEvent,
  },
  actors: {
    /** the after-login notices (`popup[]`) in the member's language, read fresh after the sign-in */
    loadPopupNotices: notProvidedActor<PopupNotice[]>('loadPopupNotices'),
    /**
     * for the chart's life: sends `session.signedIn` (with whether this session token saw the
     * popup) and `session.signedOut`; a session already signed in when it starts counts as a sign-in
     */
    followSession: fromCallback<NewsPopupEvent>(() => {}),
  },
  actions: {
    /** the edge remembers that this session token has seen the popup */
    markShown: notProvidedAction('markShown'),
    assignNotices: assign(({ event }) => ({ notices: doneOutput<PopupNotice[]>(event), expandedIndex: 0, errorCode: null })),
    assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    toggleItem: assign({
      expandedIndex: ({ context, event }) => {
        if (event.type !== 'item.toggle') return context.expandedIndex;
        return context.expandedIndex === event.index ? null : event.index;
      },
    }),
    forgetNotices: assign({ notices: [], expandedIndex: null, errorCode: null }),
  },
  guards: {
    notShownYet: ({ event }) => event.type === 'session.signedIn' && !event.alreadyShown,
    loadedSome: ({ event }) => doneOutput<PopupNotice[]>(event).length > 0,
    itemExists: ({ context, event }) =>
      event.type === 'item.toggle' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.notices.length,
  },
}).createMachine({
  id: 'newsPopup',
  context: { notices: [], expandedIndex: null, errorCode: null },
  initial: 'idle',
  invoke: { id: 'followSession', src: 'followSession' },
  on: { 'session.signedOut': { target: '.idle', actions: 'forgetNotices' } },
  states: {
    idle: {
      description: 'No sign-in to greet yet, or the popup was already shown for this session token.',
      on: { 'session.signedIn': { guard: 'notShownYet', target: 'loading' } },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPopupNotices',
        src: 'loadPopupNotices',
        onDone: [{ guard: 'loadedSome', target: 'showing', actions: ['assignNotices', 'markShown'] }, { target: 'dismissed' }],
        onError: { target: 'dismissed', actions: 'assignLoadError' },
      },
    },
    showing: {
      description: 'The dialog lists the notices; the one at expandedIndex shows its content.',
      on: {
        'item.toggle': { guard: 'itemExists', actions: 'toggleItem' },
        'popup.close': { target: 'dismissed' },
      },
    },
    dismissed: {
      description: 'Done for this sign-in (closed, nothing to show, or the load failed): waits for a sign-out.',
    },
  },
});
