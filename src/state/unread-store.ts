// Unread counts behind the header's message dot (and the member centre's MAILCEN badge) and the
// agent footer's notice badge. The message centre keeps `messages` in step after every action.
import { proxy, useSnapshot } from 'valtio';
import { callLazily } from './endpoint-call';
import { CONTENT_TYPES } from '../config/constants';
import { sessionStore } from './session-store';

interface UnreadState {
  /** Unread inbox messages (message centre). */
  messages: number;
  /** Unread agent announcements (agent footer). */
  agentNotices: number;
}

export const unreadStore = proxy<UnreadState>({ messages: 0, agentNotices: 0 });

export async function loadUnreadMessages(): Promise<void> {
  const token = sessionStore.session?.token;
  if (!token) return;
  const count = await callLazily('unreadCount', {});
  if (sessionStore.session?.token === token) unreadStore.messages = typeof count === 'number' ? count : 0;
}

/**
 * Moves the unread message count at once (the message centre marking read, before the platform
 * answers); loadUnreadMessages() then sets the platform's own figure. Never below zero.
 */
export function adjustUnreadMessages(delta: number): void {
  unreadStore.messages = Math.max(0, unreadStore.messages + delta);
}

export async function loadAgentUnreadNotices(merchantCode: string): Promise<void> {
  const token = sessionStore.session?.token;
  if (!token) return;
  const reply = await callLazily('announcements', { query: { types: CONTENT_TYPES.Agent, platform: 'M', merchantCode } });
  if (sessionStore.session?.token === token) unreadStore.agentNotices = reply.footer.unreadCount;
}

/** The platform's unread agent-announcement count (the agent notice list reports it with every load). */
export function setAgentUnreadNotices(count: number): void {
  unreadStore.agentNotices = Math.max(0, count);
}

/** Moves the agent footer's badge at once (an agent notice opened before the platform answers). Never below zero. */
export function adjustAgentUnreadNotices(delta: number): void {
  unreadStore.agentNotices = Math.max(0, unreadStore.agentNotices + delta);
}

export function resetUnread(): void {
  unreadStore.messages = 0;
  unreadStore.agentNotices = 0;
}

export function useUnread() {
  return useSnapshot(unreadStore);
}
