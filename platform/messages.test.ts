import { afterAll, beforeEach, beforeAll, describe, expect, it } from 'vitest';
import type { InboxMessage, InboxPage, MessagesReplySent, OutboxPage } from '../src/api/contract.generated';
import { resetDatabase } from './db/seed';
import { START_TIME, startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());
beforeEach(async () => {
  p.clock.now = START_TIME;
  await resetDatabase(p.app.platform.db, p.app.platform.merchants, p.clock.now);
});

const INBOX = '/wps/relay/EMFE_getInbox';
const OUTBOX = '/wps/relay/EMFE_getOutbox';
const UNREAD = '/wps/relay/EMFE_getInboxUnreadCount';
const READ = '/wps/relay/EMFE_updateInboxRead';
const DELETE_INBOX = '/wps/relay/EMFE_deleteInbox';
const DELETE_OUTBOX = '/wps/relay/EMFE_deleteOutbox';
const REPLY = '/wps/relay/EMFE_submitOutboxReply';

async function inboxOf(token: string, merchant = 'demo', query: Record<string, string | number | boolean> = {}): Promise<InboxPage> {
  const res = await p.call<InboxPage>('GET', INBOX, { token, merchant, query });
  expect(res.body.success).toBe(true);
  return res.body.value;
}

async function allInbox(token: string, merchant = 'demo'): Promise<InboxMessage[]> {
  const first = await inboxOf(token, merchant);
  const rest = await Promise.all(Array.from({ length: first.totalPages - 1 }, (_, i) => inboxOf(token, merchant, { page: i + 2 })));
  return [first, ...rest].flatMap((page) => page.content);
}

async function unread(token: string, merchant = 'demo'): Promise<number> {
  return (await p.call<number>('GET', UNREAD, { token, merchant })).body.value;
}

