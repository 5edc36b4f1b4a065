/**
 * Customer-service launcher (id `customerService`). `service.open` runs `openBlankPopup`
 * synchronously, inside the visitor's click, so no popup blocker stops it; the rest is async:
 * fetch the links for the member's service type, decrypt the live-chat link at the edge (crypto
 * stays out of charts), then `navigatePopup`. Any failure runs `closePopup` and keeps an error code.
 */
import { assign, setup } from 'xstate';
import type { EventObject } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, notProvidedAction, notProvidedActor } from '../shared';
import { isWebLink, needsDecryption, pickServiceLink, popupSizeFor, serviceTypeFor } from './customer-service.links';
import type {
  CustomerServiceContext,
  CustomerServiceEvent,
  PopupSize,
  ServiceLink,
  ServiceLinksRequest,
  ServicePathRequest,
} from './customer-service.types';

// Parameter and input mappers also see invoke results, so they take any event.
type Args = { context: CustomerServiceContext; event: EventObject };

const pickedLink = (event: EventObject) => pickServiceLink(doneOutput<ServiceLink[]>(event) ?? []);

function popupSize({ event }: { event: CustomerServiceEvent }): PopupSize {
  return popupSizeFor(event.type === 'service.open' ? event.origin : 'page');
}
function linksRequest({ context }: Args): ServiceLinksRequest {
  return { serviceType: context.serviceType ?? 'livechat' };
}
/** the obfuscated path goes straight from the fetch result to the decryption, never into context */
function pathRequest({ event }: Args): ServicePathRequest {
  return { path: pickedLink(event)?.path ?? '' };
}
function plainLink({ event }: Args): { url: string } {
  return { url: pickedLink(event)?.path.trim() ?? '' };
}
function decryptedLink({ event }: Args): { url: string } {
  return { url: doneOutput<string>(event).trim() };
}

export const customerServiceMachine = setup({
  types: {
    context: {} as CustomerServiceContext,
    events: {} as CustomerServiceEvent,
  },
  actors: {
    loadServiceLinks: notProvidedActor<ServiceLink[], ServiceLinksRequest>('loadServiceLinks'),
    decryptServicePath: notProvidedActor<string, ServicePathRequest>('decryptServicePath'),
  },
  actions: {
    /** the edge opens an empty popup of this size; it must run inside the click */
    openBlankPopup: notProvidedAction<PopupSize>('openBlankPopup'),
    /** the edge points the open popup at the link (or a new tab when the popup was blocked) */
    navigatePopup: notProvidedAction<{ url: string }>('navigatePopup'),
    closePopup: notProvidedAction('closePopup'),
    assignRequest: assign(({ event }) =>
      event.type === 'service.open' ? { origin: event.origin, serviceType: serviceTypeFor(event.rankLevel), errorCode: null } : {},
    ),
    assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    assignNoService: assign({ errorCode: 'customerService.unavailable' }),
    assignInvalidLink: assign({ errorCode: 'customerService.link.invalid' }),
    clearError: assign({ errorCode: null }),
  },
  guards: {
    foundNoLink: ({ event }) => pickedLink(event) === null,
    foundLiveChatLink: ({ event }) => {
      const link = pickedLink(event);
      return link !== null && needsDecryption(link);
    },
    foundPlainWebLink: ({ event }) => {
      const link = pickedLink(event);
      return link !== null && !needsDecryption(link) && isWebLink(link.path);
    },
    decryptedWebLink: ({ event }) => isWebLink(doneOutput<string>(event)),
  },
}).createMachine({
  id: 'customerService',
  context: { origin: null, serviceType: null, errorCode: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'service.open': { target: 'loadingLinks', actions: ['assignRequest', { type: 'openBlankPopup', params: popupSize }] } },
    },
    loadingLinks: {
      tags: ['busy'],
      description: 'The blank popup is open; the links for the service type of the member are fetched.',
      invoke: {
        id: 'loadServiceLinks',
        src: 'loadServiceLinks',
        input: linksRequest,
        onDone: [
          { guard: 'foundLiveChatLink', target: 'decryptingLink' },
          { guard: 'foundPlainWebLink', target: 'idle', actions: { type: 'navigatePopup', params: plainLink } },
          { guard: 'foundNoLink', target: 'failed', actions: ['closePopup', 'assignNoService'] },
          { target: 'failed', actions: ['closePopup', 'assignInvalidLink'] },
        ],
        onError: { target: 'failed', actions: ['closePopup', 'assignLoadError'] },
      },
    },
    decryptingLink: {
      tags: ['busy'],
      description: 'The live-chat link is decrypted at the edge (its crypto loads lazily).',
      invoke: {
        id: 'decryptServicePath',
        src: 'decryptServicePath',
        input: pathRequest,
        onDone: [
          { guard: 'decryptedWebLink', target: 'idle', actions: { type: 'navigatePopup', params: decryptedLink } },
          { target: 'failed', actions: ['closePopup', 'assignInvalidLink'] },
        ],
        onError: { target: 'failed', actions: ['closePopup', 'assignInvalidLink'] },
      },
    },
    failed: {
      tags: ['error'],
      description: 'The popup was closed again; the error is shown until dismissed. Another click tries again.',
      on: {
        'service.dismiss': { target: 'idle', actions: 'clearError' },
        'service.open': { target: 'loadingLinks', actions: ['assignRequest', { type: 'openBlankPopup', params: popupSize }] },
      },
    },
  },
});
