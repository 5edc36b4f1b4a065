/** What the news popup asks of the world (the announcements, the popup memory, the session), and the chart provided with it. */
import { fromCallback, fromPromise } from 'xstate';
import type { ActorSystem, ActorSystemInfo } from 'xstate';
import { newsPopupMachine } from './news-popup.machine';
import type { NewsPopupEvent, PopupNotice } from './news-popup.types';

export interface NewsPopupCalls {
  /** the popup's notices, asked of the gateway again: after a sign-in the page may have kept them for hours */
  loadPopupNotices(): Promise<PopupNotice[]>;
  /** the news popup was already shown for the current session token */
  popupShownForSession(): boolean;
  markPopupShown(): void;
}

/** Calls `listener` with whether the session of `system`'s root is signed in, at once and on every change of it; returns the stop. */
export type FollowSignedIn = (system: ActorSystem<ActorSystemInfo>, listener: (signedIn: boolean) => void) => () => void;

/**
 * The popup's `followSession` child tells it when the session becomes signed in (and whether this
 * session token already saw it) and when it stops being signed in. A session already signed in when
 * it starts counts as a sign-in: the banner area loads after the first paint, often after a restored session.
 */
export function provideNewsPopup(calls: NewsPopupCalls, followSignedIn: FollowSignedIn): typeof newsPopupMachine {
  return newsPopupMachine.provide({
    actors: {
      loadPopupNotices: fromPromise<PopupNotice[], void>(() => calls.loadPopupNotices()),
      followSession: fromCallback<NewsPopupEvent>(({ sendBack, system }) => {
        let signedIn = false;
        return followSignedIn(system, (next) => {
          if (next === signedIn) return;
          signedIn = next;
          sendBack(next ? { type: 'session.signedIn', alreadyShown: calls.popupShownForSession() } : { type: 'session.signedOut' });
        });
      }),
    },
    actions: { markShown: () => calls.markPopupShown() },
  });
}
