/**
 * The member centre's withdraw page through the real `withdraw`, `withdrawalConfirmation` and
 * `imageUpload` charts, with the gateway's answers and the browser's steps faked at the withdraw
 * edge: the security centre when an account or the payment password is missing, the turnover, no
 * form when less than the minimum may leave (why, in Malay, English and Chinese), the
 * form's checks under their fields (typed input kept), the fee preview, a refused payment password,
 * the request made, and the answers to a payment waiting for confirmation.
 */
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import type { WithdrawalRecord, WithdrawPageData } from '../../../machines/withdraw';
import { selectSessionRef } from '../../../machines/system-status';
import { createMemberCentreEdge, MemberCentreEdgeProvider } from '../../../src/app/member-centre.edge';
import { createWithdrawEdge } from '../../../src/app/withdraw.edge';
import type { WithdrawEnvironment } from '../../../src/app/withdraw.edge';
import CentreView from '../../../src/views/centre/centre.view';
import { moneyText } from '../../../src/views/centre/money';
import { WithdrawNothing } from '../../../src/views/member-centre/withdraw/withdraw-nothing';
import { WithdrawTurnover } from '../../../src/views/member-centre/withdraw/withdraw-turnover';
import { WithdrawView } from '../../../src/views/member-centre/withdraw/withdraw.view';
import { member, renderI18n, renderWithEdge, rootWithBalanceSpy, SiteRouter, startRoot, systemStatus } from '../support/drivers';
import type { AppEdge } from '../../../src/app/app-context';
import { activateLocale, i18n } from '../support/languages';
import type { TestLocale } from '../support/languages';
import { quietMemberCentrePages, quietWithdrawEnvironment } from '../support/test-area-edges';

afterEach(cleanup);

const page: WithdrawPageData = {
  currencySymbol: 'RM',
  settings: {
    minWithdrawal: 50,
    maxWithdrawal: 5000,
    maxTransactionTimes: 5,
    remainingTransactionTimes: 4,
    remainingWithdrawAmount: 20000,
    feeFixed: 1,
    feePercent: 1,
    confirmMinutes: 30,
    hasPaymentPassword: true,
  },
  turnover: {
    status: 'I',
    details: [
      { gameType: 'RNG', actualTurnover: 300 },
      { gameType: 'LIVE', actualTurnover: 1250.5 },
    ],
    totalRequiredTurnover: 2000,
    totalActualTurnover: 1550.5,
    remainingTurnover: 449.5,
    mainBalance: 1500,
    withdrawableBalance: 800,
    lockedBalance: 700,
  },
  cards: [
    { bankCardId: '1', bankName: 'Maybank', cardNumber: '**** **** 1234', cardHolder: 'Ann Lee', active: true },
    { bankCardId: '2', bankName: 'CIMB', cardNumber: '**** **** 9876', cardHolder: 'Ann Lee', active: true },
  ],
};

const record = (overrides: Partial<WithdrawalRecord> = {}): WithdrawalRecord => ({
  withdrawalId: '7',
  amount: 100,
  charge: 2,
  payout: 98,
  status: 'pendingReview',
  bankName: 'Maybank',
  cardNumber: '**** **** 1234',
  requestTime: Date.UTC(2026, 0, 2, 3, 4),
  completedTime: null,
  confirmBy: null,
  receivedAmount: null,
  ...overrides,
});

/** A paid withdrawal waiting for the member's answer, 10 minutes before it counts as received. */
const awaiting = () => record({ withdrawalId: '9', status: 'awaitingConfirmation', confirmBy: Date.now() + 10 * 60_000 - 5_000 });

/** A PNG's first bytes: the proof field checks the content, not the name. */
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function environment(overrides: Partial<WithdrawEnvironment> = {}): WithdrawEnvironment {
  return {
    ...quietWithdrawEnvironment(),
    loadWithdrawPage: vi.fn(async () => page),
    loadWithdrawCharges: vi.fn(async (amount: string) => ({ charge: 2, receivable: Number(amount) - 2 })),
    loadPaymentConfirmations: vi.fn(async () => []),
    newIdempotencyKey: vi.fn(() => 'attempt-key-0000000001'),
    feeDebounceMs: 10,
    ...overrides,
  };
}

