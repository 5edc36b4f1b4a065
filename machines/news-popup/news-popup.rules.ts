/**
 * A short fingerprint of the session token (FNV-1a, 32 bits), kept as the mark that this sign-in saw
 * the popup: enough to tell one sign-in from the next, without keeping a second copy of the credential.
 */
export function tokenFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}
