/** Root screens by system status, through the real system-status chart with a fake status call. */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { RootView } from '../../../src/views/root/root.view';
import { renderWithEdge, startRoot, systemStatus } from '../support/drivers';
import type { Fakes } from '../support/drivers';

afterEach(cleanup);

function renderRoot(overrides: Partial<Fakes>) {
  const setup = startRoot(overrides);
  renderWithEdge(<RootView app={<p data-testid="site">site</p>} />, setup.edge);
  return setup;
}

describe('root view', () => {
  it('shows the loading screen until the status arrives, then the site', async () => {
    let release: () => void = () => {};
    renderRoot({ loadSystemStatus: () => new Promise((resolve) => (release = () => resolve(systemStatus()))) });
    expect(screen.getByTestId('loading-screen')).toBeTruthy();
    await act(async () => release());
    expect(await screen.findByTestId('site')).toBeTruthy();
  });

  it('shows the maintenance screen with its end time, the operator message and customer service', async () => {
    const endTime = '2030-01-01T10:00:00.000Z';
    const { edge } = renderRoot({
      // a merchant at UTC-5: the end is its 05:00, whatever the zone of the browser or of the machine
      loadSystemStatus: async () => systemStatus({ code: 1, maintenance: { endTime, message: 'Upgrading the wallet' }, utcOffsetMinutes: -300 }),
    });
    const screenElement = await screen.findByTestId('maintenance-screen');
    expect(screenElement.textContent).toContain('Under maintenance');
    expect(screen.getByTestId('maintenance-message').textContent).toBe('Upgrading the wallet');
    expect(screen.getByTestId('maintenance-end').textContent).toBe('Expected to end at 01/01/2030 05:00:00');
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    // the screens' button opens the tall popup (SPEC §4)
    expect(edge.openCustomerService).toHaveBeenCalledExactlyOnceWith('page');
    expect(screen.queryByTestId('site')).toBeNull();
  });

  it('leaves the end time out when the operator gave none, and hides customer service when there is none', async () => {
    renderRoot({ loadSystemStatus: async () => systemStatus({ code: 1, customerService: [] }) });
    await screen.findByTestId('maintenance-screen');
    expect(screen.queryByTestId('maintenance-end')).toBeNull();
    expect(screen.queryByTestId('maintenance-message')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Customer service' })).toBeNull();
  });

  it('shows the region-blocked screen with the visitor IP', async () => {
    const { edge } = renderRoot({ loadSystemStatus: async () => systemStatus({ code: 2, ip: '198.51.100.23' }) });
    const blocked = await screen.findByTestId('region-blocked-screen');
    expect(blocked.textContent).toContain('not available in your region');
    expect(screen.getByTestId('visitor-ip').textContent).toBe('198.51.100.23');
    fireEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(edge.openCustomerService).toHaveBeenCalledExactlyOnceWith('page');
  });

  it('shows the unreachable screen, and its retry button sends status.retry', async () => {
    let attempts = 0;
    const { rootActor, calls } = renderRoot({
      loadSystemStatus: async () => {
        attempts += 1;
        if (attempts === 1) throw { errorCode: 'network.error' };
        return systemStatus();
      },
    });
    await screen.findByTestId('unreachable-screen');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    await waitForActor(rootActor, (s) => s.matches('app'));
    expect(calls.loadSystemStatus).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByTestId('site')).toBeTruthy());
  });
});
