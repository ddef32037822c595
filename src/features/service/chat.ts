// Live chat (spec section 7): a verify token from the platform (the chat vendor's stand-in), then
// the decrypted LIVECHAT path opens with token, userId and userName in a 440x750 window on a
// desktop-sized screen, or in an in-app frame on phones (and wherever the window is refused).
import type { ChatToken } from '../../api/contract.generated';
import { CHAT_WINDOW, CHAT_WINDOW_MIN_VIEWPORT_PX } from '../../config/constants';

export type ChatPresentation = 'window' | 'frame';

/** Phones (narrow or touch-first) get the in-app frame; anything desktop-sized a window. */
export function chatPresentation(viewportWidth: number, coarsePointer: boolean): ChatPresentation {
  return viewportWidth >= CHAT_WINDOW_MIN_VIEWPORT_PX && !coarsePointer ? 'window' : 'frame';
}

export function currentChatPresentation(): ChatPresentation {
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return chatPresentation(window.innerWidth, coarse);
}

/** The embed link: the decrypted path with the token's extras. */
export function chatEmbedUrl(base: URL, token: ChatToken): string {
  const url = new URL(base.href);
  url.searchParams.set('token', token.token);
  url.searchParams.set('userId', token.userId);
  url.searchParams.set('userName', token.userName);
  return url.href;
}

/** window.open features of the chat window, centred on the screen. */
export function chatWindowFeatures(screen: { availWidth: number; availHeight: number }): string {
  const left = Math.max(0, Math.round((screen.availWidth - CHAT_WINDOW.width) / 2));
  const top = Math.max(0, Math.round((screen.availHeight - CHAT_WINDOW.height) / 2));
  return `popup=yes,width=${CHAT_WINDOW.width},height=${CHAT_WINDOW.height},left=${left},top=${top}`;
}

/** The window's name: a second tap reuses the open chat window rather than stacking another. */
export const CHAT_WINDOW_NAME = 'lobby-live-chat';
