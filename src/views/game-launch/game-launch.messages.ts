/** Error codes of the game launch (SPEC §8), mapped to messages. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { commonMessage } from '../common/common.messages';

const messages: Record<string, MessageDescriptor> = {
  'game.previous.unfinished': msg`Your previous game has not finished yet. Finish it first, or try again in a few minutes.`,
  'game.maintenance': msg`This game is under maintenance. Please try again later.`,
  'system.busy': msg`The system is busy. Please try again in a moment.`,
  'popup.blocked': msg`The game window was blocked. Allow pop-ups for this site and try again.`,
  'login.not.session': msg`Please log in first.`,
  'game.not.found': msg`This game is not available.`,
  'game.vendor.empty': msg`This provider has no games to play at the moment.`,
  'game.url.invalid': msg`The game could not be opened. Please try again later.`,
};

export function gameLaunchMessage(code: string): MessageDescriptor {
  return messages[code] ?? commonMessage(code);
}
