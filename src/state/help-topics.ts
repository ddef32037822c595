// Help-centre topics of the merchant (HTML the screens sanitise), cached. The member centre can
// gate HELPCENTER on this list being non-empty (upstream: "help list not empty"); the help-centre
// screen reads the same cache.
import type { HelpTopic } from '../api/contract.generated';
import { HELP_TOPICS_CACHE_TTL_MS } from '../config/constants';
import { cached, defineCache, parseArray } from './cache';
import { callLazily } from './endpoint-call';

export type { HelpTopic } from '../api/contract.generated';

const isTopic = (v: unknown): v is HelpTopic =>
  typeof v === 'object' && v !== null && typeof (v as HelpTopic).id === 'number' && typeof (v as HelpTopic).title === 'string' && typeof (v as HelpTopic).content === 'string';

export const helpTopicsCache = defineCache<HelpTopic[]>({
  name: 'HELP_TOPICS',
  ttlMs: HELP_TOPICS_CACHE_TTL_MS,
  version: 1,
  parse: (raw) => {
    const list = parseArray<unknown>(raw);
    return list && list.every(isTopic) ? (list as HelpTopic[]) : undefined;
  },
});

/** The topics, from the cache unless `renew`; a failed load throws. */
export function loadHelpTopics(options: { renew?: boolean } = {}): Promise<HelpTopic[]> {
  return cached(helpTopicsCache, async () => (await callLazily('helpCenter', {})).topics, options);
}

/** Whether the merchant has any help topic (HELPCENTER shows only then); false when it cannot tell. */
export async function hasHelpTopics(): Promise<boolean> {
  try {
    return (await loadHelpTopics()).length > 0;
  } catch {
    return false;
  }
}
