/**
 * The gateway's PostgreSQL pool size (config.ts `databasePoolMax`, DATABASE_POOL_MAX): 10 unless
 * set, a whole number from 1 to 1000 otherwise, and a typo stops the gateway at start instead of
 * running it with a pool nobody chose.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

describe('the database pool size', () => {
  it('is 10 unless DATABASE_POOL_MAX says otherwise', () => {
    expect(loadConfig({}).databasePoolMax).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: '24' }).databasePoolMax).toBe(24);
  });

  it('refuses anything but a whole number from 1 to 1000', () => {
    for (const bad of ['0', '-3', '2.5', 'ten', '1001']) {
      expect(() => loadConfig({ DATABASE_POOL_MAX: bad }), bad).toThrow('DATABASE_POOL_MAX must be a whole number from 1 to 1000');
    }
  });
});
