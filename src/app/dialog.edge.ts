/** The modal chart with the page's scroll lock. */
import { provideDialog } from '../../machines/dialog';
import { lockScroll, unlockScroll } from '../views/common/scroll-lock';

export const providedDialogMachine = provideDialog({ lockScroll, unlockScroll });
