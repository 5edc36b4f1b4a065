/** Error codes of the lottery page (the lobby's load, a game's launch), mapped to messages. */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { gameLaunchMessage } from '../game-launch/game-launch.messages';
import { weekdayName as weekdayNameIn } from '../../../rules/date-format';

const messages: Record<string, MessageDescriptor> = {
  'game.not.found': msg`This lottery game is not available.`,
};

/** The lobby's failures are network or system errors; a launch's are the game launch's (SPEC §8). */
export function lotteryMessage(code: string | null): MessageDescriptor {
  const known = code ?? 'network.error';
  return messages[known] ?? gameLaunchMessage(known);
}

/** Menu tags of the lottery games, for tags the gateway answers without a name of their own. */
const tags: Record<string, MessageDescriptor> = {
  NORTH: msg`North`,
  CENTRAL: msg`Central`,
  SOUTH: msg`South`,
  FAST: msg`Fast`,
  KENO: msg`Keno`,
  DIGITS: msg`Digits`,
  DAILY: msg`Daily`,
};

/** A tag's name: the gateway's when it gave one, else the site's for a known tag, else the tag. */
export function tagLabel(i18n: I18n, tag: string, label: string): string {
  if (label !== '' && label !== tag) return label;
  return tags[tag] ? i18n._(tags[tag]) : tag;
}

/** A weekday's name (1 = Monday … 7 = Sunday) in the page's language, by the one date formatter. */
export function weekdayName(i18n: I18n, weekday: number, width: 'short' | 'long'): string {
  return weekdayNameIn(i18n.locale, weekday, width);
}
