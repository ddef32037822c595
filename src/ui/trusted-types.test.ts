// @vitest-environment jsdom
// The Trusted Types policies and the sink-free plain text of the sanitiser module.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkServiceWorkerUrl, createHtmlPolicy, HTML_POLICY, TRUSTED_TYPES_POLICIES } from './trusted-types';
import { plainText, withoutReportedAttributes } from './sanitize';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A stand-in factory that records the policies made and tags what they sign. */
function fakeFactory() {
  const made: string[] = [];
  return {
    made,
    createPolicy: (name: string, rules: { createHTML?: (s: string) => string; createScriptURL?: (s: string) => string }) => {
      if (made.includes(name)) throw new TypeError(`duplicate policy ${name}`);
      made.push(name);
      return {
        createHTML: (s: string) => ({ signed: name, value: rules.createHTML?.(s) }),
        createScriptURL: (s: string) => ({ signed: name, value: rules.createScriptURL?.(s) }),
      };
    },
  };
}

describe('Trusted Types policies', () => {
  it('names each policy once (the CSP refuses duplicates)', () => {
    expect(new Set(TRUSTED_TYPES_POLICIES).size).toBe(TRUSTED_TYPES_POLICIES.length);
    expect(TRUSTED_TYPES_POLICIES).toEqual(['lobby-html', 'lobby-sw', 'dompurify']);
  });

  it('lobby-html signs only what the sanitiser returns; without Trusted Types the string itself', () => {
    expect(createHtmlPolicy((d) => d.toUpperCase())('<b>x</b>')).toBe('<B>X</B>');
    const tt = fakeFactory();
    vi.stubGlobal('trustedTypes', tt);
    const sign = createHtmlPolicy((d) => d.replace(/<script.*<\/script>/, ''));
    expect(sign('<p>a</p><script>x()</script>')).toEqual({ signed: HTML_POLICY, value: '<p>a</p>' });
    expect(tt.made).toEqual([HTML_POLICY]);
  });

  it('the service worker URL: this origin\'s /sw.js only', () => {
    const base = 'https://demo.example.test/m/home';
    expect(checkServiceWorkerUrl('/sw.js', base)).toBe('https://demo.example.test/sw.js');
    expect(checkServiceWorkerUrl('sw.js', 'https://demo.example.test/')).toBe('https://demo.example.test/sw.js');
    expect(checkServiceWorkerUrl('/sw.js?v=2', base)).toBe('https://demo.example.test/sw.js?v=2');
    for (const bad of ['https://evil.test/sw.js', '//evil.test/sw.js', '/assets/sw.js', '/sw.js/x', 'data:text/javascript,1', 'javascript:alert(1)', 'https://u:p@demo.example.test/sw.js', 'http://demo.example.test/sw.js']) {
      expect(checkServiceWorkerUrl(bad, base)).toBeNull();
    }
  });

  it('trustedScriptUrl signs /sw.js with lobby-sw (policy made once) and throws on anything else', async () => {
    const tt = fakeFactory();
    vi.stubGlobal('trustedTypes', tt);
    const { trustedScriptUrl } = await import('./trusted-types');
    const origin = globalThis.location.origin;
    expect(trustedScriptUrl('/sw.js')).toEqual({ signed: 'lobby-sw', value: `${origin}/sw.js` });
    expect(trustedScriptUrl('/sw.js')).toEqual({ signed: 'lobby-sw', value: `${origin}/sw.js` });
    expect(() => trustedScriptUrl('https://evil.test/sw.js')).toThrow(TypeError);
    expect(tt.made).toEqual(['lobby-sw']);
  });

  it('trustedScriptUrl without Trusted Types still refuses other scripts', async () => {
    const { trustedScriptUrl } = await import('./trusted-types');
    expect(trustedScriptUrl('/sw.js')).toBe(`${globalThis.location.origin}/sw.js`);
    expect(() => trustedScriptUrl('/evil.js')).toThrow(TypeError);
  });
});

describe('plainText (before DOMPurify arrives; touches no HTML sink)', () => {
  it('keeps the text, drops markup, scripts, styles and comments, decodes entities', () => {
    expect(plainText('<p>Hello <b>there</b></p><p>again</p>')).toBe('Hello there again');
    expect(plainText('a<script>alert("<p>x</p>")</script>b<style>p{color:red}</style>c<!-- note -->d')).toBe('a b c d');
    expect(plainText('Tom &amp; Jerry &lt;3 &#8364;5 &#x20AB; &nbsp;&eacute;')).toBe('Tom & Jerry <3 €5 ₫ &eacute;');
    expect(plainText('<img src=x onerror="alert(1)">Khuyến mãi')).toBe('Khuyến mãi');
    expect(plainText('unterminated <b')).toBe('unterminated');
  });
});

describe('withoutReportedAttributes (before DOMPurify parses: its inert document reports inline styles and, since Chromium 156, inline handlers under the CSP)', () => {
  it('drops every style attribute, quoted, unquoted or after a slash, and keeps the rest as written', () => {
    const cases: [string, string][] = [
      ['<p style="position:fixed;inset:0" title="t">Never</p>', '<p title="t">Never</p>'],
      ["<p class=\"a\" STYLE='x' id=b>t</p>", '<p class="a" id=b>t</p>'],
      ['<p/style=color:red>t</p>', '<p>t</p>'],
      ['<p style="a" style="b">x</p>', '<p>x</p>'],
      ['<div title="style=1" data-x=\'style="y"\'>ok</div>', '<div title="style=1" data-x=\'style="y"\'>ok</div>'],
      ['text style="x" 1 < 2 <b>b</b>', 'text style="x" 1 < 2 <b>b</b>'],
      ['<img alt="a > b" style = "x" src=/a.png>', '<img alt="a > b" src=/a.png>'],
      ['<p styles="keep" data-style="keep">', '<p styles="keep" data-style="keep">'],
      ['<p style="unterminated', '<p'],
    ];
    for (const [input, output] of cases) expect(withoutReportedAttributes(input), input).toBe(output);
  });

  it('drops every event-handler attribute the same way, whatever its case or quoting', () => {
    const cases: [string, string][] = [
      ['<img src=x onerror="alert(1)">', '<img src=x>'],
      ['<p style="x" onclick="x">Never</p>', '<p>Never</p>'],
      ["<svg><g ONLOAD='a()'/></svg>", '<svg><g/></svg>'],
      ['<b/onmouseover=a()>b</b>', '<b>b</b>'],
      ['<a href="/x" title="onclick=1" data-on="keep">x</a>', '<a href="/x" title="onclick=1" data-on="keep">x</a>'],
      ['say onclick="x" in text <i>ok</i>', 'say onclick="x" in text <i>ok</i>'],
    ];
    for (const [input, output] of cases) expect(withoutReportedAttributes(input), input).toBe(output);
  });

  it('is linear in the input (server HTML cannot stall the page)', () => {
    const hostile = ['<a ' + 'b="x" '.repeat(20_000), '<a ' + 'b=c/'.repeat(20_000), '<a b' + '/c'.repeat(20_000), '<'.repeat(50_000) + 'p'];
    const started = performance.now();
    for (const html of hostile) withoutReportedAttributes(html);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
