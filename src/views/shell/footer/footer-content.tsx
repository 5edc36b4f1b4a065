/**
 * Presentational footer (SPEC §2 "Footer and side bars"): the vendor logo carousel (a slot), the
 * product list (one link per game type), the site's pages the navigation does not name (hot games,
 * the VIP club), help links that open the help dialog at an entry, the
 * licence texts (MGA, BVI, PAGCOR) in the visitor's language, certificate, payment and
 * responsible-gaming images, and the copyright line.
 */
import { useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { FooterBadge, SiteFooterInfo } from '../../../../machines/system-status';
import { badgeTarget, textIn } from './footer-text';
import { useOnScreen } from './on-screen';

/**
 * How far below the viewport a badge group starts fetching its pictures. Chromium's own lazy loading
 * fetches anything within 1,250 px, which on a phone is the whole footer: a dozen small requests
 * that would share a slow network with the scripts of the first screen.
 */
const BADGES_NEAR_MARGIN = '200px';

/** A game type of the product list. */
export interface FooterProduct {
  gameType: string;
  name: string;
  path: string;
}

/** The site's own pages the footer links to: the ones the navigation bar does not name. */
export const FOOTER_SITE_LINKS: readonly { to: string; label: MessageDescriptor }[] = [
  { to: '/hot', label: msg`Hot games` },
  { to: '/vip', label: msg`VIP club` },
];

/** The help centre entries the footer links to, in order (codes of the gateway's help content). */
export const FOOTER_HELP_LINKS: readonly { entry: string; label: MessageDescriptor }[] = [
  { entry: 'about', label: msg`About us` },
  { entry: 'contact', label: msg`Contact us` },
  { entry: 'term', label: msg`Terms and conditions` },
  { entry: 'privacy', label: msg`Privacy policy` },
  { entry: 'responsible', label: msg`Responsible gaming` },
];

export interface FooterContentProps {
  /** the merchant's footer content; null when it has none (only the site's own parts show) */
  footer: SiteFooterInfo | null;
  /** the visitor's language code and the merchant's default, for the licence texts */
  language: string;
  defaultLanguage: string;
  products: readonly FooterProduct[];
  /** the vendor logo carousel */
  carousel: ReactNode;
  /** opens the help dialog at an entry */
  onHelp: (entry: string) => void;
}

/** A plain click opens the dialog; a click with a modifier opens the help page the link names. */
function helpClick(onHelp: (entry: string) => void, entry: string) {
  return (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onHelp(entry);
  };
}

function Badge({ badge, near, onHelp }: { badge: FooterBadge; near: boolean; onHelp: (entry: string) => void }) {
  // until the group comes near the viewport the picture has no source: its name stands in for it
  const image = (
    <img className="site-footer__badge-image" src={near ? badge.imageUrl : undefined} alt={badge.name} loading="lazy" decoding="async" height={40} />
  );
  const target = badgeTarget(badge.url);
  if (target?.kind === 'help') {
    return (
      <a href={badge.url ?? undefined} onClick={helpClick(onHelp, target.entry)}>
        {image}
      </a>
    );
  }
  if (target?.kind === 'route') return <Link to={target.to}>{image}</Link>;
  if (target?.kind === 'external') {
    return (
      <a href={target.url} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return image;
}

function BadgeGroup({
  title,
  badges,
  testId,
  onHelp,
}: {
  title: ReactNode;
  badges: readonly FooterBadge[];
  testId: string;
  onHelp: (entry: string) => void;
}) {
  const group = useOnScreen(BADGES_NEAR_MARGIN);
  // once near, the pictures stay (the observer follows the group as it scrolls away again)
  const [near, setNear] = useState(group.visible);
  if (group.visible && !near) setNear(true);
  if (badges.length === 0) return null;
  return (
    <div className="site-footer__badge-group" data-testid={testId} ref={group.ref}>
      <h3 className="site-footer__badge-title">{title}</h3>
      <ul className="site-footer__badges">
        {badges.map((badge) => (
          <li key={`${badge.name}:${badge.imageUrl}`}>
            <Badge badge={badge} near={near} onHelp={onHelp} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function FooterContent({ footer, language, defaultLanguage, products, carousel, onHelp }: FooterContentProps) {
  const { i18n } = useLingui();
  const year = new Date().getFullYear();
  const holder = footer?.copyrightHolder ?? '';
  return (
    <div className="site-footer__content">
      {carousel}
      <div className="site-footer__columns">
        {products.length > 0 ? (
          <section className="site-footer__section" aria-labelledby="footer-products-title">
            <h2 id="footer-products-title" className="site-footer__title">
              <Trans>Products</Trans>
            </h2>
            <ul className="site-footer__links" data-testid="footer-products">
              {products.map((product) => (
                <li key={product.gameType}>
                  <Link to={product.path}>{product.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section className="site-footer__section" aria-labelledby="footer-site-title">
          <h2 id="footer-site-title" className="site-footer__title">
            <Trans>Explore</Trans>
          </h2>
          <ul className="site-footer__links" data-testid="footer-site">
            {FOOTER_SITE_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{i18n._(label)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section className="site-footer__section" aria-labelledby="footer-help-title">
          <h2 id="footer-help-title" className="site-footer__title">
            <Trans>Help</Trans>
          </h2>
          <ul className="site-footer__links" data-testid="footer-help">
            {FOOTER_HELP_LINKS.map(({ entry, label }) => (
              <li key={entry}>
                <a href={`/help#${entry}`} onClick={helpClick(onHelp, entry)}>
                  {i18n._(label)}
                </a>
              </li>
            ))}
          </ul>
        </section>
        {footer && footer.licences.length > 0 ? (
          <section className="site-footer__section site-footer__section--licences" aria-labelledby="footer-licences-title">
            <h2 id="footer-licences-title" className="site-footer__title">
              <Trans>Licences</Trans>
            </h2>
            <ul className="site-footer__licences" data-testid="footer-licences">
              {footer.licences.map((licence) => (
                <li key={licence.code} data-testid={`footer-licence-${licence.code}`}>
                  <h3 className="site-footer__licence-name">{licence.name || licence.code}</h3>
                  <p>{textIn(licence.text, language, defaultLanguage)}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {footer ? (
        <div className="site-footer__badge-row">
          <BadgeGroup title={<Trans>Certificates</Trans>} badges={footer.certificates} testId="footer-certificates" onHelp={onHelp} />
          <BadgeGroup title={<Trans>Payment methods</Trans>} badges={footer.payments} testId="footer-payments" onHelp={onHelp} />
          <BadgeGroup
            title={<Trans>Responsible gaming</Trans>}
            badges={footer.responsibleGaming}
            testId="footer-responsible-gaming"
            onHelp={onHelp}
          />
        </div>
      ) : null}
      <p className="site-footer__copyright" data-testid="footer-copyright">
        {holder ? (
          <Trans>
            © {year} {holder}. All rights reserved.
          </Trans>
        ) : (
          <Trans>© {year} All rights reserved.</Trans>
        )}
      </p>
    </div>
  );
}
