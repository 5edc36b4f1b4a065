/**
 * Language picker (id `languagePicker`), two parts side by side: the `menu` (closed/open with a
 * keyboard highlight) and the `language` switch. A choice loads its catalog first and only then is
 * applied and stored under `hisLang`, so a catalog that fails to load never leaves the site in a
 * language it cannot show. A signed-in member's language is then updated on the gateway; if that
 * fails the language stays switched here and a non-blocking error code is kept.
 */
import { and, assign, enqueueActions, fromCallback, setup, stateIn } from 'xstate';
import { notProvidedAction, notProvidedActor } from '../shared';
import { initialLanguage } from './language-picker.rules';
import type { LanguagePickerContext, LanguagePickerEvent, LanguagePickerInput, LanguageRequest } from './language-picker.types';

/**
 * The charts that show the gateway's texts in the site's language, by systemId: each is told of a
 * switch and reads its texts again. One that is not running (not on this page) is skipped; it reads
 * the stored language when it starts.
 */
export const LANGUAGE_FOLLOWERS = ['noticeBar'] as const;

/** What each of them is told (notice-bar.types.ts `NoticeBarEvent`). */
interface LanguageChanged {
  type: 'language.changed';
  code: string;
}

const wrap = (index: number, count: number) => (count === 0 ? 0 : ((index % count) + count) % count);
const highlightedCode = (context: LanguagePickerContext) => context.offered[context.highlighted] ?? null;
const isNewChoice = (context: LanguagePickerContext, code: string | null) =>
  code !== null && code !== context.current && context.offered.includes(code);

function pendingRequest({ context }: { context: LanguagePickerContext }): LanguageRequest {
  return { code: context.pending ?? context.current };
}
function currentLanguage({ context }: { context: LanguagePickerContext }): LanguageRequest {
  return { code: context.current };
}

