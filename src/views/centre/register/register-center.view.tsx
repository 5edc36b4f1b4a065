/**
 * The register centre (`registerCenter`, research §4.4): two parts, affiliate links and "create a
 * downline", each a link that puts `part` in the address, so back and a shared link reopen it.
 */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { AffiliateUrlsView } from './affiliate-urls.view';
import { DownlineAccountView } from './downline-account.view';
import '../records/records.css';
import './register.css';

const PARTS = ['links', 'downline'] as const;
type Part = (typeof PARTS)[number];

export function registerPartOf(search: string): Part {
  const part = new URLSearchParams(search).get('part');
  return PARTS.find((known) => known === part) ?? 'links';
}

function withPart(search: string, part: Part): string {
  const params = new URLSearchParams(search);
  if (part === 'links') params.delete('part');
  else params.set('part', part);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function RegisterCenterView() {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const part = registerPartOf(search);
  const names: Record<Part, string> = { links: t`Affiliate links`, downline: t`Create a downline` };
  const bodies: Record<Part, () => ReactNode> = {
    links: () => <AffiliateUrlsView />,
    downline: () => <DownlineAccountView />,
  };
  return (
    <div className="register-center" data-testid="register-center">
      <nav className="register__parts" aria-label={t`Parts of the page`}>
        {PARTS.map((name) => (
          <Link
            key={name}
            to={`${pathname}${withPart(search, name)}`}
            replace
            className="records__chip"
            aria-current={name === part ? 'page' : undefined}
            data-testid={`register-part-${name}`}
          >
            {names[name]}
          </Link>
        ))}
      </nav>
      {bodies[part]()}
    </div>
  );
}
