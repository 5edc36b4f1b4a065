/**
 * Registration (id `registration`): the register dialog of SPEC §2, §4 and §5.
 *
 * Settings load first (rules, switches, dialing codes), while the affiliate chart checks the code
 * of the visitor's link; the form shows once both are known, so the affiliate input does not
 * flicker. The form has two regions: the editor, and the captcha, whose image comes from the captcha
 * child chart (the registration follows its snapshots): refreshed by the visitor at most once per
 * CAPTCHA_COOLDOWN, and reloaded after a tab switch and after every register attempt, which
 * consumes the answer. A submit runs, in order:
 * terms -> field rules -> the typed invitation code (only while its input shows) -> username =
 * mobile number in mobile mode -> the slider check (HUMANCHECK3) -> on the phone-provider path, the
 * code confirmed with the provider for an ID token -> the register call, whose session is the
 * chart's output. On that path the SMS button texts through the provider; the chart follows the
 * button's snapshots for the provider's session of the code (registration.phone.ts).
 */
import { and, assign, forwardTo, sendTo, setup, stateIn } from 'xstate';
import { affiliateCheckMachine, affiliateStatusOf } from '../affiliate-check';
import { captchaLoadingAfter, captchaMachine, provideWithCaptcha, captchaSnapshotOf, selectCaptchaView } from '../captcha';
import type { LoginSuccess } from '../login';
import type { RegistrationInput } from './registration.types';
import { doneOutput, errorCodeOf, errorOf, formFields, hasFieldErrors, notProvidedActor } from '../shared';
import { sliderCheckMachine } from '../slider-check';
import type { SliderCheckOutput } from '../slider-check';
import { smsCountdownMachine } from '../sms-countdown';
import { availableModes, captchaEnabled, defaultMode, normaliseRules } from './registration.rules';
import {
  affiliateInput,
  affiliateStateOf,
  failureOf,
  initialContext,
  registerFailure,
  registerRequest,
  snapshotOf,
  successOutput,
  typedAffiliateCode,
} from './registration.context';
import {
  confirmationRequest,
  confirmedPhoneIdToken,
  confirmFailure,
  countdownInput,
  mirroredPhoneCodeSession,
  phoneCodeNotRequestedError,
} from './registration.context';
import type { RegistrationMachineEvent } from './registration.context';
import { isNewPhoneCodeSession, phoneCodeNotRequested, phoneCodeToConfirm, phoneProviderOf } from './registration.phone';
import type { PhoneCodeConfirmation, RegisterRequest, RegisterSettings, RegistrationContext, RegistrationFieldErrors } from './registration.types';
import { validateMobile, validateRegistration } from './registration.validation';

const form = formFields<RegistrationContext, RegistrationMachineEvent>();

/** The mobile number alone, before an SMS code is asked for. */
function mobileErrors(context: RegistrationContext): RegistrationFieldErrors {
  const error = validateMobile(context);
  return error ? { mobileNum: error } : {};
}

