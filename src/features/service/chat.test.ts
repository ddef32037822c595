import { describe, expect, it } from 'vitest';
import { chatEmbedUrl, chatPresentation, chatWindowFeatures } from './chat';

describe('live chat', () => {
  it('opens in-app on phones and in a window on desktop-sized screens', () => {
    expect(chatPresentation(390, true)).toBe('frame');
    expect(chatPresentation(390, false)).toBe('frame');
    expect(chatPresentation(1280, true)).toBe('frame');
    expect(chatPresentation(1280, false)).toBe('window');
  });

  it('asks for a 440x750 window, centred', () => {
    expect(chatWindowFeatures({ availWidth: 1440, availHeight: 900 })).toBe('popup=yes,width=440,height=750,left=500,top=75');
    expect(chatWindowFeatures({ availWidth: 400, availHeight: 600 })).toContain('left=0,top=0');
  });

  it('adds token, userId and userName to the decrypted path, keeping its own query', () => {
    const url = chatEmbedUrl(new URL('https://chat.example/embed?site=demo'), { token: 'a.b', userId: '7', userName: 'demo01' });
    expect(url).toBe('https://chat.example/embed?site=demo&token=a.b&userId=7&userName=demo01');
  });
});
