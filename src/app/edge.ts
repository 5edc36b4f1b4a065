/** Browser capabilities handed to views through the app context, bound to one root actor. */
import type { AppEdge } from './app-context';
import { createCustomerServiceActor, openCustomerService } from './customer-service.edge';
import type { CustomerServiceActor } from './customer-service.edge';
import type { RootActor } from './root-actor';

/**
 * Guest intents from outside the charts (a button, a game that needs a sign-in; the dialog
 * addresses are the router chart's): the root chart keeps one until the session runs, and the
 * session until it is a guest ready for dialogs (it drops it when the visitor turns out signed in).
 */
export function requestLoginDialog(root: RootActor): void {
  root.send({ type: 'login.open' });
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
