/**
 * Customer service through the real edge (customer-service.edge.ts, createEdge) and the real
 * containers: the popup opens blank inside the click at the size of its origin, is pointed at the
 * decrypted desk for the member's rank, falls back to a new tab when blocked, and on failure is
 * closed again while the error shows as a warning with one confirm button. Only `window.open` and
 * the desks call are fakes (read into links by src/api's real desk choice); the decryption is the
 * real lazily loaded chunk.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { selectSessionRef } from '../../../machines/system-status';
import { toServiceLinks } from '../../../src/api/customer-service.api';
import type { CustomerServiceDesk } from '../../../src/api/customer-service.api';
import { createCustomerServiceActor } from '../../../src/app/customer-service.edge';
import { createEdge } from '../../../src/app/edge';
import { CustomerServiceButtonView, CustomerServiceErrorView } from '../../../src/views/common/customer-service.view';
import { RootView } from '../../../src/views/root/root.view';
import { member, renderWithEdge, startRoot, systemStatus } from '../support/drivers';
import { obfuscate } from './customer-service.fixtures';

afterEach(cleanup);

const LIVE_URL = 'https://chat.example.test/live';
const VIP_URL = 'https://chat.example.test/vip';
const desks: CustomerServiceDesk[] = [
  { csType: 3, name: 'livechat', minRankLevel: null, path: obfuscate(LIVE_URL, 'liveKey1') },
  { csType: 4, name: 'vip', minRankLevel: 5, path: obfuscate(VIP_URL, 'vipKey12') },
];

interface FakePopup {
  closed: boolean;
  opener: unknown;
  location: { href: string };
  close: () => void;
}

function fakePopup(): FakePopup {
  const popup: FakePopup = {
    closed: false,
    opener: { name: 'this site' },
    location: { href: '' },
    close: vi.fn(() => {
      popup.closed = true;
    }),
  };
  return popup;
}

interface Setup {
  loadDesks?: () => Promise<CustomerServiceDesk[]>;
  /** the signed-in member's club rank; a guest without */
  rankLevel?: number;
  blocked?: boolean;
  status?: Parameters<typeof systemStatus>[0];
}

async function setup({ loadDesks = async () => desks, rankLevel, blocked = false, status }: Setup = {}) {
  const signedIn = rankLevel !== undefined;
  const root = startRoot({
    storedToken: signedIn ? 'token-1' : null,
    loadMemberInfo: async () => member({ clubLabel: { labelName: 'Club', rankLevel: rankLevel ?? 0 } }),
    loadSystemStatus: async () => systemStatus(status),
  });
  if (signedIn) {
    await waitForActor(root.rootActor, (s) => s.matches('app'));
    await waitForActor(selectSessionRef(root.rootActor.getSnapshot())!, (s) => s.context.member !== null);
  }
  const popup = fakePopup();
  const openWindow = vi.fn((url: string, _target: string, _features: string) => (url === '' && !blocked ? (popup as unknown as Window) : null));
  const customerService = createCustomerServiceActor(root.rootActor, {
    openWindow,
    loadServiceLinks: async ({ serviceType }) => toServiceLinks(await loadDesks(), serviceType),
  });
  const edge = createEdge(root.rootActor, customerService);
  return { edge, popup, openWindow };
}

function renderHeaderButton(edge: ReturnType<typeof createEdge>) {
  renderWithEdge(
    <>
      <CustomerServiceButtonView origin="header">Live chat</CustomerServiceButtonView>
      <CustomerServiceErrorView />
    </>,
    edge,
  );
  return screen.getByRole('button', { name: 'Live chat' });
}

describe('customer service', () => {
  it('opens a blank 440x500 popup inside the header click, busy until it points at the live chat', async () => {
    let release: (value: CustomerServiceDesk[]) => void = () => {};
    const { edge, popup, openWindow } = await setup({ loadDesks: () => new Promise((resolve) => (release = resolve)) });
    const button = renderHeaderButton(edge);
    fireEvent.click(button);
    // synchronously, within the click: what a popup blocker lets through
    expect(openWindow).toHaveBeenCalledWith('', 'service', 'width=440,height=500');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release(desks));
    await waitFor(() => expect(popup.location.href).toBe(LIVE_URL));
    expect(popup.opener).toBeNull();
    expect(openWindow).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('false');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('opens the tall 440x750 popup from the maintenance screen', async () => {
    const { edge, popup, openWindow } = await setup({ status: { code: 1 } });
    renderWithEdge(<RootView app={<p>site</p>} />, edge);
    await screen.findByTestId('maintenance-screen');
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(openWindow).toHaveBeenCalledWith('', 'service', 'width=440,height=750');
    await waitFor(() => expect(popup.location.href).toBe(LIVE_URL));
  });

  it('opens the tall popup from the region-blocked screen too', async () => {
    const { edge, openWindow } = await setup({ status: { code: 2 } });
    renderWithEdge(<RootView app={<p>site</p>} />, edge);
    await screen.findByTestId('region-blocked-screen');
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(openWindow).toHaveBeenCalledWith('', 'service', 'width=440,height=750');
  });

  it('gives members above club rank 4 the VIP desk', async () => {
    const vip = await setup({ rankLevel: 5 });
    fireEvent.click(renderHeaderButton(vip.edge));
    await waitFor(() => expect(vip.popup.location.href).toBe(VIP_URL));
    cleanup();

    const regular = await setup({ rankLevel: 4 });
    fireEvent.click(renderHeaderButton(regular.edge));
    await waitFor(() => expect(regular.popup.location.href).toBe(LIVE_URL));
  });

  it('opens the link in a new tab without an opener when the popup was blocked', async () => {
    const { edge, openWindow } = await setup({ blocked: true });
    fireEvent.click(renderHeaderButton(edge));
    await waitFor(() => expect(openWindow).toHaveBeenCalledWith(LIVE_URL, '_blank', 'noopener'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the popup when the desks cannot be fetched and shows the error with one confirm button', async () => {
    const { edge, popup, openWindow } = await setup({
      loadDesks: async () => {
        throw { errorCode: 'network.error' };
      },
    });
    const button = renderHeaderButton(edge);
    fireEvent.click(button);
    const warning = await screen.findByRole('dialog', { name: 'Notice' });
    expect(popup.close).toHaveBeenCalledTimes(1);
    expect(popup.location.href).toBe('');
    expect(within(warning).getByRole('alert').textContent).toBe('Network error. Check your connection and try again.');
    expect(
      within(warning)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['OK']);
    fireEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // another click tries again
    fireEvent.click(button);
    expect(openWindow).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('dialog', { name: 'Notice' })).toBeTruthy();
    await waitFor(() => expect(popup.close).toHaveBeenCalledTimes(2));
  });

  it('tells when the merchant has no desk, and when a desk does not decrypt to a web link', async () => {
    const none = await setup({ loadDesks: async () => [] });
    fireEvent.click(renderHeaderButton(none.edge));
    expect((await screen.findByRole('alert')).textContent).toBe('Customer service is not available at the moment. Please try again later.');
    expect(none.popup.close).toHaveBeenCalled();
    cleanup();

    const unsafe = [{ csType: 3, path: obfuscate('javascript:alert(1)', 'badKey12') }];
    const invalid = await setup({ loadDesks: async () => unsafe });
    fireEvent.click(renderHeaderButton(invalid.edge));
    expect((await screen.findByRole('alert')).textContent).toBe('The customer service link is invalid. Please try again later.');
    expect(invalid.popup.close).toHaveBeenCalled();
    expect(invalid.popup.location.href).toBe('');
  });
});
