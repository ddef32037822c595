import { expect, it } from 'vitest';
import { classifyLink } from './html-links';

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
