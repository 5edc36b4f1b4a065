/**
 * The member centre's deposit page through the real `deposit` and `imageUpload` charts, with the
 * gateway's answers and the browser's steps faked at the deposit edge: the channels with their
 * presets, limits and the merchant's account, field errors under their fields (typed input kept),
 * refusals and failures, the PG redirect, an MT transfer with its proof, and one deposit's result
 * (polled to credited, cancelled after a confirmation, back to a new deposit) with the address kept
 * equal to what the page shows.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import type { DepositMethods, DepositRecord } from '../../../machines/deposit';
import { selectSessionRef } from '../../../machines/system-status';
import { createDepositEdge } from '../../../src/app/deposit.edge';
import type { DepositEnvironment } from '../../../src/app/deposit.edge';
import { createMemberCentreEdge, MemberCentreEdgeProvider } from '../../../src/app/member-centre.edge';
import CentreView from '../../../src/views/centre/centre.view';
import { DepositView } from '../../../src/views/member-centre/deposit/deposit.view';
import { member, renderI18n, renderWithEdge, rootWithBalanceSpy, SiteRouter, startRoot, systemStatus } from '../support/drivers';
import type { AppEdge } from '../../../src/app/app-context';
import { quietDepositEnvironment, quietMemberCentrePages } from '../support/test-area-edges';

afterEach(cleanup);

const methods: DepositMethods = {
  allowDeposit: true,
  currency: 'MYR',
  currencySymbol: 'RM',
  channels: [
    { bankCode: 'PG1', bankType: 'PG', channelName: 'FPX online', minAmount: 10, maxAmount: 5000, fixedAmounts: [100, 1000], receivingAccount: null },
    {
      bankCode: 'MT1',
      bankType: 'MT',
      channelName: 'Maybank transfer',
      minAmount: 50,
      maxAmount: 50000,
      fixedAmounts: [],
      receivingAccount: { bankName: 'Maybank', accountName: 'Demo Merchant Sdn Bhd', accountNumber: '5140 1234 5678' },
    },
  ],
};

const record = (overrides: Partial<DepositRecord> = {}): DepositRecord => ({
  depositId: '42',
  bankType: 'MT',
  channelName: 'Maybank transfer',
  amount: 1234.5,
  status: 'awaitingReview',
  reference: 'TRX-1',
  requestTime: Date.UTC(2026, 0, 2, 3, 4),
  completedTime: null,
  redirectUrl: null,
  cancellable: true,
  ...overrides,
});

/** A PNG's first bytes: the proof field checks the content, not the name. */
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function environment(overrides: Partial<DepositEnvironment> = {}): DepositEnvironment {
  return {
    ...quietDepositEnvironment(),
    loadDepositMethods: vi.fn(async () => methods),
    newIdempotencyKey: vi.fn(() => 'attempt-key-0000000001'),
    pollIntervalMs: 10,
    ...overrides,
  };
}

/** The page under a root (a test's, else a quiet one), whose router chart holds the address as on the site. */
function openPage(env: DepositEnvironment, path = '/?mc=depositv2', edge: AppEdge = startRoot().edge) {
  renderI18n(
    <MemberCentreEdgeProvider
      value={createMemberCentreEdge(
        { loadSingleWallet: async () => false, loadUnreadCount: async () => 0 },
        { ...quietMemberCentrePages(), deposit: createDepositEdge(env) },
      )}
    >
      <SiteRouter path={path}>
        <DepositView />
        <LocationProbe />
      </SiteRouter>
    </MemberCentreEdgeProvider>,
    edge,
  );
  return { location: () => screen.getByTestId('location').textContent };
}

const amountInput = () => screen.getByLabelText('Amount (RM)') as HTMLInputElement;
const submitButton = (name: 'Pay now' | 'Submit deposit') => screen.getByRole('button', { name });

