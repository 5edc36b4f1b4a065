/** The contract pages' words: kinds, products, states, periods, and the gateway's refusals. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ContractKind, ContractState } from '../../../../machines/contract-offers';
import { commonMessage } from '../../common/common.messages';

export const kindNames: Record<ContractKind, MessageDescriptor> = {
  dividend: msg`Dividend contract`,
  daily: msg`Daily salary contract`,
  hourly: msg`Hourly salary contract`,
  realtime: msg`Real-time salary contract`,
};

/** The platform's product labels (research §5.2): CONS is every product together. */
export const contractProductNames: Record<string, MessageDescriptor> = {
  CONS: msg`All products`,
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

export const stateNames: Record<ContractState, MessageDescriptor> = {
  offered: msg`New contract request`,
  changeOffered: msg`Contract change request`,
  active: msg`In force`,
  terminationRequested: msg`Contract termination request`,
  rejected: msg`Rejected`,
  withdrawn: msg`Withdrawn`,
  terminated: msg`Terminated`,
};

export const periodNames: Record<string, MessageDescriptor> = {
  D: msg`Daily`,
  W: msg`Weekly`,
  H: msg`Semimonthly`,
  M: msg`Monthly`,
};

const refusals: Record<string, MessageDescriptor> = {
  'contract.notFound': msg`This contract no longer exists.`,
  'contract.notAllowed': msg`This contract has changed meanwhile. The list is up to date again.`,
  'contract.pending': msg`This downline already has a contract or an offer of this kind for this product.`,
  'contract.aboveOwnRate': msg`These terms give more than your own contract or the site allows.`,
  'contract.noOwnContract': msg`You need a contract of this kind and product yourself before you can offer one.`,
  'contract.notDirectDownline': msg`Contracts are agreed with your direct downlines only.`,
  'contract.downlineNotAgent': msg`Only an agent can hold a contract. Promote the member to agent first.`,
  'contract.notAgent': msg`Agents only.`,
  'contract.periodMismatch': msg`A dividend under your own contract runs on your contract's period.`,
  'contract.unavailable': msg`This kind of contract is not offered on this site.`,
  'agent.only': msg`Agents only.`,
};

export function contractMessage(code: string): MessageDescriptor {
  return refusals[code] ?? commonMessage(code);
}
