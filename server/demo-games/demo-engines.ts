/**
 * Which demo game plays a catalogue game, and how a launch opens it. The gateway's built-in games
 * stand in for every vendor of the catalogue: slot-style types play the slot, lottery types the
 * instant lottery, and every table, card, live, sports or cockfight game the Hi-Lo card game.
 *
 * The launch mode mirrors the client's rule (machines/game-launch/game-launch.rules.ts, checked equal
 * by a test): vendors whose games want a full window (live tables, sportsbooks, cockfight arenas)
 * open in a popup window, everything else in the site's /game frame.
 */
import { DEMO_ENGINES } from '../../wire/demo-games.schemas';
import type { DemoEngine } from '../../wire/demo-games.schemas';
import { CARDS_RTP_REFERENCE } from './cards.engine';
import { LOTTERY_RTP_REFERENCE } from './lottery.engine';
import { SLOT_RTP_REFERENCE } from './slot.engine';

// the engines are the wire's: each has a page and calls of its own (wire/demo-games.schemas.ts)
export { DEMO_ENGINES };
export type { DemoEngine };
export type LaunchMode = 'iframe' | 'window';

export function engineForGameType(gameType: string): DemoEngine {
  if (gameType === 'RNG' || gameType === 'FISH') return 'slot';
  if (gameType === 'LOTT' || gameType === 'ELOTT') return 'lottery';
  return 'cards';
}

export const WINDOW_GAME_TYPES: readonly string[] = ['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT'];

export const launchModeFor = (gameType: string): LaunchMode => (WINDOW_GAME_TYPES.includes(gameType) ? 'window' : 'iframe');

export const RTP_REFERENCES: Record<DemoEngine, string> = {
  slot: SLOT_RTP_REFERENCE,
  cards: CARDS_RTP_REFERENCE,
  lottery: LOTTERY_RTP_REFERENCE,
};

/** The demo page of an engine, served by the gateway (same origin as the site). */
export const demoGamePath = (engine: DemoEngine) => `/demo-games/play/${engine}`;

/** Largest stake of one bet, minor units (P 10,000.00). */
export const MAX_STAKE = 1_000_000;
