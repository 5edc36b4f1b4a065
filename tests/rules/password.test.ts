/** The password rule of both sides (tests/server/shared-rules.test.ts runs it through the chart and the route). */
import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordFormatOk } from '../../rules/password';

describe('password rule', () => {
  it('takes 8 to 128 characters with a letter and a decimal digit of any script', () => {
    expect(passwordFormatOk('Abcdefg1')).toBe(true);
    expect(passwordFormatOk('密码密码密码密码8')).toBe(true);
    expect(passwordFormatOk('Parola١٢٣')).toBe(true);
    expect(passwordFormatOk(`${'a'.repeat(PASSWORD_MIN_LENGTH - 2)}1`)).toBe(false);
    expect(passwordFormatOk(`${'a'.repeat(PASSWORD_MAX_LENGTH - 1)}1`)).toBe(true);
    expect(passwordFormatOk(`${'a'.repeat(PASSWORD_MAX_LENGTH)}1`)).toBe(false);
    expect(passwordFormatOk('abcdefgh')).toBe(false);
    expect(passwordFormatOk('12345678')).toBe(false);
    expect(passwordFormatOk('Abcdefg²')).toBe(false);
  });
});
