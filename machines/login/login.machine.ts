/**
 * Login (id `login`): a mode region (password or SMS tab), a form region and a captcha region side
 * by side. The captcha stays hidden until a failed password attempt says one is needed; from then
 * on every such failure loads a fresh image, because the gateway consumes a presented answer
 * whether or not the password was right. SMS login (MOBILEVERCODELOGIN3) checks the number before
 * its smsCountdown child sends a code, and never escalates to a captcha: the gateway answers every
 * refused code the same way.
 */
import { and, assign, not, or, sendTo, setup, stateIn } from 'xstate';
import { smsCountdownMachine } from '../sms-countdown';
import type { SmsCountdownEvent } from '../sms-countdown';
import { doneOutput, errorCodeOf, errorOf, notProvidedAction, notProvidedActor } from '../shared';
import type { LoginContext, LoginFailure, LoginInput, LoginMachineEvent, LoginRequest, LoginSuccess } from './login.types';
import type { RememberedLogin, RememberedSmsLogin, SmsLoginRequest } from './login.types';
import { toLoginRequest, toSmsLoginRequest, validateLogin, validateSmsLogin, validateSmsTarget } from './login.validation';

function initialContext({ input }: { input: LoginInput }): LoginContext {
  return {
    values: { username: '', password: '', captcha: '', mobileNum: '', countryDialingCode: '', verificationCode: '' },
    remember: false,
    fieldErrors: {},
    errorCode: null,
    captchaImage: null,
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

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginMachineEvent,
    input: {} as LoginInput,
    output: {} as LoginSuccess,
    children: {} as { smsCountdown: 'smsCountdown' },
  },
  actors: {
    readRememberedLogin: notProvidedActor<RememberedLogin | null>('readRememberedLogin'),
    submitLogin: notProvidedActor<LoginSuccess, LoginRequest>('submitLogin'),
    submitSmsLogin: notProvidedActor<LoginSuccess, SmsLoginRequest>('submitSmsLogin'),
    fetchCaptcha: notProvidedActor<string>('fetchCaptcha'),
    startFreePlay: notProvidedActor<LoginSuccess>('startFreePlay'),
    smsCountdown: smsCountdownMachine,
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
    assignField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors };
    }),
    toggleRemember: assign(({ context }) => ({ remember: !context.remember })),
    clearErrors: assign({ fieldErrors: {}, errorCode: null }),
    markFreePlayRequested: assign({ freePlayRequested: true }),
    takeFreePlayRequest: assign({ fieldErrors: {}, errorCode: null, freePlayRequested: false }),
    flagFieldErrors: assign(({ context }) => ({ fieldErrors: validateLogin(context.values, false), errorCode: null })),
    flagFieldErrorsWithCaptcha: assign(({ context }) => ({ fieldErrors: validateLogin(context.values, true), errorCode: null })),
    flagSmsFieldErrors: assign(({ context }) => ({ fieldErrors: validateSmsLogin(context.values), errorCode: null })),
    flagSmsTargetErrors: assign(({ context }) => ({ fieldErrors: { ...context.fieldErrors, ...validateSmsTarget(context.values) } })),
    requestCode: sendTo('smsCountdown', smsSend),
    assignFailure: assign(({ context, event }) => ({
      errorCode: errorCodeOf(failureOf(event)),
      // a presented answer is consumed by the attempt
      values: { ...context.values, captcha: '' },
    })),
    // a refused code stays in the field: the visitor may correct a typo (the gateway counts the tries)
    assignSmsFailure: assign(({ event }) => ({ errorCode: errorCodeOf(failureOf(event)) })),
    assignCaptchaImage: assign(({ event }) => ({ captchaImage: doneOutput<string>(event) })),
    clearCaptchaImage: assign({ captchaImage: null }),
  },
  guards: {
    hasRememberedLogin: ({ event }) => remembered(event) != null,
    rememberedSmsLogin: ({ event }) => remembered(event)?.sms != null,
    rememberChecked: ({ context }) => context.remember,
    freePlayEnabled: ({ context }) => context.freePlayEnabled,
    freePlayRequested: ({ context }) => context.freePlayEnabled && context.freePlayRequested,
    smsLoginEnabled: ({ context }) => context.smsLoginEnabled,
    credentialsFilled: ({ context }) => context.values.username.trim() !== '' && context.values.password.trim() !== '',
    captchaFilled: ({ context }) => context.values.captcha.trim() !== '',
    smsTargetValid: ({ context }) => Object.keys(validateSmsTarget(context.values)).length === 0,
    smsFieldsValid: ({ context }) => Object.keys(validateSmsLogin(context.values)).length === 0,
    choosesSms: ({ event }) => event.type === 'mode.select' && event.mode === 'sms',
    choosesPassword: ({ event }) => event.type === 'mode.select' && event.mode === 'password',
    captchaHidden: stateIn('#login.active.captcha.hidden'),
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
              on: { 'xstate.error.actor.submitLogin': { guard: 'loginFailureRequiresCaptcha', target: 'loading' } },
            },
            loading: {
              invoke: {
                id: 'fetchCaptcha',
                src: 'fetchCaptcha',
                onDone: { target: 'shown', actions: 'assignCaptchaImage' },
                onError: { target: 'failed', actions: 'clearCaptchaImage' },
              },
              on: { 'xstate.error.actor.submitLogin': { guard: 'awaitingLogin', target: 'loading', reenter: true } },
            },
            shown: {
              initial: 'coolingDown',
              on: { 'xstate.error.actor.submitLogin': { guard: 'awaitingLogin', target: 'loading' } },
              states: {
                coolingDown: {
                  description: 'A new image was just loaded: clicks are ignored for CAPTCHA_COOLDOWN.',
                  after: { CAPTCHA_COOLDOWN: { target: 'ready' } },
                },
                ready: { on: { 'captcha.refresh': { target: '#login.active.captcha.loading' } } },
              },
            },
            failed: {
              tags: ['error'],
              on: {
                'captcha.refresh': { target: 'loading' },
                'xstate.error.actor.submitLogin': { guard: 'awaitingLogin', target: 'loading' },
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
