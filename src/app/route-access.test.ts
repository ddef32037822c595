// The guard decision of spec section 6 for guests, members, the free type and agents.
import { describe, expect, it } from 'vitest';
import type { FlagKey } from '../config/flags';
import { decideAccess, FLAG_OFF_NOTICE, handleForPath, NOT_AGENT_NOTICE } from './route-access';

const allOn = () => true;
const decide = (path: string, type: number | null, isOn: (key: FlagKey) => boolean = allOn) => decideAccess(handleForPath(path), type === null ? null : { type }, isOn);

describe('decideAccess', () => {
  it('holds a player whose password change is pending on /m/changePsw, home and public routes included', () => {
    const forced = (path: string) => decideAccess(handleForPath(path), { type: 0, passwordChangeRequired: true }, allOn);
    for (const path of ['/m/home', '/m/mine', '/m/set', '/m/activity', '/m/login', '/m/agent/home', '/m/nowhere']) expect(forced(path), path).toEqual({ kind: 'redirect', to: '/m/changePsw' });
    expect(forced('/m/changePsw')).toEqual({ kind: 'allow' });
    expect(decideAccess(handleForPath('/m/home'), { type: 0, passwordChangeRequired: false }, allOn)).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in player away from /m/login to home; a guest may open it', () => {
    for (const type of [0, 1, 4]) expect(decide('/m/login', type)).toEqual({ kind: 'redirect', to: '/m/home' });
    expect(decide('/m/login', null)).toEqual({ kind: 'allow' });
  });

  it('lets anyone into public routes', () => {
    for (const type of [null, 0, 1, 4]) expect(decide('/m/activity', type)).toEqual({ kind: 'allow' });
  });

  it('sends a guest to /m/login from the member centre and members-only screens', () => {
    for (const path of ['/m/mine', '/m/member/home', '/m/voucherCenter', '/m/launchGame', '/m/linkManage']) expect(decide(path, null)).toEqual({ kind: 'redirect', to: '/m/login' });
  });

  it('sends a guest to /m/home from settings and change password', () => {
    expect(decide('/m/set', null)).toEqual({ kind: 'redirect', to: '/m/home' });
    expect(decide('/m/changePsw', null)).toEqual({ kind: 'redirect', to: '/m/home' });
  });

  it("refuses the member centre to type 4 with 'free_reject', and lets other members in", () => {
    expect(decide('/m/mine', 4)).toEqual({ kind: 'refuse', notice: 'free_reject', fallback: '/m/home' });
    for (const type of [0, 1, 2, 40]) expect(decide('/m/mine', type)).toEqual({ kind: 'allow' });
  });

  it('sends agent home to /m/home without a session and for types 0, 4 and 40', () => {
    for (const type of [null, 0, 4, 40]) expect(decide('/m/agent/home', type)).toEqual({ kind: 'redirect', to: '/m/home' });
    for (const type of [1, 2, 41, 42]) expect(decide('/m/agent/home', type)).toEqual({ kind: 'allow' });
  });

  it('refuses agent-only screens to non-agents with a notice', () => {
    for (const type of [0, 4, 40]) expect(decide('/m/linkManage', type)).toEqual({ kind: 'refuse', notice: NOT_AGENT_NOTICE, fallback: '/m/home' });
    expect(decide('/m/linkManage', 1)).toEqual({ kind: 'allow' });
  });

  it('refuses a route whose flag is off, to everyone', () => {
    // Registration is the REG3 module (DIRECTREG3 only rules the header's register button).
    const off = (key: FlagKey) => key !== 'REG3';
    for (const type of [null, 0, 1]) expect(decide('/m/register', type, off)).toEqual({ kind: 'refuse', notice: FLAG_OFF_NOTICE, fallback: '/m/home' });
    expect(decide('/m/register', null)).toEqual({ kind: 'allow' });
  });

  it('refuses transfer to upline to type 2', () => {
    expect(decide('/m/upLine/transfer', 2)).toMatchObject({ kind: 'refuse' });
    expect(decide('/m/upLine/transfer', 0)).toEqual({ kind: 'allow' });
  });
});

describe('handleForPath', () => {
  it('matches aliases, ignores case and trailing slashes, and falls back to not-found', () => {
    expect(handleForPath('/m/').id).toBe('home');
    expect(handleForPath('/M/Mine').id).toBe('member-center');
    expect(handleForPath('/m/webEmail/').id).toBe('messages');
    expect(handleForPath('/m/unknown').id).toBe('not-found');
  });
});
