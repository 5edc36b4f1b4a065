/** The registration popup for its states, driven by the real charts with fake gateway calls. */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mobileOnly, mobileOnPhoneProvider, openRegistration } from './registration.driver';

afterEach(cleanup);

/** A field by its label; required fields add " *" to it. */
const labelled = (label: string) => new RegExp(`^${label}( \\*)?$`);
const input = (label: string) => screen.getByLabelText(labelled(label), { selector: 'input' });
const maybeInput = (label: string) => screen.queryByLabelText(labelled(label), { selector: 'input' });

function fill(label: string, value: string) {
  fireEvent.change(input(label), { target: { value } });
}

async function click(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

async function submit() {
  await act(async () => {
    fireEvent.submit(screen.getByTestId('register-form'));
  });
}

const acceptTerms = () => fireEvent.click(screen.getByTestId('register-terms'));

function fillMobileForm() {
  fill('Mobile number', '9171234567');
  fill('SMS code', '123456');
  fill('Password', 'Secret123');
  fill('Confirm password', 'Secret123');
  fill('Captcha', 'AB12');
}

describe('registration popup', () => {
  it('is a labelled dialog with the banner of the language, a captcha, the download block and the login link', async () => {
    await openRegistration();
    const dialog = screen.getByRole('dialog', { name: 'Sign up' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByTestId('register-banner').getAttribute('data-banner-group')).toBe('w_register_EN');
    expect(await screen.findByTestId('captcha-image')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeTruthy();
    // social login is off unless the merchant switches it on
    expect(screen.queryByTestId('social-facebook')).toBeNull();
  });

  it('offers the username / mobile tab when both are on, mobile first, and reloads the captcha on a switch', async () => {
    const { calls } = await openRegistration();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Mobile number', 'Username']);
    expect(screen.getByRole('tab', { name: 'Mobile number' }).getAttribute('aria-selected')).toBe('true');
    expect(maybeInput('Username')).toBeNull();
    await screen.findByTestId('captcha-image');
    expect(calls.captcha).toBe(1);

    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Username' }));
    });
    expect(input('Username')).toBeTruthy();
    await waitFor(() => expect(calls.captcha).toBe(2));
  });

  it('has no tab when only mobile registration is on', async () => {
    await openRegistration({ settings: mobileOnly });
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(input('Mobile number')).toBeTruthy();
  });

  it('marks required fields and shows "required" under each label, sending nothing', async () => {
    const { calls } = await openRegistration();
    acceptTerms();
    await submit();
    for (const testId of ['register-mobileNum-error', 'register-verificationCode-error', 'register-password-error', 'register-captcha-error']) {
      expect(screen.getByTestId(testId).textContent).toBe('This field is required.');
    }
    expect(input('Mobile number').getAttribute('aria-invalid')).toBe('true');
    // optional fields carry no error
    expect(screen.queryByTestId('register-payeeName-error')).toBeNull();
    expect(calls.register).toEqual([]);
  });

  it('shows the pattern message with one number when min equals max, and a range otherwise', async () => {
    await openRegistration();
    fill('Mobile number', '12');
    acceptTerms();
    await submit();
    expect(screen.getByTestId('register-mobileNum-error').textContent).toBe('10 characters; numbers only.');
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Username' }));
    });
    fill('Username', '1abc');
    fill('Password', 'Secret123');
    fill('Confirm password', 'Secret124');
    await submit();
    expect(screen.getByTestId('register-username-error').textContent).toBe('6–16 characters; the first must be a letter, then letters and numbers.');
    expect(screen.getByTestId('register-confirmPassword-error').textContent).toBe('Incorrect confirmation input.');
  });

  it('warns about the terms and sends nothing until they are accepted', async () => {
    const { calls } = await openRegistration();
    fillMobileForm();
    await submit();
    const warning = screen.getByTestId('terms-warning');
    expect(within(warning).getByText('Please read and accept the terms and conditions first.')).toBeTruthy();
    expect(calls.register).toEqual([]);
    await click('OK');
    expect(screen.queryByTestId('terms-warning')).toBeNull();
  });

  it('warns about an invalid invitation code and registers nothing', async () => {
    const { calls } = await openRegistration();
    fillMobileForm();
    fill('Invitation code', 'WRONG1');
    acceptTerms();
    await submit();
    const warning = await screen.findByTestId('invitation-warning');
    expect(within(warning).getByText('Invalid invitation code')).toBeTruthy();
    expect(calls.affiliate).toEqual(['WRONG1']);
    expect(calls.register).toEqual([]);
  });

  it('hides the invitation input when the link code is valid, and registers under it', async () => {
    const { calls, session } = await openRegistration({ linkCode: 'DEMOAGENT' });
    expect(maybeInput('Invitation code')).toBeNull();
    fillMobileForm();
    acceptTerms();
    await submit();
    await waitFor(() => expect(calls.register).toHaveLength(1));
    expect(calls.register[0]).toMatchObject({ mode: 'mobile', username: '9171234567', affiliateCode: 'DEMOAGENT', referralCode: 'R-7' });
    await waitFor(() => expect(session.getSnapshot().matches('guest')).toBe(false));
  });

  it('turns the get-code button into a countdown once a code is sent', async () => {
    const { calls } = await openRegistration();
    const button = screen.getByTestId('sms-code-button');
    expect(button.textContent).toBe('Get code');
    fill('Mobile number', '9171234567');
    fireEvent.change(screen.getByTestId('register-country'), { target: { value: '60' } });
    await click('Get code');
    await waitFor(() => expect(screen.getByTestId('sms-code-button').textContent).toBe('60 s'));
    expect(screen.getByTestId('sms-code-button').hasAttribute('disabled')).toBe(true);
    expect(calls.sms).toEqual([{ purpose: 'register', mobileNum: '9171234567', countryDialingCode: '60', humanCheckToken: null }]);
  });

  it('asks for a valid mobile number before sending a code', async () => {
    const { calls } = await openRegistration();
    fill('Mobile number', '12');
    await click('Get code');
    expect(screen.getByTestId('register-mobileNum-error').textContent).toBe('10 characters; numbers only.');
    expect(calls.sms).toEqual([]);
  });

  it('shows the slider check before a code is sent when HUMANCHECK3 is on', async () => {
    await openRegistration({ features: { DIRECTREG3: true, HUMANCHECK3: true } });
    fill('Mobile number', '9171234567');
    await click('Get code');
    const slider = await screen.findByRole('slider', { name: 'Piece position' });
    expect(slider.getAttribute('aria-valuemax')).toBe('256');
    expect(screen.getByRole('dialog', { name: 'Security check' })).toBeTruthy();
  });

  it('shows the server reason when a code cannot be sent', async () => {
    await openRegistration({
      sendSms: async () => {
        throw { errorCode: 'TOO_MANY_REQUESTS' };
      },
    });
    fill('Mobile number', '9171234567');
    await click('Get code');
    const warning = await screen.findByTestId('sms-error');
    expect(within(warning).getByText('Too many codes were requested. Please try again in 5 minutes.')).toBeTruthy();
  });

  it('puts a refused SMS code under its field', async () => {
    await openRegistration({
      register: async () => {
        throw { errorCode: 'sms.code.invalid', triesLeft: 4 };
      },
    });
    fillMobileForm();
    acceptTerms();
    await submit();
    expect((await screen.findByTestId('register-verificationCode-error')).textContent).toBe('Invalid verification code. Tries left: 4.');
  });

  describe('on the phone-provider path', () => {
    function fillProviderForm() {
      fill('Mobile number', '9171234567');
      fill('SMS code', '654321');
      fill('Captcha', 'AB12');
    }

    it('texts through the provider with a one-minute countdown, confirms the code on submit and registers with its token', async () => {
      const { calls, session } = await openRegistration({ settings: mobileOnPhoneProvider });
      fillProviderForm();
      await click('Get code');
      await waitFor(() => expect(screen.getByTestId('sms-code-button').textContent).toBe('60 s'));
      expect(calls.sms[0]).toMatchObject({ purpose: 'register', mobileNum: '9171234567', phoneProvider: { projectId: 'demo-phone-auth' } });
      acceptTerms();
      await submit();
      await waitFor(() => expect(calls.register).toHaveLength(1));
      expect(calls.confirm).toEqual([{ projectId: 'demo-phone-auth', sessionInfo: 'session-1', code: '654321' }]);
      expect(calls.register[0]).toMatchObject({ mobileNum: '9171234567', phoneIdToken: 'token-of-session-1' });
      await waitFor(() => expect(session.getSnapshot().matches('guest')).toBe(false));
    });

    it('asks for a code first when none was texted, and confirms nothing', async () => {
      const { calls } = await openRegistration({ settings: mobileOnPhoneProvider });
      fillProviderForm();
      acceptTerms();
      await submit();
      expect(screen.getByTestId('register-verificationCode-error').textContent).toBe('Please ask for an SMS code first.');
      expect(calls.confirm).toEqual([]);
    });

    it.each([
      ['auth/invalid-verification-code', 'Invalid verification code.'],
      ['auth/code-expired', 'The code has expired. Please ask for a new one.'],
    ])('shows the provider refusal %s under the SMS code and registers nothing', async (errorCode, message) => {
      const { calls } = await openRegistration({
        settings: mobileOnPhoneProvider,
        confirm: async () => {
          throw { errorCode };
        },
      });
      fillProviderForm();
      await click('Get code');
      acceptTerms();
      await submit();
      expect((await screen.findByTestId('register-verificationCode-error')).textContent).toBe(message);
      expect(calls.register).toEqual([]);
    });

    it('shows a provider refusal of the send in the warning dialog', async () => {
      await openRegistration({
        settings: mobileOnPhoneProvider,
        sendSms: async () => {
          throw { errorCode: 'auth/quota-exceeded' };
        },
      });
      fill('Mobile number', '9171234567');
      await click('Get code');
      const warning = await screen.findByTestId('sms-error');
      expect(within(warning).getByText('The SMS quota is not sufficient. Please try again later.')).toBeTruthy();
    });
  });
});
