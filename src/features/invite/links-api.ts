// The link management screen's platform calls (the agent's affiliate links), one function each,
// through the typed contract.
import { callEndpoint } from '../../api/endpoints';
import type { AffiliateLink, AffiliateLinkChannel, AffiliateLinkRegistration } from '../../api/contract.generated';

export async function loadLinks(): Promise<AffiliateLink[]> {
  return (await callEndpoint('linkList', {})).links;
}

export interface LinkOptions {
  expiryDays: number[];
  channels: AffiliateLinkChannel[];
}

export async function loadLinkOptions(): Promise<LinkOptions> {
  const [expiry, channels] = await Promise.all([callEndpoint('linkExpiryOptions', {}), callEndpoint('linkChannels', {})]);
  return { expiryDays: expiry.options, channels: channels.channels };
}

export function createLink(channel: string, expiryDays: number): Promise<AffiliateLink> {
  return callEndpoint('linkCreate', { body: { channel, expiryDays } });
}

export async function deleteLink(linkId: number): Promise<void> {
  await callEndpoint('linkDelete', { body: { linkId } });
}

export async function loadRegistrations(linkId: number): Promise<AffiliateLinkRegistration[]> {
  return (await callEndpoint('linkRegistrations', { query: { linkId } })).registrations;
}
