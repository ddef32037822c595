// The accounts an endpoint turns away are declared with the endpoint (authedRoute's { id, refuse })
// and refused in one place (platform/http.ts): walking every declaration, a free-play session and a
// virtual member's session are refused exactly as declared, before the endpoint reads its body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoint, errorCodes } from './contract';
import { refusalDeclarations, refuseAccount, type Refusal } from './http';
import { startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
let declarations: [string, readonly Refusal[]][];
beforeAll(async () => {
  p = await startPlatform();
  await p.app.ready();
  declarations = [...refusalDeclarations()];
});
afterAll(() => p.close());

/** A declared endpoint's path, its parameters filled with a number (no endpoint reads them before the refusal). */
function pathOf(id: string): string {
  return endpoint(id).path.replace(/:[^/]+/g, '1');
}

describe('declared refusals', () => {
  it('are declared for the money, security, member-centre, mail, reward and contract endpoints', () => {
    const ids = new Set(declarations.map(([id]) => id));
    for (const id of ['depositPost', 'withdraw', 'withdrawMethods', 'securityBindBankCard', 'securityFundPasswordSet', 'changePassword', 'memberNickname', 'inbox', 'rewardsList', 'rewardsUplineTransfer', 'dividendPayout', 'missionClaim']) {
      expect(ids.has(id), id).toBe(true);
    }
    for (const [id, refusals] of declarations) {
      expect(endpoint(id).auth, id).not.toBe('none');
      expect(refusals.length, id).toBeGreaterThan(0);
    }
  });

  it('every endpoint declared refusing free play, virtual members or the contract-exempt refuses a free-play session with permission.trial.denied', async () => {
    const { token } = await p.login('free01', 'Free@1234');
    expect(declarations.length).toBeGreaterThan(30);
    for (const [id] of declarations) {
      const spec = endpoint(id);
      const res = await p.call(spec.method, pathOf(id), { token });
      expect(res.body.errorCode, id).toBe('permission.trial.denied');
      expect(res.status, id).toBe(errorCodes['permission.trial.denied']?.status);
    }
  });

  it('every endpoint declared refusing virtual members or the contract-exempt refuses a virtual member with permission.denied', async () => {
    const { token } = await p.login('mem_virtual', 'Demo@1234');
    const refusing = declarations.filter(([, refusals]) => refusals.includes('virtual-members') || refusals.includes('contract-exempt'));
    expect(refusing.length).toBeGreaterThan(10);
    for (const [id] of refusing) {
      const spec = endpoint(id);
      const res = await p.call(spec.method, pathOf(id), { token });
      expect(res.body.errorCode, id).toBe('permission.denied');
    }
  });

  it('lets the other types through: members for every kind, virtual members where only free play is refused', () => {
    const at = (type: number) => ({ user: { type } }) as Parameters<typeof refuseAccount>[1];
    const kinds: Refusal[] = ['free-play', 'virtual-members', 'contract-exempt'];
    for (const kind of kinds) expect(() => refuseAccount([kind], at(1)), kind).not.toThrow();
    expect(() => refuseAccount(['virtual-members'], at(0))).not.toThrow();
    expect(() => refuseAccount(['free-play'], at(40))).not.toThrow();
    expect(() => refuseAccount(['contract-exempt'], at(0))).not.toThrow();
    for (const type of [40, 41, 42]) expect(() => refuseAccount(['contract-exempt'], at(type))).toThrow(expect.objectContaining({ code: 'permission.denied' }));
    expect(() => refuseAccount(['free-play'], at(4))).toThrow(expect.objectContaining({ code: 'permission.trial.denied' }));
  });
});
