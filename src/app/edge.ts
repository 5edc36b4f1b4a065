/** Browser capabilities handed to views through the app context, bound to one root actor. */
import { selectLoginRef } from '../../machines/session';
import { selectSessionRef } from '../../machines/system-status';
import type { AppEdge } from './app-context';
import { createCustomerServiceActor, openCustomerService } from './customer-service.edge';
import type { CustomerServiceActor } from './customer-service.edge';
import { addIntent } from './pending-intents';
import type { RegisterLinkCodes } from './register-link';
import type { RootActor } from './root-actor';

/** Opens the login dialog once the session is a guest ready for it; dropped when signed in. */
export function requestLoginDialog(root: RootActor): void {
  addIntent(() => {
    const session = selectSessionRef(root.getSnapshot());
    if (!session) return root.getSnapshot().status !== 'active';
    const snapshot = session.getSnapshot();
    if (snapshot.matches({ guest: 'loggingIn' })) return true;
    if (snapshot.can({ type: 'login.open' })) {
      session.send({ type: 'login.open' });
      return true;
    }
    return !snapshot.matches('restoring') && !snapshot.matches('loadingMember');
  });
}

/**
 * Opens the forgot-password dialog (`/forget`), on its new-password step when the address carried
 * an e-mailed link's token. Dropped when signed in; a dialog already open for a plain `/forget`
 * visit is left as it is.
 */
export function requestForgotDialog(root: RootActor, resetToken: string | null = null): void {
  addIntent(() => {
    const session = selectSessionRef(root.getSnapshot());
    if (!session) return root.getSnapshot().status !== 'active';
    const snapshot = session.getSnapshot();
    if (snapshot.matches({ guest: 'recovering' }) && resetToken === null) return true;
    if (snapshot.can({ type: 'forgot.open', resetToken })) {
      session.send({ type: 'forgot.open', resetToken });
      return true;
    }
    return !snapshot.matches('restoring') && !snapshot.matches('loadingMember');
  });
}

/**
 * Opens the registration dialog (`/register`) with the codes of the visitor's link, once the
 * session is a guest ready for it; dropped when signed in or when the dialog is already open.
 */
export function requestRegisterDialog(root: RootActor, codes: RegisterLinkCodes): void {
  addIntent(() => {
    const session = selectSessionRef(root.getSnapshot());
    if (!session) return root.getSnapshot().status !== 'active';
    const snapshot = session.getSnapshot();
    if (snapshot.matches({ guest: 'registering' })) return true;
    const open = { type: 'register.open' as const, ...codes };
    if (snapshot.can(open)) {
      session.send(open);
      return true;
    }
    return !snapshot.matches('restoring') && !snapshot.matches('loadingMember');
  });
}

/**
 * Free play from the header: the session chart starts free play only inside the login chart, so
 * open it, then send `freePlay.start` once the login form is editable.
 */
export function requestFreePlay(root: RootActor): void {
  requestLoginDialog(root);
  addIntent(() => {
    const session = selectSessionRef(root.getSnapshot());
    if (!session) return false;
    const login = selectLoginRef(session.getSnapshot());
    if (!login) return !session.getSnapshot().matches('guest');
    if (login.getSnapshot().can({ type: 'freePlay.start' })) {
      login.send({ type: 'freePlay.start' });
      return true;
    }
    return login.getSnapshot().status !== 'active';
  });
}

export function createEdge(root: RootActor, customerService: CustomerServiceActor = createCustomerServiceActor()): AppEdge {
  return {
    rootActor: root,
    customerService,
    openCustomerService: (origin) => openCustomerService(customerService, root, origin),
    startFreePlay: () => requestFreePlay(root),
  };
}
