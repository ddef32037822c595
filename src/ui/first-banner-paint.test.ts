// @vitest-environment jsdom
// The app's first render waits for the boot banner's frame only when its picture has arrived: a
// picture still on its way never holds the app back.
import { afterEach, describe, expect, it } from 'vitest';
import { bootBannerPainted } from './first-banner-paint';

function bootBanner(complete: boolean): void {
  document.body.innerHTML = '<div id="root"><div data-screen="boot"><div class="boot-screen__banner"><img src="/b/1.webp" alt=""></div></div></div>';
  Object.defineProperty(document.querySelector('img'), 'complete', { value: complete });
}

async function settles(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
}

describe('the boot banner before the first render', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.__lobbyBootBanner = undefined;
  });

  it('is waited for once its picture has loaded, until it is on screen', async () => {
    let painted: () => void = () => {};
    window.__lobbyBootBanner = new Promise<void>((resolve) => (painted = resolve));
    bootBanner(true);
    const wait = bootBannerPainted();
    expect(await settles(wait)).toBe(false);
    painted();
    expect(await settles(wait)).toBe(true);
  });

  it('is not waited for while its picture is on its way, nor where there is none', async () => {
    window.__lobbyBootBanner = new Promise<void>(() => {});
    bootBanner(false);
    expect(await settles(bootBannerPainted())).toBe(true);
    document.body.innerHTML = '<div id="root"><main data-screen="home"></main></div>';
    expect(await settles(bootBannerPainted())).toBe(true);
  });
});
