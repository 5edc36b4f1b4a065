/**
 * The dialog chart with the page's scroll lock: each dialog actor holds the shared lock under its
 * own reference, so the page scrolls again only when the last open dialog has closed.
 */
import { dialogMachine } from '../../machines/dialog';
import { lockScroll, unlockScroll } from '../views/common/scroll-lock';

export const providedDialogMachine = dialogMachine.provide({
  actions: {
    lockScroll: ({ self }) => lockScroll(self),
    unlockScroll: ({ self }) => unlockScroll(self),
  },
});