function openPage(env: WithdrawEnvironment, edge?: AppEdge) {
  renderI18n(
    <MemberCentreEdgeProvider
      value={createMemberCentreEdge(
        { loadSingleWallet: async () => false, loadUnreadCount: async () => 0 },
        { ...quietMemberCentrePages(), withdraw: createWithdrawEdge(env) },
      )}
    >
      <MemoryRouter initialEntries={['/?mc=withdraw']}>
        <WithdrawView />
        <LocationProbe />
      </MemoryRouter>
    </MemberCentreEdgeProvider>,
    edge,
  );
  return { location: () => screen.getByTestId('location').textContent };
}

const amountInput = () => screen.getByLabelText('Amount (RM)') as HTMLInputElement;
const passwordInput = () => screen.getByLabelText('Payment password') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));

describe('withdraw page', () => {
  it("is the member centre's withdraw page, and without an account it leads to the security centre", async () => {
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
          { ...quietMemberCentrePages(), withdraw: createWithdrawEdge(environment({ loadWithdrawPage: async () => ({ ...page, cards: [] }) })) },
        )}
      >
        <SiteRouter path={'/?mc=withdraw'}>
          <CentreView />
          <LocationProbe />
        </SiteRouter>
      </MemberCentreEdgeProvider>,
      root.edge,
    );
    const body = await screen.findByTestId('centre-page-withdraw');
    const setup = await within(body).findByTestId('withdraw-setup');
    expect(setup.textContent).toContain('Bind a bank account to receive the money.');
    expect(setup.textContent).not.toContain('Set a payment password');
    expect(within(body).queryByTestId('withdraw-form')).toBeNull();
    const link = within(setup).getByRole('link', { name: 'Go to the security centre' });
    expect(link.getAttribute('href')).toBe('/?mc=securityCenter');
    fireEvent.click(link);
    await screen.findByTestId('centre-page-securityCenter');
    expect(screen.getByTestId('location').textContent).toBe('/?mc=securityCenter');
  });

  it('asks for a payment password too when none is set', async () => {
    openPage(environment({ loadWithdrawPage: async () => ({ ...page, settings: { ...page.settings, hasPaymentPassword: false } }) }));
    const setup = await screen.findByTestId('withdraw-setup');
    expect(setup.textContent).toContain('Set a payment password to approve withdrawals.');
  });

  it('shows progress while loading, then the turnover, the accounts and the limits with the currency', async () => {
    let answer: (value: WithdrawPageData) => void = () => {};
    openPage(environment({ loadWithdrawPage: () => new Promise((resolve) => (answer = resolve)) }));
    expect(screen.getByText('Loading your withdrawal details…').getAttribute('role')).toBe('status');
    answer(page);
    await screen.findByTestId('withdraw-form');
    const turnover = screen.getByTestId('withdraw-turnover');
    expect(within(turnover).getByTestId('withdraw-withdrawable').textContent).toBe('RM 800.00');
    expect(within(turnover).getByTestId('withdraw-remaining-turnover').textContent).toBe('RM 449.50');
    expect(within(turnover).getByRole('row', { name: /Live casino/ }).textContent).toContain('RM 1,250.50');
    expect((screen.getByRole('radio', { name: /Maybank/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(/Minimum RM 50.00, maximum RM 5,000.00/).id).toBe('withdraw-amount-limits');
  });

  it('offers no form when less than the minimum can leave, and says how much is still to wager (issue 32: RM 13.60 of RM 500.00)', async () => {
    const probe = {
      ...page,
      settings: { ...page.settings, minWithdrawal: 100 },
      turnover: {
        ...page.turnover,
        status: 'I' as const,
        mainBalance: 500,
        withdrawableBalance: 13.6,
        remainingTurnover: 486.4,
        lockedBalance: 486.4,
      },
    };
    const env = environment({ loadWithdrawPage: async () => probe });
    openPage(env);
    const nothing = await screen.findByTestId('withdraw-nothing');
    expect(nothing.getAttribute('data-reason')).toBe('turnover');
    expect(nothing.textContent).toContain('Nothing can be withdrawn yet');
    expect(nothing.textContent).toContain('You can withdraw RM 13.60 now; the minimum withdrawal is RM 100.00.');
    expect(screen.getByTestId('withdraw-nothing-turnover').textContent).toBe('Wager RM 486.40 more to unlock the rest of your balance.');
    expect(within(nothing).getByRole('link', { name: 'Play more games' }).getAttribute('href')).toBe('/');
    // no form, no submit and no "you receive" worked out from an amount that cannot leave
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.queryByText('You receive')).toBeNull();
    expect(env.loadWithdrawCharges).not.toHaveBeenCalled();
    expect(screen.getByTestId('withdraw-turnover').textContent).toContain('Slots');
  });

  it('says the balance is below the minimum when nothing is left to wager', async () => {
    const short = {
      ...page,
      turnover: { ...page.turnover, status: 'A' as const, mainBalance: 49.99, withdrawableBalance: 49.99, remainingTurnover: 0, lockedBalance: 0 },
    };
    openPage(environment({ loadWithdrawPage: async () => short }));
    const nothing = await screen.findByTestId('withdraw-nothing');
    expect(nothing.getAttribute('data-reason')).toBe('belowMinimum');
    expect(nothing.textContent).toContain('You can withdraw RM 49.99 now; the minimum withdrawal is RM 50.00.');
    expect(screen.queryByTestId('withdraw-nothing-turnover')).toBeNull();
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
  });

  for (const [locale, texts] of Object.entries({
    ms: [
      'Belum ada jumlah yang boleh dikeluarkan',
      'Anda boleh mengeluarkan RM 0.00 sekarang; pengeluaran minimum ialah RM 50.00.',
      'Pertaruhkan RM 700.00 lagi untuk membuka baki anda yang selebihnya.',
    ],
    zh: ['暂时没有可取款的金额', '您现在可取款 RM 0.00，最低取款金额为 RM 50.00。', '再投注 RM 700.00 即可解锁其余余额。'],
  }) as [TestLocale, string[]][]) {
    it(`explains it in ${locale}`, () => {
      activateLocale(locale);
      render(
        <I18nProvider i18n={i18n}>
          <MemoryRouter>
            <WithdrawNothing
              nothing={{ reason: 'turnover', withdrawable: 0, minimum: 50, remainingTurnover: 700 }}
              money={(amount) => moneyText('RM', amount)}
            />
          </MemoryRouter>
        </I18nProvider>,
      );
      const nothing = screen.getByTestId('withdraw-nothing');
      for (const text of texts) expect(nothing.textContent).toContain(text);
    });
  }

  it('refuses bad amounts under the field, named and described, keeping what was typed', async () => {
    const env = environment({ submitWithdraw: vi.fn(async () => record()) });
    openPage(env);
    await screen.findByTestId('withdraw-form');
    fireEvent.change(amountInput(), { target: { value: '20' } });
    submit();
    expect(amountInput().getAttribute('aria-invalid')).toBe('true');
    expect(amountInput().getAttribute('aria-describedby')).toBe('withdraw-amount-limits withdraw-fee withdraw-amount-error');
    expect(document.getElementById('withdraw-amount-error')?.textContent).toBe('The amount must be at least RM 50.00.');
    expect(document.getElementById('withdraw-password-error')?.textContent).toBe('Please enter your payment password.');
    expect(amountInput().value).toBe('20');
    fireEvent.change(amountInput(), { target: { value: '900' } });
    expect(amountInput().getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(passwordInput(), { target: { value: '12345' } });
    submit();
    expect(document.getElementById('withdraw-amount-error')?.textContent).toBe('You can withdraw at most RM 800.00 now.');
    expect(document.getElementById('withdraw-password-error')?.textContent).toBe('The payment password is 6 digits.');
    fireEvent.change(amountInput(), { target: { value: '12.345' } });
    submit();
    expect(document.getElementById('withdraw-amount-error')?.textContent).toBe('Enter a positive amount with at most two decimals.');
    expect(amountInput().value).toBe('12.345');
    expect(env.submitWithdraw).not.toHaveBeenCalled();
    expect(env.newIdempotencyKey).not.toHaveBeenCalled();
  });

  it('shows the fee of the typed amount once typing pauses', async () => {
    const env = environment();
    openPage(env);
    await screen.findByTestId('withdraw-form');
    fireEvent.change(amountInput(), { target: { value: '100' } });
    expect(screen.getByText('Working out the fee…').getAttribute('role')).toBe('status');
    const fee = screen.getByTestId('withdraw-fee');
    await within(fee).findByText('RM 98.00');
    expect(fee.textContent).toContain('FeeRM 2.00');
    expect(env.loadWithdrawCharges).toHaveBeenCalledTimes(1);
    expect(env.loadWithdrawCharges).toHaveBeenCalledWith('100');
  });

  it('says a refused payment password is wrong with the tries left, keeps the amount, then makes the request', async () => {
    const submitWithdraw = vi
      .fn()
      .mockRejectedValueOnce({ errorCode: 'invalid.payment.pw', value: { attemptsLeft: 4 } })
      .mockRejectedValueOnce({ errorCode: 'payment.password.locked', value: { lockedUntil: '2026-01-02T00:15:00Z', retryAfterSeconds: 540 } })
      .mockResolvedValueOnce(record());
    const env = environment({ submitWithdraw });
    const root = rootWithBalanceSpy();
    openPage(env, root.edge);
    await screen.findByTestId('withdraw-form');
    fireEvent.click(screen.getByRole('radio', { name: /CIMB/ }));
    fireEvent.change(amountInput(), { target: { value: '100' } });
    fireEvent.change(passwordInput(), { target: { value: '111111' } });
    submit();
    expect(await screen.findByText('Sending your withdrawal request…')).toBeTruthy();
    await waitFor(() =>
      expect(document.getElementById('withdraw-password-error')?.textContent).toBe(
        'The payment password is wrong. 4 tries left before it is locked.',
      ),
    );
    expect(passwordInput().getAttribute('aria-invalid')).toBe('true');
    expect(amountInput().value).toBe('100');
    fireEvent.change(passwordInput(), { target: { value: '222222' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Please try again in 9 minutes.');
    expect(amountInput().value).toBe('100');
    fireEvent.change(passwordInput(), { target: { value: '123456' } });
    submit();
    const result = await screen.findByTestId('withdraw-result');
    expect(within(result).getByTestId('withdraw-status').textContent).toBe('Pending review');
    expect(within(result).getByTestId('withdraw-result-amount').textContent).toBe('RM 100.00');
    // the header's balance chart, in the same actor system, is told once
    expect(root.balanceChanges()).toBe(1);
    expect(submitWithdraw.mock.calls.map(([request]) => request)).toEqual([
      { amount: '100', bankCardId: '2', password: '111111', idempotencyKey: 'attempt-key-0000000001' },
      { amount: '100', bankCardId: '2', password: '222222', idempotencyKey: 'attempt-key-0000000001' },
      { amount: '100', bankCardId: '2', password: '123456', idempotencyKey: 'attempt-key-0000000001' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'New withdrawal' }));
    await screen.findByTestId('withdraw-form');
    expect(amountInput().value).toBe('');
  });

  it('says so when the page cannot be loaded, and tries again', async () => {
    const loadWithdrawPage = vi.fn().mockRejectedValueOnce({ errorCode: 'network.error', value: null }).mockResolvedValue(page);
    openPage(environment({ loadWithdrawPage }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your withdrawal details could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('withdraw-form');
  });
});

describe('wagered by game type (issue 32: internal codes shown to players)', () => {
  for (const [locale, names] of Object.entries({
    en: ['Slots', 'Live casino', 'Other games'],
    ms: ['Slot', 'Kasino langsung', 'Permainan lain'],
    zh: ['老虎机', '真人娱乐', '其他游戏'],
  }) as [TestLocale, string[]][]) {
    it(`names each game type in ${locale}, never by its code`, () => {
      activateLocale(locale);
      render(
        <I18nProvider i18n={i18n}>
          <WithdrawTurnover
            turnover={{ ...page.turnover, details: [...page.turnover.details, { gameType: 'XYZ', actualTurnover: 5 }] }}
            money={(amount) => moneyText('RM', amount)}
          />
        </I18nProvider>,
      );
      const heads = within(screen.getByTestId('withdraw-turnover'))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
      expect(heads).toEqual(names);
    });
  }
});

describe('withdrawal confirmation', () => {
  it('lists a paid withdrawal above the form with the time left, and answers "received" after a confirmation', async () => {
    const sendConfirmationAnswer = vi.fn(async () => record({ withdrawalId: '9', status: 'completed' }));
    const loadPaymentConfirmations = vi.fn().mockResolvedValueOnce([awaiting()]).mockResolvedValue([]);
    openPage(environment({ loadPaymentConfirmations, sendConfirmationAnswer }));
    const section = await screen.findByTestId('withdrawal-confirmation');
    expect(within(section).getByRole('heading', { name: 'Withdrawal confirmation' })).toBeTruthy();
    expect(section.textContent).toContain('The payment has been disbursed, please click whether it has been received.');
    expect(section.textContent).toContain('If you do not confirm within 10 minutes, it will be regarded as received.');
    await screen.findByTestId('withdraw-form');
    // the confirmation comes before the form
    expect(section.compareDocumentPosition(screen.getByTestId('withdraw-form')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Received' }));
    expect(within(section).getByRole('group', { name: 'Confirm that you received RM 98.00?' })).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Back' }));
    expect(sendConfirmationAnswer).not.toHaveBeenCalled();
    fireEvent.click(within(section).getByRole('button', { name: 'Received' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Yes, confirm' }));
    expect((await screen.findByText('Thank you, your answer was sent.')).getAttribute('role')).toBe('status');
    expect(sendConfirmationAnswer).toHaveBeenCalledWith({ withdrawalId: '9', answer: 'received' });
    expect(screen.queryByTestId('withdrawal-confirmation')).toBeNull();
  });

  it('answers "partly received" with the amount and shows what remains; a failure keeps the amount', async () => {
    const sendConfirmationAnswer = vi
      .fn()
      .mockRejectedValueOnce({ errorCode: 'network.error', value: null })
      .mockResolvedValue(record({ withdrawalId: '9', status: 'awaitingConfirmation' }));
    openPage(environment({ loadPaymentConfirmations: vi.fn(async () => [awaiting()]), sendConfirmationAnswer }));
    const section = await screen.findByTestId('withdrawal-confirmation');
    fireEvent.click(within(section).getByRole('button', { name: 'Partly received' }));
    const received = within(section).getByLabelText('Received amount') as HTMLInputElement;
    fireEvent.change(received, { target: { value: '98' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Continue' }));
    expect(received.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('withdrawal-confirmation-received-error')?.textContent).toBe(
      'Enter less than RM 98.00. If the whole amount arrived, choose Received.',
    );
    fireEvent.change(received, { target: { value: '30' } });
    expect(within(section).getByTestId('withdrawal-confirmation-remaining').textContent).toBe('Remaining amount: RM 68.00');
    fireEvent.click(within(section).getByRole('button', { name: 'Continue' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Yes, confirm' }));
    expect((await within(section).findByRole('alert')).textContent).toContain('Network error.');
    expect((within(section).getByLabelText('Received amount') as HTMLInputElement).value).toBe('30');
    fireEvent.click(within(section).getByRole('button', { name: 'Continue' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Yes, confirm' }));
    await screen.findByText('Thank you, your answer was sent.');
    expect(sendConfirmationAnswer).toHaveBeenLastCalledWith({ withdrawalId: '9', answer: 'partlyReceived', receivedAmount: '30' });
  });

  it('answers "not received" only with an uploaded proof', async () => {
    const uploadImage = vi.fn(async () => ({ imageId: '77' }));
    const sendConfirmationAnswer = vi.fn(async () => record({ withdrawalId: '9', status: 'disputed' }));
    openPage(environment({ loadPaymentConfirmations: vi.fn(async () => [awaiting()]), sendConfirmationAnswer, uploadImage }));
    const section = await screen.findByTestId('withdrawal-confirmation');
    fireEvent.click(within(section).getByRole('button', { name: 'Not received' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Continue' }));
    expect(document.getElementById('withdrawal-confirmation-proof-error')?.textContent).toBe(
      'Please upload proof of not receiving for staff to investigate',
    );
    const proof = new File([PNG_HEAD], 'proof.png', { type: 'image/png' });
    fireEvent.change(within(section).getByLabelText('Upload image'), { target: { files: [proof] } });
    await within(section).findByText('Uploaded');
    expect(uploadImage).toHaveBeenCalledWith(proof, 'png');
    fireEvent.click(within(section).getByRole('button', { name: 'Continue' }));
    expect(within(section).getByRole('group', { name: 'Confirm that this payment of RM 98.00 did not arrive?' })).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Yes, confirm' }));
    await screen.findByText('Thank you, your answer was sent.');
    expect(sendConfirmationAnswer).toHaveBeenCalledWith({ withdrawalId: '9', answer: 'notReceived', proofImageId: '77' });
  });
});
