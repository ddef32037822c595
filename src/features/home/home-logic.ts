// The home screen's decisions, free of React so they are tested on their own: how a carousel
// behaves for a number of slides, what a banner tap does, a banner's srcset, and where tapping a
// game leads. (How a match time reads is in match-time.ts, with dayjs, loaded with the hot matches.)

import { classifyLink } from '../../ui/html-links';
import { PATHS, pathWith } from '../../domain/paths';

/** A banner as the store hands it out (a read-only snapshot). */
export interface BannerData {
  readonly id: number;
  readonly url: string;
  readonly title: string;
  readonly redirectUrl: string | null;
  readonly width?: number;
  readonly height?: number;
  readonly variants?: readonly { readonly url: string; readonly width: number }[];
}

export interface CarouselBehaviour {
  /** Loops, autoplays and shows pagination only with more than one slide; one slide is static. */
  readonly loop: boolean;
  readonly autoplayMs: number | null;
  readonly pagination: boolean;
}

export function carouselBehaviour(count: number, autoplayMs: number, options: { pagination?: boolean } = {}): CarouselBehaviour {
  const moving = count > 1;
  return { loop: moving, autoplayMs: moving ? autoplayMs : null, pagination: moving && (options.pagination ?? true) };
}

export type BannerAction = { readonly kind: 'route'; readonly path: string } | { readonly kind: 'external'; readonly url: string } | { readonly kind: 'none' };

/**
 * An in-app path (or a URL of this origin) opens in the router, an http(s) URL of another origin
 * outside the app, anything else does nothing: the one same-origin check (ui/html-links).
 */
export function bannerAction(redirectUrl: string | null | undefined, origin: string = window.location.origin): BannerAction {
  const link = classifyLink(redirectUrl, origin);
  if (link.kind === 'in-app') return { kind: 'route', path: link.path };
  if (link.kind === 'external') return { kind: 'external', url: link.href };
  return { kind: 'none' };
}

/** The banner's srcset from its width variants (empty without any). */
export function bannerSrcSet(banner: Pick<BannerData, 'variants'>): string {
  return (banner.variants ?? []).map((v) => `${v.url} ${v.width}w`).join(', ');
}

/**
 * The banner's rendered width: the app column (at most 540 px, app.css #root) less the banner
 * slot's 12 px on each side, so a 412 px phone at 1.75x density picks the 720 px picture, not 1080.
 */
export const BANNER_SIZES = '(min-width: 540px) 516px, calc(100vw - 24px)';

/** The box a banner reserves before its picture arrives (the contract's intrinsic size, else 750×300). */
export function bannerAspect(banner: Pick<BannerData, 'width' | 'height'> | undefined): { width: number; height: number } {
  return banner?.width && banner.height ? { width: banner.width, height: banner.height } : { width: 750, height: 300 };
}

/** The vendor's game list. */
export function vendorPath(gameType: string, vendor: string): string {
  return pathWith(PATHS['game-lobby'], { gameType, vendor });
}
