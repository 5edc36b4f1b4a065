/**
 * ID tokens of the local phone identity provider: compact JWS (ES256) with the claims a hosted
 * phone provider puts in its tokens (issuer per project, audience = project id, subject = the
 * phone user's id, `phone_number` in E.164, `firebase.sign_in_provider: 'phone'`), so one verifier
 * reads both. Short-lived: they only carry a confirmed code to the register call.
 */
import { sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

export const ID_TOKEN_TTL_SECONDS = 300;

export interface PhoneIdTokenClaims {
  iss: string;
  aud: string;
  sub: string;
  user_id: string;
  auth_time: number;
  iat: number;
  exp: number;
  phone_number: string;
  firebase: { identities: { phone: string[] }; sign_in_provider: 'phone' };
}

/** The local provider's issuer for a project, as hosted providers name theirs (one per project). */
export function localIssuer(publicUrl: string, projectId: string): string {
  return `${publicUrl}/phone-auth/${projectId}`;
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function signIdToken(key: { kid: string; privateKey: KeyObject }, claims: PhoneIdTokenClaims): string {
  const signingInput = `${part({ alg: 'ES256', kid: key.kid, typ: 'JWT' })}.${part(claims)}`;
  const signature = sign('sha256', Buffer.from(signingInput), { key: key.privateKey, dsaEncoding: 'ieee-p1363' });
  return `${signingInput}.${signature.toString('base64url')}`;
}

export function phoneClaims(input: { issuer: string; projectId: string; uid: string; phoneNumber: string; now: Date }): PhoneIdTokenClaims {
  const iat = Math.floor(input.now.getTime() / 1000);
  return {
    iss: input.issuer,
    aud: input.projectId,
    sub: input.uid,
    user_id: input.uid,
    auth_time: iat,
    iat,
    exp: iat + ID_TOKEN_TTL_SECONDS,
    phone_number: input.phoneNumber,
    firebase: { identities: { phone: [input.phoneNumber] }, sign_in_provider: 'phone' },
  };
}
