// Customer service: the live-chat verify token (standing in for the chat vendor) and its local
// embed page /demo-chat, the feedback rules / submit / list and the help-centre topics. The dev
// switch that takes a merchant's chat vendor offline is routes/dev.ts's.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type {
  ChatToken,
  FeedbackItem,
  FeedbackList,
  FeedbackRequest,
  FeedbackRules,
  HelpTopics,
} from '../../src/api/contract.generated';
import { countWords, wordVerdict } from '../../src/api/feedback-words';
import { ApiError } from '../contract';
import type { PlatformContext } from '../context';
import { feedbackRules } from '../db/seed-service';
import { authedRoute, headerValue, route, type AreaOptions } from '../http';
import { merchantForHost } from '../host-merchant';
import { sendStandInPage } from '../static';
import type { Merchant } from '../merchants';
import { localizeText, type ContentLanguage } from '../content-language';
import * as service from '../repositories/service';
import type { FeedbackRow } from '../repositories/service';

/** How long a chat verify token opens the embed. */
export const CHAT_TOKEN_TTL_MS = 10 * 60_000;
import { CHAT_FAULT } from '../customer-service-path';
// Signs verify tokens; a restart simply invalidates open chats (as a vendor's rotation would).
const CHAT_SECRET = randomBytes(32);

interface ChatClaims {
  m: string;
  u: string;
  n: string;
  exp: number;
}

function sign(payload: string): string {
  return createHmac('sha256', CHAT_SECRET).update(payload).digest('base64url');
}

export function issueChatToken(claims: ChatClaims): string {
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${payload}.${sign(payload)}`;
}

export function verifyChatToken(token: string, now: number): ChatClaims | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ChatClaims;
    return typeof claims.exp === 'number' && claims.exp > now ? claims : null;
  } catch {
    return null;
  }
}

function chatOffline(ctx: PlatformContext, merchantCode: string): boolean {
  return service.hasFault(ctx.db, merchantCode, CHAT_FAULT);
}

function requireFeedback(merchant: Merchant): FeedbackRules {
  if (merchant.flags.FEEDBACK3 !== true) throw new ApiError('function.not.available');
  return feedbackRules(merchant.code);
}

/** The player's own words stay as written; the operator's reply reads in the player's language. */
function toItem(row: FeedbackRow, language: ContentLanguage): FeedbackItem {
  return { id: row.id, type: row.type, content: row.content, createdAt: row.created_at, status: row.status, ...(row.reply === null ? {} : { reply: localizeText(row.reply, language) }) };
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const serviceRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  route<unknown, null, ChatToken>(app, ctx, 'chatVerifyToken', ({ merchant, session }) => {
    if (chatOffline(ctx, merchant.code)) throw new ApiError('chat.offline', 'Chat service is offline.');
    const userId = session ? String(session.user.id) : `guest-${randomBytes(6).toString('hex')}`;
    const userName = session ? session.user.username : '';
    return { token: issueChatToken({ m: merchant.code, u: userId, n: userName, exp: ctx.now() + CHAT_TOKEN_TTL_MS }), userId, userName };
  });

  authedRoute<unknown, null, FeedbackRules>(app, ctx, 'feedbackRules', ({ merchant }) => requireFeedback(merchant));

  authedRoute<unknown, FeedbackRequest, FeedbackItem>(app, ctx, 'feedbackSubmit', ({ merchant, session, body }) => {
    const rules = requireFeedback(merchant);
    if (!rules.types.includes(body.type)) throw new ApiError('feedback.type.invalid');
    const content = body.content.trim();
    const words = countWords(content);
    if (wordVerdict(words, rules) !== 'ok') {
      throw new ApiError('feedback.words.range', `Feedback content must be between ${rules.minWords} and ${rules.maxWords} words.`, { field: 'content', minWords: rules.minWords, maxWords: rules.maxWords, words });
    }
    const id = service.insertFeedback(ctx.db, { merchantCode: merchant.code, username: session.user.username, type: body.type, content, createdAt: ctx.now(), status: 'RECEIVED' });
    return { id, type: body.type, content, createdAt: ctx.now(), status: 'RECEIVED' };
  });

  authedRoute<unknown, null, FeedbackList>(app, ctx, 'feedbackList', ({ merchant, session, language }) => {
    requireFeedback(merchant);
    const rows = service.feedbackOf(ctx.db, merchant.code, session.user.username);
    return { list: rows.map((row) => toItem(row, language)) };
  });

  route<unknown, null, HelpTopics>(app, ctx, 'helpCenter', ({ merchant, language }) => ({
    topics: service.helpTopics(ctx.db, merchant.code).map((topic) => ({
      ...topic,
      title: localizeText(topic.title, language),
      content: localizeText(topic.content, language),
    })),
  }));


  // The chat vendor's embed, served locally so development and the tests never reach the internet.
  // It accepts only a live token of this merchant for the userId it names.
  app.get('/demo-chat', async (req, reply) => {
    const merchant = merchantForHost(ctx, headerValue(req, 'Host'));
    const q = req.query as Record<string, string | undefined>;
    const claims = q.token ? verifyChatToken(q.token, ctx.now()) : null;
    const ok = claims !== null && claims.m === merchant.code && claims.u === q.userId;
    const who = ok ? claims.n || 'Guest' : '';
    const body = ok
      ? `<h1 data-testid="demo-chat-title">${escapeHtml(merchant.name)} support</h1><p data-testid="demo-chat-status" data-state="connected">Connected as ${escapeHtml(who)}. An agent will answer shortly.</p>`
      : `<h1 data-testid="demo-chat-title">${escapeHtml(merchant.name)} support</h1><p data-testid="demo-chat-status" data-state="rejected">This chat link is not valid. Please open the chat again from the app.</p>`;
    return sendStandInPage(
      reply,
      `<title>${escapeHtml(merchant.name)} chat</title>`,
      'body{margin:0;font-family:sans-serif;background:#f4f6fb;color:#111;display:flex;flex-direction:column;min-height:100vh;align-items:center;justify-content:center;gap:12px;text-align:center;padding:16px;box-sizing:border-box}h1{font-size:1.4rem}',
      `<body data-screen="demo-chat">${body}</body>`,
    );
  });
};
