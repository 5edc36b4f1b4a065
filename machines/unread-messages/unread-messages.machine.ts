/**
 * Unread messages (id `unreadMessages`): loads the count through the edge's `loadUnreadCount`. A
 * reload keeps the previous count on screen until the new one arrives; a failed load keeps it too
 * (an old count is better than none) and notes the error code.
 */
import { assign, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, notProvidedActor } from '../shared';
import type { UnreadMessagesContext, UnreadMessagesEvent } from './unread-messages.types';

export const unreadMessagesMachine = setup({
  types: {
    context: {} as UnreadMessagesContext,
    events: {} as UnreadMessagesEvent,
  },
  actors: {
    /** resolves the member's unread count */
    loadUnreadCount: notProvidedActor<number>('loadUnreadCount'),
  },
  actions: {
    assignCount: assign(({ event }) => ({ count: Math.max(0, Math.trunc(doneOutput<number>(event))), errorCode: null })),
    assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
  },
}).createMachine({
  id: 'unreadMessages',
  context: { count: null, errorCode: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadUnreadCount',
        src: 'loadUnreadCount',
        onDone: { target: 'loaded', actions: 'assignCount' },
        onError: { target: 'unavailable', actions: 'assignLoadError' },
      },
    },
    loaded: {
      on: { 'messages.refresh': { target: 'loading' } },
    },
    unavailable: {
      tags: ['error'],
      description: 'The count could not be loaded: the link shows the last count, or none.',
      on: { 'messages.refresh': { target: 'loading' } },
    },
  },
});
