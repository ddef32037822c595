// @vitest-environment jsdom
// The default language's boot strings travel in the page: i18n takes them from there instead of
// asking the network, and a page without them (or with a damaged block) fetches as before.
import { afterEach, describe, expect, it } from 'vitest';
import { loadLocale } from './i18n';
import { INLINE_STRINGS_ELEMENT_ID, inlineStringsFor, resetInlineStrings } from './inline-strings';

function page(block: string): void {
  document.body.innerHTML = `<script type="application/json" id="${INLINE_STRINGS_ELEMENT_ID}">${block}</script>`;
  resetInlineStrings();
}

describe('inline strings', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    resetInlineStrings();
  });

  it('are what the page carries, per locale and namespace', async () => {
    page(JSON.stringify({ 'vi/common': { app: { name: 'Sảnh' } }, 'vi/home': { see_all: 'Xem tất cả' } }));
    expect(inlineStringsFor('vi', 'common')).toEqual({ app: { name: 'Sảnh' } });
    expect(inlineStringsFor('vi', 'errors')).toBeUndefined();
    expect(inlineStringsFor('en', 'common')).toBeUndefined();
    // i18n's loader answers from the page: these are not the source files (which Vite would load here).
    await expect(loadLocale('vi', 'home')).resolves.toEqual({ see_all: 'Xem tất cả' });
  });

  it('a page without them, or with a damaged block, loads the strings as without them', async () => {
    page('{not json');
    expect(inlineStringsFor('vi', 'common')).toBeUndefined();
    page('[1,2]');
    expect(inlineStringsFor('vi', 'common')).toBeUndefined();
    document.body.innerHTML = '';
    resetInlineStrings();
    const fromSource = await loadLocale('vi', 'home');
    expect(fromSource).toMatchObject({ see_all: expect.any(String) });
  });
});
