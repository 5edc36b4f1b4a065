/**
 * Binding and changing the member's mobile number and e-mail address (research §3.2: "binding and
 * reset of phone and mail uses SMS or e-mail codes"; the platform's purposes updatePhone 5 and
 * changeEmail 10). One flow for both kinds:
 *
 * - nothing bound: a code sent to the new contact, typed back, binds it;
 * - something bound: a code sent to the bound contact proves the member still holds it first
 *   (`verifyCurrent`, which keeps a proof for PROOF_MINUTES, for that contact only), then a code
 *   sent to the new contact binds it and spends the proof. A stolen session alone changes nothing.
 *
 * Codes are the gateway's one code store (sms-code.service.ts, mail-code.ts): the bound contact's
 * and the new contact's codes have purposes of their own, so neither fits the other's step.
 *
 * A number another member holds is never told to the caller at the send: its holder gets a text
 * saying it belongs to an account already (and no code), the caller the same answer as for a free
 * number, as registration does. Only someone who typed back a right code for a number learns it is
 * taken (it was bound elsewhere between the send and the submit). E-mail addresses are not unique
 * to a member on this platform (the forgot-password mail goes by username and address), so an
 * address is bound whoever else uses it.
 *
 * The change is one transaction: the member's row locked, the proof checked and spent, the code
 * checked and consumed, the row written; parallel submissions of one right code change it once.
 */
import type { ServerKey } from '../crypto/server-keys';
import type { Db, Queryable } from '../db/db.types';
import { mailAddress } from '../identity/identifier-key';
import { canonicalPhone, phoneKey } from '../identity/phone-key';
import type { MailProvider } from '../mail/mail-provider';
import { checkMailCodeIn, sendMailCode } from '../verification/mail-code';
import { checkCodeIn, sendCode } from '../verification/sms-code.service';
import type { CheckOutcome, SendOutcome } from '../verification/sms-code.service';
import type { SmsProvider } from '../verification/sms-provider';
import { maskEmail, maskMobile } from './masking';

/** How long a proven current contact may be changed without proving it again. */
export const PROOF_MINUTES = 10;

export type ContactKind = 'mobile' | 'email';

export type ContactTarget = { kind: 'mobile'; countryDialingCode: string; mobileNum: string } | { kind: 'email'; email: string };

export interface ContactDeps {
  db: Db;
  serverKey: ServerKey;
  sms: SmsProvider;
  mail: MailProvider;
}

interface Subject {
  merchantId: number;
  memberId: number;
  now: Date;
}

export type CodeRefusal = Exclude<CheckOutcome, { kind: 'ok' }>;

export type ContactRefusal =
  /** nothing of this kind is bound: there is no current contact to prove */
  | { kind: 'notBound' }
  /** a contact is bound and was not proven in the last PROOF_MINUTES */
  | { kind: 'unproven' }
  /** the new contact is the bound one */
  | { kind: 'same' }
  /** the number belongs to another member (told only after a right code) */
  | { kind: 'taken' }
  | { kind: 'code'; outcome: CodeRefusal };

interface Contacts {
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  language: string | null;
}