describe('inbox and unread count', () => {
  it('pages demo01 by 20, newest first, with unread ones on every page and a count to match', async () => {
    const { token } = await p.login('demo01', 'Demo@1234');
    const first = await inboxOf(token);
    expect(first.totalPages).toBe(3);
    expect(first.content).toHaveLength(20);
    const all = await allInbox(token);
    expect(all).toHaveLength(45);
    const times = all.map((m) => m.sendTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(await unread(token)).toBe(all.filter((m) => !m.read).length);
    expect(new Set(all.map((m) => m.recordSource))).toEqual(new Set(['SYSTEM', 'SERVICE', 'AGENT']));
    expect(all.some((m) => m.canReply)).toBe(true);
    expect(all.find((m) => m.content.includes('onerror'))?.read).toBe(false);
    const oldestFirst = await inboxOf(token, 'demo', { sort: 'sendTime:asc', page: 3 });
    expect(oldestFirst.content.at(-1)?.inboxId).toBe(all[0]?.inboxId);
  });

  it('shows 30 days: older mail leaves the inbox and the count', async () => {
    const before = await unread((await p.login('demo01', 'Demo@1234')).token);
    p.advance(30 * 86_400_000 - 44 * 13 * 3_600_000 + 3_600_000); // messages 44 (unread) and 45 are now past 30 days old
    const { token } = await p.login('demo01', 'Demo@1234');
    expect(await unread(token)).toBe(before - 1);
    expect(await allInbox(token)).toHaveLength(43);
  });

  it('mono has one page; msg_empty01 has none', async () => {
    const mono = await p.login('demo01', 'Demo@1234', 'mono');
    const page = await inboxOf(mono.token, 'mono');
    expect(page).toMatchObject({ totalPages: 1, pageNum: 1 });
    expect(page.content).toHaveLength(5);
    expect(await unread(mono.token, 'mono')).toBe(2);
    const empty = await p.login('msg_empty01', 'Demo@1234');
    expect((await inboxOf(empty.token)).content).toEqual([]);
    expect(await unread(empty.token)).toBe(0);
  });
});

describe('mark read and delete', () => {
  it('marks one and many (one recordSource per call); foreign or mismatched ids change nothing', async () => {
    const { token } = await p.login('demo01', 'Demo@1234');
    const all = await allInbox(token);
    const unreadOnes = all.filter((m) => !m.read);
    const [one, ...rest] = unreadOnes;
    if (!one) throw new Error('seed has unread mail');
    expect((await p.call('POST', READ, { token, body: { id: one.inboxId, recordSource: one.recordSource === 'SYSTEM' ? 'SERVICE' : 'SYSTEM' } })).body.errorCode).toBe('not.found');
    expect((await p.call('POST', READ, { token, body: { recordSource: 'SYSTEM' } })).body.errorCode).toBe('request.invalid');
    expect((await p.call('POST', READ, { token, body: { id: one.inboxId, recordSource: one.recordSource } })).body.success).toBe(true);
    expect(await unread(token)).toBe(unreadOnes.length - 1);
    const system = rest.filter((m) => m.recordSource === 'SYSTEM').map((m) => m.inboxId);
    expect((await p.call('POST', READ, { token, body: { ids: system, recordSource: 'SYSTEM' } })).body.success).toBe(true);
    expect(await unread(token)).toBe(unreadOnes.length - 1 - system.length);
    // agent01's mail is not demo01's to mark.
    const agent = await p.login('agent01', 'Agent@1234');
    const agentMail = (await inboxOf(agent.token)).content[0];
    expect((await p.call('POST', READ, { token, body: { id: agentMail?.inboxId, recordSource: 'SYSTEM' } })).body.errorCode).toBe('not.found');
  });

  it('deletes many by comma-separated ids, all or nothing', async () => {
    const { token } = await p.login('demo01', 'Demo@1234');
    const system = (await inboxOf(token)).content.filter((m) => m.recordSource === 'SYSTEM').slice(0, 3);
    const ids = system.map((m) => m.inboxId).join(',');
    expect((await p.call('POST', DELETE_INBOX, { token, body: { inboxIds: `${ids},999999`, recordSource: 'SYSTEM' } })).body.errorCode).toBe('not.found');
    expect(await allInbox(token)).toHaveLength(45);
    expect((await p.call('POST', DELETE_INBOX, { token, body: { inboxIds: 'a,b', recordSource: 'SYSTEM' } })).body.errorCode).toBe('request.invalid');
    expect((await p.call('POST', DELETE_INBOX, { token, body: { inboxIds: ids, recordSource: 'SYSTEM' } })).body.success).toBe(true);
    const left = await allInbox(token);
    expect(left).toHaveLength(42);
    expect(left.map((m) => m.inboxId)).not.toContain(system[0]?.inboxId);
  });
});

describe('reply and outbox', () => {
  it('demo: replies where canReply; the reply heads the outbox (7 days); refuses where not', async () => {
    const { token } = await p.login('demo01', 'Demo@1234');
    const all = await allInbox(token);
    const outbox0 = (await p.call<OutboxPage>('GET', OUTBOX, { token })).body.value;
    expect(outbox0.content).toHaveLength(2); // the third seeded reply is 10 days old
    const replyable = all.find((m) => m.canReply);
    const closed = all.find((m) => !m.canReply);
    if (!replyable || !closed) throw new Error('seed has both kinds');
    const body = { inboxId: replyable.inboxId, recordSource: replyable.recordSource, subject: `RE: ${replyable.subject}`, content: '  Thanks, all good.  ' };
    const sent = await p.call<MessagesReplySent>('POST', REPLY, { token, body });
    expect(sent.body.success).toBe(true);
    const outbox = (await p.call<OutboxPage>('GET', OUTBOX, { token })).body.value;
    expect(outbox.content[0]).toMatchObject({ outboxId: sent.body.value.outboxId, subject: body.subject, content: 'Thanks, all good.', inboxId: replyable.inboxId, recipientName: replyable.senderName });
    expect((await p.call('POST', REPLY, { token, body: { ...body, inboxId: closed.inboxId, recordSource: closed.recordSource } })).body.errorCode).toBe('message.reply.not.allowed');
    expect((await p.call('POST', REPLY, { token, body: { ...body, content: '   ' } })).body.errorCode).toBe('request.invalid');
    expect((await p.call('POST', REPLY, { token, body: { ...body, content: 'x'.repeat(501) } })).body.errorCode).toBe('request.invalid');
    // Deleting sent replies.
    const first = outbox.content[0];
    expect((await p.call('POST', DELETE_OUTBOX, { token, body: { outboxIds: String(first?.outboxId), recordSource: first?.recordSource } })).body.success).toBe(true);
    expect((await p.call<OutboxPage>('GET', OUTBOX, { token })).body.value.content).toHaveLength(2);
  });

  it('mono: SENDMAIL3 is off, so even a replyable message refuses', async () => {
    const { token } = await p.login('demo01', 'Demo@1234', 'mono');
    const replyable = (await inboxOf(token, 'mono')).content.find((m) => m.canReply);
    const res = await p.call('POST', REPLY, { token, merchant: 'mono', body: { inboxId: replyable?.inboxId, recordSource: 'SERVICE', subject: 'RE: x', content: 'hello' } });
    expect(res.body.errorCode).toBe('function.not.available');
  });
});

describe('dev: add a message', () => {
  it('drops a message into an account inbox, unread, newest first', async () => {
    const { token } = await p.login('msg_empty01', 'Demo@1234');
    const added = await p.call<{ inboxId: number }>('POST', '/__dev/messages', { merchant: null, body: { merchant: 'demo', username: 'msg_empty01', subject: 'Hello', content: '<p>Hi</p>', canReply: true, recordSource: 'SERVICE' } });
    expect(added.body.success).toBe(true);
    expect((await inboxOf(token)).content[0]).toMatchObject({ inboxId: added.body.value.inboxId, subject: 'Hello', read: false, canReply: true, recordSource: 'SERVICE' });
    expect(await unread(token)).toBe(1);
    expect((await p.call('POST', '/__dev/messages', { merchant: null, body: { merchant: 'demo', username: 'nobody', subject: 'x', content: 'x' } })).body.errorCode).toBe('not.found');
  });
});
