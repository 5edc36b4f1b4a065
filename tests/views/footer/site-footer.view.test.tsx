/**
 * The footer through its real container: licence texts in the visitor's language (else the
 * merchant's default), help links and help badges opening the help dialog at their entry, the
 * product list from the vendor lanes, badges and their links, the copyright line, and the vendor
 * logo carousel (still under reduced motion, with a play/pause control).
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RightBarLinks, SiteFooterInfo } from '../../../machines/system-status';
import { pageSources } from '../../../src/api/pages.api';
import { PageSourcesContext } from '../../../src/app/pages.edge';
import SiteFooterView from '../../../src/views/shell/footer/site-footer.view';
import { VENDOR_CAROUSEL_PER_VIEW } from '../../../src/views/shell/footer/vendor-carousel';
import { fakeApi } from '../pages/pages.driver';
import { systemStatus } from '../support/drivers';
import { card, catalogueLanes, fakeNavEnvironment, lane, numberedCards, renderWithNav } from '../nav/nav.driver';
import type { NavFakeOptions } from '../nav/nav.driver';
import { footerInfo, rightBarLinks } from './footer.driver';

// keen-slider reads its breakpoints through matchMedia, which jsdom lacks: no breakpoint matches
beforeEach(() => {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (media: string) => ({
      matches: false,
      media,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }),
  });
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'matchMedia');
  vi.unstubAllGlobals();
});

/**
 * The browser's IntersectionObserver, driven by the test: each observer is known by what it watches
 * (the footer's carousel placeholder, the carousel, each badge group), and `report` tells it whether
 * that is on screen. Removed after each test.
 */
function stubIntersectionObservers() {
  const observers: { callback: IntersectionObserverCallback; target: Element }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        observers.push({ callback: this.callback, target });
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
  return {
    watching: (matches: (target: Element) => boolean) => observers.find(({ target }) => matches(target)),
    report: (callback: IntersectionObserverCallback, isIntersecting: boolean) =>
      act(() => callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver)),
  };
}

async function renderFooter(options: NavFakeOptions & { footer?: SiteFooterInfo | null; rightBar?: RightBarLinks; path?: string } = {}) {
  const fake = fakeNavEnvironment(options);
  const api = fakeApi();
  const footer = options.footer === undefined ? footerInfo() : options.footer;
  const setup = await renderWithNav(
    <PageSourcesContext.Provider value={pageSources(api)}>
      <footer>
        <SiteFooterView />
      </footer>
    </PageSourcesContext.Provider>,
    fake,
    { loadSystemStatus: async () => systemStatus({ footer, rightBar: options.rightBar, defaultLanguage: 'MS' }) },
    options.path,
  );
  return { ...setup, fake, api, footer: screen.getByRole('contentinfo') };
}

const licenceText = (code: string) => within(screen.getByTestId(`footer-licence-${code}`)).getByRole('paragraph').textContent;

describe('footer licences', () => {
  it('shows the MGA, BVI and PAGCOR licences in the visitor’s language', async () => {
    await renderFooter({ language: 'EN' });
    const licences = within(screen.getByTestId('footer-licences'))
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(licences).toEqual(['Malta Gaming Authority', 'British Virgin Islands', 'PAGCOR']);
    expect(licenceText('MGA')).toBe('Licensed and regulated by the MGA.');
    expect(licenceText('PAGCOR')).toBe('Licensed by PAGCOR. Players must be 21 or older.');
  });

  it('reads Chinese texts for CN and falls back to the merchant’s default language where one is missing', async () => {
    await renderFooter({ language: 'CN' });
    expect(licenceText('MGA')).toBe('由 MGA 授权并监管。');
    expect(licenceText('BVI')).toBe('于英属维尔京群岛注册。');
    expect(licenceText('PAGCOR')).toBe('Dilesenkan oleh PAGCOR.');
  });

  it('shows a language without texts of its own in the merchant’s default language', async () => {
    await renderFooter({ language: 'TH' });
    expect(licenceText('MGA')).toBe('Dilesenkan oleh MGA.');
  });
});

