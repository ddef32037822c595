import { describe, expect, it } from 'vitest';
import { codeDeadline, secondsUntil } from './sms-countdown';

describe('SMS countdown', () => {
  it('ends when the platform accepts another request, or at expirationTime if that is earlier', () => {
    expect(codeDeadline({ expirationTime: 300_000, cooldownSeconds: 60 }, 0)).toBe(60_000);
    expect(codeDeadline({ expirationTime: 30_000, cooldownSeconds: 60 }, 0)).toBe(30_000);
    expect(codeDeadline({ expirationTime: 45_000, cooldownSeconds: 0 }, 0)).toBe(45_000);
  });

  it('counts whole seconds up and never below zero', () => {
    expect(secondsUntil(60_000, 0)).toBe(60);
    expect(secondsUntil(60_000, 500)).toBe(60);
    expect(secondsUntil(60_000, 59_001)).toBe(1);
    expect(secondsUntil(60_000, 61_000)).toBe(0);
  });
});
