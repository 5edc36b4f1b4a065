/** View model of the affiliate link. */
import type { SnapshotFrom } from 'xstate';
import type { affiliateLinkMachine } from './affiliate-link.machine';
import type { AffiliateLinkView } from './affiliate-link.types';

export type AffiliateLinkSnapshot = SnapshotFrom<typeof affiliateLinkMachine>;

export function selectAffiliateLinkView(snapshot: AffiliateLinkSnapshot): AffiliateLinkView {
  return { visible: snapshot.matches('shown'), settled: !snapshot.matches('checking') };
}
