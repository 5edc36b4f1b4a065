/**
 * The Mermaid text of small hand-written charts, pinned line by line: nesting, parallel regions,
 * initial and final states, guards, delays (named and numeric), invoke done/error, eventless and
 * targetless transitions, descriptions, sanitised ids and the block each arrow is written in.
 * Every expected text also passes the syntax check of the subset GitHub draws.
 */
import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise, setup } from 'xstate';
import { chartModel } from '../../machines/tooling';
import { toMermaidStateDiagram } from '../../scripts/charts/mermaid-state-diagram';
import { checkMermaidStateDiagram } from '../../scripts/charts/mermaid-syntax-check';

const lines = (...text: string[]) => `${text.join('\n')}\n`;

const door = setup({ actions: { answer: () => {} } }).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      description: 'Shut: opening needs the key.',
      initial: 'locked',
      on: { 'door.open': { target: 'open' } },
      states: {
        locked: { on: { 'key.turn': { target: 'unlocked' } } },
        unlocked: { on: { 'key.turn': { target: 'locked' }, knock: { actions: 'answer' } } },
      },
    },
    open: { on: { 'door.close': { target: 'closed' }, 'door.remove': { target: 'gone' } } },
    gone: { type: 'final' },
  },
});

const player = setup({ guards: { hasPower: () => true, isReady: () => true } }).createMachine({
  id: 'player',
  type: 'parallel',
  states: {
    audio: {
      initial: 'muted',
      states: {
        muted: { on: { 'audio.unmute': { guard: 'hasPower', target: 'playing' } } },
        playing: { always: { guard: 'isReady', target: '#player.video.shown' } },
      },
    },
    video: { initial: 'hidden', states: { hidden: {}, shown: {} } },
  },
});

const fetcher = setup({
  actors: { loadUser: fromPromise(async () => 1) },
  actions: { keep: () => {}, report: () => {} },
  delays: { RETRY_DELAY: 2000 },
}).createMachine({
  id: 'fetcher',
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: { id: 'loadUser', src: 'loadUser', onDone: { target: 'loaded', actions: 'keep' }, onError: { target: 'failed', actions: 'report' } },
    },
    loaded: { type: 'final' },
    failed: {
      description: 'Retries after RETRY_DELAY; "retry" retries now.',
      on: { retry: { target: 'loading' } },
      after: { RETRY_DELAY: { target: 'loading' }, 500: { target: 'failed', reenter: true } },
    },
  },
});

const wizard = createMachine({
  id: 'wizard-flow',
  initial: 'step',
  states: {
    step: {
      initial: 'start',
      states: {
        start: { on: { next: { target: 'end' } } },
        end: { id: 'the-end', type: 'final' },
      },
    },
  },
});

const app = createMachine({
  id: 'app',
  initial: 'home',
  on: { 'app.reset': { target: '.home' } },
  states: {
    home: {
      initial: 'a',
      on: { 'home.reset': { target: '.a' }, 'home.b': { target: '.b' } },
      states: { a: {}, b: {} },
    },
  },
});

describe('toMermaidStateDiagram', () => {
  it('nests compound states, marks initial and final states, notes a composite, lists targetless transitions inside their state', () => {
    const expected = lines(
      'stateDiagram-v2',
      '  [*] --> door_closed',
      '  state "closed" as door_closed {',
      '    [*] --> door_closed_locked',
      '    state "locked" as door_closed_locked',
      '    state "unlocked" as door_closed_unlocked',
      '    door_closed_unlocked : knock / answer',
      '    door_closed_locked --> door_closed_unlocked : key.turn',
      '    door_closed_unlocked --> door_closed_locked : key.turn',
      '  }',
      '  note right of door_closed',
      '    Shut#58; opening needs the key.',
      '  end note',
      '  state "open" as door_open',
      '  state "gone" as door_gone',
      '  door_gone --> [*]',
      '  door_closed --> door_open : door.open',
      '  door_open --> door_closed : door.close',
      '  door_open --> door_gone : door.remove',
    );
    expect(toMermaidStateDiagram(chartModel(door))).toBe(expected);
  });

  it('separates parallel regions with --, boxes a parallel root, labels guards and eventless transitions', () => {
    const expected = lines(
      'stateDiagram-v2',
      '  [*] --> player',
      '  state "player" as player {',
      '    state "audio" as player_audio {',
      '      [*] --> player_audio_muted',
      '      state "muted" as player_audio_muted',
      '      state "playing" as player_audio_playing',
      '      player_audio_muted --> player_audio_playing : audio.unmute [hasPower]',
      '    }',
      '    --',
      '    state "video" as player_video {',
      '      [*] --> player_video_hidden',
      '      state "hidden" as player_video_hidden',
      '      state "shown" as player_video_shown',
      '    }',
      '  }',
      '  player_audio_playing --> player_video_shown : always [isReady]',
    );
    expect(toMermaidStateDiagram(chartModel(player))).toBe(expected);
  });

  it('shows invokes and tags on the state, done/error and delayed transitions with names and milliseconds, escapes text', () => {
    const expected = lines(
      'stateDiagram-v2',
      '  [*] --> fetcher_loading',
      '  state "loading" as fetcher_loading',
      '  fetcher_loading : invoke loadUser',
      '  fetcher_loading : tags busy',
      '  state "loaded" as fetcher_loaded',
      '  state "failed" as fetcher_failed',
      '  fetcher_failed : Retries after RETRY_DELAY#59; #34;retry#34; retries now.',
      '  fetcher_loaded --> [*]',
      '  fetcher_loading --> fetcher_loaded : done#58; loadUser',
      '  fetcher_loading --> fetcher_failed : error#58; loadUser',
      '  fetcher_failed --> fetcher_loading : retry',
      // numeric object keys come first in JavaScript, so the 500 ms delay precedes RETRY_DELAY
      '  fetcher_failed --> fetcher_failed : after 500 ms',
      '  fetcher_failed --> fetcher_loading : after RETRY_DELAY 2000 ms',
    );
    expect(toMermaidStateDiagram(chartModel(fetcher))).toBe(expected);
  });

  it('sanitises ids and keeps them clear of the [*] pseudostate ids', () => {
    const expected = lines(
      'stateDiagram-v2',
      '  [*] --> wizard_flow_step',
      '  state "step" as wizard_flow_step {',
      '    [*] --> wizard_flow_step_start_2',
      '    state "start" as wizard_flow_step_start_2',
      '    state "end" as the_end',
      '    the_end --> [*]',
      '    wizard_flow_step_start_2 --> the_end : next',
      '  }',
    );
    expect(toMermaidStateDiagram(chartModel(wizard))).toBe(expected);
  });

  it('writes an arrow that touches a composite outside that composite, and boxes a root with transitions', () => {
    const expected = lines(
      'stateDiagram-v2',
      '  [*] --> app',
      '  state "app" as app {',
      '    [*] --> app_home',
      '    state "home" as app_home {',
      '      [*] --> app_home_a',
      '      state "a" as app_home_a',
      '      state "b" as app_home_b',
      '    }',
      '    app_home --> app_home_a : home.reset',
      '    app_home --> app_home_b : home.b',
      '  }',
      '  app --> app_home : app.reset',
    );
    expect(toMermaidStateDiagram(chartModel(app))).toBe(expected);
  });

  it('writes only text the syntax check accepts', () => {
    for (const machine of [door, player, fetcher, wizard, app]) {
      expect(checkMermaidStateDiagram(toMermaidStateDiagram(chartModel(machine))), machine.id).toEqual([]);
    }
  });
});
