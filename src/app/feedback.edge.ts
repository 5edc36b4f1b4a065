/**
 * The feedback page at the edge: its chart (machines/feedback) provided with the
 * gateway's calls. The member centre's edge exposes this one (member-centre.edge.ts).
 */
import { fromPromise } from 'xstate';
import { feedbackMachine } from '../../machines/feedback';
import type { FeedbackEntry, FeedbackRequest } from '../../machines/feedback';
import { loadFeedbackEntries, sendFeedbackEntry } from '../api/feedback.api';
import { useMemberCentrePageEdge } from './member-centre.edge';

export interface FeedbackEnvironment {
  loadEntries(): Promise<FeedbackEntry[]>;
  sendEntry(request: FeedbackRequest): Promise<void>;
}

export function createFeedbackEdge(env: FeedbackEnvironment) {
  return {
    env,
    logic: feedbackMachine.provide({
      actors: {
        loadEntries: fromPromise(() => env.loadEntries()),
        sendEntry: fromPromise<void, FeedbackRequest>(({ input }) => env.sendEntry(input)),
      },
    }),
  };
}

export type FeedbackEdge = ReturnType<typeof createFeedbackEdge>;

export const browserFeedbackEdge: FeedbackEdge = createFeedbackEdge({ loadEntries: loadFeedbackEntries, sendEntry: sendFeedbackEntry });

/** The page's edge: a test's, through the member centre's edge, else the browser's. */
export function useFeedbackEdge(): FeedbackEdge {
  return useMemberCentrePageEdge('feedback', browserFeedbackEdge);
}
