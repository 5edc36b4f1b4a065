/**
 * The route's carousel through the real `bannerCarousel` chart: pagination, previous/next and the
 * pause control only with more than one banner; autoplay every 5 s held by the pause control;
 * pictures sized, named and loaded first-eager; a banner with a link type follows its linkage
 * (route, promotion detail, outside page in a new tab), a banner without one is not a button; a
 * route without a group shows no carousel.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BannerAreaContent from '../../../src/views/banners/banner-area-content';
import { announcements, banner, fakeEnvironment, renderBanners } from './banners.driver';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // a test that pretends the page is still loading
  Reflect.deleteProperty(document, 'readyState');
});

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

const homeBanners = [
  banner(1, { title: 'Welcome bonus', linkageType: 'ROUTE', linkage: '/register' }),
  banner(2, { title: 'Invite friends', linkageType: 'PROMOTION', linkage: 'invite-friends' }),
  banner(3, { title: 'Partner site', linkageType: 'URL', linkage: 'https://partner.example/offer' }),
  banner(4, { title: 'Fast and secure' }),
];

/** Home's carousel with autoplay on fake timers, and the index of the banner it shows. */
async function renderHomeCarouselOnFakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const fake = fakeEnvironment({ answers: [announcements({ banners: homeBanners })] });
  await renderBanners(<BannerAreaContent pathname="/" />, fake);
  const carousel = screen.getByTestId('banner-carousel');
  const current = () =>
    within(carousel)
      .getAllByTestId('banner-slide')
      .findIndex((slide) => !slide.hasAttribute('aria-hidden'));
  return { carousel, current };
}

const advance = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

