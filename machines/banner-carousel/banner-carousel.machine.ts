/**
 * Banner carousel (id `bannerCarousel`). The banner count decides the shape at start: none keeps
 * the carousel hidden, one shows a still banner, more rotate. While rotating, autoplay runs unless something
 * holds it (pointer, keyboard focus, the pause control); moving by hand restarts the 5 s wait.
 */
import { assign, setup } from 'xstate';
import { notProvidedAction } from '../shared';
import { isBannerLinked } from './banner-carousel.links';
import type { BannerCarouselContext, BannerCarouselEvent, BannerCarouselInput, BannerLinkage } from './banner-carousel.types';

const wrap = (index: number, count: number) => ((index % count) + count) % count;

function linkageOf({ context, event }: { context: BannerCarouselContext; event: BannerCarouselEvent }): BannerLinkage {
  const banner = event.type === 'banner.open' ? context.banners[event.index] : undefined;
  return { bannerId: banner?.bannerId ?? '', linkageType: banner?.linkageType ?? '' };
}

export const bannerCarouselMachine = setup({
  types: {
    context: {} as BannerCarouselContext,
    events: {} as BannerCarouselEvent,
    input: {} as BannerCarouselInput,
  },
  actions: {
    /** the edge follows the banner's linkage (a route, a promotion, an external page) */
    openLinkage: notProvidedAction<BannerLinkage>('openLinkage'),
    showNext: assign({ activeIndex: ({ context }) => wrap(context.activeIndex + 1, context.banners.length) }),
    showPrevious: assign({ activeIndex: ({ context }) => wrap(context.activeIndex - 1, context.banners.length) }),
    showChosen: assign({ activeIndex: ({ context, event }) => (event.type === 'carousel.goTo' ? event.index : context.activeIndex) }),
    notePointerInside: assign({ pointerInside: true }),
    notePointerOutside: assign({ pointerInside: false }),
    noteFocusInside: assign({ focusInside: true }),
    noteFocusOutside: assign({ focusInside: false }),
    pauseByVisitor: assign({ pausedByVisitor: true }),
    playByVisitor: assign({ pausedByVisitor: false }),
  },
  guards: {
    oneBanner: ({ context }) => context.banners.length === 1,
    severalBanners: ({ context }) => context.banners.length > 1,
    autoplayHeld: ({ context }) => context.pointerInside || context.focusInside || context.pausedByVisitor,
    autoplayFree: ({ context }) => !context.pointerInside && !context.focusInside && !context.pausedByVisitor,
    bannerExists: ({ context, event }) =>
      event.type === 'carousel.goTo' && Number.isInteger(event.index) && event.index >= 0 && event.index < context.banners.length,
    bannerLinked: ({ context, event }) => event.type === 'banner.open' && isBannerLinked(context.banners[event.index]),
  },
  delays: {
    /** SPEC §9: carousel autoplay 5000 ms */
    CAROUSEL_AUTOPLAY: 5000,
  },
}).createMachine({
  id: 'bannerCarousel',
  context: ({ input }) => ({
    banners: input.banners.map(({ bannerId, linkageType }) => ({ bannerId, linkageType })),
    activeIndex: 0,
    pointerInside: false,
    focusInside: false,
    pausedByVisitor: input.reducedMotion ?? false,
  }),
  initial: 'hidden',
  states: {
    hidden: {
      description: 'Nothing is shown while there is no banner; with banners the carousel leaves at once for still or rotating.',
      always: [
        { guard: 'oneBanner', target: 'still' },
        { guard: 'severalBanners', target: 'rotating' },
      ],
    },
    still: {
      description: 'One banner: no autoplay, no pagination.',
      on: { 'banner.open': { guard: 'bannerLinked', actions: { type: 'openLinkage', params: linkageOf } } },
    },
    rotating: {
      initial: 'playing',
      on: {
        // moving by hand re-enters `rotating`, so a running autoplay waits a full 5 s again
        'carousel.next': { target: 'rotating', reenter: true, actions: 'showNext' },
        'carousel.prev': { target: 'rotating', reenter: true, actions: 'showPrevious' },
        'carousel.goTo': { guard: 'bannerExists', target: 'rotating', reenter: true, actions: 'showChosen' },
        'carousel.pointerEnter': { actions: 'notePointerInside' },
        'carousel.pointerLeave': { actions: 'notePointerOutside' },
        'carousel.focusIn': { actions: 'noteFocusInside' },
        'carousel.focusOut': { actions: 'noteFocusOutside' },
        'carousel.pause': { actions: 'pauseByVisitor' },
        'carousel.play': { actions: 'playByVisitor' },
        'banner.open': { guard: 'bannerLinked', actions: { type: 'openLinkage', params: linkageOf } },
      },
      states: {
        playing: {
          always: { guard: 'autoplayHeld', target: 'held' },
          after: { CAROUSEL_AUTOPLAY: { target: 'playing', reenter: true, actions: 'showNext' } },
        },
        held: {
          description: 'Autoplay waits: the pointer or keyboard focus is on the carousel, or the visitor paused it (or prefers reduced motion).',
          always: { guard: 'autoplayFree', target: 'playing' },
        },
      },
    },
  },
});
