/**
 * The agent contract calls (wire/contracts.schemas.ts): what waits for my answer and what is in
 * force (`/wps/member/info/funds/consolidated`), my answer to an offer with each kind's own call and
 * letters, the upline's offer of terms to a downline, withdrawing or ending it, and a downline's
 * contracts and a contract's history. Each rejects with `{ errorCode, value }`.
 */
import type {
  ConsolidatedValue,
  ContractChangeValue,
  ContractHistoryValue,
  ContractProduct,
  DividendTerms,
  DownlineContractsValue,
  RealtimeTerms,
  SalaryTerms,
} from '../../wire/contracts.schemas';
import type { SubordinateValue } from '../../wire/team.schemas';
import { callApi, withPlainFailure } from './client';

export type ContractKind = 'dividend' | 'daily' | 'hourly' | 'realtime';

/** The consolidated info's keys, per kind: the offers waiting for my answer and my contracts in force. */
export const CONSOLIDATED_KEYS = {
  dividend: { waiting: 'divtypereq', info: 'divtypeinfo' },
  daily: { waiting: 'dailysalreqtype', info: 'dailysalinfotype' },
  hourly: { waiting: 'contracthoursalreq', info: 'contracthoursalinfo' },
  realtime: { waiting: 'realtimesalreqtype', info: 'realtimesalinfotype' },
} as const satisfies Record<ContractKind, { waiting: keyof ConsolidatedValue; info: keyof ConsolidatedValue }>;

export function loadConsolidated(): Promise<ConsolidatedValue> {
  return withPlainFailure(() => callApi<ConsolidatedValue>('/wps/member/info/funds/consolidated', { token: true }));
}

/** How many offers of each kind wait for my answer. */
export function waitingCounts(value: ConsolidatedValue): Record<ContractKind, number> {
  const count = (kind: ContractKind) => Object.values(value[CONSOLIDATED_KEYS[kind].waiting]).reduce((sum, rows) => sum + rows.length, 0);
  return { dividend: count('dividend'), daily: count('daily'), hourly: count('hourly'), realtime: count('realtime') };
}

export interface ContractAnswer {
  kind: ContractKind;
  contractId: number;
  product: ContractProduct;
  /** the platform's letter for the answer (research §5.2): each kind reads them its own way */
  status: 'A' | 'R' | 'C';
  /** yes to releasing my downlines that hold a higher rate */
  confirmRelease: boolean;
}

/** My answer, through the call the platform uses for the kind. */
export function answerContract(answer: ContractAnswer): Promise<ContractChangeValue> {
  const confirmRelease = answer.confirmRelease ? 'true' : undefined;
  return withPlainFailure(() => {
    switch (answer.kind) {
      case 'dividend':
        return callApi<ContractChangeValue>('/wps/relay/MCS2_processDividendReq', {
          token: true,
          query: { type: answer.product, status: answer.status, confirmRelease },
        });
      case 'daily':
        return callApi<ContractChangeValue>('/wps/relay/MCS2_processDailySalContract', {
          token: true,
          query: { id: answer.contractId, status: answer.status, confirmRelease },
        });
      case 'hourly':
        return callApi<ContractChangeValue>('/wps/relay/MCS2_processContractHourSalary', {
          method: 'POST',
          token: true,
          body: { contractId: answer.contractId, status: answer.status, confirmRelease: answer.confirmRelease },
        });
      case 'realtime':
        return callApi<ContractChangeValue>('/wps/relay/MCSFE_processRealTimeSalaryContract', {
          method: 'POST',
          token: true,
          body: { contractId: answer.contractId, status: answer.status, confirmRelease: answer.confirmRelease },
        });
    }
  });
}

export type ContractOffer =
  | ({ kind: 'dividend'; downlineId: number; product: ContractProduct } & DividendTerms)
  | ({ kind: 'daily' | 'hourly'; downlineId: number; product: ContractProduct } & SalaryTerms)
  | ({ kind: 'realtime'; downlineId: number; product: ContractProduct } & RealtimeTerms);

const OFFER_PATHS = {
  dividend: '/wps/relay/MCSFE_applyContractualDividend',
  daily: '/wps/relay/MCSFE_applyContractDailySalary',
  hourly: '/wps/relay/MCSFE_applyContractHourSalary',
  realtime: '/wps/relay/MCSFE_assignRealTimeSalaryContract',
} as const;

/** The upline offers terms to a direct downline. */
export function offerContract(offer: ContractOffer): Promise<ContractChangeValue> {
  const { kind, ...body } = offer;
  return withPlainFailure(() => callApi<ContractChangeValue>(OFFER_PATHS[kind], { method: 'POST', token: true, body }));
}

/** The upline withdraws an offer or a change (`W`) or asks to end a contract in force (`C`). */
export function endContract(contractId: number, status: 'W' | 'C'): Promise<ContractChangeValue> {
  return withPlainFailure(() =>
    callApi<ContractChangeValue>('/wps/relay/MCSFE_updateContractDividend', { method: 'POST', token: true, body: { contractId, status } }),
  );
}

/** The contracts I gave my downlines, of one kind. */
export function loadDownlineContracts(kind: ContractKind): Promise<DownlineContractsValue> {
  return withPlainFailure(() => callApi<DownlineContractsValue>('/wps/relay/MCSFE_getDownlineContracts', { token: true, query: { kind } }));
}

export function loadContractHistory(contractId: number): Promise<ContractHistoryValue> {
  return withPlainFailure(() => callApi<ContractHistoryValue>('/wps/relay/MCSFE_getContractHistory', { token: true, query: { contractId } }));
}

/** My direct downlines that are agents (only an agent holds a contract); the first 100. */
export function loadContractCandidates(): Promise<{ customerId: number; customerName: string }[]> {
  return withPlainFailure(async () => {
    const value = await callApi<SubordinateValue>('/wps/relay/ODSFE2_getSubordinatev2', { token: true, query: { depth: 1, page: 1, size: 100 } });
    return value.list.filter((row) => row.isAgent).map((row) => ({ customerId: row.customerId, customerName: row.customerName }));
  });
}
