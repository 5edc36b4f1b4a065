/**
 * Settings, affiliate snapshots and answers the registration tests share. Two merchants: "full"
 * (both methods, captcha, SMS verification for username sign-ups, slider check) and "mobile only"
 * (no tab, no captcha, no slider check), so one graph covers both sides of every switch; and the
 * mobile-only merchant on the phone-provider path, with and without the slider check.
 */
import type { AffiliateCheckContext } from '../../machines/affiliate-check';
import type { LoginSuccess, RegisterRule, RegisterSettings } from '../../machines/registration';

const rule = (acceptedPattern: string, patternId: number, minLength: number, maxLength: number, required = false, type?: string): RegisterRule => ({
  enabled: true,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
  type,
});

const off = (): RegisterRule => ({ enabled: false, required: false, acceptedPattern: '*', patternId: 0, minLength: 0, maxLength: 0 });

export const rules = {
  username: rule('^[A-Za-z][A-Za-z0-9]*$', 1, 6, 16, true),
  password: rule('^(?=.*[A-Za-z])(?=.*\\d).*$', 5, 8, 128, true, 'password'),
  mobileNum: rule('^9\\d{9}$', 6, 10, 10, true, 'tel'),
  verificationCode: rule('*', 6, 0, 255, true),
  affiliateCode: rule('^[A-Za-z0-9]+$', 4, 4, 20),
  captcha: rule('^[A-Za-z0-9]+$', 4, 4, 4, true),
  payeeName: off(),
  email: off(),
  paymentPassword: off(),
};

export const countries = [
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
];

export const fullSettings: RegisterSettings = {
  rules,
  switches: { USERNAMEREG3: true, MOBILENUMREG3: true, MOBILENUMPASSREG3: false, REGMOBVERF3: true, DIRECTREG3: true },
  countries,
};

export const mobileOnlySettings: RegisterSettings = {
  rules: { ...rules, captcha: off() },
  switches: { USERNAMEREG3: false, MOBILENUMREG3: true, MOBILENUMPASSREG3: false, REGMOBVERF3: false, HUMANCHECK3: false },
  countries,
};

/** The phone-provider path on a mobile-only merchant, with and without the slider check. */
export const phoneProvider = { projectId: 'demo-phone-auth' };

export const phoneProviderSettings = (slider: boolean): RegisterSettings => ({
  rules: { ...rules, captcha: off() },
  switches: { USERNAMEREG3: false, MOBILENUMREG3: true, MOBILENUMPASSREG3: false, REGMOBVERF3: false, HUMANCHECK3: slider },
  countries,
  phoneProvider,
});

/** The provider's session of a code texted to 63 9171234567, as the SMS button's chart reports it. */
export const providerSession = { sessionInfo: 'session-1', mobileNum: '9171234567', countryDialingCode: '63' };

export const session: LoginSuccess = { token: 'session-token', firstTimeLogin: true, mustChangePassword: false, customerType: 0 };

const affiliateContext = (patch: Partial<AffiliateCheckContext>): AffiliateCheckContext => ({
  linkCode: 'DEMOAGENT',
  linkChecked: true,
  typedCode: '',
  code: null,
  errorCode: null,
  ...patch,
});

/** What the affiliate chart's snapshots look like to the registration. */
export const affiliateSnapshots = {
  linkAccepted: { value: 'linkAccepted', context: affiliateContext({ code: 'DEMOAGENT' }) },
  linkRefused: { value: { inputShown: 'editing' }, context: affiliateContext({ errorCode: 'invitation_code_error' }) },
  typedAccepted: { value: { inputShown: 'accepted' }, context: affiliateContext({ typedCode: 'AGENT7', code: 'AGENT7' }) },
  typedRejected: { value: { inputShown: 'rejected' }, context: affiliateContext({ typedCode: 'AGENT7', errorCode: 'invitation_code_error' }) },
  typedFailed: { value: { inputShown: 'failed' }, context: affiliateContext({ typedCode: 'AGENT7', errorCode: 'network.error' }) },
};
