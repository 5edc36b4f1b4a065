/**
 * Login chart: graph paths over the form and captcha regions (remembered credentials present/absent,
 * failures with and without the captcha flag, image load failures, the refresh cooldown, free play),
 * plus behaviour with resolving fakes.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { loginMachine, selectLoginView } from '../../machines/login';
import type { LoginRequest, LoginSnapshot, LoginSuccess, RememberedLogin } from '../../machines/login';
import { pending, runPathSuite } from './support/path-suite';

const success: LoginSuccess = { token: 't-1', firstTimeLogin: false, mustChangePassword: false, customerType: 0 };
const trial: LoginSuccess = { token: 't-trial', firstTimeLogin: true, mustChangePassword: false, customerType: 4 };
const asSnapshot = (snapshot: unknown) => snapshot as LoginSnapshot;
const noop = () => {};

runPathSuite({
  machine: loginMachine.provide({
    actors: {
      readRememberedLogin: pending<RememberedLogin | null, void>(),
      submitLogin: pending<LoginSuccess, LoginRequest>(),
      fetchCaptcha: pending<string, void>(),
      startFreePlay: pending<LoginSuccess, void>(),
    },
    actions: { saveRememberedLogin: noop, forgetRememberedLogin: noop },
  }),
  input: { freePlayEnabled: true },
  events: {
    'field.change': [
      { field: 'username', value: 'ann' },
      { field: 'username', value: '   ' },
      { field: 'password', value: 'pw1' },
      { field: 'captcha', value: 'AB12' },
    ],
    'xstate.done.actor.readRememberedLogin': [
      { output: { username: 'ann', password: 'pw1', remember: true } },
      { output: null },
    ],
    'xstate.done.actor.submitLogin': [{ output: success }],
    'xstate.error.actor.submitLogin': [
      { error: { errorCode: 'login.failed', captchaRequired: false } },
      { error: { errorCode: 'login.failed', captchaRequired: true } },
    ],
    'xstate.done.actor.fetchCaptcha': [{ output: 'iVBORw0KGgo=' }],
    'xstate.error.actor.fetchCaptcha': [{ error: { errorCode: 'network.error' } }],
    'xstate.done.actor.startFreePlay': [{ output: trial }],
    'xstate.error.actor.startFreePlay': [{ error: { errorCode: 'function.not.available', captchaRequired: false } }],
  },
  // Graph identity keeps what guards read (filled fields, remember); messages and images are display data.
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const filled = Object.fromEntries(Object.entries(s.context.values).map(([k, v]) => [k, v.trim() !== '']));
    return JSON.stringify({ value: s.value, status: s.status, filled, remember: s.context.remember });
  },
  assertStep: (raw) => {
    const s = asSnapshot(raw);
    const view = selectLoginView(s);
    const inCaptcha = (state: 'hidden' | 'loading' | 'shown' | 'failed') => s.matches({ active: { captcha: state } });
    const editing = s.matches({ active: { form: 'editing' } });
    const busy = ['restoring', 'submitting', 'startingFreePlay'].some((f) => s.matches({ active: { form: f as 'editing' } }));
    expect(view.busy).toBe(busy);
    expect(view.canSubmit).toBe(editing);
    if (view.busy) expect(view.canSubmit).toBe(false);
    expect(view.captchaVisible).toBe(inCaptcha('loading') || inCaptcha('shown') || inCaptcha('failed'));
    expect(view.captchaLoading).toBe(inCaptcha('loading'));
    expect(view.captchaImage !== null).toBe(inCaptcha('shown'));
    expect(view.canRefreshCaptcha).toBe(s.matches({ active: { captcha: { shown: 'ready' } } }) || inCaptcha('failed'));
    expect(view.canFreePlay).toBe(editing);
    if (!view.captchaVisible) expect(view.fieldErrors.captcha).toBeUndefined();
    if (s.status === 'done') expect([success, trial]).toContainEqual(s.output);
  },
});

interface Fakes {
  remembered?: RememberedLogin | null;
  submit?: (request: LoginRequest) => Promise<LoginSuccess>;
  images?: string[];
}

function startLogin(fakes: Fakes = {}, options: { freePlayEnabled?: boolean; clock?: SimulatedClock } = {}) {
  const calls = { requests: [] as LoginRequest[], captchaFetches: 0, saved: [] as unknown[], forgotten: 0 };
  const images = fakes.images ?? ['img-1', 'img-2', 'img-3'];
  const machine = loginMachine.provide({
    actors: {
      readRememberedLogin: fromPromise(async () => fakes.remembered ?? null),
      submitLogin: fromPromise<LoginSuccess, LoginRequest>(async ({ input }) => {
        calls.requests.push(input);
        return (fakes.submit ?? (async () => success))(input);
      }),
      fetchCaptcha: fromPromise(async () => images[calls.captchaFetches++ % images.length]),
      startFreePlay: fromPromise(async () => trial),
    },
    actions: {
      saveRememberedLogin: (_, params) => void calls.saved.push(params),
      forgetRememberedLogin: () => void calls.forgotten++,
    },
  });
  const input = { freePlayEnabled: options.freePlayEnabled ?? true };
  const actor = createActor(machine, options.clock ? { input, clock: options.clock } : { input });
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
  });

  it('fills the form from remembered credentials and forgets them when remember me is cleared', async () => {
    const { actor, calls, view } = startLogin({ remembered: { username: 'bob', password: 'pw2', remember: true } });
    await waitFor(actor, editing);
    expect(view().values).toMatchObject({ username: 'bob', password: 'pw2' });
    expect(view().remember).toBe(true);
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
    await waitFor(actor, (s) => s.matches({ active: { captcha: 'shown' } }));
    expect(view()).toMatchObject({ errorCode: 'login.failed', captchaVisible: true, captchaImage: 'img-1' });
    expect(calls.captchaFetches).toBe(1);

    actor.send({ type: 'form.submit' });
    expect(view().fieldErrors).toEqual({ captcha: 'required' });
    actor.send({ type: 'field.change', field: 'captcha', value: ' x9k2 ' });
    actor.send({ type: 'form.submit' });
    expect(calls.requests[1]).toEqual({ username: 'ann', password: 'wrong', captcha: 'x9k2' });
    await waitFor(actor, (s) => editing(s) && s.matches({ active: { captcha: 'shown' } }));
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
    await waitFor(actor, (s) => s.matches({ active: { captcha: 'shown' } }));
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
    await waitFor(actor, (s) => s.matches({ active: { captcha: 'shown' } }));
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
});
