import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatToken, FeedbackItem, FeedbackList, FeedbackRules, HelpTopics } from '../src/api/contract.generated';
import { decodeCustomerServicePath, encodeCustomerServicePath } from './customer-service-path';
import { verifyChatToken } from './routes/service';
import { startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.close());

describe('customer-service paths', () => {
  it('DES-encrypts with the last 8 characters as key, a fresh key each time', () => {
    const a = encodeCustomerServicePath('https://t.me/demo_lobby_support');
    const b = encodeCustomerServicePath('https://t.me/demo_lobby_support');
    expect(a).not.toBe(b);
    expect(a.slice(-8)).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(decodeCustomerServicePath(a)).toBe('https://t.me/demo_lobby_support');
    // DES works in 8-byte blocks: the ciphertext is whole blocks of base64.
    expect(Buffer.from(a.slice(0, -8), 'base64').length % 8).toBe(0);
  });
});

describe('live-chat verify token', () => {
  it('issues a token for a member and for a guest, which the embed page accepts', async () => {
    const { token } = await p.login('demo01', 'Demo@1234');
    const member = await p.call<ChatToken>('POST', '/wps/relay/CHAT_verifyToken', { token });
    expect(member.body.value.userName).toBe('demo01');
    expect(verifyChatToken(member.body.value.token, p.clock.now)).toMatchObject({ m: 'demo', u: member.body.value.userId, n: 'demo01' });
    const guest = await p.call<ChatToken>('POST', '/wps/relay/CHAT_verifyToken');
    expect(guest.body.value.userId).toMatch(/^guest-/);
    const page = await p.app.inject({ method: 'GET', url: `/demo-chat?token=${guest.body.value.token}&userId=${guest.body.value.userId}`, headers: { host: 'demo.localhost' } });
    expect(page.body).toContain('data-state="connected"');
    const forged = await p.app.inject({ method: 'GET', url: `/demo-chat?token=${guest.body.value.token}x&userId=${guest.body.value.userId}`, headers: { host: 'demo.localhost' } });
    expect(forged.body).toContain('data-state="rejected"');
    p.advance(11 * 60_000);
    expect(verifyChatToken(member.body.value.token, p.clock.now)).toBeNull();
  });

  it('answers chat.offline while the dev fault is on, for that merchant only', async () => {
    await p.call('POST', '/__dev/faults/chatToken', { merchant: null, body: { merchant: 'demo', fail: true } });
    const failed = await p.call('POST', '/wps/relay/CHAT_verifyToken');
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ success: false, errorCode: 'chat.offline', message: 'Chat service is offline.' });
    expect((await p.call('POST', '/wps/relay/CHAT_verifyToken', { merchant: 'mono' })).body.success).toBe(true);
    await p.call('POST', '/__dev/faults/chatToken', { merchant: null, body: { merchant: 'demo', fail: false } });
    expect((await p.call('POST', '/wps/relay/CHAT_verifyToken')).body.success).toBe(true);
  });
});

describe('feedback', () => {
  it('answers the rules, checks word bounds and type, stores and lists the feedback', async () => {
    const { token } = await p.login('demo01', 'Demo@1234');
    const rules = await p.call<FeedbackRules>('GET', '/wps/member/feedback/rules', { token });
    expect(rules.body.value).toEqual({ minWords: 5, maxWords: 60, types: ['SUGGESTION', 'BUG', 'PAYMENT', 'OTHER'] });
    const short = await p.call('PUT', '/wps/feedback', { token, body: { type: 'BUG', content: 'too short here' } });
    expect(short.body).toMatchObject({ errorCode: 'feedback.words.range', value: { field: 'content', minWords: 5, maxWords: 60, words: 3 } });
    const long = await p.call('PUT', '/wps/feedback', { token, body: { type: 'BUG', content: 'word '.repeat(61) } });
    expect(long.body.errorCode).toBe('feedback.words.range');
    const badType = await p.call('PUT', '/wps/feedback', { token, body: { type: 'PRAISE', content: 'one two three four five' } });
    expect(badType.body.errorCode).toBe('feedback.type.invalid');
    const sent = await p.call<FeedbackItem>('PUT', '/wps/feedback', { token, body: { type: 'PAYMENT', content: '  My deposit took an hour today  ' } });
    expect(sent.body.value).toMatchObject({ type: 'PAYMENT', content: 'My deposit took an hour today', status: 'RECEIVED' });
    const list = await p.call<FeedbackList>('GET', '/wps/member/feedback', { token });
    expect(list.body.value.list.map((f) => f.type)).toEqual(['PAYMENT', 'BUG', 'SUGGESTION']);
    expect(list.body.value.list[2]).toMatchObject({ status: 'REPLIED', reply: expect.any(String) });
  });

  it('needs a session and the FEEDBACK3 flag', async () => {
    expect((await p.call('GET', '/wps/member/feedback/rules')).body.errorCode).toBe('login.not.session');
    const mono = await p.login('demo01', 'Demo@1234', 'mono');
    expect((await p.call('GET', '/wps/member/feedback/rules', { merchant: 'mono', token: mono.token })).body.errorCode).toBe('function.not.available');
  });
});

describe('help centre', () => {
  it('lists topics per merchant (mono has none), HTML as stored', async () => {
    const demo = await p.call<HelpTopics>('GET', '/wps/system/helpCenter');
    expect(demo.body.value.topics.map((t) => t.title)).toEqual(['How do I deposit?', 'How do I withdraw?', 'Account security', 'Responsible gaming']);
    expect(demo.body.value.topics[2]?.content).toContain('<script>');
    expect((await p.call<HelpTopics>('GET', '/wps/system/helpCenter', { merchant: 'mono' })).body.value.topics).toEqual([]);
  });
});
