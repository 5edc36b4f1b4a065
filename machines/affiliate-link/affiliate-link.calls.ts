/**
 * What the affiliate link asks of the world, and its implementations: the chart loads with the
 * header's lazy chunk, which binds them with `affiliateLinkMachine.provide`.
 */
import { fromPromise } from 'xstate';
import type { affiliateLinkMachine } from './affiliate-link.machine';

export interface AffiliateLinkCalls {
  /** the help content has an `agent` entry (the affiliate link's target) */
  hasAgentHelpEntry(): Promise<boolean>;
}

export function affiliateLinkImplementations(calls: AffiliateLinkCalls): Parameters<typeof affiliateLinkMachine.provide>[0] {
  return { actors: { checkAgentEntry: fromPromise<boolean, void>(() => calls.hasAgentHelpEntry()) } };
}
