/**
 * The member centre's security centre through the real `securityCenter`, `profileField`,
 * `contactBinding`, `paymentPassword`, `smsCountdown` and `bankCards` charts, with the gateway's
 * answers faked at the security centre's edge: the sections from the config (phone and e-mail
 * masked), a first mobile number bound by its code, a bound one changed by two codes, a wrong code
 * and a taken number refused with what was typed kept, an e-mail address bound, the real name set
 * once after a confirmation, the birthday's age rule on both sides, the payment PIN set, a change
 * refused with the answers left, the lock, a reset by texted code, an account refused for its
 * holder with what was typed kept, a delete behind its confirmation, and the login password's
 * change opening the session's dialog.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import type { Bank, BankCard, BankCardList } from '../../../machines/bank-cards';
import type { ContactSaved } from '../../../machines/contact-binding';
import type { SecurityConfig } from '../../../machines/security-center';
import { selectSessionRef } from '../../../machines/system-status';
import { createMemberCentreEdge, MemberCentreEdgeProvider } from '../../../src/app/member-centre.edge';
import { createSecurityCenterEdge } from '../../../src/app/security-center.edge';
import type { SecurityCenterEnvironment } from '../../../src/app/security-center.edge';
import CentreView from '../../../src/views/centre/centre.view';
import { SecurityCenterView } from '../../../src/views/member-centre/security-center/security-center.view';
import { member, renderI18n, renderWithEdge, SiteRouter, startRoot, systemStatus } from '../support/drivers';
import { quietMemberCentrePages, quietSecurityCenterEnvironment } from '../support/test-area-edges';

afterEach(cleanup);

const fresh: SecurityConfig = {
  account: 'ann88',
  nickname: 'ann88',
  payeeName: null,
  birthday: null,
  mobile: '+63 917***4567',
  email: null,
  paymentPassword: { set: false, lockedUntil: null, retryAfterSeconds: 0, attemptsLeft: 5 },
  bankCards: { count: 0, maxCardCount: 3 },
};
const complete: SecurityConfig = {
  ...fresh,
  payeeName: 'Ann Lee',
  birthday: '1990-05-06',
  email: 'a***@example.com',
  paymentPassword: { set: true, lockedUntil: null, retryAfterSeconds: 0, attemptsLeft: 5 },
};

const banks: Bank[] = [
  { bankCode: 'MBB', bankName: 'Maybank', cardType: 'BC', minLength: 12, maxLength: 12 },
  { bankCode: 'GCASH', bankName: 'GCash', cardType: 'EW', minLength: 11, maxLength: 11 },
];
const card: BankCard = {
  bankCardId: 7,
  bankCode: 'MBB',
  bankName: 'Maybank',
  cardNumber: '**** **** **** 5678',
  cardHolder: 'Ann Lee',
  cardType: 'BC',
  withdrawActive: true,
  createdAt: '2026-01-01T01:00:00.000Z',
};
const list = (cards: BankCard[] = [card]): BankCardList => ({ bankCards: cards, maxCardCount: 3, remainingCardCount: 3 - cards.length });

function environment(config: SecurityConfig, overrides: Partial<SecurityCenterEnvironment> = {}): SecurityCenterEnvironment {
  return {
    ...quietSecurityCenterEnvironment(),
    loadSecurityConfig: vi.fn(async () => config),
    loadPaymentPasswordState: vi.fn(async () => config.paymentPassword),
    loadBankCards: vi.fn(async () => list(config.payeeName ? [card] : [])),
    loadBanks: vi.fn(async () => banks),
    ...overrides,
  };
}

function openPage(env: SecurityCenterEnvironment) {
  renderI18n(
    <MemberCentreEdgeProvider
      value={createMemberCentreEdge(
        { loadSingleWallet: async () => false, loadUnreadCount: async () => 0 },
        { ...quietMemberCentrePages(), securityCenter: createSecurityCenterEdge(env) },
      )}
    >
      <MemoryRouter initialEntries={['/?mc=securityCenter']}>
        <SecurityCenterView />
      </MemoryRouter>
    </MemberCentreEdgeProvider>,
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const errorText = (id: string) => document.getElementById(`${id}-error`)?.textContent;

describe('security centre', () => {
  it("is the member centre's default page", async () => {
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
          { ...quietMemberCentrePages(), securityCenter: createSecurityCenterEdge(environment(complete)) },
        )}
      >
        <SiteRouter path={'/?mc=securityCenter'}>
          <CentreView />
        </SiteRouter>
      </MemberCentreEdgeProvider>,
      root.edge,
    );
    const page = await screen.findByTestId('centre-page-securityCenter');
    await within(page).findByTestId('security-center');
    // the login password is changed in the session's existing dialog
    fireEvent.click(within(page).getByRole('button', { name: 'Change login password' }));
    await waitForActor(session, (s) => s.matches({ signedIn: 'changingPassword' }));
  });

  it('shows progress, then every section from the config, the phone and e-mail masked with their bind or change buttons', async () => {
    let answer: (config: SecurityConfig) => void = () => {};
    openPage(environment(fresh, { loadSecurityConfig: () => new Promise((resolve) => (answer = resolve)) }));
    expect(screen.getByRole('status').textContent).toBe('Loading your security settings…');
    answer(fresh);
    await screen.findByTestId('security-center');
    expect(within(screen.getByTestId('security-profile')).getByText('ann88', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByTestId('security-row-payeeName').textContent).toContain('Not set');
    expect(screen.getByTestId('security-mobile').textContent).toBe('+63 917***4567');
    expect(screen.getByTestId('security-email').textContent).toBe('Not bound');
    const contact = within(screen.getByTestId('security-contact'));
    expect(contact.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([
      'Change mobile number',
      'Bind e-mail address',
    ]);
    expect(screen.getByTestId('payment-password-state').textContent).toBe('Not set');
    await screen.findByText('0 of 3 accounts bound.');
    // no account before the real name is set
    expect((screen.getByRole('button', { name: 'Add an account' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Set your real name in your profile first: accounts must be in your name.')).toBeTruthy();
  });

  it('binds a first mobile number by the code texted to it, showing progress, and then offers a PIN reset by SMS', async () => {
    const noPhone: SecurityConfig = { ...complete, mobile: null };
    let sent: (value: { expiredMinutes: number }) => void = () => {};
    const sendContactCode = vi.fn(() => new Promise<{ expiredMinutes: number }>((resolve) => (sent = resolve)));
    let saved: (value: ContactSaved) => void = () => {};
    const saveContact = vi.fn(() => new Promise<ContactSaved>((resolve) => (saved = resolve)));
    openPage(environment(noPhone, { sendContactCode, saveContact }));
    await screen.findByTestId('security-center');
    expect(screen.getByText(/To reset a forgotten payment password by SMS, a mobile number must be bound/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bind mobile number' }));
    const form = within(screen.getByTestId('contact-mobile-form'));
    // nothing is sent for a number that fails the checks
    type('New mobile number', '917');
    fireEvent.click(form.getByTestId('sms-code-button'));
    expect(errorText('contact-mobile-countryDialingCode')).toBe('Please enter the country code.');
    expect(errorText('contact-mobile-mobileNum')).toBe('This mobile number is not valid.');
    expect(sendContactCode).not.toHaveBeenCalled();
    type('Country code', '+63');
    type('New mobile number', '9175550002');
    fireEvent.click(form.getByTestId('sms-code-button'));
    expect(form.getByTestId('sms-code-button').textContent).toBe('Sending…');
    expect(sendContactCode).toHaveBeenCalledWith({
      purpose: 'updatePhone',
      mobileNum: '9175550002',
      countryDialingCode: '63',
      humanCheckToken: null,
    });
    sent({ expiredMinutes: 5 });
    await waitFor(() => expect(form.getByTestId('sms-code-button').textContent).toBe('300 s'));
    type('Verification code', '123456');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(form.getByRole('status').textContent).toBe('Saving…');
    expect(input('New mobile number').disabled).toBe(true);
    expect(saveContact).toHaveBeenCalledWith({ kind: 'mobile', countryDialingCode: '63', mobileNum: '9175550002', verificationCode: '123456' });
    saved({ kind: 'mobile', value: '+63 917***0002' });
    await waitFor(() => expect(screen.getByTestId('security-mobile').textContent).toBe('+63 917***0002'));
    expect(within(screen.getByTestId('security-row-mobile')).getByRole('status').textContent).toBe('Saved.');
    expect(screen.queryByTestId('contact-mobile-form')).toBeNull();
    expect(screen.getByRole('button', { name: 'Change mobile number' })).toBeTruthy();
    // the payment password now offers its reset by texted code
    expect(screen.queryByText(/a mobile number must be bound/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Forgot payment password' })).toBeTruthy();
  });

  it('changes a bound mobile number: a code to the bound number first, then one to the new number', async () => {
    const sendContactCode = vi.fn(async () => ({ expiredMinutes: 5 }));
    const verifyCurrentContact = vi.fn(async () => {});
    const saveContact = vi.fn(async () => ({ kind: 'mobile' as const, value: '+63 917***0002' }));
    openPage(environment(complete, { sendContactCode, verifyCurrentContact, saveContact }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change mobile number' }));
    const form = within(screen.getByTestId('contact-mobile-form'));
    expect(form.getByText('First confirm your current mobile number: we will text a code to +63 917***4567.')).toBeTruthy();
    expect(form.queryByLabelText('New mobile number')).toBeNull();
    fireEvent.click(form.getByTestId('sms-code-button'));
    await waitFor(() => expect(form.getByTestId('sms-code-button').textContent).toBe('300 s'));
    expect(sendContactCode).toHaveBeenLastCalledWith({ purpose: 'updatePhone', mobileNum: '', countryDialingCode: '', humanCheckToken: null });
    type('Code sent to your current mobile number', '654321');
    fireEvent.click(form.getByRole('button', { name: 'Continue' }));
    // the new number's own button, ready at once
    const newNumber = await screen.findByLabelText('New mobile number');
    expect(verifyCurrentContact).toHaveBeenCalledWith({ kind: 'mobile', verificationCode: '654321' });
    expect(form.getByTestId('sms-code-button').textContent).toBe('Get code');
    fireEvent.change(newNumber, { target: { value: '9175550002' } });
    type('Country code', '63');
    fireEvent.click(form.getByTestId('sms-code-button'));
    await waitFor(() => expect(form.getByTestId('sms-code-button').textContent).toBe('300 s'));
    expect(sendContactCode).toHaveBeenLastCalledWith({
      purpose: 'updatePhone',
      mobileNum: '9175550002',
      countryDialingCode: '63',
      humanCheckToken: null,
    });
    type('Verification code', '123456');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('security-mobile').textContent).toBe('+63 917***0002'));
    expect(saveContact).toHaveBeenCalledWith({ kind: 'mobile', countryDialingCode: '63', mobileNum: '9175550002', verificationCode: '123456' });
    expect(sendContactCode).toHaveBeenCalledTimes(2);
  });

  it('keeps what was typed when a code is wrong, says the tries left, and shows a taken number under its field', async () => {
    const verifyCurrentContact = vi
      .fn()
      .mockRejectedValueOnce({ errorCode: 'sms.code.invalid', value: { triesLeft: 4 }, triesLeft: 4 })
      .mockResolvedValueOnce(undefined);
    const saveContact = vi
      .fn()
      .mockRejectedValueOnce({ errorCode: 'sms.code.invalid', value: { triesLeft: 3 }, triesLeft: 3 })
      .mockRejectedValueOnce({ errorCode: 'request_param_err', value: null, fields: { mobileNum: 'mobile.taken' } });
    openPage(environment(complete, { verifyCurrentContact, saveContact }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change mobile number' }));
    type('Code sent to your current mobile number', '654321');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(errorText('contact-mobile-currentCode')).toBe('The code is incorrect.'));
    expect(screen.getByText('4 tries left for this code.')).toBeTruthy();
    expect(input('Code sent to your current mobile number').value).toBe('654321');
    expect(input('Code sent to your current mobile number').getAttribute('aria-invalid')).toBe('true');
    type('Code sent to your current mobile number', '654322');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByLabelText('New mobile number');
    type('Country code', '63');
    type('New mobile number', '9175550002');
    type('Verification code', '111111');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorText('contact-mobile-verificationCode')).toBe('The code is incorrect.'));
    expect(screen.getByText('3 tries left for this code.')).toBeTruthy();
    expect([input('Country code').value, input('New mobile number').value, input('Verification code').value]).toEqual(['63', '9175550002', '111111']);
    type('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorText('contact-mobile-mobileNum')).toBe('This mobile number belongs to another account.'));
    expect(input('New mobile number').value).toBe('9175550002');
    expect(screen.getByTestId('security-mobile').textContent).toBe('+63 917***4567');
  });

  it('binds an e-mail address by the code e-mailed to it', async () => {
    const sendContactCode = vi.fn(async () => ({ expiredMinutes: 5 }));
    const saveContact = vi.fn(async () => ({ kind: 'email' as const, value: 'a***@example.com' }));
    openPage(environment(fresh, { sendContactCode, saveContact }));
    fireEvent.click(await screen.findByRole('button', { name: 'Bind e-mail address' }));
    const form = within(screen.getByTestId('contact-email-form'));
    type('New e-mail address', 'ann@example');
    fireEvent.click(form.getByTestId('sms-code-button'));
    expect(errorText('contact-email-email')).toBe('This e-mail address is not valid.');
    expect(sendContactCode).not.toHaveBeenCalled();
    type('New e-mail address', ' ann@example.com ');
    fireEvent.click(form.getByTestId('sms-code-button'));
    await waitFor(() => expect(form.getByTestId('sms-code-button').textContent).toBe('300 s'));
    expect(sendContactCode).toHaveBeenCalledWith({
      purpose: 'changeEmail',
      mobileNum: '',
      countryDialingCode: '',
      email: 'ann@example.com',
      humanCheckToken: null,
    });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(errorText('contact-email-verificationCode')).toBe('Please enter the code we sent you.');
    type('Verification code', '２４６８１０');
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('security-email').textContent).toBe('a***@example.com'));
    expect(saveContact).toHaveBeenCalledWith({ kind: 'email', email: 'ann@example.com', verificationCode: '246810' });
  });

  it('sets the real name once, after a warning and a confirmation, and then offers accounts in that name', async () => {
    const saveProfileField = vi.fn(async ({ field, value }: { field: 'payeeName'; value: string }) => ({ field, value }));
    openPage(environment(fresh, { saveProfileField }));
    fireEvent.click(await screen.findByRole('button', { name: 'Set Real name' }));
    expect(screen.getByText(/can be set only once and must match the name on your bank accounts/)).toBeTruthy();
    type('Real name', 'Ann 2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorText('security-payeeName')).toBe('Use letters, with single spaces, dots, apostrophes or hyphens between them.');
    expect(input('Real name').getAttribute('aria-invalid')).toBe('true');
    type('Real name', '  Ann   Lee ');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('group', { name: 'Save this value? It cannot be changed later.' })).toBeTruthy();
    expect(saveProfileField).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, save it' }));
    await waitFor(() => expect(screen.getByTestId('security-row-payeeName').textContent).toContain('Ann Lee'));
    expect(saveProfileField).toHaveBeenCalledWith({ field: 'payeeName', value: 'Ann Lee' });
    expect(screen.getByTestId('security-row-payeeName').textContent).toContain('Set once; customer service can correct it.');
    expect(screen.queryByRole('button', { name: 'Set Real name' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add an account' }));
    expect(((await screen.findByLabelText('Account holder')) as HTMLInputElement).value).toBe('Ann Lee');
  });

  it('refuses a birthday under 21, before sending and when the gateway refuses it, keeping what was typed', async () => {
    const saveProfileField = vi.fn().mockRejectedValue({ errorCode: 'request_param_err', value: null, fields: { birthday: 'birthday.under.21' } });
    openPage(environment(fresh, { saveProfileField }));
    fireEvent.click(await screen.findByRole('button', { name: 'Set Birthday' }));
    type('Birthday', '2010-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorText('security-birthday')).toBe('You must be 21 or older.');
    expect(input('Birthday').getAttribute('aria-describedby')).toBe('security-birthday-error');
    expect(saveProfileField).not.toHaveBeenCalled();
    // 21 today by the page's date; the gateway's day says otherwise
    type('Birthday', '2005-01-02');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, save it' }));
    await waitFor(() => expect(errorText('security-birthday')).toBe('You must be 21 or older.'));
    expect(input('Birthday').value).toBe('2005-01-02');
    expect(saveProfileField).toHaveBeenCalledWith({ field: 'birthday', value: '2005-01-02' });
  });

  it('sets a first payment PIN that passes the rules, then shows it set', async () => {
    const setPaymentPassword = vi.fn(async () => {});
    const loadPaymentPasswordState = vi.fn(async () => complete.paymentPassword);
    openPage(environment(fresh, { setPaymentPassword, loadPaymentPasswordState }));
    fireEvent.click(await screen.findByRole('button', { name: 'Set payment password' }));
    type('New PIN', '123456');
    type('Confirm new PIN', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorText('payment-password-newPassword')).toBe('Too easy to guess: avoid runs such as 123456 and repeats such as 111111.');
    type('New PIN', '482915');
    type('Confirm new PIN', '482916');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorText('payment-password-confirmNewPassword')).toBe('The two PINs do not match.');
    type('Confirm new PIN', '482915');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByText('Your payment password is set.')).getAttribute('role')).toBe('status');
    expect(setPaymentPassword).toHaveBeenCalledWith({ newPassword: '482915', confirmNewPassword: '482915' });
    // a PIN just set has had no wrong answer: no count of them is shown
    expect(screen.getByTestId('payment-password-state').textContent).toBe('Set.');
    expect(screen.getByRole('button', { name: 'Change payment password' })).toBeTruthy();
  });

  it('says how many answers are left when a change is refused, keeps what was typed, and shows the lock', async () => {
    const changePaymentPassword = vi
      .fn()
      .mockRejectedValueOnce({ errorCode: 'invalid.payment.pw', value: { attemptsLeft: 3 }, attemptsLeft: 3 })
      .mockRejectedValueOnce({
        errorCode: 'payment.password.locked',
        value: null,
        lockedUntil: '2026-01-02T01:20:00.000Z',
        retryAfterSeconds: 900,
      });
    openPage(environment(complete, { changePaymentPassword }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change payment password' }));
    type('Current PIN', '135790');
    type('New PIN', '482915');
    type('Confirm new PIN', '482915');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong PIN. 3 tries left before it locks.');
    expect(errorText('payment-password-oldPassword')).toBe('The current PIN is incorrect.');
    expect(input('Current PIN').getAttribute('aria-invalid')).toBe('true');
    expect([input('Current PIN').value, input('New PIN').value, input('Confirm new PIN').value]).toEqual(['135790', '482915', '482915']);
    // only after a wrong answer does the state count what is left
    expect(screen.getByTestId('payment-password-state').textContent).toBe('Set. 3 wrong PINs left before it locks.');
    type('Current PIN', '135791');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('payment-password-state').textContent).toMatch(/^Locked after too many wrong PINs, until /));
    expect(screen.queryByRole('button', { name: 'Change payment password' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Forgot payment password' })).toBeTruthy();
  });

  it('resets a forgotten PIN with a code texted to the bound phone', async () => {
    const sendPaymentPasswordCode = vi.fn(async () => ({ expiredMinutes: 5 }));
    const resetPaymentPassword = vi
      .fn()
      .mockRejectedValueOnce({ errorCode: 'sms.code.invalid', value: { triesLeft: 4 }, triesLeft: 4 })
      .mockResolvedValueOnce(undefined);
    openPage(environment(complete, { sendPaymentPasswordCode, resetPaymentPassword }));
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot payment password' }));
    fireEvent.click(screen.getByTestId('sms-code-button'));
    await waitFor(() => expect(screen.getByTestId('sms-code-button').textContent).toBe('300 s'));
    expect(sendPaymentPasswordCode).toHaveBeenCalledTimes(1);
    type('Verification code', '654321');
    type('New PIN', '482915');
    type('Confirm new PIN', '482915');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorText('payment-password-verificationCode')).toBe('The code is incorrect.'));
    expect(screen.getByText('4 tries left for this code.')).toBeTruthy();
    type('Verification code', '654322');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your payment password was reset.');
    expect(resetPaymentPassword).toHaveBeenLastCalledWith({ verificationCode: '654322', newPassword: '482915', confirmNewPassword: '482915' });
  });

  it('refuses an account whose holder is not the real name under that field, keeping what was typed', async () => {
    const addBankCard = vi
      .fn()
      .mockRejectedValue({ errorCode: 'request_param_err', value: null, fields: { cardHolder: 'bankcard.holder.mismatch' } });
    openPage(environment(complete, { addBankCard }));
    await screen.findByText('1 of 3 accounts bound.');
    fireEvent.click(screen.getByRole('button', { name: 'Add an account' }));
    const form = await screen.findByTestId('bank-card-form');
    expect(within(form).getByRole('group', { name: 'Bank accounts' })).toBeTruthy();
    expect(within(form).getByRole('group', { name: 'E-wallets' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Bank or e-wallet'), { target: { value: 'MBB' } });
    type('Account number', '5140 1234 567');
    type('Account holder', 'Ann Leigh');
    fireEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect(errorText('bank-card-cardNumber')).toBe('This account number has 12 digits.');
    expect(addBankCard).not.toHaveBeenCalled();
    type('Account number', '5140 1234 5678');
    fireEvent.click(screen.getByRole('button', { name: 'Add account' }));
    await waitFor(() => expect(errorText('bank-card-cardHolder')).toBe('The account holder must be your real name.'));
    expect(addBankCard).toHaveBeenCalledWith({ bankCode: 'MBB', cardNumber: '514012345678', cardHolder: 'Ann Leigh' });
    expect(input('Account holder').getAttribute('aria-describedby')).toBe('bank-card-cardHolder-hint bank-card-cardHolder-error');
    expect([input('Account number').value, input('Account holder').value]).toEqual(['5140 1234 5678', 'Ann Leigh']);
    expect((screen.getByLabelText('Bank or e-wallet') as HTMLSelectElement).value).toBe('MBB');
  });

  it('deletes an account only after the confirmation', async () => {
    const deleteBankCard = vi.fn(async () => {});
    openPage(environment(complete, { deleteBankCard }));
    const account = await screen.findByTestId('bank-card-7');
    expect(account.textContent).toContain('**** **** **** 5678');
    fireEvent.click(within(account).getByRole('button', { name: 'Delete Maybank ending 5678' }));
    expect(within(account).getByRole('group', { name: 'Delete this account?' })).toBeTruthy();
    fireEvent.click(within(account).getByRole('button', { name: 'No, keep it' }));
    expect(deleteBankCard).not.toHaveBeenCalled();
    fireEvent.click(within(account).getByRole('button', { name: 'Delete Maybank ending 5678' }));
    fireEvent.click(within(account).getByRole('button', { name: 'Yes, delete it' }));
    await screen.findByText('The account was deleted.');
    expect(deleteBankCard).toHaveBeenCalledWith(7);
    expect(screen.queryByTestId('bank-card-7')).toBeNull();
    expect(screen.getByText('0 of 3 accounts bound.')).toBeTruthy();
  });

  it('says so when the settings cannot be loaded, and tries again', async () => {
    const loadSecurityConfig = vi.fn().mockRejectedValueOnce({ errorCode: 'network.error', value: null }).mockResolvedValue(complete);
    openPage(environment(complete, { loadSecurityConfig }));
    expect((await screen.findByRole('alert')).textContent).toContain('Your security settings could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('security-center');
  });
});
