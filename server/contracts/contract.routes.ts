/**
 * Agent contracts (server/contracts/contract.service.ts; wire/contracts.schemas.ts), token only,
 * each kind only while its module is on (contract-terms.ts CONTRACT_MODULES):
 * - the upline: `POST /wps/relay/MCSFE_applyContractualDividend`, `…applyContractDailySalary`,
 *   `…applyContractHourSalary`, `MCSFE_assignRealTimeSalaryContract` offer terms (or a change of
 *   the terms in force); `MCSFE_modifyContractDividend` changes a dividend contract;
 *   `MCSFE_updateContractDividend` withdraws an offer (`W`) or asks to end a contract (`C`), for any
 *   kind; `GET /wps/relay/MCSFE_getDownlineContracts?kind=` lists what it gives its downlines (`agent.only` to a player);
 * - the downline: the SPEC §7 calls `MCS2_processDividendReq` (by product), `MCS2_processDailySalContract`
 *   (by id), `MCS2_processContractHourSalary` and `MCSFE_processRealTimeSalaryContract`;
 * - both: `GET /wps/relay/MCSFE_getContractHistory?contractId=`, and
 *   `GET /wps/member/info/funds/consolidated` (what waits for the member, what is in force, and the
 *   consolidated balance).
 * Refusals are envelope codes (`contract.*`), the message saying what to do.
 */
import { usernamesByIds } from '../auth/member.service';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAgentMember } from '../agent-register/rebate-rates';
import type { Contract, ContractAnswer, ContractOutcome } from './contract.service';
import { answerContract, contractHistory, contractsOf, offerContract, wouldRelease } from './contract.service';
import { CONTRACT_MODULES, termsFromWire, termsToWire } from './contract-terms';
import type { WireTerms } from './contract-terms';
import { STATUS_LETTER } from '../../machines/agent-contract/index';
import type { ContractKind } from '../../machines/agent-contract/index';
import {
  applyDividendBody,
  applyRealtimeBody,
  applySalaryBody,
  contractHistoryQuery,
  downlineContractsQuery,
  modifyDividendBody,
  processContractBody,
  processDailyQuery,
  processDividendQuery,
  updateContractBody,
} from '../../wire/contracts.schemas';
import type { AppContext } from '../app-context';
import { failure, ok } from '../http/envelope';
import { sensitiveLimit } from '../http/rate-limit';
import { parseBody, parseQuery } from '../http/validation';
import { walletsValue } from '../transfers/wallet-list';

const MESSAGES: Record<string, string> = {
  'contract.notAgent': 'Only agents offer contracts',
  'contract.notDirectDownline': 'Contracts are offered to your direct downlines only',
  'contract.downlineNotAgent': 'Contracts are offered to downline agents only',
  'contract.noOwnContract': 'You have no contract of this kind and product to share',
  'contract.aboveOwnRate': 'The terms give more than your own contract (or the site) allows',
  'contract.periodMismatch': 'A dividend you offer runs on the period of your own dividend contract',
  'contract.pending': 'This contract is waiting for an answer already',
  'contract.notFound': 'No such contract',
  'contract.notAllowed': 'This contract cannot be answered that way now',
  'contract.downlineHigherRate':
    'There is downline with higher rate than the new contract, if agree to proceed, will automatically terminate the contract with the downline.',
  'contract.unavailable': 'This kind of contract is not offered on this site',
};

/** A contract as both sides read it: the platform's status letter, the terms in force and a change on offer. */
export function contractValue(contract: Contract, names: Map<number, string>) {
  const { context } = contract.snapshot;
  return {
    id: contract.id,
    kind: contract.kind,
    type: contract.product,
    status: STATUS_LETTER[contract.state],
    state: contract.state,
    uplineName: names.get(contract.uplineId) ?? null,
    receiverId: contract.downlineId,
    receiverName: names.get(contract.downlineId) ?? null,
    terms: termsToWire(context.terms),
    proposedTerms: context.proposedTerms ? termsToWire(context.proposedTerms) : null,
    terminationBy: contract.state === 'terminationRequested' ? context.terminationBy : null,
    createdAt: contract.createdAt.getTime(),
    updatedAt: contract.updatedAt.getTime(),
  };
}

async function namesOf(ctx: AppContext, contracts: Contract[]): Promise<Map<number, string>> {
  return usernamesByIds(ctx.db, [...new Set(contracts.flatMap((c) => [c.uplineId, c.downlineId]))]);
}

