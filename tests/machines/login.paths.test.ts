/**
 * Login chart: graph paths over the mode, form and captcha regions (remembered password or SMS
 * login, or none; failures with and without the captcha flag; what the captcha child reports: an
 * image, the end of its cooldown, a failed load; free play; the SMS tab with its code request and
 * SMS login), plus behaviour with resolving fakes and the real captcha child.
 */
import { describe, it } from 'vitest';
import { createActor, createMachine, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import {
  isMobileFormatValid,
  provideLoginMachine,
  selectLoginSmsCountdownRef,
  selectLoginView,
  validateSmsLogin,
  validateSmsTarget,
} from '../../machines/login';
import type { LoginInput, LoginRequest, LoginSnapshot, LoginSuccess, RememberedLogin, SmsLoginRequest } from '../../machines/login';
import { captchaStatusOf } from '../../machines/captcha';
import type { CaptchaSnapshotLike } from '../../machines/captcha';
import { smsCountdownMachine } from '../../machines/sms-countdown';
import type { SmsSendRequest, SmsSendResult } from '../../machines/sms-countdown';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const success: LoginSuccess = { token: 't-1', firstTimeLogin: false, mustChangePassword: false, customerType: 0 };
const bySms: LoginSuccess = { token: 't-sms', firstTimeLogin: false, mustChangePassword: false, customerType: 0 };
const trial: LoginSuccess = { token: 't-trial', firstTimeLogin: true, mustChangePassword: false, customerType: 4 };
const asSnapshot = (snapshot: unknown) => snapshot as LoginSnapshot;
const noop = () => {};
const allSwitches: LoginInput = { freePlayEnabled: true, smsLoginEnabled: true, humanCheckRequired: true, registrationEnabled: true };

/** What the captcha child reports once its image loaded, once its cooldown ended, after a failed load. */
const captchaReports: { snapshot: CaptchaSnapshotLike }[] = [
  { snapshot: { value: { shown: 'coolingDown' }, context: { captchaImage: 'iVBORw0KGgo=', errorCode: null } } },
  { snapshot: { value: { shown: 'ready' }, context: { captchaImage: 'iVBORw0KGgo=', errorCode: null } } },
  { snapshot: { value: 'failed', context: { captchaImage: null, errorCode: 'network.error' } } },
];

/** What the get-code button's countdown received during one path. */
let codeSends: EventObject[] = [];
const countdownStub = createMachine({
  id: 'smsCountdownStub',
  on: { 'sms.send': { actions: ({ event }) => void codeSends.push(event) } },
}) as unknown as typeof smsCountdownMachine;
let previous: LoginSnapshot | null = null;

runPathSuite({
  machine: provideLoginMachine({
    actors: {
      readRememberedLogin: pending<RememberedLogin | null, void>(),
      submitLogin: pending<LoginSuccess, LoginRequest>(),
      submitSmsLogin: pending<LoginSuccess, SmsLoginRequest>(),
      fetchCaptcha: pending<string, void>(),
      startFreePlay: pending<LoginSuccess, void>(),
      smsCountdown: countdownStub,
    },
    actions: { saveRememberedLogin: noop, forgetRememberedLogin: noop, saveRememberedSmsLogin: noop },
  }),
  input: allSwitches,
  events: {
    'field.change': [
      { field: 'username', value: 'ann' },
      { field: 'username', value: '   ' },
      { field: 'password', value: 'pw1' },
      { field: 'captcha', value: 'AB12' },
      { field: 'mobileNum', value: ' 9171234567 ' },
      { field: 'mobileNum', value: '917-ABC' },
      { field: 'countryDialingCode', value: '+63' },
      { field: 'verificationCode', value: '123456' },
    ],
    'mode.select': [{ mode: 'sms' }, { mode: 'password' }],
    'xstate.done.actor.readRememberedLogin': [
      { output: { username: 'ann', password: 'pw1', remember: true } },
      { output: { username: '', password: '', remember: true, sms: { mobileNum: '9171234567', countryDialingCode: '63' } } },
      { output: null },
    ],
    'xstate.done.actor.submitLogin': [{ output: success }],
    'xstate.error.actor.submitLogin': [
      { error: { errorCode: 'login.failed', captchaRequired: false } },
      { error: { errorCode: 'login.failed', captchaRequired: true } },
    ],
    'xstate.done.actor.submitSmsLogin': [{ output: bySms }],
    'xstate.error.actor.submitSmsLogin': [{ error: { errorCode: 'login.failed', captchaRequired: false } }],
    // the captcha child (bound from the pending fetchCaptcha) stays loading: the paths say what it reports
    'xstate.snapshot.captcha': captchaReports,
    'xstate.done.actor.startFreePlay': [{ output: trial }],
    'xstate.error.actor.startFreePlay': [{ error: { errorCode: 'function.not.available', captchaRequired: false } }],
  },
  // Graph identity keeps what guards read (filled credentials and captcha, a valid SMS number and
  // form, remember, free play asked for while restoring, the captcha child's last report); messages,
  // images and the exact values are display data.
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const { values, remember, freePlayRequested } = s.context;
    const captcha = captchaStatusOf(s.context.captcha);
    const guards = {
      credentials: values.username.trim() !== '' && values.password.trim() !== '',
      captcha: values.captcha.trim() !== '',
      smsTarget: Object.keys(validateSmsTarget(values)).length === 0,
      smsForm: Object.keys(validateSmsLogin(values)).length === 0,
    };
    return JSON.stringify({ value: s.value, status: s.status, guards, remember, freePlayRequested, captcha });
  },
  assertStep: (raw, event) => {
    const s = asSnapshot(raw);
    if (event.type === 'xstate.init') {
      codeSends = [];
      previous = null;
    }
    const view = selectLoginView(s);
    const sms = s.matches({ active: { mode: 'sms' } });
    const captchaUp = s.matches({ active: { captcha: 'required' } });
    const reported = captchaStatusOf(s.context.captcha);
    const editing = s.matches({ active: { form: 'editing' } });
    const busy = ['restoring', 'submitting', 'submittingSms', 'startingFreePlay'].some((f) => s.matches({ active: { form: f as 'editing' } }));
    expect(view.mode).toBe(sms ? 'sms' : 'password');
    expect(view.busy).toBe(busy);
    expect(view.canSubmit).toBe(editing);
    if (view.busy) expect(view.canSubmit).toBe(false);
    expect(view.canSelectMode).toBe(editing);
    expect(view.canRequestCode).toBe(sms);
    // the captcha belongs to the password tab; what it shows is the child's last report
    expect(view.captchaVisible).toBe(!sms && captchaUp);
    expect(view.captchaLoading).toBe(!sms && captchaUp && reported === 'loading');
    expect(view.captchaImage !== null).toBe(!sms && captchaUp && (reported === 'coolingDown' || reported === 'ready'));
    expect(view.canRefreshCaptcha).toBe(!sms && captchaUp && (reported === 'ready' || reported === 'failed'));
    // the child runs exactly while a captcha is required
    expect(s.children.captcha !== undefined).toBe(s.status === 'active' && captchaUp);
    // a failed password attempt or a refresh asks the child for a new image: loading until it reports one
    if (captchaUp && previous?.matches({ active: { captcha: 'required' } })) {
      if (
        event.type === 'captcha.refresh' ||
        (event.type === 'xstate.error.actor.submitLogin' && previous.matches({ active: { form: 'submitting' } }))
      )
        expect(reported).toBe('loading');
    }
    expect(view.canFreePlay).toBe(editing);
    // free play asked for while the form restored starts as soon as it is editable
    if (s.context.freePlayRequested) expect(s.matches({ active: { form: 'restoring' } })).toBe(true);
    expect(view.canRegister).toBe(true);
    if (!view.captchaVisible) expect(view.fieldErrors.captcha).toBeUndefined();
    if (s.status === 'done') expect([success, bySms, trial]).toContainEqual(s.output);
    // the get-code button's countdown runs only on the SMS tab
    expect(selectLoginSmsCountdownRef(s) !== undefined).toBe(s.status === 'active' && sms);

    // a code is asked for only for a number in mobile format, trimmed, with the slider switch
    if (event.type === 'code.request' && previous) {
      const valid = Object.keys(validateSmsTarget(previous.context.values)).length === 0;
      if (valid) {
        expect(codeSends.at(-1)).toEqual({
          type: 'sms.send',
          mobileNum: previous.context.values.mobileNum.trim(),
          countryDialingCode: previous.context.values.countryDialingCode.trim().replace(/^\+/, ''),
          humanCheckRequired: true,
        });
      } else {
        expect(codeSends).toEqual([]);
        expect(view.fieldErrors.mobileNum ?? view.fieldErrors.countryDialingCode).toBeDefined();
      }
      codeSends = [];
    }
    if (s.matches({ active: { form: 'submittingSms' } })) expect(isMobileFormatValid(s.context.values.mobileNum)).toBe(true);
    previous = s;
  },
});

