/**
 * argon2id with the OWASP minimum (19 MiB, t=2, p=1). Behind an interface so tests can count
 * password checks and so unknown users can be answered after the same amount of work.
 */
import { hash, verify } from '@node-rs/argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
}

/** argon2id's work factor: memory in KiB and passes. */
export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
}

/** The OWASP minimum for argon2id, which every stored password gets. */
export const OWASP_MINIMUM_COST: Argon2Cost = { memoryCost: 19_456, timeCost: 2 };

/** argon2id at a given cost; a check reads the cost from the stored hash, so costs can differ per hash. */
export function argon2idHasher(cost: Argon2Cost): PasswordHasher {
  // 2 = Algorithm.Argon2id (a const enum, which isolated modules cannot read)
  const options = { algorithm: 2, memoryCost: cost.memoryCost, timeCost: cost.timeCost, parallelism: 1 } as const;
  return {
    hash: (password) => hash(password, options),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false; // a malformed stored hash is a failed check, not a server error
      }
    },
  };
}

export const argon2Hasher: PasswordHasher = argon2idHasher(OWASP_MINIMUM_COST);

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
