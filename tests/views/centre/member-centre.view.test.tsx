/**
 * The member centre through the real root, session and `memberCentre` charts, with the gateway's
 * answers faked at its edge: the menu shows once loaded, gated as the platform gates it, with red
 * badges; an address naming a page the member is not offered is replaced; a failed menu retries.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { MEMBER_CENTRE_PAGES } from '../../../machines/member-centre';
import { selectSessionRef } from '../../../machines/system-status';
import { createMemberCentreEdge, MemberCentreEdgeProvider } from '../../../src/app/member-centre.edge';
import type { MemberCentreEnvironment } from '../../../src/app/member-centre.edge';
import CentreView from '../../../src/views/centre/centre.view';
import { member, renderWithEdge, SiteRouter, startRoot, systemStatus } from '../support/drivers';
import { quietMemberCentrePages } from '../support/test-area-edges';

afterEach(cleanup);

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

async function openCentre(path: string, env: MemberCentreEnvironment, features: Record<string, boolean> = {}, toUpline = '0') {
  const root = startRoot({
    loadSystemStatus: async () => systemStatus({ features: { MEMBERCENTER3: true, ...features } }),
    storedToken: 'token-1',
    loadMemberInfo: async () => member({ toUpline }),
  });
  await waitForActor(root.rootActor, (s) => s.matches('app'));
  const session = selectSessionRef(root.rootActor.getSnapshot())!;
  await waitForActor(session, (s) => s.matches('signedIn'));
  renderWithEdge(
    <MemberCentreEdgeProvider value={createMemberCentreEdge(env, quietMemberCentrePages())}>
      <SiteRouter path={path}>
        <CentreView />
        <LocationProbe />
      </SiteRouter>
    </MemberCentreEdgeProvider>,
    root.edge,
  );
  return { location: () => screen.getByTestId('location').textContent };
}

const menuPages = () =>
  within(screen.getByRole('navigation', { name: 'Member centre' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('data-testid')?.replace('centre-menu-', ''));

describe('member centre', () => {
  it('shows the menu once loaded, without the pages the merchant or the member is not offered, with a message badge', async () => {
    let answer: (single: boolean) => void = () => {};
    const env = { loadSingleWallet: vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve))), loadUnreadCount: vi.fn(async () => 4) };
    await openCentre('/rng?mc=depositv2', env, { CREDITMAR3: true });
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(screen.queryAllByRole('link')).toEqual([]);
    // the router's centre host starts the chart once its chunk is in: then it asks for the menu's gates
    await waitFor(() => expect(env.loadSingleWallet).toHaveBeenCalled());
    expect(screen.queryAllByRole('link')).toEqual([]);
    answer(true);
    await screen.findByTestId('centre-menu-securityCenter');
    // a single wallet: no transfers between wallets; a credit merchant: no deposit or withdrawal; no upline transfer; no feedback module
    expect(menuPages()).toEqual(
      MEMBER_CENTRE_PAGES.filter((page) => !['transferFund', 'depositv2', 'withdraw', 'transferUpline', 'feedback'].includes(page)),
    );
    const messages = screen.getByTestId('centre-menu-messageV2');
    expect(messages.textContent).toContain('4 new');
    expect(screen.getByTestId('centre-menu-rewardCenter').textContent).not.toContain('new');
  });

  it('replaces an address naming a page the member is not offered with the security centre', async () => {
    const { location } = await openCentre(
      '/rng?mc=depositv2',
      { loadSingleWallet: async () => false, loadUnreadCount: async () => 0 },
      { CREDITMAR3: true },
    );
    await screen.findByTestId('centre-page-securityCenter');
    await waitFor(() => expect(location()).toBe('/rng?mc=securityCenter'));
    expect(screen.getByTestId('centre-menu-securityCenter').getAttribute('aria-current')).toBe('page');
  });

  it('opens the page the address names, transfer to upline included when allowed, and follows the menu', async () => {
    const { location } = await openCentre(
      '/?mc=transferUpline',
      { loadSingleWallet: async () => false, loadUnreadCount: async () => 0 },
      { AGETRANSFERUP3: true },
      '1',
    );
    await screen.findByTestId('centre-page-transferUpline');
    fireEvent.click(screen.getByTestId('centre-menu-transferFund'));
    await screen.findByTestId('centre-page-transferFund');
    await waitFor(() => expect(location()).toBe('/?mc=transferFund'));
  });

  it('says so when the menu cannot be loaded, and loads it again on retry', async () => {
    const env = {
      loadSingleWallet: vi.fn().mockRejectedValueOnce({ errorCode: 'network.error' }).mockResolvedValue(false),
      loadUnreadCount: async () => 0,
    };
    await openCentre('/?mc=securityCenter', env);
    expect((await screen.findByRole('alert')).textContent).toContain('The menu could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('centre-page-securityCenter');
    expect(env.loadSingleWallet).toHaveBeenCalledTimes(2);
  });
});
