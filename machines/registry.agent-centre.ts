/**
 * The agent centre's charts in the registry (machines/registry.ts): the centre, the contract pages'
 * charts and the register centre's and team management's, listed apart so the registry stays a list
 * a reader can scan.
 */
import { agentCentreMachine } from './agent-centre';
import { contractOffersMachine } from './contract-offers';
import { downlineContractsMachine } from './downline-contracts';
import { affiliateUrlsMachine } from './affiliate-urls';
import { downlineAccountMachine } from './downline-account';
import { downlineActionsMachine } from './downline-actions';
import { downlineRebatesMachine } from './downline-rebates';
import { downlineTransferMachine } from './downline-transfer';
import type { RegisteredChart } from './registry.types';

export const agentCentreCharts: readonly RegisteredChart[] = [
  {
    id: 'agentCentre',
    machine: agentCentreMachine,
    description:
      "Agent centre: loads the menu's module gates and the contract offers waiting for an answer (a badge per kind); shows the page the address names when offered, else the team overview; follows the address; a failed load offers a retry.",
  },
  {
    id: 'contractOffers',
    machine: contractOffersMachine,
    description:
      "The agent's own contracts of every kind: loads the offers waiting for its answer and the contracts in force; accept or reject an offer or change, ask to end, confirm or decline the upline's request to end; an accept that releases downlines with a higher rate warns first; every answer reloads.",
  },
  {
    id: 'downlineContracts',
    machine: downlineContractsMachine,
    description:
      "One contract kind's downline contracts: loads those the agent gave and the direct downlines that may hold one; the offer form (downline, product, the kind's terms, one to ten tiers) checked before it is sent, a refusal keeping what was typed; withdraw a pending offer, ask to end a contract in force; every change reloads.",
  },
  {
    id: 'affiliateUrls',
    machine: affiliateUrlsMachine,
    description:
      "Register centre affiliate links: loads the agent's rebate ceilings and the lifetimes on offer; a link for a member or an agent with a lifetime and rates per product, each no higher than the agent may give (checked before sending, a refusal shown under its product with the limit); the links listed a page at a time (the urlList paged list, reloaded after a change), each deleted after a confirmation; the members registered through one link (the registrations paged list).",
  },
  {
    id: 'downlineAccount',
    machine: downlineAccountMachine,
    description:
      "Register centre create a downline: loads the agent's rebate ceilings; username, password, member or agent, rates per product no higher than the agent may give, checked before sending; a refusal under its field (username taken, a register rule) or product (with the limit); the account opened, named with its kind.",
  },
  {
    id: 'downlineActions',
    machine: downlineActionsMachine,
    description:
      "Team management: the team's list (the teamMembers paged list) and the panel for one downline, opened from its row: set rebates (direct downlines, the downlineRebates child), promote to agent (direct players, after a confirmation), transfer credit to it or collect from it (the downlineTransfer child); a promotion or money moved reloads the list; back to the menu, another row's panel replaces it, closed.",
  },
  {
    id: 'downlineRebates',
    machine: downlineRebatesMachine,
    description:
      "A direct downline's rebate rates: loads the agent's ceilings and the member's rates; edited per product, checked against the ceilings before sending; saved, or refused under the product with the limit it met (above the agent's own, below what the member gives its downlines).",
  },
  {
    id: 'downlineTransfer',
    machine: downlineTransferMachine,
    description:
      "Team management's credit to a downline or collect from it: amount and the agent's payment password, a confirmation naming the amount, one idempotency key per attempt (reused when a lost answer is retried), then who moved how much and a balance reload; a wrong password empties its field and says the tries left.",
  },
];
