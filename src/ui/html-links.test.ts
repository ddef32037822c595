import { expect, it } from 'vitest';
import { classifyLink, inAppPath } from './html-links';

const ORIGIN = 'http://demo.localhost:4343';

it('sends http(s) links of other origins outside the app', () => {
  expect(classifyLink('https://www.example.com/rules', ORIGIN)).toEqual({ kind: 'external', href: 'https://www.example.com/rules' });
  expect(classifyLink('HTTP://Example.com', ORIGIN)).toEqual({ kind: 'external', href: 'http://example.com/' });
});

it('follows root-relative paths and same-origin URLs in the app', () => {
  expect(classifyLink('/m/activity', ORIGIN)).toEqual({ kind: 'in-app', path: '/m/activity' });
  expect(classifyLink(' /m/rewardCenter?x=1#y ', ORIGIN)).toEqual({ kind: 'in-app', path: '/m/rewardCenter?x=1#y' });
  expect(classifyLink(`${ORIGIN}/m/notice`, ORIGIN)).toEqual({ kind: 'in-app', path: '/m/notice' });
});

it('follows nothing else', () => {
  for (const href of ['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.example/x', '/\\evil.example', 'mailto:a@b.c', '', null, undefined, 'https://']) {
    expect(classifyLink(href, ORIGIN).kind).toBe('none');
  }
});

it('resolves a path as the browser would: tabs, newlines and backslashes never reach another host', () => {
  // Browsers drop tab and newline from URLs: '/\t/evil.example' would be '//evil.example'.
  for (const href of ['/\t/evil.example', '/\n/evil.example/x', '/\r\n/evil.example', '\t//evil.example', '/\u0000/x', '/m/home\u007f', '/\\/evil.example', '\\\\evil.example']) {
    expect(classifyLink(href, ORIGIN).kind, JSON.stringify(href)).toBe('none');
    expect(inAppPath(href, ORIGIN), JSON.stringify(href)).toBeNull();
  }
  expect(classifyLink('https://evil.example\t.com', ORIGIN).kind).toBe('none');
  expect(inAppPath('/m/home?x=1', ORIGIN)).toBe('/m/home?x=1');
  expect(inAppPath(`${ORIGIN}/m/notice#top`, ORIGIN)).toBe('/m/notice#top');
  expect(inAppPath('https://www.example.com/', ORIGIN)).toBeNull();
  // Dot segments resolve the way the browser would go.
  expect(inAppPath('/m/../m/home', ORIGIN)).toBe('/m/home');
});
