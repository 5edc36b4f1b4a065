/**
 * Client side of the sealed request bodies (ARCHITECTURE §5, wire format in the foundation notes):
 * a fresh AES-256-GCM key and IV per request, the JSON `{ ts, nonce, body }` sealed with the
 * request line `"<METHOD> <pathname>"` as additional data, the key wrapped with the server's
 * RSA-OAEP (SHA-256) public key. WebCrypto only: on an insecure origin it refuses instead of
 * sending plaintext.
 */

export interface SealInput {
  method: string;
  /** request path; any query string is ignored for the additional data */
  path: string;
  body: unknown;
  /** server RSA-2048 modulus, lower-case hex (public exponent 65537) */
  modulusHex: string;
  /** injectable for the shared test vectors; fresh values otherwise */
  ts?: number;
  nonce?: string;
  aesKey?: Uint8Array;
  iv?: Uint8Array;
  crypto?: Crypto;
}

export interface SealedRequest {
  body: { value: string };
  /** hex of the RSA-OAEP wrapped AES key: the `Encryption` header */
  encryption: string;
}

const encoder = new TextEncoder();

export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

export function hexToBytes(hex: string): Uint8Array {
  const clean = hex.trim().toLowerCase();
  const even = clean.length % 2 ? `0${clean}` : clean;
  if (!/^[0-9a-f]*$/.test(even)) throw new Error('payload.key.invalid');
  const bytes = new Uint8Array(even.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(even.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunked: String.fromCharCode with a large spread overflows the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function base64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function webCrypto(candidate?: Crypto): Crypto {
  const found = candidate ?? (globalThis.crypto as Crypto | undefined);
  if (!found?.subtle || typeof found.getRandomValues !== 'function') {
    throw new Error('payload.crypto.unavailable');
  }
  return found;
}

function pathnameOf(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

/** WebCrypto typings want ArrayBuffer-backed views; copy into one. */
function buffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(copy).set(bytes);
  return copy;
}

async function importServerKey(crypto: Crypto, modulusHex: string): Promise<CryptoKey> {
  let modulus = hexToBytes(modulusHex);
  let start = 0;
  while (start < modulus.length - 1 && modulus[start] === 0) start++;
  modulus = modulus.subarray(start);
  return crypto.subtle.importKey(
    'jwk',
    { kty: 'RSA', n: base64Url(modulus), e: 'AQAB', alg: 'RSA-OAEP-256', ext: true },
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
}

/** Seals one request body. Pure apart from randomness, which the input may fix. */
export async function sealPayload(input: SealInput): Promise<SealedRequest> {
  const crypto = webCrypto(input.crypto);
  const random = (length: number) => crypto.getRandomValues(new Uint8Array(length));
  const aesKey = input.aesKey ?? random(32);
  const iv = input.iv ?? random(12);
  const ts = input.ts ?? Date.now();
  const nonce = input.nonce ?? bytesToHex(random(16));

  const plaintext = encoder.encode(JSON.stringify({ ts, nonce, body: input.body }));
  const aad = encoder.encode(`${input.method.toUpperCase()} ${pathnameOf(input.path)}`);
  const key = await crypto.subtle.importKey('raw', buffer(aesKey), 'AES-GCM', false, ['encrypt']);
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv: buffer(iv), additionalData: buffer(aad), tagLength: 128 }, key, buffer(plaintext)),
  );
  const wire = new Uint8Array(iv.length + sealed.length);
  wire.set(iv, 0);
  wire.set(sealed, iv.length);

  const serverKey = await importServerKey(crypto, input.modulusHex);
  const wrapped = new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, serverKey, buffer(aesKey)));
  return { body: { value: bytesToBase64(wire) }, encryption: bytesToHex(wrapped) };
}

// The server key is fetched once per page load and shared by every sealed call.
let serverModulus: Promise<string> | null = null;

export function forgetServerKey(): void {
  serverModulus = null;
}

/** Seals a request with the cached server key, fetching it through `fetchModulus` when needed. */
export async function sealRequest(method: string, path: string, body: unknown, fetchModulus: () => Promise<string>): Promise<SealedRequest> {
  webCrypto();
  if (!serverModulus) {
    serverModulus = fetchModulus().then((text) => text.trim());
    // A failed fetch must not poison the cache for the rest of the page's life.
    serverModulus.catch(() => forgetServerKey());
  }
  const modulusHex = await serverModulus;
  return sealPayload({ method, path, body, modulusHex });
}
