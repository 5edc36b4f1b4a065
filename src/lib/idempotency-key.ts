/**
 * The idempotency key of a money-moving call (CONTRACT: one per attempt, repeated on a retry of that
 * attempt): what the deposit, withdrawal, transfer and downline edges hand their charts. A module of
 * its own, so that an edge needing a key does not bring another page's chart with it.
 */
/** 24 random bytes as 32 characters of [A-Za-z0-9_-] (base64url); getRandomValues works without HTTPS too. */
export function randomIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}
