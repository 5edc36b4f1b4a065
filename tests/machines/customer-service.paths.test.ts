/**
 * Customer-service chart: graph paths over every launch outcome (live-chat link decrypted, plain
 * link, no link, unsafe link, failed fetch, failed or unsafe decryption) with the popup's life at
 * the edge checked on every step; behaviour with resolving fakes: the blank popup opens inside the
 * click at the size of its origin, VIP by rank, the popup closes on failure.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { customerServiceMachine, selectCustomerServiceView, serviceTypeFor } from '../../machines/customer-service';
import type { CustomerServiceSnapshot, PopupSize, ServiceLink, ServiceLinksRequest, ServicePathRequest } from '../../machines/customer-service';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as CustomerServiceSnapshot;
const liveChat: ServiceLink = { type: 3, path: 'U2FsdGVkX19obfuscatedAbCdEfGh' };
const plain: ServiceLink = { type: 1, path: 'https://support.example.com/chat' };
const unsafe: ServiceLink = { type: 2, path: 'javascript:alert(1)' };

type PopupAction = { type: 'open'; size: PopupSize } | { type: 'navigate'; url: string } | { type: 'close' };
let popup: PopupAction[] = [];

runPathSuite({
  machine: customerServiceMachine.provide({
    actors: { loadServiceLinks: pending<ServiceLink[], ServiceLinksRequest>(), decryptServicePath: pending<string, ServicePathRequest>() },
    actions: {
      openBlankPopup: (_, size) => void popup.push({ type: 'open', size }),
      navigatePopup: (_, { url }) => void popup.push({ type: 'navigate', url }),
      closePopup: () => void popup.push({ type: 'close' }),
    },
  }),
  events: {
    'service.open': [
      { origin: 'header', rankLevel: 5 },
      { origin: 'page', rankLevel: null },
    ],
    'xstate.done.actor.loadServiceLinks': [{ output: [plain, liveChat] }, { output: [plain] }, { output: [] }, { output: [unsafe] }],
    'xstate.error.actor.loadServiceLinks': [{ error: { errorCode: 'network.error' } }],
    'xstate.done.actor.decryptServicePath': [{ output: 'https://chat.example.com/room?id=7' }, { output: 'javascript:alert(1)' }],
    'xstate.error.actor.decryptServicePath': [{ error: new Error('bad padding') }],
  },
  assertStep: (raw, event) => {
    if (event.type === 'xstate.init') popup = [];
    const s = asSnapshot(raw);
    const view = selectCustomerServiceView(s);
    expect(view.busy).toBe(s.matches('loadingLinks') || s.matches('decryptingLink'));
    expect(view.canOpen).toBe(!view.busy);
    expect(view.errorCode !== null).toBe(s.matches('failed'));
    const last = popup.at(-1);
    // while busy the blank popup is open; a failure has closed it; a success has pointed it at a web link
    if (view.busy) expect(last?.type).toBe('open');
    if (s.matches('failed')) expect(last).toEqual({ type: 'close' });
    // a blank popup is never left open, and only web links are opened
    if (s.matches('idle')) expect(last?.type).not.toBe('open');
    if (last?.type === 'navigate') expect(last.url).toMatch(/^https:\/\//);
    if (event.type === 'service.open') {
      const size = (event as { origin?: string }).origin === 'header' ? { width: 440, height: 500 } : { width: 440, height: 750 };
      expect(last).toEqual({ type: 'open', size });
    }
  },
});

describe('customer-service launch behaviour', () => {
  function start(load: (request: ServiceLinksRequest) => Promise<ServiceLink[]>, decrypt: (request: ServicePathRequest) => Promise<string>) {
    const log: unknown[] = [];
    const actor = createActor(
      customerServiceMachine.provide({
        actors: {
          loadServiceLinks: fromPromise<ServiceLink[], ServiceLinksRequest>(async ({ input }) => {
            log.push({ load: input });
            return load(input);
          }),
          decryptServicePath: fromPromise<string, ServicePathRequest>(async ({ input }) => {
            log.push({ decrypt: input });
            return decrypt(input);
          }),
        },
        actions: {
          openBlankPopup: (_, size) => void log.push({ open: size }),
          navigatePopup: (_, { url }) => void log.push({ navigate: url }),
          closePopup: () => void log.push('close'),
        },
      }),
    );
    actor.start();
    return { actor, log };
  }

  it('opens the blank popup inside the click, then points it at the decrypted live chat (VIP from rank 5)', async () => {
    const { actor, log } = start(
      async () => [plain, liveChat],
      async () => 'https://chat.example.com/vip',
    );
    actor.send({ type: 'service.open', origin: 'header', rankLevel: 5 });
    // synchronously, inside the click and before the fetch starts: what a popup blocker accepts
    expect(log[0]).toEqual({ open: { width: 440, height: 500 } });
    expect(selectCustomerServiceView(actor.getSnapshot())).toMatchObject({ busy: true, canOpen: false });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(log).toEqual([
      { open: { width: 440, height: 500 } },
      { load: { serviceType: 'vip' } },
      { decrypt: { path: liveChat.path } },
      { navigate: 'https://chat.example.com/vip' },
    ]);
  });

  it('uses live chat and the tall popup elsewhere, opening a plain link as it is', async () => {
    const { actor, log } = start(
      async () => [plain],
      async () => 'unused',
    );
    actor.send({ type: 'service.open', origin: 'page', rankLevel: 4 });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(log).toEqual([{ open: { width: 440, height: 750 } }, { load: { serviceType: 'livechat' } }, { navigate: plain.path }]);
  });

  it('closes the popup and keeps the error when the links cannot be fetched, until dismissed', async () => {
    const { actor, log } = start(
      async () => {
        throw { errorCode: 'network.error' };
      },
      async () => 'unused',
    );
    actor.send({ type: 'service.open', origin: 'page', rankLevel: null });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(log.at(-1)).toBe('close');
    expect(selectCustomerServiceView(actor.getSnapshot())).toMatchObject({ errorCode: 'network.error', canOpen: true, busy: false });
    actor.send({ type: 'service.dismiss' });
    expect(selectCustomerServiceView(actor.getSnapshot()).errorCode).toBeNull();
  });

  it('never opens a link that does not decrypt to a web address', async () => {
    const { actor, log } = start(
      async () => [liveChat],
      async () => 'javascript:alert(document.cookie)',
    );
    actor.send({ type: 'service.open', origin: 'page', rankLevel: null });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(log.some((entry) => typeof entry === 'object' && entry !== null && 'navigate' in entry)).toBe(false);
    expect(log.at(-1)).toBe('close');
    expect(actor.getSnapshot().context.errorCode).toBe('customerService.link.invalid');
  });

  it('gives the VIP service above rank level 4 only', () => {
    expect([null, 0, 4, 5, 9].map(serviceTypeFor)).toEqual(['livechat', 'livechat', 'livechat', 'vip', 'vip']);
  });
});
