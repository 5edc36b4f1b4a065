/**
 * The member centre's "transfer to upline" page through the real `transferUpline` chart, with the
 * gateway's answer faked at its edge: field errors under their fields, the confirmation naming the
 * amount (and its way back), a wrong payment password (its field emptied, the tries left said),
 * other refusals above the button, and the result text with a reload of the header's balance.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { selectSessionRef } from '../../../machines/system-status';
import { createMemberCentreEdge, MemberCentreEdgeProvider } from '../../../src/app/member-centre.edge';
import { createTransferUplineEdge } from '../../../src/app/transfer-upline.edge';
import type { TransferUplineEnvironment } from '../../../src/app/transfer-upline.edge';
import CentreView from '../../../src/views/centre/centre.view';
import { TransferUplineView } from '../../../src/views/member-centre/transfer-upline/transfer-upline.view';
import { member, renderI18n, renderWithEdge, rootWithBalanceSpy, SiteRouter, startRoot, systemStatus } from '../support/drivers';
import type { AppEdge } from '../../../src/app/app-context';
import { quietMemberCentrePages, quietTransferUplineEnvironment } from '../support/test-area-edges';

afterEach(cleanup);

const result = { account: 'ann_agent', upline: 'big_boss', amount: 1250, mainBalance: 37.5 };

function environment(overrides: Partial<TransferUplineEnvironment> = {}): TransferUplineEnvironment {
  return { ...quietTransferUplineEnvironment(), newIdempotencyKey: vi.fn(() => 'attempt-key-0000000001'), ...overrides };
}

function openPage(env: TransferUplineEnvironment, edge?: AppEdge) {
  renderI18n(
    <MemberCentreEdgeProvider
      value={createMemberCentreEdge(
        { loadSingleWallet: async () => false, loadUnreadCount: async () => 0 },
        { ...quietMemberCentrePages(), transferUpline: createTransferUplineEdge(env) },
      )}
    >
      <MemoryRouter initialEntries={['/?mc=transferUpline']}>
        <TransferUplineView />
      </MemoryRouter>
    </MemberCentreEdgeProvider>,
    edge,
  );
}

const amountInput = () => screen.getByLabelText('Amount') as HTMLInputElement;
const passwordInput = () => screen.getByLabelText('Payment password') as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Transfer to upline' });

function fill(amount: string, password: string) {
  fireEvent.change(amountInput(), { target: { value: amount } });
  fireEvent.change(passwordInput(), { target: { value: password } });
}

describe('transfer to upline page', () => {
  it("is the member centre's transferUpline page for an agent that may transfer up", async () => {
    const root = startRoot({
      loadSystemStatus: async () => systemStatus({ features: { MEMBERCENTER3: true, AGETRANSFERUP3: true } }),
      storedToken: 'token-1',
      loadMemberInfo: async () => member({ type: 1, toUpline: '1' }),
    });
    await waitForActor(root.rootActor, (s) => s.matches('app'));
    const session = selectSessionRef(root.rootActor.getSnapshot())!;
    await waitForActor(session, (s) => s.matches('signedIn'));
    renderWithEdge(
      <MemberCentreEdgeProvider
        value={createMemberCentreEdge(
          { loadSingleWallet: async () => false, loadUnreadCount: async () => 0 },
          { ...quietMemberCentrePages(), transferUpline: createTransferUplineEdge(environment()) },
        )}
      >
        <SiteRouter path={'/?mc=transferUpline'}>
          <CentreView />
        </SiteRouter>
      </MemberCentreEdgeProvider>,
      root.edge,
    );
    const page = await screen.findByTestId('centre-page-transferUpline');
    await within(page).findByTestId('upline-form');
    expect(within(page).queryByText('This page is coming soon.')).toBeNull();
  });

  it('puts field errors under their fields and sends nothing', async () => {
    const env = environment();
    openPage(env);
    fireEvent.click(submitButton());
    expect(document.getElementById('upline-amount-error')?.textContent).toBe('Please enter an amount.');
    expect(document.getElementById('upline-password-error')?.textContent).toBe('Please enter your payment password.');
    expect(passwordInput().getAttribute('aria-describedby')).toBe('upline-password-error');
    expect(passwordInput().type).toBe('password');
    fireEvent.change(amountInput(), { target: { value: '1.005' } });
    fireEvent.click(submitButton());
    expect(document.getElementById('upline-amount-error')?.textContent).toBe('Enter a positive amount with at most two decimals.');
    expect(amountInput().value).toBe('1.005');
    expect(env.newIdempotencyKey).not.toHaveBeenCalled();
  });

  it('asks to confirm the amount, goes back when asked, then sends and shows who sent what to whom', async () => {
    const transferUpline = vi.fn(async () => result);
    const env = environment({ transferUpline });
    const root = rootWithBalanceSpy();
    openPage(env, root.edge);
    fill('1250', '135790');
    fireEvent.click(submitButton());
    const confirm = screen.getByTestId('upline-confirm');
    expect(within(confirm).getByText('Transfer 1,250.00 to your upline?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Back' }));
    expect(screen.queryByTestId('upline-confirm')).toBeNull();
    expect(amountInput().value).toBe('1250');
    fireEvent.click(submitButton());
    fireEvent.click(screen.getByRole('button', { name: 'Yes, transfer' }));
    const text = await screen.findByTestId('upline-result-text');
    expect(text.textContent).toBe('The transfer is successful: ann_agent transferred 1,250.00 to upline big_boss.');
    expect(screen.getByText('Main wallet balance: 37.50')).toBeTruthy();
    expect(transferUpline).toHaveBeenCalledWith({ amount: '1250', password: '135790', idempotencyKey: 'attempt-key-0000000001' });
    // the header's balance chart, in the same actor system, is told once
    expect(root.balanceChanges()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'New transfer' }));
    expect(amountInput().value).toBe('');
    expect(passwordInput().value).toBe('');
  });

  it('empties a wrong payment password and says the tries left; other refusals show above the button', async () => {
    const transferUpline = vi
      .fn()
      .mockRejectedValueOnce({ errorCode: 'invalid.payment.pw', value: { attemptsLeft: 4 }, attemptsLeft: 4 })
      .mockRejectedValueOnce({ errorCode: 'transfer.upline.none', value: null });
    openPage(environment({ transferUpline }));
    fill('10', '000000');
    fireEvent.click(submitButton());
    fireEvent.click(screen.getByRole('button', { name: 'Yes, transfer' }));
    await screen.findByText(/The payment password is incorrect/);
    expect(document.getElementById('upline-password-error')?.textContent).toBe('The payment password is incorrect. 4 tries left before it locks.');
    expect(passwordInput().value).toBe('');
    expect(passwordInput().getAttribute('aria-invalid')).toBe('true');
    expect(amountInput().value).toBe('10');
    fireEvent.change(passwordInput(), { target: { value: '135790' } });
    fireEvent.click(submitButton());
    fireEvent.click(screen.getByRole('button', { name: 'Yes, transfer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your account has no upline to transfer to.');
  });
});
