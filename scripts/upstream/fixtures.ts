// The real upstream replies of tests/fixtures/upstream/ (README there): loading them, finding the
// contract endpoint each was sent to, and reading one as the client reads a live reply (the
// envelope, then the endpoint's reader or its generated reply check). Shared by the upstream check
// (`npm run upstream:check`) and the client's fixture test (src/api/readers/fixtures.test.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bareOrEnvelopeValue, replyValue } from '../../src/api/client';
import { checkWith, type ReplyReader, type ReplyValidator } from '../../src/api/reply-validate';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const UPSTREAM_FIXTURE_DIR = join(root, 'tests', 'fixtures', 'upstream');

export interface UpstreamFixture {
  file: string;
  source: { repo: string; path: string; commit?: string; note: string };
  request: { method: string; path: string; query?: Record<string, unknown>; body?: unknown };
  /** Why the app deliberately never makes this request (the body is kept as a record of upstream's fields). */
  notCalled?: string;
  /** The source quotes only the reply's `value` (the avatar's, in go444's plan): on the wire it is in the usual envelope. */
  replyIsValue?: boolean;
  reply: unknown;
}

export function loadUpstreamFixtures(dir = UPSTREAM_FIXTURE_DIR): UpstreamFixture[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({ file, ...(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Omit<UpstreamFixture, 'file'>) }));
}

/** The id of the contract endpoint with the fixture's method and path, if we call it. */
export function fixtureEndpoint(fixture: UpstreamFixture, endpoints: ReadonlyArray<{ id: string; method: string; path: string }>): string | undefined {
  return endpoints.find((e) => e.method === fixture.request.method && e.path === fixture.request.path)?.id;
}

/** Shape-only files hold placeholders, not bodies (their note says so); request-only files no reply. */
export const isReplyBody = (f: UpstreamFixture): boolean => f.reply !== null && !f.source.note.startsWith('SHAPE ONLY');

/** The body as it came over the wire. */
export function wireBody(fixture: UpstreamFixture): unknown {
  return fixture.replyIsValue ? { success: true, value: fixture.reply } : fixture.reply;
}

/** A success body (error bodies are read by the envelope alone). */
export const isSuccessBody = (f: UpstreamFixture): boolean => isReplyBody(f) && (wireBody(f) as { success?: unknown }).success !== false;

/**
 * What the client makes of a fixture's body outside the browser: the envelope (replyValue, or for
 * an endpoint upstream answers bare, bareOrEnvelopeValue), then
 * the endpoint's reader (src/api/readers/<id>.ts) or its generated reply check. Throws as the
 * client would refuse it.
 */
export async function readUpstreamFixture(fixture: UpstreamFixture, endpointId: string, bare = false): Promise<unknown> {
  const text = JSON.stringify(wireBody(fixture));
  const value = bare ? bareOrEnvelopeValue(text, 200, undefined) : replyValue(text, 200, undefined);
  const reader = join(root, 'src', 'api', 'readers', `${endpointId}.ts`);
  if (existsSync(reader)) return ((await import(pathToFileURL(reader).href)) as { default: ReplyReader }).default(value);
  const validator = join(root, 'src', 'api', 'replies', `${endpointId}.generated.js`);
  if (existsSync(validator)) return checkWith(((await import(pathToFileURL(validator).href)) as { default: ReplyValidator }).default)(value);
  return value;
}