describe('deposit page', () => {
  it("is the member centre's depositv2 page; the other pages still say they are coming", async () => {
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
          { ...quietMemberCentrePages(), deposit: createDepositEdge(environment()) },
        )}
      >
        <SiteRouter path={'/?mc=depositv2'}>
          <CentreView />
        </SiteRouter>
      </MemberCentreEdgeProvider>,
      root.edge,
    );
    const page = await screen.findByTestId('centre-page-depositv2');
    await within(page).findByTestId('deposit-form');
    expect(within(page).queryByText('This page is coming soon.')).toBeNull();
    fireEvent.click(screen.getByTestId('centre-menu-bonusDetails'));
    expect((await screen.findByTestId('centre-page-bonusDetails')).textContent).toContain('This page is coming soon.');
  });

  it('shows progress while the channels load, then the channels, presets and limits with the currency', async () => {
    let answer: (value: DepositMethods) => void = () => {};
    openPage(environment({ loadDepositMethods: () => new Promise((resolve) => (answer = resolve)) }));
    expect(screen.getByRole('status').textContent).toBe('Loading the deposit channels…');
    answer(methods);
    await screen.findByTestId('deposit-form');
    expect((screen.getByRole('radio', { name: /FPX online/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: /Maybank transfer/ })).toBeTruthy();
    const presets = within(screen.getByRole('group', { name: 'Preset amounts' })).getAllByRole('button');
    expect(presets.map((button) => button.textContent)).toEqual(['RM 100.00', 'RM 1,000.00']);
    expect(screen.getByText('Minimum RM 10.00, maximum RM 5,000.00').id).toBe('deposit-amount-limits');
    fireEvent.click(presets[1]);
    expect(amountInput().value).toBe('1000');
    expect(presets[1].getAttribute('aria-pressed')).toBe('true');
    // an online payment asks for no reference or proof
    expect(screen.queryByLabelText('Transfer reference')).toBeNull();
  });

  it('shows the merchant account, the reference and the proof for a bank transfer', async () => {
    openPage(environment());
    fireEvent.click(await screen.findByRole('radio', { name: /Maybank transfer/ }));
    const account = screen.getByTestId('deposit-account');
    expect(account.textContent).toContain('Demo Merchant Sdn Bhd');
    expect(account.textContent).toContain('5140 1234 5678');
    expect(screen.getByLabelText('Transfer reference')).toBeTruthy();
    expect(screen.getByLabelText('Proof of transfer')).toBeTruthy();
    expect(screen.getByText('Minimum RM 50.00, maximum RM 50,000.00')).toBeTruthy();
  });

  it('puts field errors under their fields, described and marked invalid, and clears one as it is corrected', async () => {
    const env = environment();
    openPage(env);
    await screen.findByTestId('deposit-form');
    fireEvent.change(amountInput(), { target: { value: '5000.01' } });
    fireEvent.click(submitButton('Pay now'));
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
    expect(amountInput().getAttribute('aria-describedby')).toBe('deposit-amount-limits deposit-amount-error');
    expect(document.getElementById('deposit-amount-error')?.textContent).toBe('The amount must be at most RM 5,000.00.');
    expect(amountInput().value).toBe('5000.01');
    fireEvent.change(amountInput(), { target: { value: '12.345' } });
    expect(amountInput().getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(submitButton('Pay now'));
    expect(document.getElementById('deposit-amount-error')?.textContent).toBe('Enter a positive amount with at most two decimals.');
    fireEvent.click(screen.getByRole('radio', { name: /Maybank transfer/ }));
    fireEvent.change(amountInput(), { target: { value: '60' } });
    fireEvent.click(submitButton('Submit deposit'));
    expect(document.getElementById('deposit-reference-error')?.textContent).toBe('Please enter the reference of your transfer.');
    expect(document.getElementById('deposit-proof-error')?.textContent).toBe('Please attach a proof of your transfer.');
    expect(screen.getByLabelText('Proof of transfer').getAttribute('aria-invalid')).toBe('true');
    expect(env.newIdempotencyKey).not.toHaveBeenCalled();
  });

  it("shows the gateway's refusal under the amount and its other failures above the button, keeping what was typed", async () => {
    const depositByLaunchUrl = vi
      .fn()
      .mockRejectedValueOnce({ errorCode: 'request_param_err', value: null, fields: { amount: 'Maximum for this channel is 2,000.00' } })
      .mockRejectedValueOnce({ errorCode: 'payment.provider.unavailable', value: null })
      .mockRejectedValueOnce({ errorCode: 'network.error', value: null })
      .mockResolvedValueOnce({ depositId: '41', redirectUrl: '/paygate/checkout/41' });
    const env = environment({
      depositByLaunchUrl,
      newIdempotencyKey: vi.fn().mockReturnValueOnce('attempt-key-0000000001').mockReturnValue('attempt-key-0000000002'),
    });
    openPage(env);
    await screen.findByTestId('deposit-form');
    fireEvent.change(amountInput(), { target: { value: '2500' } });
    fireEvent.click(submitButton('Pay now'));
    expect(await screen.findByRole('status')).toBeTruthy();
    await waitFor(() => expect(document.getElementById('deposit-amount-error')?.textContent).toBe('Maximum for this channel is 2,000.00'));
    expect(amountInput().value).toBe('2500');
    fireEvent.change(amountInput(), { target: { value: '1500' } });
    fireEvent.click(submitButton('Pay now'));
    expect((await screen.findByRole('alert')).textContent).toContain('The payment provider did not answer.');
    expect(amountInput().value).toBe('1500');
    fireEvent.click(submitButton('Pay now'));
    expect((await screen.findByRole('alert')).textContent).toContain('Submitting the same details again will not pay twice.');
    fireEvent.click(submitButton('Pay now'));
    await screen.findByText('Taking you to the payment page…');
    expect(screen.getByRole('status').textContent).toBe('Taking you to the payment page…');
    expect(env.openCheckout).toHaveBeenCalledWith('/paygate/checkout/41');
    // the attempt whose answer was lost went again with its own key
    expect(depositByLaunchUrl.mock.calls.map(([request]) => request)).toEqual([
      { bankCode: 'PG1', amount: '2500', idempotencyKey: 'attempt-key-0000000001' },
      { bankCode: 'PG1', amount: '1500', idempotencyKey: 'attempt-key-0000000002' },
      { bankCode: 'PG1', amount: '1500', idempotencyKey: 'attempt-key-0000000002' },
      { bankCode: 'PG1', amount: '1500', idempotencyKey: 'attempt-key-0000000002' },
    ]);
  });

  it('sends a bank transfer with its uploaded proof, then shows it and puts its id in the address', async () => {
    const uploadImage = vi.fn(async () => ({ imageId: '77' }));
    const manualTransfer = vi.fn(async () => ({ depositId: '42' }));
    const { location } = openPage(environment({ uploadImage, manualTransfer, loadDeposit: async () => record() }));
    fireEvent.click(await screen.findByRole('radio', { name: /Maybank transfer/ }));
    fireEvent.change(amountInput(), { target: { value: '1234.5' } });
    fireEvent.change(screen.getByLabelText('Transfer reference'), { target: { value: 'TRX-1' } });
    const slip = new File([PNG_HEAD], 'slip.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Proof of transfer'), { target: { files: [slip] } });
    await screen.findByText('Uploaded');
    expect(uploadImage).toHaveBeenCalledWith(slip, 'png');
    fireEvent.click(submitButton('Submit deposit'));
    const result = await screen.findByTestId('deposit-result');
    await within(result).findByText('Waiting for review');
    expect(within(result).getByTestId('deposit-amount').textContent).toBe('RM 1,234.50');
    expect(manualTransfer).toHaveBeenCalledWith({
      bankCode: 'MT1',
      amount: '1234.5',
      reference: 'TRX-1',
      proofImageId: '77',
      idempotencyKey: 'attempt-key-0000000001',
    });
    await waitFor(() => expect(location()).toBe('/?mc=depositv2&depositId=42'));
  });

  it('refuses a file that is not an image by its content', async () => {
    const uploadImage = vi.fn(async () => ({ imageId: '77' }));
    openPage(environment({ uploadImage }));
    fireEvent.click(await screen.findByRole('radio', { name: /Maybank transfer/ }));
    const script = new File(['<script>alert(1)</script>'], 'slip.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Proof of transfer'), { target: { files: [script] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Only PNG or JPEG images are accepted.');
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('follows the deposit the provider sent the member back with until it is credited, then reloads the balance', async () => {
    const loadDeposit = vi
      .fn()
      .mockResolvedValueOnce(record({ bankType: 'PG', status: 'awaitingPayment', cancellable: false, redirectUrl: '/paygate/checkout/42' }))
      .mockResolvedValue(record({ bankType: 'PG', status: 'credited', cancellable: false, completedTime: Date.UTC(2026, 0, 2, 3, 6) }));
    const env = environment({ loadDeposit, pollIntervalMs: 300 });
    const root = rootWithBalanceSpy();
    const { location } = openPage(env, '/?mc=depositv2&depositId=42', root.edge);
    expect(screen.getByRole('status').textContent).toBe('Loading the deposit channels…');
    await screen.findByText('Waiting for payment');
    expect(screen.getByRole('link', { name: 'Continue to payment' }).getAttribute('href')).toBe('/paygate/checkout/42');
    expect(screen.getByText('Checking the status every few seconds…').getAttribute('role')).toBe('status');
    await screen.findByText('Credited');
    // the header's balance chart, in the same actor system, is told once
    expect(root.balanceChanges()).toBe(1);
    expect(loadDeposit).toHaveBeenCalledWith('42');
    expect(screen.queryByRole('button', { name: 'Cancel deposit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'New deposit' }));
    await screen.findByTestId('deposit-form');
    await waitFor(() => expect(location()).toBe('/?mc=depositv2'));
  });

  it('cancels a transfer awaiting review only after the confirmation', async () => {
    let cancelled = false;
    const cancelDeposit = vi.fn(async () => {
      cancelled = true;
    });
    const loadDeposit = vi.fn(async () => (cancelled ? record({ status: 'cancelled', cancellable: false }) : record()));
    openPage(environment({ loadDeposit, cancelDeposit, pollIntervalMs: 60_000 }), '/?mc=depositv2&depositId=42');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel deposit' }));
    expect(screen.getByRole('group', { name: 'Cancel this deposit?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No, keep it' }));
    expect(cancelDeposit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel deposit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await screen.findByText('This deposit was cancelled.');
    expect(cancelDeposit).toHaveBeenCalledWith('42');
  });

  it('says so when the channels or a deposit cannot be loaded, and tries again', async () => {
    const loadDepositMethods = vi.fn().mockRejectedValueOnce({ errorCode: 'network.error', value: null }).mockResolvedValue(methods);
    const loadDeposit = vi.fn().mockRejectedValueOnce({ errorCode: 'deposit.not.found', value: null }).mockResolvedValue(record());
    openPage(environment({ loadDepositMethods, loadDeposit }), '/?mc=depositv2&depositId=42');
    expect((await screen.findByRole('alert')).textContent).toContain('The deposit channels could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This deposit was not found.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Waiting for review');
  });

  it('says so when the merchant takes no deposits now', async () => {
    openPage(environment({ loadDepositMethods: async () => ({ ...methods, allowDeposit: false, channels: [] }) }));
    expect((await screen.findByTestId('deposit-unavailable')).textContent).toBe('Deposits are not available at the moment.');
  });
});
