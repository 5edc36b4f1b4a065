/** Browser capabilities handed to views through the app context, bound to one root actor. */
import type { AppEdge } from './app-context';
import { createCustomerServiceActor, openCustomerService } from './customer-service.edge';
import type { CustomerServiceActor } from './customer-service.edge';
import type { RegisterLinkCodes } from './register-link';
import type { RootActor } from './root-actor';

/**
 * Guest intents from outside the charts: the root chart keeps one until the session runs, and the
 * session until it is a guest ready for dialogs (it drops it when the visitor turns out signed in).
 */
export function requestLoginDialog(root: RootActor): void {
  root.send({ type: 'login.open' });
}

/** `/forget`, on the new-password step when the address carried an e-mailed link's token. */
export function requestForgotDialog(root: RootActor, resetToken: string | null = null): void {
  root.send({ type: 'forgot.open', resetToken });
}

/** `/register` with the codes of the visitor's link. */
export function requestRegisterDialog(root: RootActor, codes: RegisterLinkCodes): void {
  root.send({ type: 'register.open', ...codes });
}

/** Free play from the header: the login dialog opens and starts free play once its form is ready. */
export function requestFreePlay(root: RootActor): void {
  root.send({ type: 'freePlay.request' });
}

export function createEdge(root: RootActor, customerService: CustomerServiceActor = createCustomerServiceActor(root)): AppEdge {
  return {
    rootActor: root,
    customerService,
    openCustomerService: (origin) => openCustomerService(customerService, root, origin),
    startFreePlay: () => requestFreePlay(root),
  };
}
