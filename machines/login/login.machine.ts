/**
 * Login (id `login`): a mode region (password or SMS tab), a form region and a captcha region side
 * by side. The captcha stays hidden until a failed password attempt says one is needed; from then
 * on the captcha child chart shows the image, and every failed password attempt asks it for a new
 * one, because the gateway consumes a presented answer whether or not the password was right. The
 * login follows the child's snapshots (`onSnapshot`), so its view model and its guards read the
 * image the visitor sees. SMS login (MOBILEVERCODELOGIN3) checks the number before its smsCountdown
 * child sends a code, and never escalates to a captcha: the gateway answers every refused code the
 * same way.
 */
import { and, assign, forwardTo, not, or, sendTo, setup, stateIn } from 'xstate';
import { CAPTCHA_STARTING, captchaLoadingAfter, captchaMachine, provideWithCaptcha, captchaSnapshotOf, selectCaptchaView } from '../captcha';
import { smsCountdownMachine } from '../sms-countdown';
import type { SmsCountdownEvent } from '../sms-countdown';
import { doneOutput, errorCodeOf, errorOf, formFields, notProvidedAction, notProvidedActor } from '../shared';
import type { LoginContext, LoginFailure, LoginInput, LoginMachineEvent, LoginRequest, LoginSuccess } from './login.types';
import type { RememberedLogin, RememberedSmsLogin, SmsLoginRequest } from './login.types';
import { toLoginRequest, toSmsLoginRequest, validateLogin, validateSmsLogin, validateSmsTarget } from './login.validation';

function initialContext({ input }: { input: LoginInput }): LoginContext {
  return {
    values: { username: '', password: '', captcha: '', mobileNum: '', countryDialingCode: '', verificationCode: '' },
    remember: false,
    fieldErrors: {},
    errorCode: null,
    captcha: CAPTCHA_STARTING,
    freePlayEnabled: input.freePlayEnabled,
    smsLoginEnabled: input.smsLoginEnabled === true,
    humanCheckRequired: input.humanCheckRequired === true,
    registrationEnabled: input.registrationEnabled === true,
    freePlayRequested: input.freePlayRequested === true,
  };
}

function loginRequest({ context }: { context: LoginContext }): LoginRequest {
  return toLoginRequest(context.values);
}

function smsLoginRequest({ context }: { context: LoginContext }): SmsLoginRequest {
  return toSmsLoginRequest(context.values);
}

function rememberedCredentials({ context }: { context: LoginContext }) {
  return { username: context.values.username.trim(), password: context.values.password };
}

function rememberedSmsLogin({ context }: { context: LoginContext }): RememberedSmsLogin {
  const { mobileNum, countryDialingCode } = toSmsLoginRequest(context.values);
  return { mobileNum, countryDialingCode };
}

/** The code request for the smsCountdown child: a checked number, and whether a slider check goes first. */
function smsSend({ context }: { context: LoginContext }): SmsCountdownEvent {
  const { mobileNum, countryDialingCode } = toSmsLoginRequest(context.values);
  return { type: 'sms.send', mobileNum, countryDialingCode, humanCheckRequired: context.humanCheckRequired };
}

/** The invoke result that reached `succeeded` (submitLogin, submitSmsLogin or startFreePlay). */
function successOutput({ event }: { event: { type: string } }): LoginSuccess {
  return doneOutput<LoginSuccess>(event);
}

function failureOf(event: { type: string }): Partial<LoginFailure> {
  const error = errorOf(event);
  return typeof error === 'object' && error !== null ? (error as Partial<LoginFailure>) : {};
}

const remembered = (event: { type: string }) => doneOutput<RememberedLogin | null>(event);

const form = formFields<LoginContext, LoginMachineEvent>();
const credentialErrors = ({ values }: LoginContext) => validateLogin(values, false);
const credentialAndCaptchaErrors = ({ values }: LoginContext) => validateLogin(values, true);
const smsErrors = ({ values }: LoginContext) => validateSmsLogin(values);
const smsTargetErrors = ({ values }: LoginContext) => validateSmsTarget(values);

