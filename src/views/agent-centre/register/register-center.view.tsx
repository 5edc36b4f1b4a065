/**
 * The register centre (`registerCenter`, research §4.4): two parts, affiliate links and "create a
 * downline", each a link that puts `part` in the address, so back and a shared link reopen it.
 */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { PageParts, partOf } from '../../centre/page-parts';
import { AffiliateUrlsView } from './affiliate-urls.view';
import { DownlineAccountView } from './downline-account.view';
import '../../centre/records/records.css';
import './register.css';

const PARTS = ['links', 'downline'] as const;
type Part = (typeof PARTS)[number];

export function RegisterCenterView() {
  const { t } = useLingui();
  const { search } = useLocation();
  const names: Record<Part, string> = { links: t`Affiliate links`, downline: t`Create a downline` };
  const bodies: Record<Part, () => ReactNode> = {
    links: () => <AffiliateUrlsView />,
    downline: () => <DownlineAccountView />,
  };
  return (
    <div className="register-center" data-testid="register-center">
      <PageParts parts={PARTS} names={names} className="register__parts" testIdPrefix="register-part" />
      {bodies[partOf(search, PARTS)]()}
    </div>
  );
}
