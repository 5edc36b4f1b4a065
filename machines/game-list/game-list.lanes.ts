/**
 * What the client still derives from the vendor lanes (SPEC §4). The gateway already answers the
 * esports vendors in their own ESPORTS lane and the cockfight vendors in a COCKFIGHT lane (category
 * id 5) placed after the sports and slot lanes (server/games/game-types.ts GAME_TYPES), so the
 * client regroups nothing; the lottery prize mode is the client's rule.
 */

export type PrizeMode = 'ELOTT' | 'LOTT';

/** The cards that make the electronic-lottery category an ELOTT prize mode. */
export const ELOTT_PRIZE_CARDS: readonly string[] = ['TCG_LOTTO_VN', 'LOTT'];

export interface LaneCards {
  title: string;
  cards: readonly { vassalage: string; accountTypeName?: string }[];
}

/** ELOTT when the electronic lottery lane holds a TCG_LOTTO_VN or LOTT card, otherwise LOTT. */
export function prizeModeOf(lanes: readonly LaneCards[]): PrizeMode {
  const elott = lanes.find((lane) => lane.title.toUpperCase() === 'ELOTT');
  const holds = elott?.cards.some((card) => ELOTT_PRIZE_CARDS.includes(card.vassalage) || ELOTT_PRIZE_CARDS.includes(card.accountTypeName ?? ''));
  return holds ? 'ELOTT' : 'LOTT';
}
