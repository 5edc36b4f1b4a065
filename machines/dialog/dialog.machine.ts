/**
 * Generic modal (id `dialog`). `shown` covers both `open` and `closing`, so the page scroll is
 * locked on entering it and unlocked only when the closing transition has finished; reopening
 * during that transition cancels it without unlocking and locking again.
 */
import { setup } from 'xstate';
import { notProvidedAction } from '../shared';
import type { DialogContext, DialogEvent, DialogInput } from './dialog.types';

export const dialogMachine = setup({
  types: {
    context: {} as DialogContext,
    events: {} as DialogEvent,
    input: {} as DialogInput,
  },
  actions: {
    /** the edge stops the page behind from scrolling (nested dialogs share one lock) */
    lockScroll: notProvidedAction('lockScroll'),
    unlockScroll: notProvidedAction('unlockScroll'),
  },
  guards: {
    escapeCloses: ({ context }) => context.closeOnEscape,
    outsideClickCloses: ({ context }) => context.closeOnOutsideClick,
  },
  delays: {
    /** SPEC §9: modal transition delay 100 ms */
    DIALOG_TRANSITION: 100,
  },
}).createMachine({
  id: 'dialog',
  context: ({ input }) => ({
    showCloseButton: input?.showCloseButton ?? true,
    closeOnEscape: input?.closeOnEscape ?? true,
    closeOnOutsideClick: input?.closeOnOutsideClick ?? false,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'shown' } },
    },
    shown: {
      entry: 'lockScroll',
      exit: 'unlockScroll',
      initial: 'open',
      states: {
        open: {
          on: {
            'dialog.close': { target: 'closing' },
            'dialog.escape': { guard: 'escapeCloses', target: 'closing' },
            'dialog.outsideClick': { guard: 'outsideClickCloses', target: 'closing' },
          },
        },
        closing: {
          description: 'The closing transition plays for DIALOG_TRANSITION; the page stays locked until it ends.',
          after: { DIALOG_TRANSITION: { target: '#dialog.closed' } },
          on: { 'dialog.open': { target: 'open' } },
        },
      },
    },
  },
});
