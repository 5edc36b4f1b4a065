/**
 * The record pages' names and codes (products, transaction types, bet statuses, failures) mapped to
 * messages: the member's records and the agent's team reports.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DatePreset, RangeErrorCode } from '../../../../machines/paged-list';
import type { BetStatus, RecordProduct, TxNote, TxType } from '../../../../wire/records.schemas';
import { commonMessage } from '../../common/common.messages';

/** The product tabs in the order the lanes show them (the wire's codes; a type import keeps zod out of the page). */
export const RECORD_PRODUCTS = [
  'ALL',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'RNG',
  'COCKFIGHT',
  'FISH',
  'PVP',
  'LOTT',
  'ELOTT',
] as const satisfies readonly RecordProduct[];

export const productNames: Record<RecordProduct, MessageDescriptor> = {
  ALL: msg`All`,
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

const otherGames = msg`Other games`;

/**
 * A game type as the player knows it (the nav's product names): the wire sends the platform's code
 * (`RNG`, `LIVE`, …), never shown as it is; a code this site does not know yet is "Other games".
 */
export function gameTypeName(code: string): MessageDescriptor {
  return code !== 'ALL' && Object.hasOwn(productNames, code) ? productNames[code as RecordProduct] : otherGames;
}

export const TX_TYPES = [
  'deposit',
  'withdrawal',
  'transfer',
  'bet',
  'payout',
  'bonus',
  'rebate',
  'salary',
  'dividend',
  'referral',
  'other',
] as const satisfies readonly TxType[];

export const txTypeNames: Record<TxType, MessageDescriptor> = {
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  transfer: msg`Transfer`,
  bet: msg`Bet`,
  payout: msg`Payout`,
  bonus: msg`Bonus`,
  rebate: msg`Rebate`,
  salary: msg`Salary`,
  dividend: msg`Dividend`,
  referral: msg`Referral`,
  other: msg`Other`,
};

/** A movement's step, named in place of its type: the codes the gateway keeps (a withdrawal's `hold`) never show. */
export const txNoteNames: Record<TxNote, MessageDescriptor> = {
  withdrawalHold: msg`Withdrawal on hold`,
  withdrawalRefund: msg`Withdrawal returned`,
  withdrawalPaid: msg`Withdrawal paid out`,
  roundTimeout: msg`Stake returned: the round timed out`,
  stakeReturned: msg`Stake returned`,
};

export const betStatusNames: Record<BetStatus, MessageDescriptor> = {
  open: msg`Open`,
  won: msg`Won`,
  lost: msg`Lost`,
  void: msg`Void`,
};

export const presetNames: Record<DatePreset | 'custom', MessageDescriptor> = {
  today: msg`Today`,
  yesterday: msg`Yesterday`,
  last7: msg`7 days`,
  last30: msg`30 days`,
  custom: msg`Custom`,
};

const rangeErrors: Record<RangeErrorCode, MessageDescriptor> = {
  range_invalid: msg`Please choose both dates.`,
  range_order: msg`The start date must not be after the end date.`,
  range_too_long: msg`Please choose at most 90 days.`,
};

const failures: Record<string, MessageDescriptor> = {
  ...rangeErrors,
  request_param_err: msg`These records cannot be shown for this period. Please choose a more recent one.`,
  'bet.not.found': msg`This bet was not found.`,
  export_failed: msg`The file could not be saved. Please try again.`,
  // the agent's team reports
  'downline.unknown': msg`No member of your team has this account.`,
  'agent.only': msg`Agents only.`,
};

export function recordErrorMessage(code: string): MessageDescriptor {
  return failures[code] ?? commonMessage(code);
}
