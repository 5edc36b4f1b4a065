/**
 * The registration dialog and its invitation-code check in the world of the report: the demo
 * merchant's rules, one valid value per field, and the gateway's answers. A path signs up on the
 * username tab or the mobile tab (the default while mobile registration is on), with or without
 * the demo agent's invitation link; a typed code no agent has is refused before anything is sent.
 * With the phone-provider path on (phone-world.ts) the code is confirmed with the provider and the
 * register call carries its ID token.
 */
import { affiliateCheckMachine, affiliateStatusOf } from '../../machines/affiliate-check';
import { selectCaptchaView } from '../../machines/captcha';
import type { AffiliateCheckContext, AffiliateSnapshotLike } from '../../machines/affiliate-check';
import { registrationMachine, visibleFields } from '../../machines/registration';
import type { RegisterRules, RegisterSettings, RegistrationContext } from '../../machines/registration';
import { demoRegisterRules } from '../../server/db/seed-data';
import type { ChartSpec, EventVariant } from './auth-path.types';
import { codeRequest, fillVariants, formComplete, sliderOpen } from './form-world';
import type { FormWorld } from './form-world';
import { carriesPhoneToken, confirmPhoneCodeVariants, phoneProviderOn, phoneProviderSettings, registeredThroughProvider } from './phone-world';
import { DEMO_MODULES, demoSwitches, failedWith, freshVisitor, ok, refused, signedIn, view } from './world';

/** The demo agent's invitation code (server/db/seed-data.ts) and one that belongs to no agent. */
export const AGENT_CODE = 'DEMOAGENT';
export const UNKNOWN_CODE = 'NOBODY1';

/** The rules as the settings call sends them; the chart normalises the patterns itself. */
const rules: RegisterRules = Object.fromEntries(demoRegisterRules.map(({ field, ...rule }) => [field, rule]));
// the settings call derives the SMS code's rule from the mobile number's (server/system/settings.routes.ts)
rules.verificationCode = { enabled: true, required: true, acceptedPattern: '*', patternId: 6, minLength: 0, maxLength: 255 };

const SWITCHES = ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3', 'DIRECTREG3', 'CHNGPASSVERIF3', 'MOBILEVERCODELOGIN3'];

