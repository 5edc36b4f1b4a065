/**
 * Banner carousel chart: graph paths for no banner, one banner and three banners (with and without
 * reduced motion) through navigation, the autoplay holds and banner clicks; behaviour on a
 * simulated clock for the 5 s autoplay, its holds and restarts, and the linkage the edge receives.
 */
import { describe, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { bannerCarouselMachine, isBannerLinked, selectBannerCarouselView } from '../../machines/banner-carousel';
import type { BannerCarouselInput, BannerCarouselSnapshot, BannerLinkage, CarouselBanner } from '../../machines/banner-carousel';
import { runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as BannerCarouselSnapshot;
const linked: CarouselBanner = { bannerId: 'b1', linkageType: 'PROMO' };
const plain: CarouselBanner = { bannerId: 'b2', linkageType: null };
const blank: CarouselBanner = { bannerId: 'b3', linkageType: ' ' };
const opened: BannerLinkage[] = [];

runPathSuite({
  machine: bannerCarouselMachine.provide({ actions: { openLinkage: (_, params) => void opened.push(params) } }),
  inputs: [
    { banners: [] },
    { banners: [linked] },
    { banners: [linked, plain, blank] },
    { banners: [linked, plain, blank], reducedMotion: true },
  ] satisfies BannerCarouselInput[],
  events: {
    'carousel.goTo': [{ index: 0 }, { index: 2 }, { index: 3 }],
    'banner.open': [{ index: 0 }, { index: 1 }],
  },
  assertStep: (raw) => {
    const s = asSnapshot(raw);
    const view = selectBannerCarouselView(s);
    const { banners, pointerInside, focusInside, pausedByVisitor } = s.context;
    expect(view.visible).toBe(banners.length > 0);
    // autoplay and pagination only with more than one banner
    expect(view.paginated).toBe(banners.length > 1);
    expect(view.showPlaybackControl).toBe(banners.length > 1);
    if (view.autoplaying) expect(banners.length).toBeGreaterThan(1);
    // nothing that holds the autoplay lets it run
    expect(view.autoplaying).toBe(banners.length > 1 && !pointerInside && !focusInside && !pausedByVisitor);
    expect(view.activeClickable).toBe(isBannerLinked(banners[view.activeIndex]));
  },
});

describe('banner carousel behaviour', () => {
  function start(input: BannerCarouselInput) {
    const clock = new SimulatedClock();
    const links: BannerLinkage[] = [];
    const actor = createActor(bannerCarouselMachine.provide({ actions: { openLinkage: (_, params) => void links.push(params) } }), {
      clock,
      input,
    });
    actor.start();
    const view = () => selectBannerCarouselView(actor.getSnapshot());
    return { actor, clock, links, view };
  }

  it('advances every 5000 ms and wraps around', () => {
    const { clock, view } = start({ banners: [linked, plain, blank] });
    clock.increment(4999);
    expect(view().activeIndex).toBe(0);
    clock.increment(1);
    expect(view().activeIndex).toBe(1);
    clock.increment(5000);
    clock.increment(5000);
    expect(view().activeIndex).toBe(0);
  });

  it('holds while the pointer or keyboard focus is on it and resumes only when both have left', () => {
    const { actor, clock, view } = start({ banners: [linked, plain] });
    actor.send({ type: 'carousel.pointerEnter' });
    actor.send({ type: 'carousel.focusIn' });
    clock.increment(20_000);
    expect(view()).toMatchObject({ activeIndex: 0, autoplaying: false });
    actor.send({ type: 'carousel.pointerLeave' });
    clock.increment(20_000);
    expect(view()).toMatchObject({ activeIndex: 0, autoplaying: false });
    actor.send({ type: 'carousel.focusOut' });
    expect(view().autoplaying).toBe(true);
    clock.increment(5000);
    expect(view().activeIndex).toBe(1);
  });

  it('gives a full 5 s after moving by hand', () => {
    const { actor, clock, view } = start({ banners: [linked, plain, blank] });
    clock.increment(4000);
    actor.send({ type: 'carousel.goTo', index: 2 });
    clock.increment(4000);
    expect(view().activeIndex).toBe(2);
    clock.increment(1000);
    expect(view().activeIndex).toBe(0);
    actor.send({ type: 'carousel.prev' });
    expect(view().activeIndex).toBe(2);
  });

  it('does not autoplay for reduced motion until the visitor presses play; pause stops it again', () => {
    const { actor, clock, view } = start({ banners: [linked, plain], reducedMotion: true });
    clock.increment(30_000);
    expect(view()).toMatchObject({ activeIndex: 0, autoplaying: false, pausedByVisitor: true, paginated: true });
    actor.send({ type: 'carousel.play' });
    clock.increment(5000);
    expect(view().activeIndex).toBe(1);
    actor.send({ type: 'carousel.pause' });
    clock.increment(30_000);
    expect(view()).toMatchObject({ activeIndex: 1, pausedByVisitor: true });
  });

  it('shows one banner still, without pagination, and opens its linkage on click', () => {
    const { actor, clock, links, view } = start({ banners: [linked] });
    clock.increment(30_000);
    expect(view()).toMatchObject({ visible: true, paginated: false, autoplaying: false, showPlaybackControl: false, activeClickable: true });
    actor.send({ type: 'banner.open', index: 0 });
    expect(links).toEqual([{ bannerId: 'b1', linkageType: 'PROMO' }]);
  });

  it('ignores clicks on banners without a link type and hides without banners', () => {
    const { actor, links, view } = start({ banners: [plain, blank] });
    expect(view().activeClickable).toBe(false);
    actor.send({ type: 'banner.open', index: 0 });
    actor.send({ type: 'banner.open', index: 1 });
    expect(links).toEqual([]);
    expect(start({ banners: [] }).view()).toMatchObject({ visible: false, paginated: false, autoplaying: false });
  });
});
