/**
 * The one amount rule of the charts, the gateway, its checkout page and its CLI: a typed amount read
 * exactly into minor units, and minor units written as SPEC §9 shows them in every language.
 */
import { describe, expect, it } from 'vitest';
import { formatMinorUnits, parseMinorUnits } from '../../rules/amount';

describe('typed amounts', () => {
  it('reads plain and grouped amounts exactly, in minor units', () => {
    expect(parseMinorUnits('100')).toBe(10_000);
    expect(parseMinorUnits(' 100.5 ')).toBe(10_050);
    expect(parseMinorUnits('0.07')).toBe(7);
    expect(parseMinorUnits('1,000')).toBe(100_000);
    expect(parseMinorUnits('12,345,678.90')).toBe(1_234_567_890);
    expect(parseMinorUnits('999999999999.99')).toBe(99_999_999_999_999);
  });

  it('refuses what is not a plain amount of at most two decimals and twelve whole digits', () => {
    for (const typed of [
      '',
      '100.555',
      '1.005',
      '-5',
      '+5',
      '1e3',
      '1,00',
      '1000,000',
      ',100',
      '100.',
      '.5',
      '١٠٠',
      '1 000',
      '1000000000000',
      '999,999,999,999,999',
    ]) {
      expect(parseMinorUnits(typed), typed).toBeNull();
    }
  });
});

describe('shown amounts', () => {
  it('writes two decimals and comma groups, exactly for any integer', () => {
    expect(formatMinorUnits(0)).toBe('0.00');
    expect(formatMinorUnits(7)).toBe('0.07');
    expect(formatMinorUnits(123_456_789)).toBe('1,234,567.89');
    expect(formatMinorUnits(-150_00)).toBe('-150.00');
    expect(formatMinorUnits(9_007_199_254_740_993n)).toBe('90,071,992,547,409.93');
  });

  it('reads back what it writes', () => {
    for (const minor of [0, 1, 99, 100, 123_456, 100_000_000]) expect(parseMinorUnits(formatMinorUnits(minor))).toBe(minor);
  });
});
