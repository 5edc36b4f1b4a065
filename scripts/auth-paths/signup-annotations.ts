/**
 * Calls of the registration and of the widgets it shares with SMS login and reset by phone: the
 * invitation-code check, the slider human check and the get-code button. Keyed
 * `<machine id>.<invoke src>`.
 */
import type { Factor } from './auth-path.types';
import type { CallAnnotation } from './annotation.types';
import { SEALED, SITE_OPEN, SMS_CODE_CHECK } from './annotation.types';

interface RegisterInput {
  mode: 'username' | 'mobile';
  password: string;
  captcha: string;
  humanCheckToken: string | null;
  verificationCode: string;
  phoneIdToken?: string | null;
}

/**
 * What a register call presents: each factor whose field it fills. On the phone-provider path the
 * number is proven by the provider's ID token (a provider's proof): the typed code it carries too is
 * not looked at by the gateway.
 */
function registerFactors(input: unknown): Factor[] {
  const request = input as RegisterInput;
  const byProvider = Boolean(request.phoneIdToken);
  const present: Record<Factor, boolean> = {
    password: request.password !== '',
    captcha: request.captcha !== '',
    humanCheck: Boolean(request.humanCheckToken),
    smsCode: request.verificationCode !== '' && !byProvider,
    provider: byProvider,
  };
  return (Object.keys(present) as Factor[]).filter((factor) => present[factor]);
}

const PROVIDER_SEND = 'POST /phone-auth/v1/sendVerificationCode';

const smsRoute = (input: unknown) => {
  const request = input as { purpose: string; phoneProvider?: unknown };
  if (request.phoneProvider) return PROVIDER_SEND;
  return request.purpose === 'register' ? 'POST /wps/verification/sms/register' : 'POST /wps/verification/sms/noLogin';
};

export const signupCallAnnotations: Record<string, CallAnnotation> = {
  'registration.loadRegisterSettings': {
    call: 'GET /wps/system/setting/register',
    check:
      "the merchant's rule per field (enabled, required, pattern, length), the registration switches, and with GET /wps/system/country the dialing codes (the merchant's first); no token; the register call checks the same rules again",
    summary: 'rules, switches and dialing codes of the merchant; the register call checks them again',
  },
  'registration.submitRegistration': {
    call: 'PUT /wps/member/register',
    callOf: (input) => ((input as RegisterInput).mode === 'mobile' ? 'PUT /wps/member/register/mobile' : 'PUT /wps/member/register'),
    otherCalls: ['PUT /wps/member/register/mobile'],
    encrypted: true,
    check: `${SEALED}; ${SITE_OPEN}; USERNAMEREG3 or MOBILENUMREG3 on for the tab (403 function.not.available); every field against the merchant's rules, the SMS code required on the mobile tab and with REGMOBVERF3 (400 request_param_err naming the field); the picture captcha when its rule is on, consumed whatever happens (captcha.invalid); with HUMANCHECK3 a passed slider token for purpose register, spent once within 2 minutes (403 humancheck.required); an invitation code must belong to an agent (invitation_code_error); ${SMS_CODE_CHECK}, in the transaction that inserts the member (sms.code.invalid / missing / used / expired / locked); username and number not taken; argon2id hash; login true answers a new session. On the phone-provider path the provider's ID token (firebaseChannel sms, firebaseIdToken) proves the number instead of an SMS code: the path on for the merchant (phoneauth.disabled), an ES256 signature of the provider's keys with the issuer and audience of the merchant's project (phoneauth.token.invalid), not expired (phoneauth.token.expired), for the registering number with its dialing code (phoneauth.token.phone), spent once in the transaction that inserts the member (phoneauth.token.used); without a token the merchant's register call asks for the gateway's own SMS code`,
    summary:
      "sealed body used once; site open; field rules; captcha consumed; slider token spent once (HUMANCHECK3); invitation code of an agent; SMS code of that number (or the phone provider's ID token for it) consumed with the insert; a new session",
    factors: registerFactors,
  },
  'registration.confirmPhoneCode': {
    call: 'POST /phone-auth/v1/signInWithPhoneNumber',
    check:
      'the phone provider (on only when the merchant switched it on, auth/operation-not-allowed) spends the code of its session once (hashed, 5 minutes, 5 wrong tries: auth/invalid-verification-code, auth/code-expired) and answers an ES256 ID token for the number, valid 5 minutes; the register call verifies its signature, issuer, audience (the merchant), expiry and number, and spends it once with the insert',
    summary: 'the provider spends its code once and answers a signed ID token for that number; the register call verifies and spends it once',
  },
  'affiliateCheck.verifyAffiliateCode': {
    call: 'GET /wps/agent/affiliate',
    check:
      'the code (letters and digits, up to 40) must belong to an agent of the merchant (invitation_code_error); a courtesy check: the register call checks the code again, so skipping it gains nothing',
    summary: 'the code belongs to an agent of the merchant (invitation_code_error); checked again by the register call',
  },
  'sliderCheck.fetchChallenge': {
    call: 'GET /wps/humancheck/challenge',
    check:
      'a new challenge for the purpose (register or sms): pictures out, the target offset kept in the database only; chart humanCheck per challenge, issued with 2 minutes to solve it',
    summary: 'new challenge for the purpose; the target stays on the server; 2 minutes',
  },
  'sliderCheck.verifyDrag': {
    call: 'POST /wps/humancheck/verify',
    check:
      "one drag per challenge (humanCheck chart: issued → passed or failed, expired after 2 minutes); the piece within 5 px of the target with a hand-like trace (5 to 600 samples, 250 ms to 60 s, uneven steps); a pass answers a token valid 2 minutes for one call of the challenge's purpose; a refusal says only humancheck.failed, a spent or stale challenge humancheck.expired",
    summary: 'one drag per challenge; on target with a hand-like trace; a token for one call within 2 minutes',
  },
  'smsCountdown.sendSmsCode': {
    call: 'POST /wps/verification/sms/register',
    callOf: smsRoute,
    otherCalls: ['POST /wps/verification/sms/noLogin', PROVIDER_SEND],
    check: `${SITE_OPEN}; register codes need MOBILENUMREG3 or REGMOBVERF3, noLogin codes MOBILEVERCODELOGIN3 or CHNGPASSVERIF3 (403 function.not.available); the number matches the merchant's rule (400 request_param_err); with HUMANCHECK3 a passed slider token for purpose sms is spent (403 humancheck.required); chart smsCode per merchant, purpose and number: a new code only after resendAvailableAt (429 sms.resend.early), 5 per number and 20 per IP an hour (429 TOO_MANY_REQUESTS); 6 digits stored as an HMAC, valid 5 minutes; the same answer whether or not the number has an account (register: a notice instead of a code; noLogin: nothing is sent to a stranger). On the registration's phone-provider path the code goes through the phone provider (${PROVIDER_SEND}?project=<project>): the project must be a merchant's with the path on (403 auth/operation-not-allowed), an E.164 number (400 auth/invalid-phone-number), with HUMANCHECK3 a passed slider token for purpose sms (400 auth/captcha-check-failed), the project's daily quota, a resend only after a minute and 5 codes per number and hour (429 auth/too-many-requests); the code is stored as a hash for 5 minutes and the answer is the session that must present it`,
    summary:
      'site open; slider token spent (HUMANCHECK3); resend wait and hourly limits; code stored as an HMAC, 5 minutes; same answer for every number; on the phone-provider path the provider sends it under the same checks',
    // the slider check this send cost is carried by the code into the call that presents it
    carries: (input) => ((input as { humanCheckToken: string | null }).humanCheckToken ? ['humanCheck'] : []),
  },
};
