// The affiliate check (upstream's /wps/agent/affiliate): its reply body is not seen upstream, and the
// register screen only needs the call to succeed, so any value is accepted; the agent's name is
// kept when the platform names it (the reference platform answers {code, agentName}).
import type { AffiliateCheckReply } from '../reader-types';
import { optString } from './read';

export default function readAffiliateCheck(value: unknown): AffiliateCheckReply {
  const v = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const code = optString(v.code, 'value.code');
  const agentName = optString(v.agentName, 'value.agentName');
  return { ...(code !== undefined ? { code } : {}), ...(agentName !== undefined ? { agentName } : {}) };
}
