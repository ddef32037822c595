import { describe, expect, it } from 'vitest';
import { replyCheck } from '../reply-check';
import readLaunchGame from './launchGame';

describe('launch reader', () => {
  it("reads upstream's value.content.game_url", () => {
    expect(readLaunchGame({ content: { game_url: 'https://vendor.example/play?t=1' } })).toEqual({ gameUrl: 'https://vendor.example/play?t=1' });
  });

  it("reads the PC build's lottery value.gameUrl and our older { gameUrl }", () => {
    expect(readLaunchGame({ gameUrl: '/demo-game?lottery=VN1' })).toEqual({ gameUrl: '/demo-game?lottery=VN1' });
    expect(readLaunchGame({ content: { gameUrl: '/x' } })).toEqual({ gameUrl: '/x' });
    expect(readLaunchGame(' https://vendor.example/ ')).toEqual({ gameUrl: 'https://vendor.example/' });
  });

  it('refuses a reply without a usable URL', () => {
    for (const bad of [{}, { content: {} }, { content: { game_url: '' } }, { content: { game_url: '  ' } }, null, 12, { content: 'x' }]) expect(() => readLaunchGame(bad), JSON.stringify(bad)).toThrow();
  });

  it("is the launch endpoint's reply check", async () => {
    const check = await replyCheck('launchGame');
    expect(check?.({ content: { game_url: '/demo-game?nodeId=1' } })).toEqual({ gameUrl: '/demo-game?nodeId=1' });
  });
});
