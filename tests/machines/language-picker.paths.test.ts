/**
 * Language picker chart: graph paths over the menu with its keyboard highlight and every way of
 * choosing (click, Enter on the highlight), the lazy catalog (loaded or failed), the gateway update
 * for a signed-in member (saved or failed) and signing in or out meanwhile; behaviour with
 * resolving fakes; the starting language.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { initialLanguage, languagePickerMachine, selectLanguagePickerView } from '../../machines/language-picker';
import type { LanguagePickerInput, LanguagePickerSnapshot, LanguageRequest } from '../../machines/language-picker';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as LanguagePickerSnapshot;
const offered = ['MS', 'EN', 'CN'];
let stored: string[] = [];
// two offered languages keep the graph small; the keyboard wrap is covered with three below
const pathOffered = ['MS', 'EN'];

runPathSuite({
  machine: languagePickerMachine.provide({
    actors: { loadCatalog: pending<void, LanguageRequest>(), updateServerLanguage: pending<void, LanguageRequest>() },
    actions: { storeLanguage: (_, { code }) => void stored.push(code) },
  }),
  input: { offered: pathOffered, defaultCode: 'MS', stored: 'EN', signedIn: false } satisfies LanguagePickerInput,
  events: {
    'language.choose': [{ code: 'MS' }, { code: 'EN' }, { code: 'XX' }],
    'session.changed': [{ signedIn: true }, { signedIn: false }],
    'xstate.error.actor.loadCatalog': [{ error: new Error('chunk') }],
    'xstate.error.actor.updateServerLanguage': [{ error: { errorCode: 'network.error' } }],
  },
  assertStep: (raw, event) => {
    if (event.type === 'xstate.init') stored = [];
    const s = asSnapshot(raw);
    const view = selectLanguagePickerView(s);
    expect(pathOffered).toContain(view.current);
    // the stored language is always the one in use: it is written only once its catalog loaded
    if (stored.length > 0) expect(stored.at(-1)).toBe(view.current);
    expect(view.switching).toBe(view.pendingCode !== null);
    if (view.switching) expect(view.pendingCode).not.toBe(view.current);
    expect(view.canChoose).toBe(!view.switching);
    if (view.menuOpen) expect(view.highlightedIndex).toBeGreaterThanOrEqual(0);
    else expect(view.highlightedIndex).toBe(-1);
    // the gateway is asked only for a signed-in member
    if (s.matches({ language: 'updatingServer' })) expect(s.context.signedIn).toBe(true);
  },
});

describe('language picker behaviour', () => {
  function start(input: LanguagePickerInput, catalog: (code: string) => Promise<void>, server: (code: string) => Promise<void>) {
    const log: string[] = [];
    const actor = createActor(
      languagePickerMachine.provide({
        actors: {
          loadCatalog: fromPromise<void, LanguageRequest>(async ({ input: { code } }) => {
            log.push(`catalog ${code}`);
            return catalog(code);
          }),
          updateServerLanguage: fromPromise<void, LanguageRequest>(async ({ input: { code } }) => {
            log.push(`server ${code}`);
            return server(code);
          }),
        },
        actions: { storeLanguage: (_, { code }) => void log.push(`hisLang ${code}`) },
      }),
      { input },
    );
    actor.start();
    return { actor, log, view: () => selectLanguagePickerView(actor.getSnapshot()) };
  }
  const ok = async () => {};

  it('chooses from the keyboard: open, move, Enter; loads the catalog, stores hisLang, updates the gateway', async () => {
    const { actor, log, view } = start({ offered, defaultCode: 'MS', signedIn: true }, ok, ok);
    actor.send({ type: 'menu.open' });
    expect(view()).toMatchObject({ menuOpen: true, highlightedIndex: 0 });
    actor.send({ type: 'menu.highlightPrev' });
    expect(view().highlightedIndex).toBe(2);
    actor.send({ type: 'menu.chooseHighlighted' });
    expect(view()).toMatchObject({ menuOpen: false, switching: true, pendingCode: 'CN', current: 'MS' });
    await waitFor(actor, (s) => s.matches({ language: 'settled' }));
    expect(log).toEqual(['catalog CN', 'hisLang CN', 'server CN']);
    expect(view()).toMatchObject({ current: 'CN', errorCode: null });
  });

  it('drops the gateway update when the member signs out meanwhile', async () => {
    const { actor, view } = start({ offered, defaultCode: 'MS', signedIn: true }, ok, () => new Promise(() => {}));
    actor.send({ type: 'language.choose', code: 'EN' });
    await waitFor(actor, (s) => s.matches({ language: 'updatingServer' }));
    actor.send({ type: 'session.changed', signedIn: false });
    expect(actor.getSnapshot().matches({ language: 'settled' })).toBe(true);
    expect(actor.getSnapshot().context.signedIn).toBe(false);
    expect(view()).toMatchObject({ current: 'EN', errorCode: null });
  });

  it('does not call the gateway for a guest', async () => {
    const { actor, log } = start({ offered, defaultCode: 'MS' }, ok, ok);
    actor.send({ type: 'language.choose', code: 'EN' });
    await waitFor(actor, (s) => s.context.current === 'EN');
    expect(log).toEqual(['catalog EN', 'hisLang EN']);
  });

  it('keeps the new language when the gateway update fails, with a non-blocking error', async () => {
    const { actor, view } = start({ offered, defaultCode: 'MS', signedIn: true }, ok, async () => {
      throw { errorCode: 'network.error' };
    });
    actor.send({ type: 'language.choose', code: 'EN' });
    await waitFor(actor, (s) => s.context.errorCode !== null);
    expect(view()).toMatchObject({ current: 'EN', errorCode: 'language.server.failed', canChoose: true });
    actor.send({ type: 'language.dismissError' });
    expect(view().errorCode).toBeNull();
  });

  it('stays in the current language, storing nothing, when the catalog does not load', async () => {
    const { actor, log, view } = start(
      { offered, defaultCode: 'MS', stored: 'EN', signedIn: true },
      async () => {
        throw new Error('chunk');
      },
      ok,
    );
    actor.send({ type: 'language.choose', code: 'MS' });
    await waitFor(actor, (s) => s.context.errorCode !== null);
    expect(view()).toMatchObject({ current: 'EN', errorCode: 'language.catalog.failed', switching: false });
    expect(log).toEqual(['catalog MS']);
  });

  it('starts in the stored language when it is offered, else the default', () => {
    expect(initialLanguage(offered, 'MS', 'CN')).toBe('CN');
    expect(initialLanguage(offered, 'MS', 'XX')).toBe('MS');
    expect(initialLanguage(offered, 'MS', null)).toBe('MS');
    expect(initialLanguage(['EN', 'HI'], 'MS', null)).toBe('EN');
  });
});
