// @vitest-environment jsdom
// The one sanitiser with hostile inputs: nothing runs, nothing handles events, links are tamed.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { SanitizedHtml } from './sanitized-html';
import { plainText, sanitizeHtml } from './sanitize';

afterEach(cleanup);

const ORIGIN = 'http://localhost:3000';
const purify = DOMPurify(window);
const clean = (html: string) => sanitizeHtml(purify, html, ORIGIN);

it('drops scripts, event handlers and javascript: URLs', () => {
  const out = clean(
    '<p>Hi</p><script>window.__pwned=1</script><img src=x onerror="window.__pwned=1"><svg onload="window.__pwned=1"><circle/></svg>' +
      '<a href="javascript:window.__pwned=1">x</a><a href=" jAvAsCrIpT:alert(1)">y</a><div onclick="alert(1)" onmouseover="alert(1)">z</div>' +
      '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="p"><button>go</button></form>' +
      '<style>body{display:none}</style><p style="position:fixed">s</p><math><mi>x</mi></math><object data="x.swf"></object><embed src="x">' +
      '<a href="data:text/html,<script>alert(1)</script>">d</a>',
  );
  expect(out).not.toMatch(/script|onerror|onload|onclick|onmouseover|javascript|iframe|<form|<input|<button|<style|style=|<svg|<math|<object|<embed|data:/i);
  expect(out).toContain('<a>x</a>');
  expect(out).toContain('<p>Hi</p>');
  expect(out).toContain('<img src="x">');
});

it('gives external links a new tab without opener; in-app links neither', () => {
  const out = clean('<a href="https://www.example.com/rules" target="_self">r</a><a href="/m/activity" target="_blank">a</a><a href="mailto:help@example.com">m</a>');
  const doc = new DOMParser().parseFromString(out, 'text/html');
  const [external, inApp, mail] = Array.from(doc.querySelectorAll('a'));
  expect(external?.getAttribute('target')).toBe('_blank');
  expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
  expect(inApp?.getAttribute('href')).toBe('/m/activity');
  expect(inApp?.hasAttribute('target')).toBe(false);
  expect(mail?.getAttribute('href')).toBe('mailto:help@example.com');
});

it('reads plain text inertly before DOMPurify arrives', () => {
  expect(plainText('<p>Hello <b>there</b></p><script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">')).toBe('Hello there');
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
});

function renderAt(html: string) {
  const router = createMemoryRouter(
    [
      { path: '/m/home', element: <SanitizedHtml html={html} testId="html" /> },
      { path: '/m/activity', element: <main data-screen="activity">activity</main> },
    ],
    { initialEntries: ['/m/home'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

it('renders sanitised HTML, and an in-app link navigates with the router', async () => {
  const router = renderAt('<p>Go to <a href="/m/activity">the activity centre</a></p><img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>');
  await waitFor(() => expect(screen.getByTestId('html').getAttribute('data-sanitized')).toBe('done'));
  expect(screen.getByTestId('html').innerHTML).not.toMatch(/onerror|script/);
  fireEvent.click(screen.getByText('the activity centre'));
  await waitFor(() => expect(router.state.location.pathname).toBe('/m/activity'));
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
});
