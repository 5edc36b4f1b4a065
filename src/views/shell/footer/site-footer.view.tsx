/**
 * Footer container, a lazy chunk: the merchant's footer content from the status call, the product
 * list and the logo carousel from the vendor lanes (the navigation's call, shared), and the help
 * dialog (its own lazy chunk: it brings DOMPurify) opened at the entry a help link names. The
 * carousel's chunk (keen-slider) loads only when the footer comes near the viewport.
 *
 * The right bar comes with this chunk (one lazy chunk for SPEC's "Footer and side bars" keeps the
 * home page's first JavaScript small), on the pages that have the full layout (not beside framed
 * games). It is the footer's first row on a phone, and fixed to the window's right edge on wider
 * screens, where the shell keeps a gutter for it (footer.css): it never lies over the page.
 */
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import type { SiteFooterInfo, SystemStatusSnapshot } from '../../../../machines/system-status';
import { useAppEdge } from '../../../app/app-context';
import { useNavEdge, vendorsOnce } from '../../../app/nav.edge';
import type { NavLane } from '../../../app/nav.edge';
import { lazyComponent } from '../../common/lazy-component';
import { useOnScreen } from './on-screen';
import { useShellLayout } from '../layouts';
import { useSettled } from '../nav/use-settled';
import RightBarView from '../right-bar/right-bar.view';
import type { HelpDialogProps } from '../../pages/help/help-dialog';
import { FooterContent } from './footer-content';

const HelpDialog = lazyComponent<HelpDialogProps>(
  'helpDialog',
  () => import('../../pages/help/help-dialog').then((module) => ({ default: module.HelpDialog })),
  {
    pending: null,
  },
);

const CAROUSEL_PLACEHOLDER = <div className="vendor-carousel vendor-carousel--pending" aria-hidden="true" />;

// a logo carousel that did not load leaves its room empty: it only decorates
const VendorCarousel = lazyComponent('vendorCarousel', () => import('./vendor-carousel'), {
  pending: CAROUSEL_PLACEHOLDER,
  renderError: () => CAROUSEL_PLACEHOLDER,
});

/** How far below the viewport the carousel starts loading. */
const NEAR_VIEWPORT_MARGIN = '400px';

/**
 * Renders `children` once the placeholder comes near the viewport (at once without
 * IntersectionObserver), and keeps them: the placeholder, and the observer with it, are gone then.
 */
function WhenNearViewport({ children }: { children: ReactNode }) {
  const placeholder = useOnScreen(NEAR_VIEWPORT_MARGIN);
  return placeholder.visible ? children : <div ref={placeholder.ref}>{CAROUSEL_PLACEHOLDER}</div>;
}

export interface FooterStatus {
  footer: SiteFooterInfo | null;
  defaultLanguage: string;
}

export function selectFooterStatus(snapshot: SystemStatusSnapshot): FooterStatus {
  const status = snapshot.context.status;
  return { footer: status?.footer ?? null, defaultLanguage: status?.defaultLanguage ?? 'MS' };
}

const NO_LANES: readonly NavLane[] = [];

export default function SiteFooterView() {
  const { rootActor } = useAppEdge();
  const status = useSelector(rootActor, selectFooterStatus, shallowEqual);
  const layout = useShellLayout();
  const edge = useNavEdge();
  const { i18n } = useLingui();
  const language = edge.env.currentLanguage();
  // the locale is a dependency so a language switch reads the lanes (their names) in the new language
  // biome-ignore lint/correctness/useExhaustiveDependencies: the locale reads the answer again in the new language, as said above
  const request = useMemo(() => edge.lanes(language).catch((): readonly NavLane[] => NO_LANES), [edge, language, i18n.locale]);
  const lanes = useSettled<readonly NavLane[] | null>(request, null);
  const vendors = useMemo(() => vendorsOnce(lanes ?? NO_LANES), [lanes]);
  // the help entry whose dialog is open: this footer's own widget state
  const [helpEntry, setHelpEntry] = useState<string | null>(null);
  // while the lanes load, the carousel's room is kept; without vendors it goes
  const carousel =
    lanes === null ? (
      CAROUSEL_PLACEHOLDER
    ) : vendors.length === 0 ? null : (
      <WhenNearViewport>
        <VendorCarousel vendors={vendors} reducedMotion={edge.env.prefersReducedMotion()} />
      </WhenNearViewport>
    );
  return (
    <>
      {/* first: on a phone the footer's first row */}
      {layout === 'full' ? <RightBarView /> : null}
      <FooterContent {...status} language={language} products={lanes ?? NO_LANES} carousel={carousel} onHelp={setHelpEntry} />
      {helpEntry === null ? null : <HelpDialog entryCode={helpEntry} onClose={() => setHelpEntry(null)} />}
    </>
  );
}
