/**
 * Captcha (id `captcha`), invoked by the login once a captcha is required and by the registration
 * while the merchant's rules ask for one. It loads an image through `fetchCaptcha` and shows it;
 * `captcha.refresh` (the visitor) loads another once the image has been up for CAPTCHA_COOLDOWN,
 * or after a failed load, which keeps its error code; `captcha.reload` (the parent, after an
 * attempt consumed the answer) loads another at once, whatever the chart is doing. The parent
 * follows it through `onSnapshot`, so this chart needs no knowledge of its owner.
 */
import { assign, setup } from 'xstate';
import type { AnyStateMachine } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, notProvidedActor } from '../shared';
import type { CaptchaContext, CaptchaEvent } from './captcha.types';

export const captchaMachine = setup({
  types: {
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
  },
  actors: {
    fetchCaptcha: notProvidedActor<string>('fetchCaptcha'),
  },
  actions: {
    assignImage: assign(({ event }) => ({ captchaImage: doneOutput<string>(event), errorCode: null })),
    assignLoadFailure: assign(({ event }) => ({ captchaImage: null, errorCode: errorCodeOf(errorOf(event)) })),
  },
  delays: {
    /** a new image at most once per second (SPEC §9) */
    CAPTCHA_COOLDOWN: 1000,
  },
}).createMachine({
  id: 'captcha',
  context: { captchaImage: null, errorCode: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchCaptcha',
        src: 'fetchCaptcha',
        onDone: { target: 'shown', actions: 'assignImage' },
        onError: { target: 'failed', actions: 'assignLoadFailure' },
      },
      // the image on its way was issued for the spent answer's challenge: ask again
      on: { 'captcha.reload': { target: 'loading', reenter: true } },
    },
    shown: {
      initial: 'coolingDown',
      on: { 'captcha.reload': { target: 'loading' } },
      states: {
        coolingDown: {
          description: 'A new image was just loaded: refreshes are ignored for CAPTCHA_COOLDOWN.',
          after: { CAPTCHA_COOLDOWN: { target: 'ready' } },
        },
        ready: { on: { 'captcha.refresh': { target: '#captcha.loading' } } },
      },
    },
    failed: {
      tags: ['error'],
      description: 'The image did not load: its error code is kept and a refresh tries again.',
      on: {
        'captcha.refresh': { target: 'loading' },
        'captcha.reload': { target: 'loading' },
      },
    },
  },
});

/**
 * `parent` (the login or the registration, which invoke this chart as `captcha`) provided with
 * `implementations`, and its captcha child provided with the same `fetchCaptcha` and
 * `CAPTCHA_COOLDOWN`: the edge and the tests provide these under the parent's names, as they did
 * before the captcha had a chart of its own, and never see the child. XState resolves an invoked
 * chart's actors and delays against the child's own machine, so the child is provided here, once.
 * A child the implementations name themselves (`actors.captcha`: a test's stand-in) is kept.
 */
export function provideWithCaptcha<TParent extends AnyStateMachine>(parent: TParent, implementations: Parameters<TParent['provide']>[0]): TParent {
  const provided = parent.provide(implementations as never) as TParent;
  const given = (implementations as { actors?: Record<string, unknown> }).actors ?? {};
  if ('captcha' in given) return provided;
  const { actors, delays } = provided.implementations;
  // the parent's implementations are typed by the parent's setup, which declares both under these names
  const captcha = captchaMachine.provide({
    actors: { fetchCaptcha: actors.fetchCaptcha } as CaptchaImplementations['actors'],
    delays: { CAPTCHA_COOLDOWN: delays.CAPTCHA_COOLDOWN } as CaptchaImplementations['delays'],
  });
  return provided.provide({ actors: { captcha } } as never) as TParent;
}

type CaptchaImplementations = Parameters<typeof captchaMachine.provide>[0];
