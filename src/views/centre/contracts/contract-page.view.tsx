/**
 * A contract kind's page (dividends, daily, hourly and real-time salary; research §4.10): three
 * parts, as the platform splits them — my contract, my downlines' contracts, payout records — each a
 * link that puts `part` in the address, so back and a shared link reopen the same part.
 */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import type { ContractKind } from '../../../../machines/contract-offers';
import { ContractOffersView } from './contract-offers.view';
import { DownlineContractsView } from './downline-contracts.view';
import { PayoutRecordsView } from './payout-records.view';
import './contracts.css';

const PARTS = ['mine', 'downlines', 'payouts'] as const;
type Part = (typeof PARTS)[number];

export function partOf(search: string): Part {
  const part = new URLSearchParams(search).get('part');
  return PARTS.find((known) => known === part) ?? 'mine';
}

function withPart(search: string, part: Part): string {
  const params = new URLSearchParams(search);
  if (part === 'mine') params.delete('part');
  else params.set('part', part);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function ContractPageView({ kind }: { kind: ContractKind }) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const part = partOf(search);
  const names: Record<Part, string> = { mine: t`My contract`, downlines: t`My downlines' contracts`, payouts: t`Payout records` };
  const bodies: Record<Part, () => ReactNode> = {
    mine: () => <ContractOffersView kind={kind} />,
    downlines: () => <DownlineContractsView kind={kind} />,
    payouts: () => <PayoutRecordsView kind={kind} />,
  };
  return (
    <div data-testid={`contract-page-${kind}`}>
      <nav className="contract-page__parts" aria-label={t`Parts of the page`}>
        {PARTS.map((name) => (
          <Link
            key={name}
            to={`${pathname}${withPart(search, name)}`}
            replace
            className="records__chip"
            aria-current={name === part ? 'page' : undefined}
            data-testid={`contract-part-${name}`}
          >
            {names[name]}
          </Link>
        ))}
      </nav>
      {bodies[part]()}
    </div>
  );
}