describe('footer links', () => {
  it('links the hot games and the VIP club, which the navigation bar does not name', async () => {
    await renderFooter();
    const site = within(screen.getByTestId('footer-site'));
    expect(site.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Hot games', '/hot'],
      ['VIP club', '/vip'],
    ]);
  });

  it('opens the help dialog at the entry of a help link, and closes it again', async () => {
    const { api } = await renderFooter();
    const help = within(screen.getByTestId('footer-help'));
    expect(help.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'About us',
      'Contact us',
      'Terms and conditions',
      'Privacy policy',
      'Responsible gaming',
    ]);
    const terms = help.getByRole('link', { name: 'Terms and conditions' });
    expect(terms.getAttribute('href')).toBe('/help#term');
    fireEvent.click(terms);
    const dialog = await screen.findByRole('dialog', { name: 'Help center' });
    expect(await within(dialog).findByRole('heading', { name: 'Terms and conditions' })).toBeTruthy();
    expect(dialog.textContent).toContain('Players must be 21 or older.');
    expect(api.fetchHelpCenter).toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the help dialog from a responsible-gaming badge that names a help entry', async () => {
    await renderFooter();
    fireEvent.click(screen.getByRole('img', { name: '21+' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help center' });
    expect(await within(dialog).findByRole('heading', { name: 'Terms and conditions' })).toBeTruthy();
  });

  it('lists the products in the navigation’s order, each to its game page', async () => {
    await renderFooter();
    const products = within(screen.getByTestId('footer-products')).getAllByRole('link');
    expect(products.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Live Casino', '/live'],
      ['Sports', '/sports'],
      ['Slots', '/rng'],
      ['Cockfight', '/cockfight'],
      ['Fishing', '/fish'],
      ['Card Games', '/pvp'],
      ['Lottery', '/lottery'],
    ]);
  });

  it('shows the certificate, payment and responsible-gaming images, outside links in a new tab', async () => {
    await renderFooter();
    expect(within(screen.getByTestId('footer-certificates')).getByRole('img', { name: 'GLI' }).closest('a')).toBeNull();
    const gcash = within(screen.getByTestId('footer-payments')).getByRole('link', { name: 'GCash' });
    expect(gcash.getAttribute('target')).toBe('_blank');
    expect(gcash.getAttribute('rel')).toContain('noopener');
    expect(within(screen.getByTestId('footer-responsible-gaming')).getByRole('link', { name: 'Play responsibly' }).getAttribute('href')).toBe('/vip');
  });

  it('fetches a badge group’s pictures only once it comes near the viewport, named meanwhile', async () => {
    const { watching, report } = stubIntersectionObservers();
    await renderFooter();
    const payments = screen.getByTestId('footer-payments');
    const gcash = within(payments).getByRole('img', { name: 'GCash' });
    // below the fold: no request yet, the badge keeps its name
    expect(gcash.getAttribute('src')).toBeNull();
    const group = watching((target) => target === payments)!;
    report(group.callback, true);
    expect(gcash.getAttribute('src')).toMatch(/gcash/);
    // scrolled away again, the pictures stay
    report(group.callback, false);
    expect(gcash.getAttribute('src')).toMatch(/gcash/);
    // the other groups wait for their own turn
    expect(within(screen.getByTestId('footer-certificates')).getByRole('img', { name: 'GLI' }).getAttribute('src')).toBeNull();
  });

  it('writes the copyright line with the merchant’s name', async () => {
    await renderFooter();
    expect(screen.getByTestId('footer-copyright').textContent).toBe(`© ${new Date().getFullYear()} Demo Gaming. All rights reserved.`);
  });

  it('keeps the help links and the copyright line for a merchant without footer content', async () => {
    await renderFooter({ footer: null, lanes: new Error('offline') });
    expect(screen.queryByTestId('footer-licences')).toBeNull();
    expect(screen.queryByTestId('footer-products')).toBeNull();
    expect(within(screen.getByTestId('footer-help')).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByTestId('footer-copyright').textContent).toBe(`© ${new Date().getFullYear()} All rights reserved.`);
  });
});