/** The consolidated keys the platform's fronts read (research §5.1): requests waiting for me, contracts in force. */
const REQUEST_KEYS: Record<ContractKind, string> = {
  dividend: 'divtypereq',
  daily: 'dailysalreqtype',
  hourly: 'contracthoursalreq',
  realtime: 'realtimesalreqtype',
};
const INFO_KEYS: Record<ContractKind, string> = {
  dividend: 'divtypeinfo',
  daily: 'dailysalinfotype',
  hourly: 'contracthoursalinfo',
  realtime: 'realtimesalinfotype',
};

/**
 * What a downline's letter means (research §5.2): on an end the upline asked, dividend and daily
 * confirm with C and keep with A, hourly confirms with A and keeps with R; otherwise A accepts, R
 * rejects, and C on a contract in force asks to end it.
 */
export function downlineAnswerOf(letter: 'A' | 'R' | 'C', ending: boolean, hourly: boolean): ContractAnswer {
  if (ending) return (hourly ? letter === 'A' : letter === 'C') ? 'end' : 'keep';
  return letter === 'A' ? 'accept' : letter === 'R' ? 'reject' : 'end';
}

export function contractRoutes(app: FastifyInstance, ctx: AppContext) {
  const readRoute = { config: { auth: 'token' as const } };
  const writeRoute = { config: { auth: 'token' as const, rateLimit: sensitiveLimit(ctx, 'contract') } };
  const who = (request: FastifyRequest) => ({ merchantId: request.merchant!.id, memberId: request.session!.memberId });
  const enabled = (request: FastifyRequest, kind: ContractKind) => request.merchant!.features[CONTRACT_MODULES[kind]] === true;

  async function answered(result: ContractOutcome) {
    if (result.kind === 'refused')
      return failure(result.code, MESSAGES[result.code] ?? result.code, result.detail ? { detail: result.detail } : null);
    const names = await namesOf(ctx, [result.contract]);
    return ok({ contract: contractValue(result.contract, names), released: result.released });
  }

  const offer =
    (kind: ContractKind, read: (request: FastifyRequest) => { downlineId: number; product: string } & Record<string, unknown>) =>
    async (request: FastifyRequest) => {
      if (!enabled(request, kind)) return failure('contract.unavailable', MESSAGES['contract.unavailable']);
      const { downlineId, product, ...terms } = read(request);
      return answered(
        await offerContract(ctx.db, {
          ...who(request),
          uplineId: request.session!.memberId,
          downlineId,
          product,
          terms: termsFromWire({ kind, ...terms } as WireTerms),
          now: ctx.now(),
        }),
      );
    };
  app.post(
    '/wps/relay/MCSFE_applyContractualDividend',
    writeRoute,
    offer('dividend', (r) => parseBody(applyDividendBody, r.body)),
  );
  app.post(
    '/wps/relay/MCSFE_applyContractDailySalary',
    writeRoute,
    offer('daily', (r) => parseBody(applySalaryBody, r.body)),
  );
  app.post(
    '/wps/relay/MCSFE_applyContractHourSalary',
    writeRoute,
    offer('hourly', (r) => parseBody(applySalaryBody, r.body)),
  );
  app.post(
    '/wps/relay/MCSFE_assignRealTimeSalaryContract',
    writeRoute,
    offer('realtime', (r) => parseBody(applyRealtimeBody, r.body)),
  );

  app.post('/wps/relay/MCSFE_modifyContractDividend', writeRoute, async (request) => {
    if (!enabled(request, 'dividend')) return failure('contract.unavailable', MESSAGES['contract.unavailable']);
    const { contractId, ...terms } = parseBody(modifyDividendBody, request.body);
    const mine = (await contractsOf(ctx.db, { ...who(request), side: 'upline', kind: 'dividend', liveOnly: true })).find((c) => c.id === contractId);
    if (!mine) return failure('contract.notFound', MESSAGES['contract.notFound']);
    return answered(
      await offerContract(ctx.db, {
        ...who(request),
        uplineId: mine.uplineId,
        downlineId: mine.downlineId,
        product: mine.product,
        terms: termsFromWire({ kind: 'dividend', ...terms }),
        now: ctx.now(),
      }),
    );
  });

  app.post('/wps/relay/MCSFE_updateContractDividend', writeRoute, async (request) => {
    const body = parseBody(updateContractBody, request.body);
    const answer: ContractAnswer = body.status === 'W' ? 'reject' : 'end';
    return answered(await answerContract(ctx.db, { ...who(request), contractId: body.contractId, answer, confirmRelease: false, now: ctx.now() }));
  });

  /** The downline's letters, per the platform's modal (research §5.2): what each means in each state. */
  async function downlineAnswer(
    request: FastifyRequest,
    contract: Contract | undefined,
    letter: 'A' | 'R' | 'C',
    hourly: boolean,
    confirmRelease: boolean,
  ) {
    if (!contract) return failure('contract.notFound', MESSAGES['contract.notFound']);
    if (!enabled(request, contract.kind)) return failure('contract.unavailable', MESSAGES['contract.unavailable']);
    const answer = downlineAnswerOf(letter, contract.state === 'terminationRequested', hourly);
    return answered(await answerContract(ctx.db, { ...who(request), contractId: contract.id, answer, confirmRelease, now: ctx.now() }));
  }
  const mineAsDownline = async (request: FastifyRequest, pick: (contract: Contract) => boolean) =>
    (await contractsOf(ctx.db, { ...who(request), side: 'downline', liveOnly: true })).find(pick);

  app.get('/wps/relay/MCS2_processDividendReq', writeRoute, async (request) => {
    const query = parseQuery(processDividendQuery, request.query);
    const contract = await mineAsDownline(request, (c) => c.kind === 'dividend' && c.product === query.type);
    return downlineAnswer(request, contract, query.status, false, query.confirmRelease ?? false);
  });
  app.get('/wps/relay/MCS2_processDailySalContract', writeRoute, async (request) => {
    const query = parseQuery(processDailyQuery, request.query);
    const contract = await mineAsDownline(request, (c) => c.kind === 'daily' && c.id === query.id);
    return downlineAnswer(request, contract, query.status, false, query.confirmRelease ?? false);
  });
  app.post('/wps/relay/MCS2_processContractHourSalary', writeRoute, async (request) => {
    const body = parseBody(processContractBody, request.body);
    const contract = await mineAsDownline(request, (c) => c.kind === 'hourly' && c.id === body.contractId);
    return downlineAnswer(request, contract, body.status, true, body.confirmRelease ?? false);
  });
  app.post('/wps/relay/MCSFE_processRealTimeSalaryContract', writeRoute, async (request) => {
    const body = parseBody(processContractBody, request.body);
    const contract = await mineAsDownline(request, (c) => c.kind === 'realtime' && c.id === body.contractId);
    return downlineAnswer(request, contract, body.status, false, body.confirmRelease ?? false);
  });

  app.get('/wps/relay/MCSFE_getDownlineContracts', readRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    // a player has no downlines to give contracts to: it is told so, as every agent-only call does
    if (!(await isAgentMember(ctx.db, request.merchant!.id, request.session!.memberId))) return failure('agent.only', 'Agents only');
    const query = parseQuery(downlineContractsQuery, request.query);
    const contracts = await contractsOf(ctx.db, { ...who(request), side: 'upline', kind: query.kind, liveOnly: query.liveOnly ?? true });
    const names = await namesOf(ctx, contracts);
    return ok({ downline: contracts.map((contract) => contractValue(contract, names)) });
  });

  app.get('/wps/relay/MCSFE_getContractHistory', readRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const query = parseQuery(contractHistoryQuery, request.query);
    const lines = await contractHistory(ctx.db, { ...who(request), contractId: query.contractId });
    if (!lines) return failure('contract.notFound', MESSAGES['contract.notFound']);
    return ok({ list: lines.map((line) => ({ ...line, at: line.at.getTime() })) });
  });

  app.get('/wps/member/info/funds/consolidated', readRoute, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const mine = await contractsOf(ctx.db, { ...who(request), side: 'downline', liveOnly: true });
    const names = await namesOf(ctx, mine);
    const value: Record<string, unknown> = {};
    for (const kind of Object.keys(REQUEST_KEYS) as ContractKind[]) {
      const requests: Record<string, unknown[]> = {};
      const info: Record<string, { agent: unknown[] }> = {};
      for (const contract of mine.filter((c) => c.kind === kind && enabled(request, kind))) {
        const row = contractValue(contract, names);
        const waiting =
          contract.state === 'offered' ||
          contract.state === 'changeOffered' ||
          (contract.state === 'terminationRequested' && contract.snapshot.context.terminationBy === 'upline');
        if (waiting) {
          requests[contract.product] ??= [];
          requests[contract.product].push({ ...row, downlineHigherRate: (await wouldRelease(ctx.db, contract)) ? 'Y' : 'N' });
        }
        if (contract.state !== 'offered') {
          info[contract.product] ??= { agent: [] };
          info[contract.product].agent.push(row);
        }
      }
      value[REQUEST_KEYS[kind]] = requests;
      value[INFO_KEYS[kind]] = info;
    }
    const wallets = await walletsValue(ctx.db, {
      ...who(request),
      now: ctx.now(),
      currency: request.merchant!.settings.currency,
      currencySymbol: request.merchant!.settings.currencySymbol,
    });
    return ok({ ...value, sumBalance: wallets.sumBalance });
  });
}
