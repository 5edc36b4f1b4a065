/** Names of the gateway's promotion categories and notice types; a code nobody named shows as sent. */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

const promotionCategories: Record<string, MessageDescriptor> = {
  NEW_MEMBER: msg`New members`,
  DEPOSIT: msg`Deposit`,
  REBATE: msg`Rebate`,
  SPORTS: msg`Sports`,
  CASINO: msg`Casino`,
  VIP: msg`VIP`,
  EVENT: msg`Events`,
};

const noticeTypes: Record<string, MessageDescriptor> = {
  GENERAL: msg`General`,
  NEWS: msg`News`,
  MAINTENANCE: msg`Maintenance`,
  PROMOTION: msg`Promotion`,
  PAYMENT: msg`Payment`,
};

/** A merchant's own category code, readable: `SUMMER_FEST` -> `Summer fest`. */
function readable(code: string): string {
  const words = code.toLowerCase().replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function promotionCategoryName(i18n: I18n, code: string): string {
  const known = promotionCategories[code];
  return known ? i18n._(known) : readable(code);
}

export function noticeTypeName(i18n: I18n, code: string): string {
  const known = noticeTypes[code];
  return known ? i18n._(known) : readable(code);
}
