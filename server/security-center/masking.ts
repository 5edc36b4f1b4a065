/**
 * How the security centre shows what a member bound: enough to recognise it, not enough to use it
 * if a screen or an answer is seen by someone else.
 */

/** `+63 917***4567`: the dialing code, the first 3 and last 4 digits (last 2 of a short number). */
export function maskMobile(countryDialingCode: string, mobileNum: string): string {
  const keepStart = mobileNum.length >= 9 ? 3 : 0;
  const keepEnd = mobileNum.length >= 9 ? 4 : 2;
  const hidden = Math.max(0, mobileNum.length - keepStart - keepEnd);
  return `+${countryDialingCode} ${mobileNum.slice(0, keepStart)}${'*'.repeat(hidden)}${mobileNum.slice(mobileNum.length - keepEnd)}`;
}

/** `j***@example.com`: the first character of the local part and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/**
 * `**** **** **** 1234` for a bank account or card, whatever its length (the length says which bank
 * product it is); an e-wallet's mobile number keeps its length, `*******4567`.
 */
export function maskAccountNumber(cardType: 'BC' | 'EW', accountNumber: string): string {
  const last = accountNumber.slice(-4);
  if (cardType === 'BC') return `**** **** **** ${last}`;
  return `${'*'.repeat(Math.max(0, accountNumber.length - 4))}${last}`;
}
