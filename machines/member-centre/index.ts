/** The member-centre flow: the only module other code imports. */
export { memberCentreMachine } from './member-centre.machine';
export { isMemberCentrePage, isOffered, MEMBER_CENTRE_DEFAULT_PAGE, MEMBER_CENTRE_PAGES, offeredPages } from './member-centre.menu';
export type { MemberCentrePage } from './member-centre.menu';
export { selectMemberCentreView } from './member-centre.selectors';
export type { MemberCentreSnapshot } from './member-centre.selectors';
export type * from './member-centre.types';
export { provideMemberCentre, sessionGatesOf } from './member-centre.calls';
export type { MemberCentreCalls, SessionGates } from './member-centre.calls';
