/**
 * The right bar through its real container: live chat, Facebook, up to 3 Telegram links and
 * WhatsApp, each only when the merchant configured it; outside pages in a new tab without a handle
 * on the site; live chat through the page's customer-service launcher.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import type { RightBarLinks, SystemStatus } from '../../../machines/system-status';
import RightBarView from '../../../src/views/shell/right-bar/right-bar.view';
import { renderWithEdge, startRoot, systemStatus } from '../support/drivers';
import { rightBarLinks } from './footer.driver';

afterEach(cleanup);

async function renderRightBar(rightBar: RightBarLinks | undefined, status: Partial<SystemStatus> = {}) {
  const setup = startRoot({ loadSystemStatus: async () => systemStatus({ rightBar, ...status }) });
  await waitForActor(setup.rootActor, (s) => s.matches('app'));
  renderWithEdge(<RightBarView />, setup.edge);
  return setup;
}

const bar = () => screen.getByRole('complementary', { name: 'Contact us' });

describe('right bar', () => {
  it('shows every configured contact, outside pages in a new tab with noopener', async () => {
    await renderRightBar(rightBarLinks());
    const links = within(bar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Facebook (opens in a new tab)', 'https://www.facebook.com/example'],
      ['Telegram 1 (opens in a new tab)', 'https://t.me/one'],
      ['Telegram 2 (opens in a new tab)', 'https://t.me/two'],
      ['Telegram 3 (opens in a new tab)', 'https://t.me/three'],
      ['WhatsApp (opens in a new tab)', 'https://wa.me/630000000000'],
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(within(bar()).getByRole('button', { name: 'Live chat' })).toBeTruthy();
  });

  it('opens live chat through customer service with the page popup', async () => {
    const { edge } = await renderRightBar(rightBarLinks());
    fireEvent.click(within(bar()).getByRole('button', { name: 'Live chat' }));
    expect(edge.openCustomerService).toHaveBeenCalledWith('page');
  });

  it('shows only what is configured', async () => {
    await renderRightBar(rightBarLinks({ liveChat: false, facebook: null, telegram: ['https://t.me/only'], whatsapp: null }));
    expect(
      within(bar())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Telegram (opens in a new tab)']);
    expect(within(bar()).queryByRole('button')).toBeNull();
  });

  it('leaves live chat out when the merchant has no customer-service desk', async () => {
    await renderRightBar(rightBarLinks({ facebook: null, telegram: [], whatsapp: null }), { customerService: [] });
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows nothing when nothing is configured or the gateway sends no right bar', async () => {
    await renderRightBar(rightBarLinks({ liveChat: false, facebook: null, telegram: [], whatsapp: null }));
    expect(screen.queryByTestId('right-bar')).toBeNull();
    cleanup();
    await renderRightBar(undefined);
    expect(screen.queryByTestId('right-bar')).toBeNull();
  });
});
