/** View model of the member centre. */
import type { SnapshotFrom } from 'xstate';
import type { memberCentreMachine } from './member-centre.machine';
import { BADGED_PAGES } from './member-centre.menu';
import type { MemberCentreCounts, MemberCentreView } from './member-centre.types';

export type MemberCentreSnapshot = SnapshotFrom<typeof memberCentreMachine>;

const badgeOf = (page: string, counts: MemberCentreCounts): number | null => {
  const badged = BADGED_PAGES.find((candidate) => candidate === page);
  return badged && counts[badged] > 0 ? counts[badged] : null;
};

export function selectMemberCentreView(snapshot: MemberCentreSnapshot): MemberCentreView {
  const { menu, page, requested, counts, errorCode } = snapshot.context;
  const status = snapshot.matches('closed') ? 'closed' : snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';
  return {
    status,
    menu: status === 'ready' ? menu.map((item) => ({ page: item, badge: badgeOf(item, counts), current: item === page })) : [],
    page,
    addressReplaced: status === 'ready' && requested !== page,
    // the last failure, while the centre says it failed
    errorCode: status === 'failed' ? errorCode : null,
  };
}
