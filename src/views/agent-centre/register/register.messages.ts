/** The register centre's and team management's actions' words: the gateway's refusals and the rate errors. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { commonMessage } from '../../common/common.messages';

const refusals: Record<string, MessageDescriptor> = {
  'agent.only': msg`Agents only.`,
  'affiliateUrl.tooMany': msg`You have as many live links as allowed. Delete one first.`,
  'affiliateUrl.unknown': msg`This link no longer exists. The list is up to date again.`,
  'username.taken': msg`This username is already registered.`,
  'downline.unknown': msg`This member is not directly under you.`,
  'downline.notDirect': msg`This member is not directly under you.`,
  'downline.alreadyAgent': msg`This member is an agent already.`,
  'rebate.aboveOwn': msg`A rate is above what you may give.`,
  'rebate.belowDownline': msg`A rate is below what this member gives its own downlines.`,
  request_param_err: msg`Some values are not accepted. Please check the form.`,
};

export function registerMessage(code: string): MessageDescriptor {
  return refusals[code] ?? commonMessage(code);
}