describe('banner carousel', () => {
  it('shows the route group banners with pagination, arrows and a pause control when there are several', async () => {
    const fake = fakeEnvironment({ answers: [announcements({ banners: [...homeBanners, banner(9, { groupName: 'w_rng', title: 'Slots' })] })] });
    await renderBanners(<BannerAreaContent pathname="/" />, fake);
    const carousel = await screen.findByTestId('banner-carousel');
    expect(within(carousel).getAllByTestId('banner-slide')).toHaveLength(4);
    expect(within(carousel).queryByAltText('Slots')).toBeNull();
    const bullets = within(screen.getByTestId('banner-pagination')).getAllByRole('button');
    expect(bullets.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Banner 1: Welcome bonus',
      'Banner 2: Invite friends',
      'Banner 3: Partner site',
      'Banner 4: Fast and secure',
    ]);
    expect(bullets[0].getAttribute('aria-current')).toBe('true');
    expect(within(carousel).getByRole('button', { name: 'Next banner' })).toBeTruthy();
    expect(within(carousel).getByRole('button', { name: 'Pause the banners' })).toBeTruthy();

    await click(bullets[2]);
    expect(bullets[2].getAttribute('aria-current')).toBe('true');
    expect(bullets[0].getAttribute('aria-current')).toBeNull();
    // only the banner in view is exposed; the others are inert
    const slides = within(carousel).getAllByTestId('banner-slide');
    expect(slides[2].getAttribute('aria-hidden')).toBeNull();
    expect(slides[0].getAttribute('aria-hidden')).toBe('true');
    expect(slides[0].hasAttribute('inert')).toBe(true);

    await click(within(carousel).getByRole('button', { name: 'Pause the banners' }));
    expect(within(carousel).getByRole('button', { name: 'Play the banners' })).toBeTruthy();
  });

  it('sizes and names every picture, loading the first at once and the others lazily', async () => {
    const fake = fakeEnvironment({ answers: [announcements({ banners: homeBanners })] });
    await renderBanners(<BannerAreaContent pathname="/" />, fake);
    await screen.findByTestId('banner-carousel');
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['Welcome bonus', 'Invite friends', 'Partner site', 'Fast and secure']);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
    for (const img of images) {
      expect(img.getAttribute('width')).toBe('1200');
      expect(img.getAttribute('height')).toBe('360');
    }
  });

  it('fetches the first picture at once and the others one ahead of the banners shown, once the page has loaded', async () => {
    // the page is still loading as the carousel first shows
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    const fake = fakeEnvironment({ answers: [announcements({ banners: homeBanners })] });
    await renderBanners(<BannerAreaContent pathname="/" />, fake);
    const carousel = await screen.findByTestId('banner-carousel');
    const sources = () => screen.getAllByRole('img', { hidden: true }).map((img) => img.getAttribute('src') !== null);
    // only the banner in view fetches its picture while the first screen's scripts load
    expect(sources()).toEqual([true, false, false, false]);
    Reflect.deleteProperty(document, 'readyState');
    await act(async () => {
      window.dispatchEvent(new Event('load'));
    });
    // loaded: the next banner's picture is fetched before it slides in
    expect(sources()).toEqual([true, true, false, false]);
    await click(within(screen.getByTestId('banner-pagination')).getAllByRole('button')[2]);
    expect(sources()).toEqual([true, true, true, true]);
    // a picture once fetched stays
    await click(within(carousel).getByRole('button', { name: 'Previous banner' }));
    expect(sources()).toEqual([true, true, true, true]);
  });

  it('brings its slider only when a banner has to move or the visitor reaches for the carousel', async () => {
    // keen-slider places each slide on the track itself
    const sliding = () => screen.getAllByTestId('banner-slide').every((slide) => slide.style.transform !== '');
    const fake = fakeEnvironment({ answers: [announcements({ banners: homeBanners })] });
    await renderBanners(<BannerAreaContent pathname="/" />, fake);
    const carousel = await screen.findByTestId('banner-carousel');
    // home's first screen: the first banner alone, no slider fetched
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(sliding()).toBe(false);
    // the chart's first move fetches it, and the track slides from then on
    await click(within(carousel).getByRole('button', { name: 'Next banner' }));
    await vi.waitFor(() => expect(sliding()).toBe(true));
    cleanup();

    await renderBanners(<BannerAreaContent pathname="/" />, fakeEnvironment({ answers: [announcements({ banners: homeBanners })] }));
    const again = await screen.findByTestId('banner-carousel');
    expect(sliding()).toBe(false);
    // a finger or a pointer on the carousel: a swipe may follow
    await act(async () => {
      fireEvent.pointerDown(again);
    });
    await vi.waitFor(() => expect(sliding()).toBe(true));
  });

  it('has no pagination, arrows or pause control with a single banner', async () => {
    const fake = fakeEnvironment({ answers: [announcements({ banners: [banner(5, { groupName: 'w_live', title: 'Live casino' })] })] });
    await renderBanners(<BannerAreaContent pathname="/live" />, fake);
    const carousel = await screen.findByTestId('banner-carousel');
    expect(within(carousel).getAllByTestId('banner-slide')).toHaveLength(1);
    expect(screen.queryByTestId('banner-pagination')).toBeNull();
    expect(within(carousel).queryByRole('button')).toBeNull();
    expect(within(carousel).getByAltText('Live casino')).toBeTruthy();
  });

  it('follows a banner linkage: a route, a promotion detail, an outside page in a new tab', async () => {
    const fake = fakeEnvironment({ answers: [announcements({ banners: homeBanners })] });
    await renderBanners(<BannerAreaContent pathname="/" />, fake);
    const carousel = await screen.findByTestId('banner-carousel');
    const bullets = within(screen.getByTestId('banner-pagination')).getAllByRole('button');

    await click(within(carousel).getByRole('button', { name: 'Welcome bonus' }));
    expect(fake.env.navigate.mock.lastCall?.[0]).toBe('/register');

    await click(bullets[1]);
    await click(within(carousel).getByRole('button', { name: 'Invite friends' }));
    expect(fake.env.navigate.mock.lastCall?.[0]).toBe('/promoDetail?code=invite-friends');

    await click(bullets[2]);
    await click(within(carousel).getByRole('button', { name: 'Partner site' }));
    expect(fake.env.openExternal).toHaveBeenCalledWith('https://partner.example/offer');

    // a banner without a link type is a picture, not a button
    await click(bullets[3]);
    expect(within(carousel).queryByRole('button', { name: 'Fast and secure' })).toBeNull();
    expect(within(carousel).getByAltText('Fast and secure')).toBeTruthy();
    expect(fake.env.navigate).toHaveBeenCalledTimes(2);
    expect(fake.env.openExternal).toHaveBeenCalledTimes(1);
  });

  it('moves to the next banner every 5 s, and stays while paused', async () => {
    const { carousel, current } = await renderHomeCarouselOnFakeTimers();
    expect(current()).toBe(0);
    await advance(4999);
    expect(current()).toBe(0);
    await advance(1);
    expect(current()).toBe(1);
    await click(within(carousel).getByRole('button', { name: 'Pause the banners' }));
    // 6 s, not a multiple of the four banners' 20 s round, which would bring banner 2 back anyway
    await advance(6000);
    expect(current()).toBe(1);
  });

  it('holds still while the pointer is over it, even one that came from an element replaced under it', async () => {
    const { carousel, current } = await renderHomeCarouselOnFakeTimers();
    // Chrome's over event when the element under the pointer went away: no out event, and the
    // element it came from is the carousel's container, still on the page
    await act(async () => {
      within(carousel)
        .getAllByTestId('banner-slide')[0]
        .dispatchEvent(new MouseEvent('pointerover', { bubbles: true, relatedTarget: carousel.parentElement }));
    });
    await advance(6000);
    expect(current()).toBe(0);
    // the pointer leaves: autoplay goes on
    await act(async () => {
      fireEvent.pointerLeave(carousel);
    });
    await advance(5000);
    expect(current()).toBe(1);
  });

  it('starts paused for a visitor who prefers reduced motion', async () => {
    const fake = fakeEnvironment({ answers: [announcements({ banners: homeBanners })], reducedMotion: true });
    await renderBanners(<BannerAreaContent pathname="/" />, fake);
    const carousel = await screen.findByTestId('banner-carousel');
    expect(within(carousel).getByRole('button', { name: 'Play the banners' })).toBeTruthy();
  });

  it('shows no carousel on a route without a banner group, or when the group has no banners', async () => {
    const fake = fakeEnvironment({ answers: [announcements({ banners: homeBanners })] });
    const { unmount } = await renderBanners(<BannerAreaContent pathname="/agentHome" />, fake);
    expect(screen.queryByTestId('banner-carousel')).toBeNull();
    expect(screen.queryByTestId('banner-placeholder')).toBeNull();
    unmount();

    await renderBanners(<BannerAreaContent pathname="/fish" />, fake);
    await act(async () => {});
    expect(screen.queryByTestId('banner-carousel')).toBeNull();
  });
});
