/**
 * A contract kind's page (dividends, daily, hourly and real-time salary; research §4.10): three
 * parts, as the platform splits them — my contract, my downlines' contracts, payout records — each a
 * link that puts `part` in the address, so back and a shared link reopen the same part.
 */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import type { ContractKind } from '../../../../machines/contract-offers';
import { PageParts, partOf } from '../../centre/page-parts';
import { ContractOffersView } from './contract-offers.view';
import { DownlineContractsView } from './downline-contracts.view';
import { PayoutRecordsView } from './payout-records.view';
import './contracts.css';

const PARTS = ['mine', 'downlines', 'payouts'] as const;
type Part = (typeof PARTS)[number];

export function ContractPageView({ kind }: { kind: ContractKind }) {
  const { t } = useLingui();
  const { search } = useLocation();
  const names: Record<Part, string> = { mine: t`My contract`, downlines: t`My downlines' contracts`, payouts: t`Payout records` };
  const bodies: Record<Part, () => ReactNode> = {
    mine: () => <ContractOffersView kind={kind} />,
    downlines: () => <DownlineContractsView kind={kind} />,
    payouts: () => <PayoutRecordsView kind={kind} />,
  };
  return (
    <div data-testid={`contract-page-${kind}`}>
      <PageParts parts={PARTS} names={names} className="contract-page__parts" testIdPrefix="contract-part" />
      {bodies[partOf(search, PARTS)]()}
    </div>
  );
}
