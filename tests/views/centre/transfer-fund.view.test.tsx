/**
 * The member centre's "my wallet" page through the real `walletTransfer` chart, with the gateway's
 * answers faked at its edge: the wallets with their balances and an open game's wallet, the pair
 * picked on either side and swapped, field errors under their fields (typed input kept), the
 * gateway's refusals, a transfer that reloads the header's balance, and recall all behind its
 * confirmation.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import type { WalletList } from '../../../machines/wallet-transfer';
import { selectSessionRef } from '../../../machines/system-status';
import { createMemberCentreEdge, MemberCentreEdgeProvider } from '../../../src/app/member-centre.edge';
import { createWalletTransferEdge } from '../../../src/app/wallet-transfer.edge';
import type { WalletTransferEnvironment } from '../../../src/app/wallet-transfer.edge';
import CentreView from '../../../src/views/centre/centre.view';
import { TransferFundView } from '../../../src/views/member-centre/transfer-fund/transfer-fund.view';
import { member, renderI18n, renderWithEdge, rootWithBalanceSpy, SiteRouter, startRoot, systemStatus } from '../support/drivers';
import type { AppEdge } from '../../../src/app/app-context';
import { quietMemberCentrePages, quietWalletTransferEnvironment } from '../support/test-area-edges';

afterEach(cleanup);

const list: WalletList = {
  currencySymbol: 'RM',
  sumBalance: 1284.5,
  wallets: [
    { id: 'main', name: null, balance: 1234.5, locked: false },
    { id: 'vendor:SPB', name: 'Spinbird Gaming', balance: 50, locked: false },
    { id: 'vendor:GLX', name: 'Galaxia Slots', balance: 0, locked: true },
  ],
};
const moved: WalletList = {
  ...list,
  wallets: [
    { id: 'main', name: null, balance: 1134.5, locked: false },
    { id: 'vendor:SPB', name: 'Spinbird Gaming', balance: 150, locked: false },
    { id: 'vendor:GLX', name: 'Galaxia Slots', balance: 0, locked: true },
  ],
};

function environment(overrides: Partial<WalletTransferEnvironment> = {}): WalletTransferEnvironment {
  return {
    ...quietWalletTransferEnvironment(),
    loadWallets: vi.fn(async () => list),
    newIdempotencyKey: vi.fn(() => 'attempt-key-0000000001'),
    ...overrides,
  };
}

function openPage(env: WalletTransferEnvironment, edge?: AppEdge) {
  renderI18n(
    <MemberCentreEdgeProvider
      value={createMemberCentreEdge(
        { loadSingleWallet: async () => false, loadUnreadCount: async () => 0 },
        { ...quietMemberCentrePages(), walletTransfer: createWalletTransferEdge(env) },
      )}
    >
      <MemoryRouter initialEntries={['/?mc=transferFund']}>
        <TransferFundView />
      </MemoryRouter>
    </MemberCentreEdgeProvider>,
    edge,
  );
}

const amountInput = () => screen.getByLabelText('Amount (RM)') as HTMLInputElement;
const fromSelect = () => screen.getByLabelText('From') as HTMLSelectElement;
const toSelect = () => screen.getByLabelText('To') as HTMLSelectElement;
const transferButton = () => screen.getByRole('button', { name: 'Transfer' });

describe('my wallet page', () => {
  it("is the member centre's transferFund page for a merchant with game wallets", async () => {
    const root = startRoot({
      loadSystemStatus: async () => systemStatus({ features: { MEMBERCENTER3: true } }),
      storedToken: 'token-1',
      loadMemberInfo: async () => member(),
    });
    await waitForActor(root.rootActor, (s) => s.matches('app'));
    const session = selectSessionRef(root.rootActor.getSnapshot())!;
    await waitForActor(session, (s) => s.matches('signedIn'));
    renderWithEdge(
      <MemberCentreEdgeProvider
        value={createMemberCentreEdge(
          { loadSingleWallet: async () => false, loadUnreadCount: async () => 0 },
          { ...quietMemberCentrePages(), walletTransfer: createWalletTransferEdge(environment()) },
        )}
      >
        <SiteRouter path={'/?mc=transferFund'}>
          <CentreView />
        </SiteRouter>
      </MemberCentreEdgeProvider>,
      root.edge,
    );
    const page = await screen.findByTestId('centre-page-transferFund');
    await within(page).findByTestId('transfer-form');
    expect(within(page).queryByText('This page is coming soon.')).toBeNull();
  });

  it('shows progress, then every wallet with two decimals and separators, and an open game’s wallet as such', async () => {
    let answer: (value: WalletList) => void = () => {};
    openPage(environment({ loadWallets: () => new Promise((resolve) => (answer = resolve)) }));
    expect(screen.getByRole('status').textContent).toBe('Loading your wallets…');
    answer(list);
    await screen.findByTestId('transfer-form');
    expect(screen.getByTestId('wallet-total').textContent).toBe('Total RM 1,284.50');
    expect(screen.getByTestId('wallet-main').textContent).toBe('Main walletRM 1,234.50');
    expect(screen.getByTestId('wallet-vendor:GLX').textContent).toContain('Game open');
    // the pair starts from the main wallet into the first game wallet with money and no open game
    expect(fromSelect().value).toBe('main');
    expect(toSelect().value).toBe('vendor:SPB');
    const glx = within(toSelect()).getByRole('option', { name: 'Galaxia Slots (game open)' }) as HTMLOptionElement;
    expect(glx.disabled).toBe(true);
    expect(screen.getByText('Available in Main wallet: RM 1,234.50').id).toBe('transfer-amount-hint');
  });

  it('follows a pick on either side and a swap, and fills the whole balance', async () => {
    openPage(environment());
    await screen.findByTestId('transfer-form');
    fireEvent.change(fromSelect(), { target: { value: 'vendor:SPB' } });
    expect([fromSelect().value, toSelect().value]).toEqual(['vendor:SPB', 'main']);
    fireEvent.click(screen.getByRole('button', { name: /Swap/ }));
    expect([fromSelect().value, toSelect().value]).toEqual(['main', 'vendor:SPB']);
    fireEvent.change(toSelect(), { target: { value: 'main' } });
    expect([fromSelect().value, toSelect().value]).toEqual(['vendor:SPB', 'main']);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(amountInput().value).toBe('50.00');
  });

  it('puts field errors under their fields, keeps what was typed, and sends nothing', async () => {
    const env = environment();
    openPage(env);
    await screen.findByTestId('transfer-form');
    fireEvent.click(transferButton());
    expect(document.getElementById('transfer-amount-error')?.textContent).toBe('Please enter an amount.');
    fireEvent.change(amountInput(), { target: { value: '1234.51' } });
    expect(amountInput().getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(transferButton());
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
    expect(amountInput().getAttribute('aria-describedby')).toBe('transfer-amount-hint transfer-amount-error');
    expect(document.getElementById('transfer-amount-error')?.textContent).toBe('The amount is more than the wallet holds.');
    expect(amountInput().value).toBe('1234.51');
    expect(env.newIdempotencyKey).not.toHaveBeenCalled();
  });

  it('transfers, shows the new balances and what moved, and reloads the header’s balance', async () => {
    const walletTransfer = vi.fn(async () => moved);
    const env = environment({ walletTransfer });
    const root = rootWithBalanceSpy();
    openPage(env, root.edge);
    await screen.findByTestId('transfer-form');
    fireEvent.change(amountInput(), { target: { value: '100' } });
    fireEvent.click(transferButton());
    expect((await screen.findByTestId('transfer-notice')).textContent).toBe('Transferred RM 100.00 from Main wallet to Spinbird Gaming.');
    expect(walletTransfer).toHaveBeenCalledWith({ from: 'main', to: 'vendor:SPB', amount: '100', idempotencyKey: 'attempt-key-0000000001' });
    expect(screen.getByTestId('wallet-vendor:SPB').textContent).toContain('RM 150.00');
    expect(amountInput().value).toBe('');
    // the header's balance chart, in the same actor system, is told once
    expect(root.balanceChanges()).toBe(1);
  });

  it('shows a wallet found locked under its field and marks it, and retries a lost answer with the same key', async () => {
    const walletTransfer = vi
      .fn()
      .mockRejectedValueOnce({ errorCode: 'wallet.locked', value: null, wallet: 'vendor:SPB' })
      .mockRejectedValueOnce({ errorCode: 'network.error', value: null })
      .mockResolvedValueOnce(moved);
    const env = environment({
      walletTransfer,
      newIdempotencyKey: vi.fn().mockReturnValueOnce('attempt-key-0000000001').mockReturnValue('attempt-key-0000000002'),
    });
    openPage(env);
    await screen.findByTestId('transfer-form');
    fireEvent.change(amountInput(), { target: { value: '10' } });
    fireEvent.click(transferButton());
    await waitFor(() =>
      expect(document.getElementById('transfer-to-error')?.textContent).toBe('A game of this wallet is open. Close the game first.'),
    );
    expect(screen.getByTestId('wallet-vendor:SPB').textContent).toContain('Game open');
    expect(amountInput().value).toBe('10');
    // the game closed meanwhile: the member sends the same again, and its answer is lost once
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.getByTestId('wallet-vendor:SPB').textContent).not.toContain('Game open'));
    fireEvent.click(transferButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Network error');
    expect(screen.getByText(/Sending the same details again will not move the money twice/)).toBeTruthy();
    fireEvent.click(transferButton());
    await screen.findByTestId('transfer-notice');
    expect(walletTransfer.mock.calls.map(([request]) => request.idempotencyKey)).toEqual([
      'attempt-key-0000000001',
      'attempt-key-0000000002',
      'attempt-key-0000000002',
    ]);
  });

  it('recalls every game wallet only after the confirmation, and says what stayed out', async () => {
    const recallAll = vi.fn(async () => ({ returned: 50, skipped: ['vendor:GLX'], wallets: { ...list, wallets: moved.wallets } }));
    const env = environment({ recallAll });
    const root = rootWithBalanceSpy();
    openPage(env, root.edge);
    await screen.findByTestId('transfer-form');
    fireEvent.click(screen.getByRole('button', { name: 'Return all to main wallet' }));
    const confirm = screen.getByTestId('recall-confirm');
    expect(within(confirm).getByText('The balance of every game wallet will be returned to the main wallet. Continue?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(recallAll).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Return all to main wallet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, return all' }));
    const notice = await screen.findByTestId('transfer-notice');
    expect(notice.textContent).toContain('RM 50.00 returned to the main wallet.');
    expect(notice.textContent).toContain('Left where they are while their game is open: Galaxia Slots.');
    expect(recallAll).toHaveBeenCalledWith({ idempotencyKey: 'attempt-key-0000000001' });
    // the header's balance chart, in the same actor system, is told once
    expect(root.balanceChanges()).toBe(1);
  });

  it('says when the wallets cannot be loaded and loads them again on retry', async () => {
    const loadWallets = vi.fn().mockRejectedValueOnce({ errorCode: 'network.error', value: null }).mockResolvedValueOnce(list);
    openPage(environment({ loadWallets }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your wallets could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('transfer-form');
  });
});
