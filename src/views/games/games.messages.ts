/** Names of game types, game classes and list tabs, and the games pages' error messages. */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { ListTab } from '../../../machines/game-list';
import { commonMessage } from '../common/common.messages';

const gameTypes: Record<string, MessageDescriptor> = {
  LIVE: msg`Live casino`,
  SPORTS: msg`Sports`,
  ESPORTS: msg`Esports`,
  RNG: msg`Slots`,
  COCKFIGHT: msg`Cockfight`,
  FISH: msg`Fishing`,
  PVP: msg`Card games`,
  LOTT: msg`Lottery`,
  ELOTT: msg`E-lottery`,
};

const gameClasses: Record<string, MessageDescriptor> = {
  SCRATCH: msg`Scratch cards`,
  VIDEO_POKER: msg`Video poker`,
  TABLE: msg`Table games`,
  ARCADE: msg`Arcade`,
  JACKPOT_SLOT: msg`Jackpot slots`,
  BINGO: msg`Bingo`,
};

const listTabs: Record<ListTab, MessageDescriptor> = {
  all: msg`All games`,
  hot: msg`Hot`,
  favourites: msg`Favourites`,
  recent: msg`Recently played`,
};

const errors: Record<string, MessageDescriptor> = {
  'favorite.limit': msg`You already keep the most favourites allowed. Remove one first.`,
  'game.not.found': msg`This game is not available.`,
  in_need_true_account: msg`Please register or log in with a real account.`,
};

/** A code nobody named, readable: `NEW_TYPE` -> `New type`. */
function readable(code: string): string {
  const words = code.toLowerCase().replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function gameTypeName(i18n: I18n, code: string): string {
  const known = gameTypes[code.toUpperCase()];
  return known ? i18n._(known) : readable(code);
}

export function gameClassName(i18n: I18n, code: string): string {
  const known = gameClasses[code];
  return known ? i18n._(known) : readable(code);
}

export function listTabName(i18n: I18n, tab: ListTab): string {
  return i18n._(listTabs[tab]);
}

export function gamesErrorMessage(code: string | null): MessageDescriptor {
  const known = code ? errors[code] : undefined;
  return known ?? commonMessage(code ?? 'network.error');
}
