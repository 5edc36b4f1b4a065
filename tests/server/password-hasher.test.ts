/**
 * The production password hasher: argon2id at the OWASP minimum (19 MiB, two passes, one lane),
 * which the gateway uses unless a test gives it another cost. A check reads the cost from the
 * stored hash, so hashes of another cost still verify.
 */
import { describe, expect, it } from 'vitest';
import { argon2Hasher, argon2idHasher } from '../../server/auth/password-hasher';
import { startTestGateway } from './support/test-gateway';

describe('password hasher', () => {
  it('stores argon2id at the OWASP minimum cost', async () => {
    const stored = await argon2Hasher.hash('Player2026!');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(argon2Hasher.verify(stored, 'Player2026!')).resolves.toBe(true);
    await expect(argon2Hasher.verify(stored, 'player2026!')).resolves.toBe(false);
  });

  it('checks a hash of another cost by the cost it carries, and fails a malformed one', async () => {
    const lower = await argon2idHasher({ memoryCost: 1024, timeCost: 1 }).hash('Agent2026!');
    expect(lower).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    await expect(argon2Hasher.verify(lower, 'Agent2026!')).resolves.toBe(true);
    await expect(argon2Hasher.verify('not-a-hash', 'Agent2026!')).resolves.toBe(false);
  });

  it('is what a gateway stores passwords with when it is given no other hasher', async () => {
    // the test gateway's low-cost default taken away: the gateway's own default remains
    const gw = await startTestGateway({ providers: { hasher: undefined } });
    try {
      await expect(gw.app.ctx.providers.hasher.hash('Player2026!')).resolves.toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    } finally {
      await gw.close();
    }
  });
});
