/** The real argon2 hasher with a counter of password checks (and an optional delay for shutdown tests). */
import { argon2Hasher } from '../../../server/auth/password-hasher';
import type { PasswordHasher } from '../../../server/auth/password-hasher';

export function countingHasher(options: { delayMs?: number } = {}): PasswordHasher & { checks: number; durations: number[] } {
  const spy = {
    checks: 0,
    durations: [] as number[],
    hash: (password: string) => argon2Hasher.hash(password),
    async verify(hash: string, password: string) {
      spy.checks += 1;
      const started = performance.now();
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      const result = await argon2Hasher.verify(hash, password);
      spy.durations.push(performance.now() - started);
      return result;
    },
  };
  return spy;
}
