/**
 * The affiliate chart reduced to a status. It reads only `value` and `context`, so it works on a
 * live snapshot and on the plain snapshot the registration receives through `onSnapshot`.
 */
import type { SnapshotFrom } from 'xstate';
import type { affiliateCheckMachine } from './affiliate-check.machine';
import type { AffiliateCheckContext, AffiliateCheckView, AffiliateStatus } from './affiliate-check.types';

export type AffiliateCheckSnapshot = SnapshotFrom<typeof affiliateCheckMachine>;

export interface AffiliateSnapshotLike {
  value: unknown;
  context: AffiliateCheckContext;
}

export function affiliateStatusOf(snapshot: AffiliateSnapshotLike): AffiliateStatus {
  const { value } = snapshot;
  if (value === 'checkingLink' || value === 'linkAccepted') return value;
  if (typeof value === 'object' && value !== null && 'inputShown' in value) {
    const inner = (value as { inputShown: unknown }).inputShown;
    if (inner === 'verifying' || inner === 'accepted' || inner === 'rejected' || inner === 'failed') return inner;
  }
  return 'editing';
}

export function selectAffiliateCheckView(snapshot: AffiliateSnapshotLike): AffiliateCheckView {
  const status = affiliateStatusOf(snapshot);
  return {
    status,
    inputShown: status !== 'checkingLink' && status !== 'linkAccepted',
    code: snapshot.context.code,
    errorCode: snapshot.context.errorCode,
  };
}
