/**
 * The phone-provider path of the register call (SPEC §4, §7: `firebaseChannel` 'sms' and
 * `firebaseIdToken`): the merchant must have the path on; the token must verify for the merchant's
 * project (ctx.providers.phoneTokens: signature, issuer, audience, expiry, a phone sign-in); its
 * number must be the registering one in E.164 with the dialing code; and it is spent once, inside
 * the registration's transaction. Such a request needs no SMS code of the gateway's own.
 */
import { createHash } from 'node:crypto';
import type { AppContext } from '../app-context';
import type { Queryable } from '../db/db.types';
import { phoneAuthOfMerchant } from '../phone-auth/phone-auth-settings';
import { phoneKey, phoneKeyOfE164 } from '../identity/phone-key';
import { PhoneTokenError } from '../phone-auth/phone-token-verifier';

/** A verified token, not spent yet. */
export interface PhoneProof {
  tokenHash: string;
  expiresAt: Date;
}

export type PhoneProofRefusal =
  | 'phoneauth.disabled'
  | 'phoneauth.token.invalid'
  | 'phoneauth.token.expired'
  | 'phoneauth.token.phone'
  | 'phoneauth.token.used';

export const PHONE_PROOF_MESSAGES: Record<PhoneProofRefusal, string> = {
  'phoneauth.disabled': 'Phone verification by the provider is not enabled',
  'phoneauth.token.invalid': 'The phone verification could not be checked; please request a new code',
  'phoneauth.token.expired': 'The phone verification has expired; please request a new code',
  'phoneauth.token.phone': 'The verified phone number is not the mobile number of this registration',
  'phoneauth.token.used': 'This phone verification was already used; please request a new code',
};

export async function provePhone(
  ctx: AppContext,
  input: { merchantId: number; idToken: string; countryDialingCode: string; mobileNum: string; now: Date },
): Promise<{ proof: PhoneProof } | { refusal: PhoneProofRefusal }> {
  const setting = await phoneAuthOfMerchant(ctx.db, input.merchantId);
  if (!setting?.enabled) return { refusal: 'phoneauth.disabled' };
  try {
    const phone = await ctx.providers.phoneTokens.verify(input.idToken, { projectId: setting.projectId, now: input.now });
    // both in their one form: a provider's `+63 0917…` proves the number registered as `63` `917…`
    if (phoneKeyOfE164(phone.phoneNumber) !== phoneKey(input.countryDialingCode, input.mobileNum)) return { refusal: 'phoneauth.token.phone' };
    return { proof: { tokenHash: createHash('sha256').update(input.idToken).digest('hex'), expiresAt: phone.expiresAt } };
  } catch (error) {
    if (error instanceof PhoneTokenError) return { refusal: error.reason === 'expired' ? 'phoneauth.token.expired' : 'phoneauth.token.invalid' };
    throw error;
  }
}

/**
 * Spends the token in the caller's transaction; false when it was spent already. Parallel
 * registrations with one token wait on its row: one commits, the others find it taken.
 */
export async function spendPhoneProof(tx: Queryable, proof: PhoneProof, merchantId: number, now: Date): Promise<boolean> {
  const spent = await tx.query(
    `INSERT INTO phone_auth_token_uses (token_hash, merchant_id, expires_at, used_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (token_hash) DO NOTHING RETURNING token_hash`,
    [proof.tokenHash, merchantId, proof.expiresAt, now],
  );
  // the table only needs tokens that could still verify
  if (Math.random() < 0.02) await tx.query('DELETE FROM phone_auth_token_uses WHERE expires_at < $1', [new Date(now.getTime() - 86_400_000)]);
  return spent.rowCount === 1;
}

export async function linkPhoneProof(tx: Queryable, proof: PhoneProof, memberId: number): Promise<void> {
  await tx.query('UPDATE phone_auth_token_uses SET member_id = $2 WHERE token_hash = $1', [proof.tokenHash, memberId]);
}
