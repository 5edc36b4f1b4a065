/**
 * Codes sent by e-mail: the same codes as the texted ones (6 digits, HMAC-stored, 5 minutes, single
 * use, 5 wrong tries, resend after 60 s, per-address and per-IP limits), kept in the same store
 * under the `smsCode` chart and keyed by the exact address it was sent to (identity/identifier-key.ts
 * `mailAddress`): `Ann@Example.com` and `Ann@example.com` share one code, while `ann@example.com`,
 * `straße@…` for `strasse@…` or `kım@…` for `kim@…` find no code, since a code proves only the
 * mailbox that received it. The e-mail goes out after the code is stored, in the member's language
 * (MS, EN or CN; English for any other).
 */
import { SMS_CODE_POLICY } from '../../machines/sms-code/index';
import type { ServerKey } from '../crypto/server-keys';
import type { Db, Queryable } from '../db/db.types';
import { mailAddress } from '../identity/identifier-key';
import type { MailProvider } from '../mail/mail-provider';
import { checkCodeIn, issueCode } from './sms-code.service';
import type { CheckOutcome, MailPurpose, SendOutcome } from './sms-code.service';

export interface MailCodeDeps {
  db: Db;
  serverKey: ServerKey;
  mail: MailProvider;
}

type MailLanguage = 'EN' | 'MS' | 'CN';

const minutes = SMS_CODE_POLICY.validMinutes;

/** Subject and body of a code e-mail, per language; the code is the only variable part. */
const TEXTS: Record<MailLanguage, { subject: string; body: (code: string) => string }> = {
  EN: {
    subject: 'Your verification code',
    body: (code) =>
      `Your verification code is ${code}. It is valid for ${minutes} minutes. Never share it with anyone.\n\n` +
      'It was asked for to bind this e-mail address to an account, or to confirm it before a change. If it was not you, ignore this e-mail.',
  },
  MS: {
    subject: 'Kod pengesahan anda',
    body: (code) =>
      `Kod pengesahan anda ialah ${code}. Kod ini sah selama ${minutes} minit. Jangan kongsi kod ini dengan sesiapa pun.\n\n` +
      'Kod ini diminta untuk mengikat alamat e-mel ini kepada akaun, atau untuk mengesahkannya sebelum perubahan. Jika bukan anda yang memintanya, abaikan e-mel ini.',
  },
  CN: {
    subject: '您的验证码',
    body: (code) =>
      `您的验证码是 ${code}，${minutes} 分钟内有效。请勿将验证码告诉任何人。\n\n` +
      '此验证码用于将本邮箱绑定到账户，或在更改前确认本邮箱。如非本人操作，请忽略此邮件。',
  },
};

const textsFor = (language: string | null) => TEXTS[(language?.toUpperCase() ?? 'EN') as MailLanguage] ?? TEXTS.EN;

/** Sends a new code to `address` when the chart allows it (answers as an SMS send does). */
export async function sendMailCode(
  deps: MailCodeDeps,
  input: { merchantId: number; purpose: MailPurpose; address: string; language: string | null; ip: string; now: Date },
): Promise<SendOutcome> {
  const subject = { merchantId: input.merchantId, purpose: input.purpose, phone: mailAddress(input.address) };
  const { outcome, code } = await issueCode(deps, { ...subject, ip: input.ip, now: input.now });
  if (outcome.kind === 'sent') {
    const texts = textsFor(input.language);
    await deps.mail.send({ merchantId: input.merchantId, to: input.address, subject: texts.subject, body: texts.body(code) }, input.now);
  }
  return outcome;
}

/** Checks a code e-mailed to `address`, inside the caller's transaction; a matched code is consumed. */
export function checkMailCodeIn(
  tx: Queryable,
  serverKey: ServerKey,
  input: { merchantId: number; purpose: MailPurpose; address: string; code: string; now: Date },
): Promise<CheckOutcome> {
  return checkCodeIn(tx, serverKey, {
    merchantId: input.merchantId,
    purpose: input.purpose,
    phone: mailAddress(input.address),
    code: input.code,
    now: input.now,
  });
}