export const DEMO_REGISTER_SETTINGS: RegisterSettings = {
  rules,
  switches: Object.fromEntries(SWITCHES.map((id) => [id, DEMO_MODULES[id] === true])),
  countries: [{ countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' }],
};

const context = (s: { context: unknown }) => s.context as RegistrationContext;

/** Codes the gateway gave, as the form shows them (under a field or above the form). */
export function registrationRefusal(c: RegistrationContext): string | null {
  const clientRules = /^(required|inconsistent_twice|reg_pattern_\d+)$/;
  const fieldCode = Object.values(c.fieldErrors).find((error) => error && !clientRules.test(error.code))?.code;
  return c.errorCode ?? fieldCode ?? null;
}

/** The required fields in display order, the SMS code last: it can be typed only once it came. */
function requiredOrder(s: { context: unknown }): string[] {
  const c = context(s);
  if (!c.settings) return [];
  const specs = visibleFields({ rules: c.settings.rules, switches: c.features, mode: c.mode, affiliate: c.affiliate });
  const required = specs.filter((spec) => spec.required).map((spec) => spec.field);
  return [...required.filter((f) => f !== 'verificationCode'), ...required.filter((f) => f === 'verificationCode')];
}

/** The captcha image is on screen (the registration's copy of its captcha chart's last snapshot). */
const captchaImageShown = (s: { context: unknown }) => selectCaptchaView(context(s).captcha).captchaImage !== null;

const registrationForm: FormWorld = {
  order: requiredOrder,
  values: (s) => context(s).values,
  open: (s) =>
    view(s).matches({ form: { editor: 'editing', captcha: 'required' } } as never) &&
    captchaImageShown(s) &&
    !sliderOpen(s) &&
    registrationRefusal(context(s)) === null,
};

const complete = formComplete(registrationForm);
const nothingTyped = (s: { context: unknown }) => Object.values(context(s).values).every((value) => value === '');
const onTab = (mode: string) => (s: { context: unknown }) => context(s).mode === mode;

const registered = (method: 'username' | 'mobile'): EventVariant => ({
  label: `registered on the ${method} tab`,
  offered: (s) => onTab(method)(s) && !carriesPhoneToken(s),
  agrees: { account: 'newPlayer', method },
  next: (facts) => ({ ...facts, via: 'registration' }),
  payload: { output: signedIn(0, false, true) },
  answer: ok({ customerType: 0, firstTimeLogin: true, mustChangePassword: false }),
  decision:
    "every check passed: the member is created under the invitation code's agent, if any; the SMS code is consumed; a new session (login true)",
});

export const registrationChart: ChartSpec = {
  machine: registrationMachine,
  events: {
    'xstate.done.actor.loadRegisterSettings': [
      {
        label: "the demo merchant's rules",
        onlyIf: (facts) => !phoneProviderOn(facts),
        payload: { output: DEMO_REGISTER_SETTINGS },
        answer: ok({
          captcha: { enabled: true, required: true },
          mobileNum: { enabled: true, required: true },
          switches: DEMO_REGISTER_SETTINGS.switches,
        }),
        decision: 'the rules and switches of the merchant',
      },
      phoneProviderSettings(DEMO_REGISTER_SETTINGS),
    ],
    // the tab is chosen before anything is typed; the invitation link is explored on the default (mobile) tab
    'mode.select': [
      {
        label: 'username tab',
        payload: { mode: 'username' },
        offered: (s) => registrationForm.open(s) && nothingTyped(s),
        onlyIf: (facts) => facts.invited !== true,
      },
    ],
    'field.change': [
      ...fillVariants(registrationForm, [
        { label: 'username', field: 'username', value: 'visitor1' },
        { label: 'mobile number', field: 'mobileNum', value: '9171234567' },
        { label: 'password', field: 'password', value: 'Secret-pass-1' },
        { label: 'password again', field: 'confirmPassword', value: 'Secret-pass-1' },
        { label: 'captcha answer', field: 'captcha', value: 'AB12' },
        { label: 'SMS code', field: 'verificationCode', value: '123456' },
      ]),
      // optional: typed once the required fields are in, while the invitation input shows
      {
        label: 'invitation code of no agent',
        payload: { field: 'affiliateCode', value: UNKNOWN_CODE },
        offered: (s) => complete(s) && context(s).affiliate.input === 'shown' && context(s).values.affiliateCode === '' && !context(s).termsAccepted,
      },
    ],
    'sms.request': codeRequest(registrationForm),
    'terms.toggle': [{ label: 'accepted', offered: (s) => complete(s) && !context(s).termsAccepted }],
    'form.submit': [{ label: '', offered: (s) => complete(s) && context(s).termsAccepted }],
    'xstate.done.actor.submitRegistration': [
      registered('username'),
      registered('mobile'),
      registeredThroughProvider('username'),
      registeredThroughProvider('mobile'),
    ],
    'xstate.done.actor.confirmPhoneCode': confirmPhoneCodeVariants.done,
    'xstate.error.actor.confirmPhoneCode': confirmPhoneCodeVariants.error,
    'xstate.error.actor.submitRegistration': [
      {
        label: 'wrong SMS code',
        offered: (s) => !carriesPhoneToken(s),
        payload: failedWith('sms.code.invalid', { triesLeft: 4 }),
        answer: refused(200, 'sms.code.invalid', { triesLeft: 4 }),
        request: { smsCode: 'wrong' },
        decision: "no match for the number's code: the wrong try is counted, nothing is created, the code stays usable",
      },
      {
        label: 'wrong captcha',
        offered: (s) => !carriesPhoneToken(s),
        payload: failedWith('captcha.invalid'),
        answer: refused(200, 'captcha.invalid'),
        request: { captcha: 'wrong' },
        decision: 'the answer does not match the challenge of this browser: refused before the slider token and the SMS code are looked at',
      },
    ],
  },
  ignored: {
    'xstate.snapshot.affiliateCheck': 'sent by the affiliate chart itself (its snapshots), never by the visitor or the gateway',
    'xstate.error.actor.loadRegisterSettings': 'settings that fail to load only offer a retry; the gateway decides nothing',
    'settings.retry': 'only after the settings failed to load (left out above)',
    'country.select': 'another dialing code is the same path with another number; the gateway applies the same checks',
    'captcha.refresh': 'a new image replaces the challenge; the register call consumes whichever answer it carries: the same path',
    'xstate.snapshot.captcha': 'sent by the captcha chart itself (its snapshots), never by the visitor or the gateway',
    'warning.dismiss': 'closing a warning returns to the form with the same values: every outcome after it is reached sooner without it',
    'xstate.snapshot.smsCountdown':
      "sent by the SMS button's chart itself (its snapshots), never by the visitor or the gateway; on the phone-provider path it carries the provider's session from the send's answer (code sent through the phone provider)",
  },
  // the settings never change on a path: left out of a node's identity
  identity: (snapshot) => ({ value: snapshot.value, context: { ...context(snapshot), settings: null } }),
};

/** The code the affiliate chart is asking about: the link's while it checks the link, else the typed one. */
const codeInQuestion = (s: { value: unknown; context: unknown }) => {
  const c = s.context as AffiliateCheckContext;
  return affiliateStatusOf(s as AffiliateSnapshotLike) === 'checkingLink' ? c.linkCode : c.typedCode;
};

export const affiliateCheckChart: ChartSpec = {
  machine: affiliateCheckMachine,
  events: {
    'xstate.done.actor.verifyAffiliateCode': [
      {
        label: "an agent's code",
        offered: (s) => codeInQuestion(s) === AGENT_CODE,
        answer: ok(true),
        payload: { output: true },
        decision: 'the code belongs to an agent of the merchant',
      },
    ],
    'xstate.error.actor.verifyAffiliateCode': [
      {
        label: 'no agent has the code',
        offered: (s) => codeInQuestion(s) === UNKNOWN_CODE,
        payload: failedWith('invitation_code_error'),
        answer: refused(200, 'invitation_code_error'),
        decision: 'no agent of the merchant has the code',
      },
    ],
  },
  ignored: {
    'affiliate.verify': 'sent by the registration chart when the form is submitted with a typed code, never by the visitor directly',
  },
};

/** `register.open` variants: the register button, or the demo agent's invitation link. */
export const registerOpen: EventVariant[] = [
  {
    label: 'the register button',
    offered: (s) => view(s).matches({ guest: 'idle' } as never),
    onlyIf: (f) => freshVisitor(f) && (demoSwitches(f) || phoneProviderOn(f)),
  },
  {
    label: "the demo agent's invitation link",
    payload: { affiliateCode: AGENT_CODE },
    offered: (s) => view(s).matches({ guest: 'idle' } as never),
    onlyIf: (f) => freshVisitor(f) && demoSwitches(f),
    next: (facts) => ({ ...facts, invited: true }),
  },
];
