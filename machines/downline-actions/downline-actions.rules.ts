/** Which actions a downline is offered (pure): what the gateway would refuse is not offered. */
import type { TeamDownline } from './downline-actions.types';

/** Rates are set on direct downlines only. */
export const maySetRebates = (downline: TeamDownline | null): boolean => downline !== null && downline.level === 1;

/** A direct downline that is a player may become an agent. */
export const mayPromote = (downline: TeamDownline | null): boolean => downline !== null && downline.level === 1 && !downline.isAgent;
