/**
 * argon2id with the OWASP minimum (19 MiB, t=2, p=1). Behind an interface so tests can count
 * password checks and so unknown users can be answered after the same amount of work.
 */
import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

// 2 = Algorithm.Argon2id (a const enum, which isolated modules cannot read)
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password, options),
  async verify(passwordHash, password) {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false; // a malformed stored hash is a failed check, not a server error
    }
  },
};

/**
 * Checks a password against a stored hash, or against a throw-away hash when there is none, so that
 * "no such user" costs the same time as "wrong password".
 */
export function createPasswordChecker(hasher: PasswordHasher) {
  let dummy: Promise<string> | null = null;
  const dummyHash = () => (dummy ??= hasher.hash(`unused-${Math.random()}`));
  return {
    async check(passwordHash: string | null, password: string): Promise<boolean> {
      const target = passwordHash ?? (await dummyHash());
      const ok = await hasher.verify(target, password);
      return ok && passwordHash !== null;
    },
    /** computes the throw-away hash ahead of the first unknown-user login */
    warm: () => dummyHash().then(() => undefined),
  };
}

export type PasswordChecker = ReturnType<typeof createPasswordChecker>;
