/**
 * Captcha chart: graph paths through the image load (shown, failed), the cooldown, the visitor's
 * refresh and the parent's reload from every state, with the view model checked at every step;
 * then the behaviour with resolving fakes and a simulated clock, and the chart as the login and
 * registration bind it from their own implementations.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import { captchaMachine, captchaSnapshotOf, captchaStatusOf, selectCaptchaView } from '../../machines/captcha';
import type { CaptchaSnapshot } from '../../machines/captcha';
import { provideLoginMachine } from '../../machines/login';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as CaptchaSnapshot;
const IMAGE = 'iVBORw0KGgo=';
let previous: CaptchaSnapshot | null = null;

runPathSuite({
  machine: captchaMachine.provide({ actors: { fetchCaptcha: pending<string, void>() } }),
  events: {
    'xstate.done.actor.fetchCaptcha': [{ output: IMAGE }],
    'xstate.error.actor.fetchCaptcha': [{ error: { errorCode: 'network.error' } }, { error: new Error('offline') }],
  },
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    if (event.type === 'xstate.init') previous = null;
    const view = selectCaptchaView(s);
    const shown = s.matches('shown');
    expect(view.loading).toBe(s.matches('loading'));
    // a stale image is not shown while its replacement loads or after a load failed
    expect(view.captchaImage).toBe(shown ? IMAGE : null);
    expect(view.errorCode !== null).toBe(s.matches('failed'));
    if (s.matches('failed')) expect(['network.error', 'system.error']).toContain(view.errorCode);
    expect(s.hasTag('error')).toBe(s.matches('failed'));
    // a refresh loads a new image only once the image has been up for the cooldown, or after a failure
    expect(view.canRefresh).toBe(s.can({ type: 'captcha.refresh' }));
    expect(view.canRefresh).toBe(s.matches({ shown: 'ready' }) || s.matches('failed'));
    // the parent's reload is taken in every state
    expect(s.can({ type: 'captcha.reload' })).toBe(true);
    if ((event.type === 'captcha.refresh' || event.type === 'captcha.reload') && previous) expect(s.matches('loading')).toBe(true);
    // the plain snapshot a parent keeps reads the same
    expect(selectCaptchaView({ value: s.value, context: s.context })).toEqual(view);
    expect(captchaStatusOf(captchaSnapshotOf({ type: 'xstate.snapshot.captcha', snapshot: s } as EventObject))).toBe(view.status);
    previous = s;
  },
});

describe('captcha behaviour', () => {
  function start(load: (n: number) => Promise<string>, clock = new SimulatedClock()) {
    let loads = 0;
    const actor = createActor(captchaMachine.provide({ actors: { fetchCaptcha: fromPromise<string, void>(() => load(++loads)) } }), { clock });
    actor.start();
    return { actor, clock, loads: () => loads, view: () => selectCaptchaView(actor.getSnapshot()) };
  }

  it('shows the image, then allows a refresh once per cooldown', async () => {
    const { actor, clock, loads, view } = start(async (n) => `img-${n}`);
    expect(view()).toMatchObject({ status: 'loading', loading: true, captchaImage: null, canRefresh: false });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view()).toMatchObject({ status: 'coolingDown', captchaImage: 'img-1', canRefresh: false });
    actor.send({ type: 'captcha.refresh' });
    expect(loads()).toBe(1);
    clock.increment(999);
    expect(view().canRefresh).toBe(false);
    clock.increment(1);
    expect(view()).toMatchObject({ status: 'ready', canRefresh: true });
    actor.send({ type: 'captcha.refresh' });
    expect(view()).toMatchObject({ status: 'loading', captchaImage: null });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(loads()).toBe(2);
    expect(view().captchaImage).toBe('img-2');
  });

  it('reports a failed load with its error code and retries on refresh', async () => {
    const { actor, view } = start(async (n) => {
      if (n === 1) throw { errorCode: 'network.error' };
      return `img-${n}`;
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(view()).toMatchObject({ status: 'failed', errorCode: 'network.error', captchaImage: null, canRefresh: true });
    actor.send({ type: 'captcha.refresh' });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view()).toMatchObject({ captchaImage: 'img-2', errorCode: null });
  });

  it('loads a new image at once when the parent reloads, during the cooldown or a load in flight', async () => {
    const answers: ((image: string) => void)[] = [];
    const { actor, loads, view } = start(() => new Promise<string>((resolve) => answers.push(resolve)));
    // the first load is still in flight: it is dropped and asked again
    actor.send({ type: 'captcha.reload' });
    expect(loads()).toBe(2);
    answers[0]('img-stale');
    answers[1]('img-2');
    await waitFor(actor, (s) => s.matches('shown'));
    expect(view().captchaImage).toBe('img-2');
    // the cooldown does not hold a reload back: the answer was spent
    actor.send({ type: 'captcha.reload' });
    expect(loads()).toBe(3);
    expect(view().status).toBe('loading');
  });

  it('takes the image call and the cooldown its parent was provided with', async () => {
    const parent = provideLoginMachine({
      actors: { fetchCaptcha: fromPromise<string, void>(async () => 'from-the-login-edge') },
      delays: { CAPTCHA_COOLDOWN: 5 },
    });
    // the login's invoked captcha chart is provided with the login's image call and cooldown
    const child = parent.implementations.actors.captcha as typeof captchaMachine;
    expect(child.implementations.delays.CAPTCHA_COOLDOWN).toBe(5);
    const actor = createActor(child).start();
    await waitFor(actor, (s) => s.matches('shown'));
    expect(selectCaptchaView(actor.getSnapshot()).captchaImage).toBe('from-the-login-edge');
  });

  it('keeps a captcha child the parent is provided with by name', () => {
    const standIn = captchaMachine.provide({ delays: { CAPTCHA_COOLDOWN: 7 } });
    const parent = provideLoginMachine({ actors: { captcha: standIn } });
    expect(parent.implementations.actors.captcha).toBe(standIn);
  });
});
