/**
 * A language switch re-renders what is already on screen, validation messages included (SPEC §4
 * "Language change ... updates the validation messages"): the registration dialog's field errors
 * change language without a new submit.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as msMessages } from '../../../src/locales/ms/messages.po';
import { messages as zhMessages } from '../../../src/locales/zh/messages.po';
import { openRegistration } from '../registration/registration.driver';
import { i18n } from '../support/i18n';

afterEach(cleanup);

describe('language switch and open dialogs', () => {
  it('re-renders the registration errors in the new language', async () => {
    await openRegistration();
    fireEvent.click(screen.getByTestId('register-terms'));
    await act(async () => {
      fireEvent.submit(screen.getByTestId('register-form'));
    });
    expect(screen.getByTestId('register-password-error').textContent).toBe('This field is required.');

    // awaited: the dialog's banner strip reads the announcements of the new language (it suspends)
    await act(async () => i18n.loadAndActivate({ locale: 'ms', messages: msMessages }));
    expect(screen.getByTestId('register-password-error').textContent).toBe('Ruangan ini wajib diisi.');

    await act(async () => i18n.loadAndActivate({ locale: 'zh', messages: zhMessages }));
    expect(screen.getByTestId('register-password-error').textContent).not.toBe('Ruangan ini wajib diisi.');
    expect(screen.getByTestId('register-password-error').textContent).not.toBe('This field is required.');
  });
});
