/**
 * Forgot password in the world of the report: by e-mail (the demo merchant), by phone (with
 * CHNGPASSVERIF3 switched on) and from an e-mailed reset link. Each step's form is filled in order
 * with valid values; a refusal ends the path.
 */
import { forgotPasswordMachine } from '../../machines/forgot-password';
import type { ForgotPasswordContext } from '../../machines/forgot-password';
import type { ChartSpec, EventVariant } from './auth-path.types';
import { codeRequest, fillVariants, formComplete, sliderOpen } from './form-world';
import type { FormWorld } from './form-world';
import { phoneProviderOn } from './phone-world';
import { socialSwitches } from './social-world';
import { demoSwitches, failedWith, freshVisitor, ok, plain, refused, signedIn, signingIn, view } from './world';

const context = (s: { context: unknown }) => s.context as ForgotPasswordContext;
const at = (s: { value: unknown; context: unknown }, state: unknown) => view(s).matches(state as never);

/** The fields of the step the dialog shows. */
function stepFields(s: { value: unknown; context: unknown }): readonly string[] {
  if (at(s, { byEmail: 'editing' })) return ['username', 'email'];
  if (at(s, { byPhone: 'editing' })) return ['mobileNum', 'countryDialingCode', 'verificationCode', 'newPassword', 'confirmNewPassword'];
  if (at(s, { resetLink: 'editing' })) return ['newPassword', 'confirmNewPassword'];
  return [];
}

const recoveryForm: FormWorld = {
  order: stepFields,
  values: (s) => context(s).values,
  open: (s) => stepFields(s).length > 0 && !sliderOpen(s) && context(s).errorCode === null,
};

export const forgotPasswordChart: ChartSpec = {
  machine: forgotPasswordMachine,
  events: {
    'field.change': fillVariants(recoveryForm, [
      { label: 'username', field: 'username', value: 'player1' },
      { label: 'e-mail', field: 'email', value: 'player1@example.com' },
      { label: 'mobile number', field: 'mobileNum', value: '9171234567' },
      { label: 'dialing code', field: 'countryDialingCode', value: '63' },
      { label: 'SMS code', field: 'verificationCode', value: '123456' },
      { label: 'new password', field: 'newPassword', value: 'Fresh-pass-22' },
      { label: 'new password again', field: 'confirmNewPassword', value: 'Fresh-pass-22' },
    ]),
    'code.request': codeRequest(recoveryForm),
    'form.submit': [{ label: '', offered: formComplete(recoveryForm) }],
    'result.confirm': plain,
    'xstate.done.actor.requestResetEmail': [
      {
        label: 'the same answer for every pair',
        answer: ok(null),
        payload: { output: undefined },
        decision: 'username and address belong together: a single-use link valid 30 minutes is mailed (the answer would be the same if they did not)',
      },
    ],
    'xstate.done.actor.resetWithLink': [
      {
        label: 'password set',
        payload: { output: undefined },
        answer: ok(null),
        precondition: { resetLink: 'mailed' },
        decision: 'the link was unused and under 30 minutes old: spent, password set, every session revoked',
      },
    ],
    'xstate.error.actor.resetWithLink': [
      {
        label: 'link already used',
        payload: failedWith('password.reset.invalid'),
        answer: refused(200, 'password.reset.invalid'),
        precondition: { resetLink: 'used' },
        decision: 'the link was spent before: nothing changes',
      },
    ],
    'xstate.done.actor.resetByPhone': [
      {
        label: 'password set, signed in',
        agrees: { account: 'player' },
        next: signingIn('phoneReset'),
        payload: { output: signedIn(0) },
        answer: ok({ customerType: 0, mustChangePassword: false }),
        decision: 'the code texted to that number matched and was consumed: password set, every session revoked, a new session',
      },
    ],
    'xstate.error.actor.resetByPhone': [
      {
        label: 'wrong SMS code',
        payload: failedWith('sms.code.invalid'),
        answer: refused(200, 'sms.code.invalid'),
        request: { smsCode: 'wrong' },
        decision: "no match for the number's code: counted; the password stays as it was",
      },
    ],
  },
  ignored: {
    'xstate.error.actor.requestResetEmail':
      'the e-mail request answers the same for every pair; only a switched-off function or a rate limit refuses it, and nothing about an account is decided',
    'link.renew': 'asks for a new link: the e-mail request path again',
  },
};

/** `forgot.open` variants: the dialog's link (by e-mail, or by phone once switched on), or an e-mailed reset link. */
export const forgotOpen: EventVariant[] = [
  // with social login or the phone-provider path switched on only those paths are explored: recovery does not change with them
  {
    label: 'the forgot-password link',
    offered: (s) => at(s, { guest: 'idle' }),
    onlyIf: (f) => freshVisitor(f) && !socialSwitches(f) && !phoneProviderOn(f),
  },
  {
    label: 'an e-mailed reset link',
    payload: { resetToken: 'link-token' },
    offered: (s) => at(s, { guest: 'idle' }),
    onlyIf: (f) => freshVisitor(f) && demoSwitches(f),
  },
];
