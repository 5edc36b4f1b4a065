/**
 * Writes tests/fixtures/payload-vectors.json: a fixed RSA-2048 test key pair and sealed requests
 * that the SPA codec must reproduce byte for byte and the gateway must open.
 * Run: npx tsx server/crypto/make-payload-vectors.ts   (keeps an existing key pair; --new-key replaces it)
 */
import { constants, createHash, createPrivateKey, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { aadFor, sealWithKey } from './payload-crypto';
import { modulusHexOf } from './server-keys';

const target = join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'payload-vectors.json');

const cases = [
  {
    name: 'login',
    method: 'POST',
    path: '/wps/session/login',
    ts: 1_767_225_600_000,
    body: { username: 'demo_player', password: 'Player2026!', captcha: null, type: 'username' },
  },
  {
    name: 'change password',
    method: 'POST',
    path: '/wps/member/password',
    ts: 1_767_225_661_234,
    body: { oldPassword: 'Welcome2026!', newPassword: 'N3w-secret-pass', confirmNewPassword: 'N3w-secret-pass' },
  },
  {
    name: 'unicode login',
    method: 'POST',
    path: '/wps/session/login',
    ts: 1_767_225_722_468,
    body: { username: 'người_chơi', password: 'pässwörd-密码-١٢٣-😀', captcha: 'AB3K', type: 'username' },
  },
  {
    name: 'register with nested fields',
    method: 'PUT',
    path: '/wps/member/register',
    ts: 1_767_225_783_702,
    body: { username: 'newplayer1', password: 'Secret123', confirmPassword: 'Secret123', login: true, extra: { list: [1, 2.5, 'x'], empty: {} } },
  },
];

/** Fixed per case so the vectors never change unless the cases do. */
const derive = (label: string, bytes: number) => createHash('sha256').update(label).digest().subarray(0, bytes);

function keyPair(): string {
  if (!process.argv.includes('--new-key') && existsSync(target)) {
    return (JSON.parse(readFileSync(target, 'utf8')) as { privateKeyPem: string }).privateKeyPem;
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
}

const privateKeyPem = keyPair();
const privateKey = createPrivateKey(privateKeyPem);
const vectors = {
  description:
    'AES-256-GCM over UTF-8 JSON {ts, nonce, body}, AAD "<METHOD> <pathname>", wire {value: base64(iv||ciphertext||tag)}, ' +
    'Encryption header hex(RSA-OAEP-SHA256(aesKey)). encryptionHeader is one valid (randomised) wrapping of aesKeyHex.',
  privateKeyPem,
  modulusHex: modulusHexOf(privateKey),
  publicExponentHex: '10001',
  cases: cases.map((c) => {
    const aesKey = derive(`aes:${c.name}`, 32);
    const iv = derive(`iv:${c.name}`, 12);
    const nonce = derive(`nonce:${c.name}`, 16).toString('hex');
    const value = sealWithKey(aesKey, iv, { ts: c.ts, nonce, body: c.body }, aadFor(c.method, c.path));
    const encryptionHeader = publicEncrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey).toString(
      'hex',
    );
    return {
      name: c.name,
      method: c.method,
      path: c.path,
      ts: c.ts,
      nonce,
      body: c.body,
      aesKeyHex: aesKey.toString('hex'),
      ivHex: iv.toString('hex'),
      wire: { value },
      encryptionHeader,
    };
  }),
};

writeFileSync(target, `${JSON.stringify(vectors, null, 2)}\n`);
console.log(`wrote ${vectors.cases.length} cases to ${target}`);