async function readContacts(db: Queryable, memberId: number, lock = false): Promise<Contacts> {
  const found = await db.query<Contacts>(
    `SELECT country_dialing_code, mobile_num, nullif(profile->>'email', '') AS email, language FROM members WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [memberId],
  );
  const row = found.rows[0];
  if (!row) throw new Error(`member ${memberId} not found`);
  return row;
}

/** The bound contact as codes and proofs key it, or null. */
function boundKey(contacts: Contacts, kind: ContactKind): string | null {
  if (kind === 'mobile')
    return contacts.country_dialing_code && contacts.mobile_num ? phoneKey(contacts.country_dialing_code, contacts.mobile_num) : null;
  return contacts.email ? mailAddress(contacts.email) : null;
}

function targetKey(target: ContactTarget): string {
  return target.kind === 'mobile' ? phoneKey(target.countryDialingCode, target.mobileNum) : mailAddress(target.email);
}

async function liveProof(db: Queryable, memberId: number, kind: ContactKind, contact: string, now: Date, lock = false): Promise<boolean> {
  const found = await db.query(
    `SELECT 1 FROM contact_proofs WHERE member_id = $1 AND kind = $2 AND contact = $3 AND expires_at > $4${lock ? ' FOR UPDATE' : ''}`,
    [memberId, kind, contact, now],
  );
  return found.rows.length > 0;
}

async function numberHeldByAnother(db: Queryable, subject: Subject, target: { countryDialingCode: string; mobileNum: string }): Promise<boolean> {
  const phone = canonicalPhone(target.countryDialingCode, target.mobileNum);
  const found = await db.query('SELECT 1 FROM members WHERE merchant_id = $1 AND country_dialing_code = $2 AND mobile_num = $3 AND id <> $4', [
    subject.merchantId,
    phone.countryDialingCode,
    phone.mobileNum,
    subject.memberId,
  ]);
  return found.rows.length > 0;
}

/** A code to the bound contact, to prove it before a change. */
export async function sendCurrentCode(
  deps: ContactDeps,
  input: Subject & { kind: ContactKind; ip: string },
): Promise<SendOutcome | { kind: 'notBound' }> {
  const contacts = await readContacts(deps.db, input.memberId);
  const bound = boundKey(contacts, input.kind);
  if (bound === null) return { kind: 'notBound' };
  const { merchantId, ip, now } = input;
  if (input.kind === 'mobile') {
    return sendCode(deps, { merchantId, purpose: 'updatePhoneCurrent', phone: bound, ip, now, delivery: 'code' });
  }
  return sendMailCode(deps, { merchantId, purpose: 'changeEmailCurrent', address: contacts.email!, language: contacts.language, ip, now });
}

/**
 * A code to the new contact. A bound contact must have been proven first; a number another member
 * holds gets a notice instead of a code, and the caller the same answer.
 */
export async function sendNewCode(
  deps: ContactDeps,
  input: Subject & { target: ContactTarget; ip: string },
): Promise<SendOutcome | { kind: 'unproven' } | { kind: 'same' }> {
  const { target, merchantId, memberId, ip, now } = input;
  const contacts = await readContacts(deps.db, memberId);
  const bound = boundKey(contacts, target.kind);
  const key = targetKey(target);
  if (bound === key) return { kind: 'same' };
  if (bound !== null && !(await liveProof(deps.db, memberId, target.kind, bound, now))) return { kind: 'unproven' };
  if (target.kind === 'mobile') {
    const delivery = (await numberHeldByAnother(deps.db, input, target)) ? 'boundElsewhere' : 'code';
    return sendCode(deps, { merchantId, purpose: 'updatePhone', phone: key, ip, now, delivery });
  }
  return sendMailCode(deps, { merchantId, purpose: 'changeEmail', address: target.email, language: contacts.language, ip, now });
}

/** Checks the code sent to the bound contact; a right one keeps a proof of that contact for PROOF_MINUTES. */
export async function verifyCurrent(
  deps: Pick<ContactDeps, 'db' | 'serverKey'>,
  input: Subject & { kind: ContactKind; code: string },
): Promise<{ kind: 'ok'; expiresAt: string } | { kind: 'notBound' } | { kind: 'code'; outcome: CodeRefusal }> {
  const { merchantId, memberId, kind, code, now } = input;
  return deps.db.transaction(async (tx) => {
    const contacts = await readContacts(tx, memberId, true);
    const bound = boundKey(contacts, kind);
    if (bound === null) return { kind: 'notBound' as const };
    const outcome =
      kind === 'mobile'
        ? await checkCodeIn(tx, deps.serverKey, { merchantId, purpose: 'updatePhoneCurrent', phone: bound, code, now })
        : await checkMailCodeIn(tx, deps.serverKey, { merchantId, purpose: 'changeEmailCurrent', address: contacts.email!, code, now });
    // a wrong code is counted (the transaction commits); no proof is kept
    if (outcome.kind !== 'ok') return { kind: 'code' as const, outcome };
    const expiresAt = new Date(now.getTime() + PROOF_MINUTES * 60_000);
    await tx.query(
      `INSERT INTO contact_proofs (member_id, kind, contact, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (member_id, kind) DO UPDATE SET contact = excluded.contact, expires_at = excluded.expires_at`,
      [memberId, kind, bound, expiresAt],
    );
    return { kind: 'ok' as const, expiresAt: expiresAt.toISOString() };
  });
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * Binds the new contact by the code sent to it, in one transaction with the proof of the bound one
 * (when one is bound); answers the new contact masked.
 */
export async function bindContact(
  deps: Pick<ContactDeps, 'db' | 'serverKey'>,
  input: Subject & { target: ContactTarget; code: string },
): Promise<{ kind: 'ok'; masked: string } | ContactRefusal> {
  const { target, merchantId, memberId, code, now } = input;
  const key = targetKey(target);
  try {
    return await deps.db.transaction(async (tx): Promise<{ kind: 'ok'; masked: string } | ContactRefusal> => {
      // the member's row first: every change of this member's contacts waits for the one before
      const contacts = await readContacts(tx, memberId, true);
      const bound = boundKey(contacts, target.kind);
      if (bound === key) return { kind: 'same' };
      if (bound !== null && !(await liveProof(tx, memberId, target.kind, bound, now, true))) return { kind: 'unproven' };
      const outcome =
        target.kind === 'mobile'
          ? await checkCodeIn(tx, deps.serverKey, { merchantId, purpose: 'updatePhone', phone: key, code, now })
          : await checkMailCodeIn(tx, deps.serverKey, { merchantId, purpose: 'changeEmail', address: target.email, code, now });
      // a wrong code is counted (the transaction commits); nothing else changes
      if (outcome.kind !== 'ok') return { kind: 'code', outcome };
      let masked: string;
      if (target.kind === 'mobile') {
        // the holder proved the number; it was bound to someone else since the code was sent
        if (await numberHeldByAnother(tx, input, target)) return { kind: 'taken' };
        // the number in its one form (identity/phone-key.ts), as every lookup and the unique index see it
        const phone = canonicalPhone(target.countryDialingCode, target.mobileNum);
        await tx.query('UPDATE members SET country_dialing_code = $2, mobile_num = $3 WHERE id = $1', [
          memberId,
          phone.countryDialingCode,
          phone.mobileNum,
        ]);
        masked = maskMobile(phone.countryDialingCode, phone.mobileNum);
      } else {
        // the address in the form its code proved
        const email = mailAddress(target.email);
        await tx.query(`UPDATE members SET profile = profile || jsonb_build_object('email', $2::text) WHERE id = $1`, [memberId, email]);
        masked = maskEmail(email);
      }
      await tx.query('DELETE FROM contact_proofs WHERE member_id = $1 AND kind = $2', [memberId, target.kind]);
      return { kind: 'ok', masked };
    });
  } catch (error) {
    // another member bound the number at the same moment: the unique index decided, nothing changed
    if (target.kind === 'mobile' && isUniqueViolation(error)) return { kind: 'taken' };
    throw error;
  }
}
