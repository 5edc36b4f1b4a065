/**
 * The gateway's clock offset (config.ts `clockOffsetMs`): a browser journey may run its gateway on
 * another day, and nothing else may: the setting is refused outside NODE_ENV=test, and must be a
 * whole number of milliseconds.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('the clock offset', () => {
  it('is taken under NODE_ENV=test only', () => {
    expect(loadConfig({ NODE_ENV: 'test', CLOCK_OFFSET_MS: '-86400000' }).clockOffsetMs).toBe(-86_400_000);
    expect(loadConfig({ NODE_ENV: 'test' }).clockOffsetMs).toBe(0);
    expect(() => loadConfig({ NODE_ENV: 'production', CLOCK_OFFSET_MS: '-86400000' })).toThrow('for tests only');
    expect(() => loadConfig({ CLOCK_OFFSET_MS: '5' })).toThrow('for tests only');
  });

  it('is a whole number of milliseconds', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', CLOCK_OFFSET_MS: '1.5' })).toThrow('whole number');
    expect(() => loadConfig({ NODE_ENV: 'test', CLOCK_OFFSET_MS: 'yesterday' })).toThrow('whole number');
  });
});
