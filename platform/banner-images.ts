// The demo home banners: what the image generator draws (scripts/demo-images) and the widths it
// writes, so the platform can answer each banner's srcset. Aspect 750×300 (2.5:1) at 480, 720 and
// 1080 px wide covers 412–1080 px screens at 1x–2.6x density.
export const BANNER_WIDTHS = [480, 720, 1080] as const;
export const BANNER_ASPECT = 750 / 300;
/** The width the seed stores as a banner's url (the others are its variants). */
export const BANNER_DEFAULT_WIDTH = 720;
export const BANNER_INTRINSIC = { width: 750, height: 300 } as const;

export interface DemoBanner {
  readonly id: number;
  readonly hue: number;
  readonly headline: string;
  readonly subline: string;
  readonly badge: string;
  readonly action: string;
}

export const DEMO_BANNERS: readonly DemoBanner[] = [
  { id: 1, hue: 150, headline: 'Welcome bonus 100%', subline: 'On your first deposit, up to 5,000,000', badge: '100%', action: 'Claim now' },
  { id: 2, hue: 210, headline: 'Weekend cashback', subline: 'Up to 10% back every Monday', badge: '10%', action: 'Details' },
  { id: 3, hue: 340, headline: 'Lottery every minute', subline: 'Fast draws, results around the clock', badge: '24/7', action: 'Play' },
  { id: 4, hue: 35, headline: 'Register and play', subline: 'Open an account in one minute', badge: 'NEW', action: 'Sign up' },
];

/** The URL of a banner picture at one width (served from platform/assets/banners/). */
export function bannerUrl(id: number, width: number): string {
  return `/platform-assets/banners/${id}-${width}.webp`;
}

/** Width variants and intrinsic size of a demo banner URL; nothing for any other image. */
export function bannerPicture(url: string): { width: number; height: number; variants: { url: string; width: number }[] } | undefined {
  const match = /^\/platform-assets\/banners\/(\d+)-\d+\.webp$/.exec(url);
  if (!match) return undefined;
  const id = Number(match[1]);
  return { ...BANNER_INTRINSIC, variants: BANNER_WIDTHS.map((width) => ({ url: bannerUrl(id, width), width })) };
}
