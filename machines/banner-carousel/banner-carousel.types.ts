/**
 * Banner carousel of a route (SPEC §2 "Banners"): shown only when the route has banners; autoplay
 * every 5000 ms and pagination only with more than one. Hover, keyboard focus or the pause control
 * hold the autoplay; a visitor who prefers reduced motion starts with it held.
 */

export interface CarouselBanner {
  bannerId: string;
  /** the announcement's `linkageType`; null or '' when the banner links nowhere */
  linkageType: string | null;
}

export interface BannerCarouselInput {
  banners: readonly CarouselBanner[];
  /** `prefers-reduced-motion: reduce`: no autoplay until the visitor presses play */
  reducedMotion?: boolean;
}

export interface BannerCarouselContext {
  banners: CarouselBanner[];
  activeIndex: number;
  /** the pointer is over the carousel */
  pointerInside: boolean;
  /** keyboard focus is inside the carousel */
  focusInside: boolean;
  /** the visitor pressed pause, or prefers reduced motion and has not pressed play */
  pausedByVisitor: boolean;
}

export type BannerCarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.prev' }
  /** a pagination bullet */
  | { type: 'carousel.goTo'; index: number }
  | { type: 'carousel.pointerEnter' }
  | { type: 'carousel.pointerLeave' }
  | { type: 'carousel.focusIn' }
  | { type: 'carousel.focusOut' }
  /** the pause / play control (WCAG 2.2.2) */
  | { type: 'carousel.pause' }
  | { type: 'carousel.play' }
  /** a click on the banner at `index`; taken only when it has a link type */
  | { type: 'banner.open'; index: number };

/** What the edge's `openLinkage` receives. */
export interface BannerLinkage {
  bannerId: string;
  linkageType: string;
}

export interface BannerCarouselView {
  /** false: the route has no banners, render nothing */
  visible: boolean;
  /** the banners in order (the context's array, stable between snapshots) */
  banners: readonly CarouselBanner[];
  activeIndex: number;
  /** pagination bullets and previous/next: only with more than one banner */
  paginated: boolean;
  /** autoplay is running now */
  autoplaying: boolean;
  /** the pause/play control is offered (more than one banner) */
  showPlaybackControl: boolean;
  /** the control shows "play" (the visitor paused, or reduced motion) */
  pausedByVisitor: boolean;
  /** the shown banner opens a linkage when clicked */
  activeClickable: boolean;
}
