/**
 * argon2id at a low cost for the in-process gateway tests and their seeded template: the same
 * algorithm and checks, about a millisecond each instead of ~40 ms. The server suite makes some 800
 * of them, half a minute of the two cores at the production cost. The production cost itself is
 * pinned by tests/server/password-hasher.test.ts, and the browser tests' gateway uses it.
 */
import { argon2idHasher } from '../../../server/auth/password-hasher';

export const lowCostHasher = argon2idHasher({ memoryCost: 1024, timeCost: 1 });
