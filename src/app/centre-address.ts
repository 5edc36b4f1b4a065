/**
 * The centres' addresses as the first script needs them: whether an address names a centre page,
 * and where the avatar menu's items lead. The page lists and who may open them are
 * centre-pages.ts's, loaded with the centre.
 */
import type { CentreAddress } from './centre-pages';

/** Whether the query names a centre page (which one, and whether it exists, the centre decides). */
export function namesCentre(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('mc') || params.has('ac');
}

/** The query with the centre page set, or with any centre page taken out when `address` is null. */
export function withCentre(search: string, address: CentreAddress | null): string {
  const params = new URLSearchParams(search);
  params.delete('mc');
  params.delete('ac');
  // the deposit page's own parameter (the payment provider sends the member back with it): another
  // page, or the centre closed, leaves it behind
  params.delete('depositId');
  if (address) params.set(address.centre, address.page);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Where the avatar menu's and the message link's real-account intents lead. */
export const INTENT_ADDRESSES: Readonly<Record<string, CentreAddress>> = {
  bettingRecord: { centre: 'mc', page: 'personalHistoryCopy' },
  deposit: { centre: 'mc', page: 'depositv2' },
  withdrawal: { centre: 'mc', page: 'withdraw' },
  accountDetails: { centre: 'mc', page: 'securityCenter' },
  memberCenter: { centre: 'mc', page: 'securityCenter' },
  messages: { centre: 'mc', page: 'messageV2' },
  agentCenter: { centre: 'ac', page: 'agentTeamOverview' },
};
