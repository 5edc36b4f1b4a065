/** The pattern messages of CONTRACT §5: one per pattern id, with the length substituted. */
import { describe, expect, it } from 'vitest';
import { fieldErrorMessage, lengthText, patternMessage, registrationErrorMessage } from '../../../src/views/registration/registration.messages';
import { verificationMessage } from '../../../src/views/verification/verification.messages';
import { activateEnglish, i18n } from '../support/i18n';

describe('registration pattern messages', () => {
  activateEnglish();

  it('shows one number when min equals max and a range otherwise', () => {
    expect(lengthText(10, 10)).toBe('10');
    expect(lengthText(6, 16)).toBe('6–16');
  });

  it('has a distinct message for each of the 20 pattern ids, with the length in it', () => {
    const texts = Array.from({ length: 20 }, (_, id) => i18n._(patternMessage(id, 4, 4)));
    expect(new Set(texts).size).toBe(20);
    for (const [id, text] of texts.entries()) {
      // 11 and 13 are date formats, which have no length
      if (id === 11 || id === 13) expect(text).toMatch(/^Date format/);
      else {
        expect(text).toContain('4');
        expect(text).not.toContain('4–4');
      }
    }
    expect(i18n._(patternMessage(1, 6, 16))).toBe('6–16 characters; the first must be a letter, then letters and numbers.');
    expect(i18n._(patternMessage(99, 2, 8))).toBe('Enter 2–8 characters in the required format.');
  });
});

describe('phone-provider messages (SPEC §8 phone-auth)', () => {
  activateEnglish();

  it('maps every provider code to its message, under the SMS code field and above the form alike', () => {
    const expected: Record<string, string> = {
      'auth/invalid-phone-number': 'Invalid phone number.',
      'auth/missing-phone-number': 'Please enter a phone number.',
      'auth/too-many-requests': 'Too many requests. Please try again after 5 minutes.',
      'auth/invalid-verification-code': 'Invalid verification code.',
      'auth/missing-verification-code': 'Please enter the verification code.',
      'auth/captcha-check-failed': 'The captcha check failed. Please try again.',
      'auth/quota-exceeded': 'The SMS quota is not sufficient. Please try again later.',
      'auth/operation-not-allowed': 'This operation is not enabled.',
      'auth/code-expired': 'The code has expired. Please ask for a new one.',
      'auth/invalid-verification-id': 'The code has expired. Please ask for a new one.',
      // a code the provider may add later reads as its unknown error
      'auth/internal-error': 'An unknown error occurred. Please try again.',
    };
    for (const [code, text] of Object.entries(expected)) {
      expect(i18n._(verificationMessage(code)), code).toBe(text);
      expect(i18n._(fieldErrorMessage({ code })), code).toBe(text);
      expect(i18n._(registrationErrorMessage(code)), code).toBe(text);
    }
  });

  it("explains the gateway's refusals of the provider's token", () => {
    expect(i18n._(fieldErrorMessage({ code: 'phoneauth.token.phone' }))).toBe(
      'The code was sent to another number. Please ask for a code for this number.',
    );
    expect(i18n._(fieldErrorMessage({ code: 'phoneauth.token.used' }))).toBe('This code was already used. Please ask for a new one.');
    expect(i18n._(fieldErrorMessage({ code: 'phoneauth.token.expired' }))).toBe('The code has expired. Please ask for a new one.');
    expect(i18n._(registrationErrorMessage('phoneauth.disabled'))).toBe('This operation is not enabled.');
    // other unmapped codes stay the generic system error
    expect(i18n._(registrationErrorMessage('no.such.code'))).toBe('System error. Please try again later.');
  });
});