describe('vendor logo carousel', () => {
  const manyVendors = () => [
    lane('RNG', 'Slots', numberedCards('S', 8)),
    lane('LIVE', 'Live', [card('EVO'), card('S1')]),
    lane('FISH', 'Fishing', numberedCards('F', 3)),
  ];

  it('shows every vendor once and stands still under reduced motion until the visitor plays it', async () => {
    await renderFooter({ lanes: manyVendors(), reducedMotion: true });
    const carousel = await screen.findByRole('region', { name: 'Game providers' });
    const logos = within(carousel)
      .getAllByRole('img')
      .map((logo) => logo.getAttribute('alt'));
    expect(logos).toHaveLength(12);
    expect(new Set(logos).size).toBe(12);
    expect(logos.length).toBeGreaterThan(VENDOR_CAROUSEL_PER_VIEW);
    expect(carousel.dataset.moving).toBeUndefined();
    fireEvent.click(within(carousel).getByRole('button', { name: 'Play the provider logos' }));
    expect(carousel.dataset.moving).toBe('true');
    expect(within(carousel).getByRole('button', { name: 'Pause the provider logos' })).toBeTruthy();
  });

  it('moves from the start without reduced motion; the pointer on the logos and the pause button stop it', async () => {
    await renderFooter({ lanes: manyVendors(), reducedMotion: false });
    const carousel = await screen.findByRole('region', { name: 'Game providers' });
    expect(carousel.dataset.moving).toBe('true');
    const track = carousel.querySelector('.vendor-carousel__track')!;
    fireEvent.pointerEnter(track);
    expect(carousel.dataset.moving).toBeUndefined();
    fireEvent.pointerLeave(track);
    expect(carousel.dataset.moving).toBe('true');
    fireEvent.click(within(carousel).getByRole('button', { name: 'Pause the provider logos' }));
    expect(carousel.dataset.moving).toBeUndefined();
  });

  it('stands still while it is off screen and moves again when it is back', async () => {
    // the footer renders the carousel near the viewport; the carousel moves only on screen
    const { watching, report } = stubIntersectionObservers();
    await renderFooter({ lanes: manyVendors(), reducedMotion: false });
    const placeholder = () => watching((target) => target.querySelector('.vendor-carousel--pending') !== null);
    await waitFor(() => expect(placeholder()).toBeDefined());
    report(placeholder()!.callback, true);
    const carousel = await screen.findByRole('region', { name: 'Game providers' });
    const carouselObserver = watching((target) => target === carousel || carousel.contains(target))!.callback;
    expect(carouselObserver).not.toBe(placeholder()!.callback);
    // below the fold as home starts: still
    expect(carousel.dataset.moving).toBeUndefined();
    report(carouselObserver, true);
    expect(carousel.dataset.moving).toBe('true');
    report(carouselObserver, false);
    expect(carousel.dataset.moving).toBeUndefined();
    report(carouselObserver, true);
    expect(carousel.dataset.moving).toBe('true');
  });

  it('is a plain row without controls when the logos fit', async () => {
    await renderFooter({ lanes: catalogueLanes().slice(0, 2) });
    const carousel = await screen.findByRole('region', { name: 'Game providers' });
    expect(within(carousel).getAllByRole('img')).toHaveLength(3);
    expect(within(carousel).queryByRole('button')).toBeNull();
    expect(carousel.dataset.moving).toBeUndefined();
  });
});

describe('right bar with the footer', () => {
  it('comes with the footer on pages with the full layout, inside it (in its flow on a phone, beside the page’s gutter on wider screens)', async () => {
    await renderFooter({ rightBar: rightBarLinks() });
    const bar = screen.getByRole('complementary', { name: 'Contact us' });
    expect(bar.closest('footer')).not.toBeNull();
    expect(within(bar).getAllByRole('link')).toHaveLength(5);
  });

  it('stays away from the framed game pages', async () => {
    await renderFooter({ rightBar: rightBarLinks(), path: '/lottery' });
    expect(screen.getByTestId('footer-help')).toBeTruthy();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
