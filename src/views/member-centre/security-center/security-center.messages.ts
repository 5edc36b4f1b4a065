/** The security centre's codes (field errors, refusals, failures) mapped to messages. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BankCardField, BankCardFieldError } from '../../../../machines/bank-cards';
import type { ContactField, ContactFieldError, ContactKind } from '../../../../machines/contact-binding';
import type { PaymentPasswordField, PaymentPasswordFieldError } from '../../../../machines/payment-password';
import type { ProfileFieldError, ProfileFieldName } from '../../../../machines/profile-field';
import { commonMessage } from '../../common/common.messages';

const failures: Record<string, MessageDescriptor> = {
  'payee.name.exists': msg`Your real name is already set. Customer service can correct it.`,
  'birthday.exists': msg`Your birthday is already set. Customer service can correct it.`,
  'payment.password.exists': msg`A payment password is already set. Change it or reset it instead.`,
  'not.exists.payment.password': msg`Please set a payment password first.`,
  'payment.password.locked': msg`Too many wrong payment passwords. Please try again later or reset it.`,
  'mobile.not.bound': msg`No mobile number is bound to your account. Please contact customer service.`,
  'email.not.bound': msg`No e-mail address is bound to your account.`,
  'mobile.current.unverified': msg`Please confirm your current mobile number again with a new code.`,
  'email.current.unverified': msg`Please confirm your current e-mail address again with a new code.`,
  'payee.name.required': msg`Please set your real name first: accounts must be in your name.`,
  'bankcard.limit': msg`You have bound the most accounts allowed. Delete one to add another.`,
  'bankcard.not.found': msg`This account was not found. It may have been deleted already.`,
  in_need_true_account: msg`Please register an account first.`,
};

export function securityErrorMessage(code: string): MessageDescriptor {
  return failures[code] ?? commonMessage(code);
}

export const profileFieldLabels: Record<ProfileFieldName, MessageDescriptor> = {
  nickname: msg`Nickname`,
  payeeName: msg`Real name`,
  birthday: msg`Birthday`,
};

export function profileFieldMessage(field: ProfileFieldName, error: ProfileFieldError): MessageDescriptor {
  switch (error.code) {
    case 'required':
      return field === 'birthday'
        ? msg`Please enter your birthday.`
        : field === 'nickname'
          ? msg`Please enter a nickname.`
          : msg`Please enter your real name.`;
    case 'length':
      return field === 'nickname' ? msg`A nickname has 2 to 20 characters.` : msg`A name has 2 to 50 characters.`;
    case 'format':
      return field === 'nickname'
        ? msg`Use letters, digits, spaces, _ - or . only.`
        : msg`Use letters, with single spaces, dots, apostrophes or hyphens between them.`;
    case 'date':
      return msg`Enter a real date, on or after 1 January 1900.`;
    case 'underAge':
      return msg`You must be 21 or older.`;
    default:
      return msg`This value is not accepted.`;
  }
}

export function pinFieldMessage(field: PaymentPasswordField, error: PaymentPasswordFieldError): MessageDescriptor {
  switch (error.code) {
    case 'required':
      return field === 'verificationCode' ? msg`Please enter the code we sent you.` : msg`Please enter a 6-digit PIN.`;
    case 'format':
      return field === 'verificationCode' ? msg`The code has 6 digits.` : msg`The PIN has exactly 6 digits.`;
    case 'weak':
      return msg`Too easy to guess: avoid runs such as 123456 and repeats such as 111111.`;
    case 'same':
      return msg`The new PIN must differ from the current one.`;
    case 'mismatch':
      return msg`The two PINs do not match.`;
    case 'wrong':
      return field === 'verificationCode' ? codeMessage(error) : msg`The current PIN is incorrect.`;
    default:
      return msg`This value is not accepted.`;
  }
}

/** The refusal of a code typed back (wrong, expired, used, too many tries, none asked for). */
function codeMessage(error: ContactFieldError | PaymentPasswordFieldError): MessageDescriptor {
  const text = error.text ?? '';
  if (text.endsWith('.code.expired')) return msg`The code has expired. Please ask for a new one.`;
  if (text.endsWith('.code.used') || text.endsWith('.code.locked')) return msg`This code can no longer be used. Please ask for a new one.`;
  if (text.endsWith('.code.missing')) return msg`Please ask for a code first.`;
  return msg`The code is incorrect.`;
}

export function contactFieldMessage(field: ContactField, error: ContactFieldError, kind: ContactKind): MessageDescriptor {
  const isCode = field === 'currentCode' || field === 'verificationCode';
  switch (error.code) {
    case 'required':
      if (isCode) return msg`Please enter the code we sent you.`;
      if (field === 'countryDialingCode') return msg`Please enter the country code.`;
      return field === 'email' ? msg`Please enter the e-mail address.` : msg`Please enter the mobile number.`;
    case 'format':
      if (isCode) return msg`The code has 6 digits.`;
      if (field === 'countryDialingCode') return msg`Enter the country code in digits, such as 63.`;
      return field === 'email' ? msg`This e-mail address is not valid.` : msg`This mobile number is not valid.`;
    case 'same':
      return kind === 'email' ? msg`This is already your e-mail address.` : msg`This is already your mobile number.`;
    case 'taken':
      return msg`This mobile number belongs to another account.`;
    case 'wrong':
      return codeMessage(error);
    default:
      return msg`This value is not accepted.`;
  }
}

export function cardFieldMessage(field: BankCardField, error: BankCardFieldError, lengths: string): MessageDescriptor {
  switch (error.code) {
    case 'required':
      if (field === 'bankCode') return msg`Please choose a bank or e-wallet.`;
      if (field === 'cardNumber') return msg`Please enter the account number.`;
      return msg`Please enter the account holder's name.`;
    case 'length':
      return msg`This account number has ${lengths} digits.`;
    case 'format':
      return field === 'cardNumber' ? msg`Use digits only.` : msg`Use letters, with single spaces, dots, apostrophes or hyphens between them.`;
    case 'mismatch':
      return msg`The account holder must be your real name.`;
    case 'exists':
      return msg`This account is already bound.`;
    default:
      return msg`This value is not accepted.`;
  }
}
