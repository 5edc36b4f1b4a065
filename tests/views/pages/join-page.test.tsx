/** /join: the marketing copy, a sign-up call to action that opens the register dialog, the agent programme. */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { selectSessionRef } from '../../../machines/system-status';
import JoinPage from '../../../src/views/pages/join/join-page';
import { member, systemStatus } from '../support/drivers';
import { renderPage } from './pages.driver';

afterEach(cleanup);

describe('join page', () => {
  it('states the bonuses and opens the register dialog from its call to action', async () => {
    const { rootActor } = await renderPage(<JoinPage />, '/join');
    expect(screen.getByRole('heading', { level: 1, name: 'Join us' })).toBeTruthy();
    for (const bonus of ['₱22,222 registration bonus', '₱2,222 for every friend', '₱52 app bonus', 'Up to 131K in rewards']) {
      expect(screen.getByRole('heading', { level: 2, name: bonus })).toBeTruthy();
    }
    expect(screen.getByText(/128-bit encryption/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'About the agent programme' }).getAttribute('href')).toBe('/help#agent');
    const session = selectSessionRef(rootActor.getSnapshot())!;
    await waitForActor(session, (s) => s.matches('guest'));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Sign up now' }));
    });
    expect(session.getSnapshot().matches({ guest: 'registering' })).toBe(true);
  });

  it('offers no sign-up where direct registration is off', async () => {
    const { rootActor } = await renderPage(<JoinPage />, '/join', {
      fakes: { loadSystemStatus: async () => systemStatus({ features: { DIRECTREG3: false } }) },
    });
    await waitForActor(selectSessionRef(rootActor.getSnapshot())!, (s) => s.matches('guest'));
    expect(screen.queryByRole('button', { name: 'Sign up now' })).toBeNull();
  });

  it('points a signed-in member at the promotions instead', async () => {
    await renderPage(<JoinPage />, '/join', { fakes: { storedToken: 'token-1', loadMemberInfo: async () => member() } });
    expect((await screen.findByRole('link', { name: 'See the promotions' })).getAttribute('href')).toBe('/promotions');
    expect(screen.queryByRole('button', { name: 'Sign up now' })).toBeNull();
  });
});