interface Fakes {
  remembered?: RememberedLogin | null;
  submit?: (request: LoginRequest) => Promise<LoginSuccess>;
  submitSms?: (request: SmsLoginRequest) => Promise<LoginSuccess>;
  sendSmsCode?: (request: SmsSendRequest) => Promise<SmsSendResult>;
  images?: string[];
}

function startLogin(fakes: Fakes = {}, options: Partial<LoginInput> & { clock?: SimulatedClock } = {}) {
  const calls = {
    requests: [] as LoginRequest[],
    smsRequests: [] as SmsLoginRequest[],
    codeSends: [] as SmsSendRequest[],
    captchaFetches: 0,
    saved: [] as unknown[],
    savedSms: [] as unknown[],
    forgotten: 0,
  };
  const images = fakes.images ?? ['img-1', 'img-2', 'img-3'];
  const machine = provideLoginMachine({
    actors: {
      readRememberedLogin: fromPromise(async () => fakes.remembered ?? null),
      submitLogin: fromPromise<LoginSuccess, LoginRequest>(async ({ input }) => {
        calls.requests.push(input);
        return (fakes.submit ?? (async () => success))(input);
      }),
      submitSmsLogin: fromPromise<LoginSuccess, SmsLoginRequest>(async ({ input }) => {
        calls.smsRequests.push(input);
        return (fakes.submitSms ?? (async () => bySms))(input);
      }),
      fetchCaptcha: fromPromise(async () => images[calls.captchaFetches++ % images.length]),
      startFreePlay: fromPromise(async () => trial),
      smsCountdown: smsCountdownMachine.provide({
        actors: {
          sendSmsCode: fromPromise<SmsSendResult, SmsSendRequest>(async ({ input }) => {
            calls.codeSends.push(input);
            return (fakes.sendSmsCode ?? (async () => ({ expiredMinutes: 5 })))(input);
          }),
        },
      }),
    },
    actions: {
      saveRememberedLogin: (_, params) => void calls.saved.push(params),
      forgetRememberedLogin: () => void calls.forgotten++,
      saveRememberedSmsLogin: (_, params) => void calls.savedSms.push(params),
    },
  });
  const { clock, ...switches } = options;
  const input: LoginInput = { freePlayEnabled: true, ...switches };
  const actor = createActor(machine, clock ? { input, clock } : { input });
  actor.start();
  return { actor, calls, view: () => selectLoginView(actor.getSnapshot()) };
}