export const languagePickerMachine = setup({
  types: {
    context: {} as LanguagePickerContext,
    events: {} as LanguagePickerEvent,
    input: {} as LanguagePickerInput,
  },
  actors: {
    /** the edge loads the code's message catalog (a lazy chunk) and activates it */
    loadCatalog: notProvidedActor<void, LanguageRequest>('loadCatalog'),
    /** the gateway's update-language call (CONTRACT §2, `/wps/member/language`) */
    updateServerLanguage: notProvidedActor<void, LanguageRequest>('updateServerLanguage'),
    /**
     * for the chart's life: sends `session.changed` with whether a member's token is there (so a
     * choice is saved on the gateway too), at once and on every sign-in and sign-out
     */
    followSession: fromCallback<LanguagePickerEvent>(() => {}),
  },
  actions: {
    /** the edge writes `hisLang` */
    storeLanguage: notProvidedAction<LanguageRequest>('storeLanguage'),
    highlightCurrent: assign({ highlighted: ({ context }) => Math.max(0, context.offered.indexOf(context.current)) }),
    highlightNext: assign({ highlighted: ({ context }) => wrap(context.highlighted + 1, context.offered.length) }),
    highlightPrevious: assign({ highlighted: ({ context }) => wrap(context.highlighted - 1, context.offered.length) }),
    holdChosen: assign(({ event }) => (event.type === 'language.choose' ? { pending: event.code, errorCode: null } : {})),
    holdHighlighted: assign(({ context }) => ({ pending: highlightedCode(context), errorCode: null })),
    applyPending: assign(({ context }) => ({ current: context.pending ?? context.current, pending: null })),
    announceLanguage: enqueueActions(({ context, system, enqueue }) => {
      for (const systemId of LANGUAGE_FOLLOWERS) {
        const follower = system.get(systemId);
        const changed: LanguageChanged = { type: 'language.changed', code: context.current };
        if (follower) enqueue.sendTo(follower, changed);
      }
    }),
    assignCatalogError: assign({ pending: null, errorCode: 'language.catalog.failed' }),
    assignServerError: assign({ errorCode: 'language.server.failed' }),
    clearError: assign({ errorCode: null }),
    assignSignedIn: assign(({ context, event }) => ({ signedIn: event.type === 'session.changed' ? event.signedIn : context.signedIn })),
  },
  guards: {
    choiceIsNew: ({ context, event }) => event.type === 'language.choose' && isNewChoice(context, event.code),
    highlightedIsNew: ({ context }) => isNewChoice(context, highlightedCode(context)),
    menuOpen: stateIn({ menu: 'open' }),
    highlightedChoiceIsNew: and(['menuOpen', 'highlightedIsNew']),
    signedIn: ({ context }) => context.signedIn,
    signingOut: ({ event }) => event.type === 'session.changed' && !event.signedIn,
    signInChanged: ({ context, event }) => event.type === 'session.changed' && event.signedIn !== context.signedIn,
    hasError: ({ context }) => context.errorCode !== null,
  },
}).createMachine({
  id: 'languagePicker',
  context: ({ input }) => ({
    offered: [...input.offered],
    current: initialLanguage(input.offered, input.defaultCode, input.stored),
    pending: null,
    highlighted: 0,
    signedIn: input.signedIn ?? false,
    errorCode: null,
  }),
  type: 'parallel',
  invoke: { id: 'followSession', src: 'followSession' },
  on: {
    'session.changed': { guard: 'signInChanged', actions: 'assignSignedIn' },
    'language.dismissError': { guard: 'hasError', actions: 'clearError' },
  },
  states: {
    menu: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'menu.toggle': { target: 'open', actions: 'highlightCurrent' },
            'menu.open': { target: 'open', actions: 'highlightCurrent' },
          },
        },
        open: {
          on: {
            'menu.toggle': { target: 'closed' },
            'menu.close': { target: 'closed' },
            'menu.highlightNext': { actions: 'highlightNext' },
            'menu.highlightPrev': { actions: 'highlightPrevious' },
            'menu.chooseHighlighted': { target: 'closed' },
            'language.choose': { target: 'closed' },
          },
        },
      },
    },
    language: {
      initial: 'settled',
      states: {
        settled: {
          on: {
            'language.choose': { guard: 'choiceIsNew', target: 'loadingCatalog', actions: 'holdChosen' },
            'menu.chooseHighlighted': { guard: 'highlightedChoiceIsNew', target: 'loadingCatalog', actions: 'holdHighlighted' },
          },
        },
        loadingCatalog: {
          tags: ['busy'],
          description: 'The catalog of the chosen language loads; the site stays in the current language meanwhile.',
          invoke: {
            id: 'loadCatalog',
            src: 'loadCatalog',
            input: pendingRequest,
            onDone: [
              {
                guard: 'signedIn',
                target: 'updatingServer',
                actions: ['applyPending', { type: 'storeLanguage', params: currentLanguage }, 'announceLanguage'],
              },
              { target: 'settled', actions: ['applyPending', { type: 'storeLanguage', params: currentLanguage }, 'announceLanguage'] },
            ],
            onError: { target: 'settled', actions: 'assignCatalogError' },
          },
        },
        updatingServer: {
          description: 'Already switched here; the language of the member is saved on the gateway in the background.',
          invoke: {
            id: 'updateServerLanguage',
            src: 'updateServerLanguage',
            input: currentLanguage,
            onDone: { target: 'settled' },
            onError: { target: 'settled', actions: 'assignServerError' },
          },
          on: {
            'language.choose': { guard: 'choiceIsNew', target: 'loadingCatalog', actions: 'holdChosen' },
            'menu.chooseHighlighted': { guard: 'highlightedChoiceIsNew', target: 'loadingCatalog', actions: 'holdHighlighted' },
            // signed out meanwhile: the call would only fail for want of a session
            'session.changed': { guard: 'signingOut', target: 'settled', actions: 'assignSignedIn' },
          },
        },
      },
    },
  },
});