const chart = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationMachineEvent,
    input: {} as RegistrationInput,
    output: {} as LoginSuccess,
    children: {} as {
      affiliateCheck: 'affiliateCheck';
      smsCountdown: 'smsCountdown';
      sliderCheck: 'sliderCheck';
      confirmPhoneCode: 'confirmPhoneCode';
      captcha: 'captcha';
    },
  },
  actors: {
    loadRegisterSettings: notProvidedActor<RegisterSettings>('loadRegisterSettings'),
    /** the captcha child's image call, provided here under the registration's name (see `registrationMachine` below) */
    fetchCaptcha: notProvidedActor<string>('fetchCaptcha'),
    submitRegistration: notProvidedActor<LoginSuccess, RegisterRequest>('submitRegistration'),
    confirmPhoneCode: notProvidedActor<{ idToken: string }, PhoneCodeConfirmation>('confirmPhoneCode'),
    affiliateCheck: affiliateCheckMachine,
    smsCountdown: smsCountdownMachine,
    sliderCheck: sliderCheckMachine,
    captcha: captchaMachine,
  },
  delays: {
    /** the captcha child's cooldown (a new image at most once per second, SPEC §9), provided here under the registration's name */
    CAPTCHA_COOLDOWN: 1000,
  },
  actions: {
    assignSettings: assign(({ context, event }) => {
      const loaded = doneOutput<RegisterSettings>(event);
      // the settings call's switches are fresher than the ones the session started with
      const features = { ...context.features, ...loaded.switches };
      return {
        settings: { ...loaded, rules: normaliseRules(loaded.rules) },
        features,
        mode: defaultMode(features),
        countryDialingCode: loaded.countries[0]?.countryDialingCode ?? '',
        errorCode: null,
      };
    }),
    assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event)) })),
    clearError: assign({ errorCode: null }),
    mirrorAffiliate: assign(({ event }) => ({ affiliate: affiliateStateOf(snapshotOf(event)) })),
    assignMode: assign(({ event }) => (event.type === 'mode.select' ? { mode: event.mode, fieldErrors: {}, errorCode: null } : {})),
    assignField: form.assignField,
    assignCountry: assign(({ event }) => (event.type === 'country.select' ? { countryDialingCode: event.countryDialingCode } : {})),
    toggleTerms: assign(({ context }) => ({ termsAccepted: !context.termsAccepted })),
    flagFieldErrors: form.showErrors(validateRegistration),
    clearErrors: form.clearErrors,
    flagMobileError: form.addErrors(mobileErrors),
    clearMobileError: form.dropError('mobileNum'),
    requestSmsCode: sendTo('smsCountdown', ({ context }) => ({
      type: 'sms.send' as const,
      mobileNum: context.values.mobileNum.trim(),
      countryDialingCode: context.countryDialingCode,
      humanCheckRequired: context.features.HUMANCHECK3 === true,
    })),
    askAffiliateCheck: sendTo('affiliateCheck', ({ context }) => ({ type: 'affiliate.verify' as const, code: typedAffiliateCode(context) })),
    flagInvitationCode: assign(({ context }) => ({ fieldErrors: { ...context.fieldErrors, affiliateCode: { code: 'invitation_code_error' } } })),
    assignAffiliateFailure: assign(({ event }) => ({ errorCode: snapshotOf(event).context.errorCode ?? 'system.error' })),
    useMobileAsUsername: assign(({ context }) =>
      context.mode === 'mobile' ? { values: { ...context.values, username: context.values.mobileNum.trim() } } : {},
    ),
    assignHumanCheckToken: assign(({ event }) => ({ humanCheckToken: doneOutput<SliderCheckOutput>(event).token })),
    // the attempt consumed the captcha answer and the slider token; a refused ID token is dropped
    assignRegisterFailure: assign(registerFailure),
    mirrorPhoneCodeSession: assign(mirroredPhoneCodeSession),
    flagPhoneCodeNotRequested: assign(phoneCodeNotRequestedError),
    assignPhoneIdToken: assign(confirmedPhoneIdToken),
    assignConfirmFailure: assign(confirmFailure),
    followCaptcha: assign(({ event }) => ({ captcha: captchaSnapshotOf(event) })),
    // sent a refresh or a reload: the child is loading from now on, whatever its report still says
    awaitNewCaptcha: assign(({ context }) => ({ captcha: captchaLoadingAfter(context.captcha) })),
    refreshCaptcha: forwardTo('captcha'),
    reloadCaptcha: sendTo('captcha', { type: 'captcha.reload' as const }),
    // an answer typed for the old picture is wrong for the next one
    clearCaptchaAnswer: assign(({ context }) => ({ values: { ...context.values, captcha: '' } })),
    forgetHumanCheckToken: assign({ humanCheckToken: null }),
  },
  guards: {
    linkCheckPending: ({ context }) => context.affiliate.input === 'checking',
    linkCheckSettled: ({ context }) => context.affiliate.input !== 'checking',
    canSwitchMode: ({ context, event }) =>
      event.type === 'mode.select' && event.mode !== context.mode && availableModes(context.features).includes(event.mode),
    captchaOn: ({ context }) => captchaEnabled(context.settings?.rules ?? {}),
    editing: stateIn('#registration.form.editor.editing'),
    captchaReloadsOnSwitch: and(['canSwitchMode', 'editing']),
    // the image has been up for the cooldown, or failed to load
    captchaCanRefresh: ({ context }) => selectCaptchaView(context.captcha).canRefresh,
    // not while a submit runs: its answer belongs to the picture shown when it started
    captchaRefreshable: and(['editing', 'captchaCanRefresh']),
    termsNotAccepted: ({ context }) => !context.termsAccepted,
    fieldsInvalid: ({ context }) => hasFieldErrors(validateRegistration(context)),
    mobileValid: form.valid(mobileErrors),
    typedAffiliateToVerify: ({ context }) =>
      context.affiliate.input === 'shown' && context.settings?.rules.affiliateCode?.enabled === true && typedAffiliateCode(context) !== '',
    affiliateAccepted: ({ context, event }) => {
      const snapshot = snapshotOf(event);
      return affiliateStatusOf(snapshot) === 'accepted' && snapshot.context.code === typedAffiliateCode(context);
    },
    affiliateRejected: ({ event }) => affiliateStatusOf(snapshotOf(event)) === 'rejected',
    affiliateFailed: ({ event }) => affiliateStatusOf(snapshotOf(event)) === 'failed',
    humanCheckRequired: ({ context }) => context.features.HUMANCHECK3 === true,
    passedHumanCheck: ({ event }) => doneOutput<SliderCheckOutput>(event).token !== null,
    invitationRefused: ({ event }) => failureOf(event).errorCode === 'invitation_code_error',
    // only on the path: off it the button's chart never has a provider session
    newPhoneCodeSession: ({ context, event }) => phoneProviderOf(context) !== null && isNewPhoneCodeSession(context, event),
    phoneCodeNotRequested: ({ context }) => phoneCodeNotRequested(context),
    phoneCodeToConfirm: ({ context }) => phoneCodeToConfirm(context),
    passedHumanCheckBeforeCode: and(['passedHumanCheck', 'phoneCodeToConfirm']),
    registerPending: stateIn('#registration.form.editor.submitting.registering'),
  },
}).createMachine({
  id: 'registration',
  context: initialContext,
  initial: 'loading',
  output: successOutput,
  // the affiliate chart lives as long as the dialog; its snapshots tell what the link code was worth
  invoke: {
    id: 'affiliateCheck',
    src: 'affiliateCheck',
    input: affiliateInput,
    onSnapshot: { guard: 'linkCheckPending', actions: 'mirrorAffiliate' },
  },
  states: {
    loading: {
      tags: ['busy'],
      initial: 'settings',
      states: {
        settings: {
          invoke: {
            id: 'loadRegisterSettings',
            src: 'loadRegisterSettings',
            onDone: { target: 'affiliate', actions: 'assignSettings' },
            onError: { target: '#registration.loadFailed', actions: 'assignLoadError' },
          },
        },
        affiliate: {
          description: 'Settings are in; waits for the answer on the link code so the affiliate input does not flicker.',
          always: { guard: 'linkCheckSettled', target: '#registration.form' },
        },
      },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'settings.retry': { target: 'loading', actions: 'clearError' } },
    },
    form: {
      type: 'parallel',
      invoke: {
        id: 'smsCountdown',
        src: 'smsCountdown',
        input: countdownInput,
        // on the phone-provider path the button's chart holds the provider's session of the code
        onSnapshot: { guard: 'newPhoneCodeSession', actions: 'mirrorPhoneCodeSession' },
      },
      states: {
        editor: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'mode.select': { guard: 'canSwitchMode', actions: 'assignMode' },
                'field.change': { actions: 'assignField' },
                'country.select': { actions: 'assignCountry' },
                'terms.toggle': { actions: 'toggleTerms' },
                'sms.request': [{ guard: 'mobileValid', actions: ['clearMobileError', 'requestSmsCode'] }, { actions: 'flagMobileError' }],
                'form.submit': [
                  { guard: 'termsNotAccepted', target: 'termsWarning' },
                  { guard: 'fieldsInvalid', actions: 'flagFieldErrors' },
                  { guard: 'phoneCodeNotRequested', actions: 'flagPhoneCodeNotRequested' },
                  { target: 'submitting', actions: 'clearErrors' },
                ],
              },
            },
            termsWarning: {
              tags: ['warning'],
              description: 'Submitted without accepting the terms: the terms warning; nothing is sent.',
              on: { 'warning.dismiss': { target: 'editing' } },
            },
            invitationWarning: {
              tags: ['warning'],
              description: 'The invitation code belongs to no agent: the invitation-code-error warning; nothing is registered.',
              on: { 'warning.dismiss': { target: 'editing' } },
            },
            submitting: {
              tags: ['busy'],
              initial: 'affiliate',
              states: {
                affiliate: {
                  always: [{ guard: 'typedAffiliateToVerify', target: 'verifyingAffiliate' }, { target: 'preparing' }],
                },
                verifyingAffiliate: {
                  description: 'The typed invitation code is checked before anything else is sent.',
                  entry: 'askAffiliateCheck',
                  on: {
                    'xstate.snapshot.affiliateCheck': [
                      { guard: 'affiliateAccepted', target: 'preparing' },
                      { guard: 'affiliateRejected', target: '#registration.form.editor.invitationWarning', actions: 'flagInvitationCode' },
                      { guard: 'affiliateFailed', target: '#registration.form.editor.editing', actions: 'assignAffiliateFailure' },
                    ],
                  },
                },
                preparing: {
                  description:
                    'In mobile mode the username is the mobile number; then the slider check when HUMANCHECK3 is on, and the code confirmed on the phone-provider path.',
                  entry: 'useMobileAsUsername',
                  always: [
                    { guard: 'humanCheckRequired', target: 'checkingHuman' },
                    { guard: 'phoneCodeToConfirm', target: 'confirmingCode' },
                    { target: 'registering' },
                  ],
                },
                checkingHuman: {
                  invoke: {
                    id: 'sliderCheck',
                    src: 'sliderCheck',
                    input: { purpose: 'register' as const },
                    onDone: [
                      { guard: 'passedHumanCheckBeforeCode', target: 'confirmingCode', actions: 'assignHumanCheckToken' },
                      { guard: 'passedHumanCheck', target: 'registering', actions: 'assignHumanCheckToken' },
                      { target: '#registration.form.editor.editing' },
                    ],
                  },
                },
                confirmingCode: {
                  description: 'Phone-provider path: the typed code is confirmed with the provider, whose ID token the register call carries.',
                  invoke: {
                    id: 'confirmPhoneCode',
                    src: 'confirmPhoneCode',
                    input: confirmationRequest,
                    onDone: { target: 'registering', actions: 'assignPhoneIdToken' },
                    onError: { target: '#registration.form.editor.editing', actions: 'assignConfirmFailure' },
                  },
                },
                registering: {
                  invoke: {
                    id: 'submitRegistration',
                    src: 'submitRegistration',
                    input: registerRequest,
                    onDone: { target: '#registration.registered', actions: 'forgetHumanCheckToken' },
                    onError: [
                      { guard: 'invitationRefused', target: '#registration.form.editor.invitationWarning', actions: 'assignRegisterFailure' },
                      { target: '#registration.form.editor.editing', actions: 'assignRegisterFailure' },
                    ],
                  },
                },
              },
            },
          },
        },
        captcha: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'captchaOn', target: 'required' }, { target: 'off' }] },
            off: { description: 'The merchant asks for no picture captcha.' },
            required: {
              description: 'The captcha child shows the image; a tab switch and every register attempt (which consumes the answer) load a new one.',
              invoke: { id: 'captcha', src: 'captcha', onSnapshot: { actions: 'followCaptcha' } },
              on: {
                'mode.select': { guard: 'captchaReloadsOnSwitch', actions: ['clearCaptchaAnswer', 'reloadCaptcha', 'awaitNewCaptcha'] },
                'xstate.error.actor.submitRegistration': { guard: 'registerPending', actions: ['reloadCaptcha', 'awaitNewCaptcha'] },
                'captcha.refresh': { guard: 'captchaRefreshable', actions: ['clearCaptchaAnswer', 'refreshCaptcha', 'awaitNewCaptcha'] },
              },
            },
          },
        },
      },
    },
    registered: {
      type: 'final',
      description: 'Registered with login true: the session takes the token and loads the member.',
      output: successOutput,
    },
  },
});

export const registrationMachine = chart;

/**
 * The registration with its implementations: the edge and the tests provide `fetchCaptcha` and
 * `CAPTCHA_COOLDOWN` to the registration, and its captcha child gets them too (machines/captcha).
 */
export function provideRegistrationMachine(implementations: Parameters<typeof chart.provide>[0]): typeof chart {
  return provideWithCaptcha(chart, implementations);
}
