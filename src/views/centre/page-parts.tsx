/**
 * A centre page split into parts (a contract kind's page, the register centre): one link per part
 * that puts `part` in the address (the first part is the address without it), so back and a shared
 * link reopen the same part. Presentational; the page renders the body of the part it is given.
 */
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';

/** The part the address names, or the first part. */
export function partOf<P extends string>(search: string, parts: readonly P[]): P {
  const part = new URLSearchParams(search).get('part');
  return parts.find((known) => known === part) ?? parts[0];
}

function withPart<P extends string>(search: string, parts: readonly P[], part: P): string {
  const params = new URLSearchParams(search);
  if (part === parts[0]) params.delete('part');
  else params.set('part', part);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export interface PagePartsProps<P extends string> {
  parts: readonly P[];
  names: Record<P, string>;
  className: string;
  /** each link's test id is `<testIdPrefix>-<part>` */
  testIdPrefix: string;
}

export function PageParts<P extends string>({ parts, names, className, testIdPrefix }: PagePartsProps<P>) {
  const { t } = useLingui();
  const { pathname, search } = useLocation();
  const current = partOf(search, parts);
  return (
    <nav className={className} aria-label={t`Parts of the page`}>
      {parts.map((name) => (
        <Link
          key={name}
          to={`${pathname}${withPart(search, parts, name)}`}
          replace
          className="records__chip"
          aria-current={name === current ? 'page' : undefined}
          data-testid={`${testIdPrefix}-${name}`}
        >
          {names[name]}
        </Link>
      ))}
    </nav>
  );
}