const chart = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginMachineEvent,
    input: {} as LoginInput,
    output: {} as LoginSuccess,
    children: {} as { smsCountdown: 'smsCountdown'; captcha: 'captcha' },
  },
  actors: {
    readRememberedLogin: notProvidedActor<RememberedLogin | null>('readRememberedLogin'),
    submitLogin: notProvidedActor<LoginSuccess, LoginRequest>('submitLogin'),
    submitSmsLogin: notProvidedActor<LoginSuccess, SmsLoginRequest>('submitSmsLogin'),
    /** the captcha child's image call, provided here under the login's name (see `loginMachine` below) */
    fetchCaptcha: notProvidedActor<string>('fetchCaptcha'),
    startFreePlay: notProvidedActor<LoginSuccess>('startFreePlay'),
    smsCountdown: smsCountdownMachine,
    captcha: captchaMachine,
  },
  actions: {
    // Remember me keeps only the last way in: saving one kind forgets the other, forgetting forgets both.
    saveRememberedLogin: notProvidedAction<{ username: string; password: string }>('saveRememberedLogin'),
    saveRememberedSmsLogin: notProvidedAction<RememberedSmsLogin>('saveRememberedSmsLogin'),
    forgetRememberedLogin: notProvidedAction('forgetRememberedLogin'),
    assignRememberedLogin: assign(({ context, event }) => {
      const found = remembered(event)!;
      const sms = found.sms ?? null;
      return {
        values: {
          ...context.values,
          username: found.username,
          password: found.password,
          mobileNum: sms?.mobileNum ?? '',
          countryDialingCode: sms?.countryDialingCode ?? '',
        },
        remember: found.remember,
      };
    }),
    assignField: form.assignField,
    toggleRemember: assign(({ context }) => ({ remember: !context.remember })),
    clearErrors: form.clearErrors,
    markFreePlayRequested: assign({ freePlayRequested: true }),
    takeFreePlayRequest: assign({ fieldErrors: {}, errorCode: null, freePlayRequested: false }),
    flagFieldErrors: form.showErrors(credentialErrors),
    flagFieldErrorsWithCaptcha: form.showErrors(credentialAndCaptchaErrors),
    flagSmsFieldErrors: form.showErrors(smsErrors),
    flagSmsTargetErrors: form.addErrors(smsTargetErrors),
    requestCode: sendTo('smsCountdown', smsSend),
    assignFailure: assign(({ context, event }) => ({
      errorCode: errorCodeOf(failureOf(event)),
      // a presented answer is consumed by the attempt
      values: { ...context.values, captcha: '' },
    })),
    // a refused code stays in the field: the visitor may correct a typo (the gateway counts the tries)
    assignSmsFailure: assign(({ event }) => ({ errorCode: errorCodeOf(failureOf(event)) })),
    followCaptcha: assign(({ event }) => ({ captcha: captchaSnapshotOf(event) })),
    // sent a refresh or a reload: the child is loading from now on, whatever its report still says
    awaitNewCaptcha: assign(({ context }) => ({ captcha: captchaLoadingAfter(context.captcha) })),
    refreshCaptcha: forwardTo('captcha'),
    // the spent answer's image is of no further use
    reloadCaptcha: sendTo('captcha', { type: 'captcha.reload' as const }),
  },
  guards: {
    hasRememberedLogin: ({ event }) => remembered(event) != null,
    rememberedSmsLogin: ({ event }) => remembered(event)?.sms != null,
    rememberChecked: ({ context }) => context.remember,
    freePlayEnabled: ({ context }) => context.freePlayEnabled,
    freePlayRequested: ({ context }) => context.freePlayEnabled && context.freePlayRequested,
    smsLoginEnabled: ({ context }) => context.smsLoginEnabled,
    credentialsFilled: form.valid(credentialErrors),
    captchaFilled: ({ context }) => context.values.captcha.trim() !== '',
    smsTargetValid: form.valid(smsTargetErrors),
    smsFieldsValid: form.valid(smsErrors),
    choosesSms: ({ event }) => event.type === 'mode.select' && event.mode === 'sms',
    choosesPassword: ({ event }) => event.type === 'mode.select' && event.mode === 'password',
    captchaHidden: stateIn('#login.active.captcha.hidden'),
    // the image has been up for the cooldown, or failed to load
    captchaCanRefresh: ({ context }) => selectCaptchaView(context.captcha).canRefresh,
    smsMode: stateIn('#login.active.mode.sms'),
    formRestoring: stateIn('#login.active.form.restoring'),
    // the tab changes only while nothing is in flight
    formEditing: stateIn('#login.active.form.editing'),
    failureRequiresCaptcha: ({ event }) => failureOf(event).captchaRequired === true,
    // a login result only counts while the attempt is in flight
    awaitingLogin: stateIn('#login.active.form.submitting'),
    loginFailureRequiresCaptcha: and(['awaitingLogin', 'failureRequiresCaptcha']),
    formValid: and(['credentialsFilled', or(['captchaHidden', 'captchaFilled'])]),
    smsFormValid: and(['smsMode', 'smsFieldsValid']),
    captchaShown: not('captchaHidden'),
    canChooseSms: and(['choosesSms', 'smsLoginEnabled', 'formEditing']),
    canChoosePassword: and(['choosesPassword', 'formEditing']),
    restoredSmsLogin: and(['formRestoring', 'rememberedSmsLogin', 'smsLoginEnabled']),
  },
  delays: {
    /** the captcha child's cooldown, provided here under the login's name (see `loginMachine` below) */
    CAPTCHA_COOLDOWN: 1000,
  },
}).createMachine({
  id: 'login',
  context: initialContext,
  initial: 'active',
  output: successOutput,
  states: {
    active: {
      type: 'parallel',
      description: 'The dialog is open: the tab, the form and the captcha run side by side.',
      states: {
        mode: {
          initial: 'password',
          states: {
            password: {
              on: {
                'mode.select': { guard: 'canChooseSms', target: 'sms', actions: 'clearErrors' },
                'xstate.done.actor.readRememberedLogin': { guard: 'restoredSmsLogin', target: 'sms' },
              },
            },
            sms: {
              description: 'Mobile number, dialing code and SMS code; the get-code button asks the smsCountdown child.',
              // only this tab has a get-code button; the gateway's resend wait outlives a tab switch
              invoke: { id: 'smsCountdown', src: 'smsCountdown', input: { purpose: 'noLogin' as const } },
              on: {
                'mode.select': { guard: 'canChoosePassword', target: 'password', actions: 'clearErrors' },
                'code.request': [{ guard: 'smsTargetValid', actions: 'requestCode' }, { actions: 'flagSmsTargetErrors' }],
              },
            },
          },
        },
        form: {
          initial: 'restoring',
          states: {
            restoring: {
              tags: ['busy'],
              description: 'Reads remembered credentials before the form is editable.',
              invoke: {
                id: 'readRememberedLogin',
                src: 'readRememberedLogin',
                onDone: [{ guard: 'hasRememberedLogin', target: 'editing', actions: 'assignRememberedLogin' }, { target: 'editing' }],
                onError: { target: 'editing' },
              },
              on: { 'freePlay.start': { guard: 'freePlayEnabled', actions: 'markFreePlayRequested' } },
            },
            editing: {
              description: 'Free play asked for while the form was restoring (or by the header) starts as soon as it is editable.',
              always: { guard: 'freePlayRequested', target: 'startingFreePlay', actions: 'takeFreePlayRequest' },
              on: {
                'field.change': { actions: 'assignField' },
                'remember.toggle': { actions: 'toggleRemember' },
                'form.submit': [
                  { guard: 'smsFormValid', target: 'submittingSms', actions: 'clearErrors' },
                  { guard: 'smsMode', actions: 'flagSmsFieldErrors' },
                  { guard: 'formValid', target: 'submitting', actions: 'clearErrors' },
                  { guard: 'captchaShown', actions: 'flagFieldErrorsWithCaptcha' },
                  { actions: 'flagFieldErrors' },
                ],
                'freePlay.start': { guard: 'freePlayEnabled', target: 'startingFreePlay', actions: 'clearErrors' },
              },
            },
            submitting: {
              tags: ['busy'],
              invoke: {
                id: 'submitLogin',
                src: 'submitLogin',
                input: loginRequest,
                onDone: [
                  {
                    guard: 'rememberChecked',
                    target: '#login.succeeded',
                    actions: { type: 'saveRememberedLogin', params: rememberedCredentials },
                  },
                  { target: '#login.succeeded', actions: 'forgetRememberedLogin' },
                ],
                onError: { target: 'editing', actions: 'assignFailure' },
              },
            },
            submittingSms: {
              tags: ['busy'],
              description: 'The login call with type sms: the mobile number and the code.',
              invoke: {
                id: 'submitSmsLogin',
                src: 'submitSmsLogin',
                input: smsLoginRequest,
                onDone: [
                  {
                    guard: 'rememberChecked',
                    target: '#login.succeeded',
                    actions: { type: 'saveRememberedSmsLogin', params: rememberedSmsLogin },
                  },
                  { target: '#login.succeeded', actions: 'forgetRememberedLogin' },
                ],
                onError: { target: 'editing', actions: 'assignSmsFailure' },
              },
            },
            startingFreePlay: {
              tags: ['busy'],
              description: 'Creating a trial (type 4) account.',
              invoke: {
                id: 'startFreePlay',
                src: 'startFreePlay',
                onDone: { target: '#login.succeeded' },
                onError: { target: 'editing', actions: 'assignFailure' },
              },
            },
          },
        },
        captcha: {
          initial: 'hidden',
          states: {
            hidden: {
              description: 'No captcha until a failed attempt says the next one needs it.',
              on: { 'xstate.error.actor.submitLogin': { guard: 'loginFailureRequiresCaptcha', target: 'required' } },
            },
            required: {
              description:
                "Every password attempt carries the answer to the captcha child's image; a failed one spends it, so a new image is loaded.",
              invoke: { id: 'captcha', src: 'captcha', onSnapshot: { actions: 'followCaptcha' } },
              on: {
                'xstate.error.actor.submitLogin': { guard: 'awaitingLogin', actions: ['reloadCaptcha', 'awaitNewCaptcha'] },
                'captcha.refresh': { guard: 'captchaCanRefresh', actions: ['refreshCaptcha', 'awaitNewCaptcha'] },
              },
            },
          },
        },
      },
    },
    succeeded: {
      type: 'final',
      output: successOutput,
    },
  },
});

export const loginMachine = chart;

/**
 * The login with its implementations: the edge and the tests provide `fetchCaptcha` and
 * `CAPTCHA_COOLDOWN` to the login, and its captcha child gets them too (machines/captcha).
 */
export function provideLoginMachine(implementations: Parameters<typeof chart.provide>[0]): typeof chart {
  return provideWithCaptcha(chart, implementations);
}
