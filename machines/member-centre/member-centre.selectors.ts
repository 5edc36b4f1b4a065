/** View model of the member centre. */
import type { SnapshotFrom } from 'xstate';
import { selectCentreView } from '../shared/centre-chart';
import type { memberCentreMachine } from './member-centre.machine';
import { BADGED_PAGES } from './member-centre.menu';
import type { MemberCentreCounts, MemberCentrePage, MemberCentreView } from './member-centre.types';

export type MemberCentreSnapshot = SnapshotFrom<typeof memberCentreMachine>;

const badgeOf = (page: MemberCentrePage, counts: MemberCentreCounts): number | null => {
  const badged = BADGED_PAGES.find((candidate) => candidate === page);
  return badged ? counts[badged] : null;
};

export function selectMemberCentreView(snapshot: MemberCentreSnapshot): MemberCentreView {
  return selectCentreView(snapshot, badgeOf);
}
