/**
 * The register form checked against the merchant's rules (SPEC §5): a required field must be
 * filled, a filled field must match its pattern and length, confirm must equal the password.
 * Errors name the field and carry the client's message key (`reg_pattern_<patternId>`,
 * `required`, `inconsistent_twice`), so the form can show the message under the label.
 */
import { PROFILE_FIELDS } from '../../wire/registration.schemas';
import type { Merchant, RegisterRule } from '../system/merchant.service';
import { registerRuleAccepts } from '../../rules/phone';
import { hasInvisibleCharacters } from '../identity/identifier-key';
import { isMixedScript } from '../identity/username-confusables';

export type RegisterMode = 'username' | 'mobile';

export interface RegisterForm {
  username: string;
  password: string;
  confirmPassword: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  affiliateCode: string;
  captcha: string;
  profile: Partial<Record<(typeof PROFILE_FIELDS)[number], string>>;
}

function check(errors: Record<string, string>, field: string, value: string, rule: RegisterRule | undefined, forceRequired = false) {
  const required = forceRequired || (rule?.enabled === true && rule.required);
  if (!value) {
    if (required) errors[field] = 'required';
    return;
  }
  if (rule?.enabled && !registerRuleAccepts(rule, value)) errors[field] = `reg_pattern_${rule.patternId}`;
}

/** The username rule every new account meets, whoever opens it: a visitor, or an agent for its downline. */
export function usernameErrors(merchant: Merchant, username: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const rule = merchant.register.username;
  check(errors, 'username', username, rule, true);
  // invisible characters would vanish from the name's key, and a name mixing scripts (a Cyrillic `а`
  // among Latin letters) looks like another's: refused whatever pattern the operator set
  if (!errors.username && (hasInvisibleCharacters(username) || isMixedScript(username))) errors.username = `reg_pattern_${rule?.patternId ?? 1}`;
  return errors;
}

/** The password rule every new account meets, whoever opens it. */
export function passwordErrors(merchant: Merchant, password: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const rule = merchant.register.password;
  check(errors, 'password', password, rule, true);
  if (!errors.password && (password.length < 8 || password.length > 128)) errors.password = `reg_pattern_${rule?.patternId ?? 5}`;
  return errors;
}

export function validateRegisterForm(
  merchant: Merchant,
  mode: RegisterMode,
  form: RegisterForm,
  /** `phone`: the number must be proven (by the gateway's SMS code or a phone provider's token) */
  needs: { smsCode: boolean; phone: boolean; password: boolean },
): Record<string, string> {
  const rules = merchant.register;
  const errors: Record<string, string> = {};
  if (mode === 'username') Object.assign(errors, usernameErrors(merchant, form.username));
  check(errors, 'mobileNum', form.mobileNum, rules.mobileNum, mode === 'mobile' || needs.smsCode || needs.phone);
  if (needs.password) {
    Object.assign(errors, passwordErrors(merchant, form.password));
    if (!form.confirmPassword) errors.confirmPassword = 'required';
    else if (form.confirmPassword !== form.password) errors.confirmPassword = 'inconsistent_twice';
  }
  if (needs.smsCode) {
    if (!form.verificationCode) errors.verificationCode = 'required';
    else if (!/^\d{6}$/.test(form.verificationCode)) errors.verificationCode = 'sms.code.format';
  }
  check(errors, 'affiliateCode', form.affiliateCode, rules.affiliateCode);
  check(errors, 'captcha', form.captcha, rules.captcha);
  for (const field of PROFILE_FIELDS) check(errors, field, form.profile[field] ?? '', rules[field]);
  return errors;
}

/** Only fields the merchant collects are kept; values of disabled fields are dropped. */
export function collectedProfile(merchant: Merchant, form: RegisterForm): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    const value = form.profile[field];
    // a payment password is a secret: it never goes into the plain profile
    if (value && merchant.register[field]?.enabled && field !== 'paymentPassword') kept[field] = value;
  }
  return kept;
}
