/**
 * Login (id `login`): a form region and a captcha region side by side. The captcha stays hidden until
 * a failed attempt says one is needed; from then on every failure loads a fresh image, because the
 * gateway consumes a presented answer whether or not the password was right.
 */
import { and, assign, not, or, setup, stateIn } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, notProvidedAction, notProvidedActor } from '../shared';
import type { LoginContext, LoginFailure, LoginMachineEvent, LoginInput, LoginRequest, LoginSuccess, RememberedLogin } from './login.types';
import { toLoginRequest, validateLogin } from './login.validation';

function initialContext({ input }: { input: LoginInput }): LoginContext {
  return {
    values: { username: '', password: '', captcha: '' },
    remember: false,
    fieldErrors: {},
    errorCode: null,
    captchaImage: null,
    freePlayEnabled: input.freePlayEnabled,
  };
}

function loginRequest({ context }: { context: LoginContext }): LoginRequest {
  return toLoginRequest(context.values);
}

function rememberedCredentials({ context }: { context: LoginContext }) {
  return { username: context.values.username.trim(), password: context.values.password };
}

/** The invoke result that reached `succeeded` (submitLogin or startFreePlay). */
function successOutput({ event }: { event: { type: string } }): LoginSuccess {
  return doneOutput<LoginSuccess>(event);
}

function failureOf(event: { type: string }): Partial<LoginFailure> {
  const error = errorOf(event);
  return typeof error === 'object' && error !== null ? (error as Partial<LoginFailure>) : {};
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginMachineEvent,
    input: {} as LoginInput,
    output: {} as LoginSuccess,
  },
  actors: {
    readRememberedLogin: notProvidedActor<RememberedLogin | null>('readRememberedLogin'),
    submitLogin: notProvidedActor<LoginSuccess, LoginRequest>('submitLogin'),
    fetchCaptcha: notProvidedActor<string>('fetchCaptcha'),
    startFreePlay: notProvidedActor<LoginSuccess>('startFreePlay'),
  },
  actions: {
    saveRememberedLogin: notProvidedAction<{ username: string; password: string }>('saveRememberedLogin'),
    forgetRememberedLogin: notProvidedAction('forgetRememberedLogin'),
    assignRememberedLogin: assign(({ context, event }) => {
      const remembered = doneOutput<RememberedLogin>(event);
      return {
        values: { ...context.values, username: remembered.username, password: remembered.password },
        remember: remembered.remember,
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
    flagFieldErrors: assign(({ context }) => ({ fieldErrors: validateLogin(context.values, false), errorCode: null })),
    flagFieldErrorsWithCaptcha: assign(({ context }) => ({ fieldErrors: validateLogin(context.values, true), errorCode: null })),
    assignFailure: assign(({ context, event }) => ({
      errorCode: errorCodeOf(failureOf(event)),
      // a presented answer is consumed by the attempt
      values: { ...context.values, captcha: '' },
    })),
    assignCaptchaImage: assign(({ event }) => ({ captchaImage: doneOutput<string>(event) })),
    clearCaptchaImage: assign({ captchaImage: null }),
  },
  guards: {
    hasRememberedLogin: ({ event }) => doneOutput<RememberedLogin | null>(event) != null,
    rememberChecked: ({ context }) => context.remember,
    freePlayEnabled: ({ context }) => context.freePlayEnabled,
    credentialsFilled: ({ context }) => context.values.username.trim() !== '' && context.values.password.trim() !== '',
    captchaFilled: ({ context }) => context.values.captcha.trim() !== '',
    captchaHidden: stateIn('#login.active.captcha.hidden'),
    failureRequiresCaptcha: ({ event }) => failureOf(event).captchaRequired === true,
    // a login result only counts while the attempt is in flight
    awaitingLogin: stateIn('#login.active.form.submitting'),
    loginFailureRequiresCaptcha: and(['awaitingLogin', 'failureRequiresCaptcha']),
    formValid: and(['credentialsFilled', or(['captchaHidden', 'captchaFilled'])]),
    captchaShown: not('captchaHidden'),
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
      description: 'The dialog is open: the form and the captcha run side by side.',
      states: {
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
            },
            editing: {
              on: {
                'field.change': { actions: 'assignField' },
                'remember.toggle': { actions: 'toggleRemember' },
                'form.submit': [
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
