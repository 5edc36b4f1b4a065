/**
 * What the language picker asks of the world (catalogs, `hisLang`, the member's language on the
 * gateway, the session), and its implementations: the chart loads with the header's lazy chunk,
 * which binds them with `languagePickerMachine.provide`.
 */
import { fromCallback, fromPromise } from 'xstate';
import type { ActorSystem, ActorSystemInfo } from 'xstate';
import type { languagePickerMachine } from './language-picker.machine';
import type { LanguagePickerEvent, LanguageRequest } from './language-picker.types';

export interface LanguagePickerCalls {
  /** loads and activates the message catalog of a language code (English for codes without one) */
  loadCatalog(code: string): Promise<void>;
  storeLanguage(code: string): void;
  /** `PUT /wps/member/language` with the session token */
  updateServerLanguage(code: string): Promise<void>;
}

/** Calls `listener` with whether the session of `system`'s root holds a member's token, at once and on every change of it; returns the stop. */
export type FollowMemberToken = (system: ActorSystem<ActorSystemInfo>, listener: (hasToken: boolean) => void) => () => void;

export function languagePickerImplementations(
  calls: LanguagePickerCalls,
  followMemberToken: FollowMemberToken,
): Parameters<typeof languagePickerMachine.provide>[0] {
  return {
    actors: {
      loadCatalog: fromPromise<void, LanguageRequest>(({ input }) => calls.loadCatalog(input.code)),
      updateServerLanguage: fromPromise<void, LanguageRequest>(({ input }) => calls.updateServerLanguage(input.code)),
      // a member's token is there or not: at once, then on every sign-in and sign-out
      followSession: fromCallback<LanguagePickerEvent>(({ sendBack, system }) => {
        let signedIn: boolean | null = null;
        return followMemberToken(system, (next) => {
          if (next === signedIn) return;
          signedIn = next;
          sendBack({ type: 'session.changed', signedIn: next });
        });
      }),
    },
    actions: { storeLanguage: (_, params) => calls.storeLanguage(params.code) },
  };
}