const editing = (s: LoginSnapshot) => s.matches({ active: { form: 'editing' } });

describe('login behaviour', () => {
  it('outputs the login result, saving credentials when remember me is on', async () => {
    const { actor, calls } = startLogin();
    await waitFor(actor, editing);
    actor.send({ type: 'field.change', field: 'username', value: ' ann ' });
    actor.send({ type: 'field.change', field: 'password', value: 'pw1' });
    actor.send({ type: 'remember.toggle' });
    actor.send({ type: 'form.submit' });
    expect(selectLoginView(actor.getSnapshot()).busy).toBe(true);
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual(success);
    expect(calls.requests).toEqual([{ username: 'ann', password: 'pw1', captcha: null }]);
    expect(calls.saved).toEqual([{ username: 'ann', password: 'pw1' }]);
    expect(calls.forgotten).toBe(0);
    expect(calls.smsRequests).toEqual([]);
  });

  it('fills the form from remembered credentials and forgets them when remember me is cleared', async () => {
    const { actor, calls, view } = startLogin({ remembered: { username: 'bob', password: 'pw2', remember: true } });
    await waitFor(actor, editing);
    expect(view().values).toMatchObject({ username: 'bob', password: 'pw2' });
    expect(view().remember).toBe(true);
    expect(view().mode).toBe('password');
    actor.send({ type: 'remember.toggle' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.forgotten).toBe(1);
  });

  it('requires username and password, trimmed', async () => {
    const { actor, view } = startLogin();
    await waitFor(actor, editing);
    actor.send({ type: 'field.change', field: 'username', value: '   ' });
    actor.send({ type: 'form.submit' });
    expect(view().fieldErrors).toEqual({ username: 'required', password: 'required' });
    expect(editing(actor.getSnapshot())).toBe(true);
  });

  it('shows a captcha and loads a new image after a failure that asks for one', async () => {
    let attempts = 0;
    const { actor, calls, view } = startLogin({
      submit: async () => {
        attempts++;
        throw { errorCode: attempts === 1 ? 'login.failed' : 'captcha.invalid', captchaRequired: true };
      },
    });
    await waitFor(actor, editing);
    expect(view().captchaVisible).toBe(false);
    actor.send({ type: 'field.change', field: 'username', value: 'ann' });
    actor.send({ type: 'field.change', field: 'password', value: 'wrong' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => selectLoginView(s).captchaImage !== null);
    expect(view()).toMatchObject({ errorCode: 'login.failed', captchaVisible: true, captchaImage: 'img-1' });
    expect(calls.captchaFetches).toBe(1);

    actor.send({ type: 'form.submit' });
    expect(view().fieldErrors).toEqual({ captcha: 'required' });
    actor.send({ type: 'field.change', field: 'captcha', value: ' x9k2 ' });
    actor.send({ type: 'form.submit' });
    expect(calls.requests[1]).toEqual({ username: 'ann', password: 'wrong', captcha: 'x9k2' });
    await waitFor(actor, (s) => editing(s) && selectLoginView(s).captchaImage === 'img-2');
    expect(view()).toMatchObject({ errorCode: 'captcha.invalid', captchaImage: 'img-2' });
    expect(view().values.captcha).toBe('');
    expect(calls.captchaFetches).toBe(2);
  });

  it('keeps the captcha hidden after a failure that does not ask for one', async () => {
    const { actor, calls, view } = startLogin({
      submit: async () => {
        throw { errorCode: 'network.error', captchaRequired: false };
      },
    });
    await waitFor(actor, editing);
    actor.send({ type: 'field.change', field: 'username', value: 'ann' });
    actor.send({ type: 'field.change', field: 'password', value: 'pw' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, editing);
    expect(view()).toMatchObject({ errorCode: 'network.error', captchaVisible: false });
    expect(calls.captchaFetches).toBe(0);
  });

  it('refreshes the captcha image at most once per second', async () => {
    const clock = new SimulatedClock();
    const { actor, calls, view } = startLogin(
      { submit: async () => Promise.reject({ errorCode: 'login.failed', captchaRequired: true }) },
      { clock },
    );
    await waitFor(actor, editing);
    actor.send({ type: 'field.change', field: 'username', value: 'ann' });
    actor.send({ type: 'field.change', field: 'password', value: 'pw' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => selectLoginView(s).captchaImage !== null);
    expect(calls.captchaFetches).toBe(1);
    expect(view().canRefreshCaptcha).toBe(false);
    actor.send({ type: 'captcha.refresh' });
    expect(calls.captchaFetches).toBe(1);

    clock.increment(999);
    actor.send({ type: 'captcha.refresh' });
    expect(calls.captchaFetches).toBe(1);
    clock.increment(1);
    expect(view().canRefreshCaptcha).toBe(true);
    actor.send({ type: 'captcha.refresh' });
    expect(view()).toMatchObject({ captchaLoading: true, captchaImage: null, canRefreshCaptcha: false });
    await waitFor(actor, (s) => selectLoginView(s).captchaImage !== null);
    expect(calls.captchaFetches).toBe(2);
    expect(view().captchaImage).toBe('img-2');
    actor.send({ type: 'captcha.refresh' });
    expect(calls.captchaFetches).toBe(2);
  });

  it('offers free play only when it is enabled', async () => {
    const off = startLogin({}, { freePlayEnabled: false });
    await waitFor(off.actor, editing);
    expect(off.view().canFreePlay).toBe(false);
    off.actor.send({ type: 'freePlay.start' });
    expect(editing(off.actor.getSnapshot())).toBe(true);

    const on = startLogin();
    await waitFor(on.actor, editing);
    expect(on.view().canFreePlay).toBe(true);
    on.actor.send({ type: 'freePlay.start' });
    expect(await waitFor(on.actor, (s) => s.status === 'done').then((s) => s.output)).toEqual(trial);
  });

  it('offers the register link only with DIRECTREG3', async () => {
    const off = startLogin();
    await waitFor(off.actor, editing);
    expect(off.view().canRegister).toBe(false);
    const on = startLogin({}, { registrationEnabled: true });
    await waitFor(on.actor, editing);
    expect(on.view().canRegister).toBe(true);
  });
});

describe('SMS login behaviour', () => {
  async function smsTab(fakes: Fakes = {}, options: Partial<LoginInput> = {}) {
    const started = startLogin(fakes, { smsLoginEnabled: true, ...options });
    await waitFor(started.actor, editing);
    started.actor.send({ type: 'mode.select', mode: 'sms' });
    return started;
  }

  it('offers the SMS tab only when SMS login is on', async () => {
    const off = startLogin();
    await waitFor(off.actor, editing);
    expect(off.view()).toMatchObject({ smsLoginEnabled: false, canSelectMode: false });
    off.actor.send({ type: 'mode.select', mode: 'sms' });
    expect(off.view().mode).toBe('password');
    off.actor.send({ type: 'code.request' });
    expect(off.view().fieldErrors).toEqual({});

    const { view } = await smsTab();
    expect(view()).toMatchObject({ smsLoginEnabled: true, mode: 'sms', canSelectMode: true, canRequestCode: true });
  });

  it('checks the mobile number before the countdown sends a code', async () => {
    const { actor, calls, view } = await smsTab();
    actor.send({ type: 'code.request' });
    expect(view().fieldErrors).toEqual({ mobileNum: 'required', countryDialingCode: 'required' });
    actor.send({ type: 'field.change', field: 'mobileNum', value: '0917-123' });
    actor.send({ type: 'field.change', field: 'countryDialingCode', value: '63' });
    actor.send({ type: 'code.request' });
    expect(view().fieldErrors).toEqual({ mobileNum: 'format' });
    await Promise.resolve();
    expect(calls.codeSends).toEqual([]);

    actor.send({ type: 'field.change', field: 'mobileNum', value: ' 9171234567 ' });
    actor.send({ type: 'field.change', field: 'countryDialingCode', value: '+63' });
    actor.send({ type: 'code.request' });
    const countdown = selectLoginSmsCountdownRef(actor.getSnapshot())!;
    await waitFor(countdown, (s) => s.matches('counting'));
    expect(calls.codeSends).toEqual([{ purpose: 'noLogin', mobileNum: '9171234567', countryDialingCode: '63', humanCheckToken: null }]);
    expect(countdown.getSnapshot().context.secondsLeft).toBe(300);
  });

  it('runs the slider check first when HUMANCHECK3 is on', async () => {
    const { actor, calls } = await smsTab({}, { humanCheckRequired: true });
    actor.send({ type: 'field.change', field: 'mobileNum', value: '9171234567' });
    actor.send({ type: 'field.change', field: 'countryDialingCode', value: '63' });
    actor.send({ type: 'code.request' });
    const countdown = selectLoginSmsCountdownRef(actor.getSnapshot())!;
    expect(countdown.getSnapshot().matches('checkingHuman')).toBe(true);
    expect(calls.codeSends).toEqual([]);
  });

  it('requires number, dialing code and code, then logs in with type sms and remembers the number', async () => {
    const { actor, calls, view } = await smsTab();
    actor.send({ type: 'form.submit' });
    expect(view().fieldErrors).toEqual({ mobileNum: 'required', countryDialingCode: 'required', verificationCode: 'required' });
    actor.send({ type: 'field.change', field: 'mobileNum', value: ' 9171234567' });
    actor.send({ type: 'field.change', field: 'countryDialingCode', value: '63 ' });
    actor.send({ type: 'field.change', field: 'verificationCode', value: ' 123456 ' });
    actor.send({ type: 'remember.toggle' });
    actor.send({ type: 'form.submit' });
    expect(view()).toMatchObject({ busy: true, canSelectMode: false });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual(bySms);
    expect(calls.smsRequests).toEqual([{ mobileNum: '9171234567', countryDialingCode: '63', verificationCode: '123456' }]);
    expect(calls.requests).toEqual([]);
    expect(calls.savedSms).toEqual([{ mobileNum: '9171234567', countryDialingCode: '63' }]);
    expect(calls.forgotten).toBe(0);
    expect(calls.saved).toEqual([]);
  });

  it('forgets every remembered login after an SMS login without remember me', async () => {
    const { actor, calls } = await smsTab();
    actor.send({ type: 'field.change', field: 'mobileNum', value: '9171234567' });
    actor.send({ type: 'field.change', field: 'countryDialingCode', value: '63' });
    actor.send({ type: 'field.change', field: 'verificationCode', value: '123456' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toMatchObject({ savedSms: [], saved: [], forgotten: 1 });
  });

  it('shows a refused code without a captcha and keeps the code for correction', async () => {
    const { actor, calls, view } = await smsTab({ submitSms: async () => Promise.reject({ errorCode: 'login.failed', captchaRequired: false }) });
    actor.send({ type: 'field.change', field: 'mobileNum', value: '9171234567' });
    actor.send({ type: 'field.change', field: 'countryDialingCode', value: '63' });
    actor.send({ type: 'field.change', field: 'verificationCode', value: '123457' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, editing);
    expect(view()).toMatchObject({ errorCode: 'login.failed', captchaVisible: false, mode: 'sms' });
    expect(view().values.verificationCode).toBe('123457');
    expect(calls.captchaFetches).toBe(0);
  });

  it('opens on the SMS tab with the number of a remembered SMS login', async () => {
    const remembered: RememberedLogin = { username: '', password: '', remember: true, sms: { mobileNum: '9171234567', countryDialingCode: '63' } };
    const { actor, view } = startLogin({ remembered }, { smsLoginEnabled: true });
    await waitFor(actor, editing);
    expect(view()).toMatchObject({ mode: 'sms', remember: true });
    expect(view().values).toMatchObject({ mobileNum: '9171234567', countryDialingCode: '63' });

    // with SMS login switched off since, the dialog stays on the password tab
    const off = startLogin({ remembered });
    await waitFor(off.actor, editing);
    expect(off.view().mode).toBe('password');
  });

  it('keeps the typed values and clears errors when switching tabs', async () => {
    const { actor, view } = await smsTab();
    actor.send({ type: 'field.change', field: 'mobileNum', value: '9171234567' });
    actor.send({ type: 'form.submit' });
    expect(Object.keys(view().fieldErrors).length).toBeGreaterThan(0);
    actor.send({ type: 'mode.select', mode: 'password' });
    expect(view()).toMatchObject({ mode: 'password', fieldErrors: {} });
    actor.send({ type: 'mode.select', mode: 'sms' });
    expect(view().values.mobileNum).toBe('9171234567');
  });
});
