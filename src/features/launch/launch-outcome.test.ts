// How a refused launch is explained, and where the frame's own back goes.
import { describe, expect, it } from 'vitest';
import { ApiError, clientError } from '../../api/api-error';
import { formatUntil, launchFailure, pageBackPath } from './launch-outcome';

const server = (code: string, value?: unknown) => new ApiError({ kind: 'server', code, message: 'x', status: 400, value });

describe('launch failures', () => {
  it('a short balance names the amount needed in #,##0.00 with the brand symbol', () => {
    expect(launchFailure(server('balance.insufficient', { required: 20000, balance: 12345.67 }), '₫')).toEqual({
      kind: 'insufficient',
      key: 'errors:balance_insufficient',
      values: { required: '₫20,000.00' },
    });
  });

  it('a vendor in maintenance says until when', () => {
    const until = new Date(2026, 0, 1, 15, 0).getTime();
    expect(launchFailure(server('vendor.maintenance', { vendor: 'FC', until }), '$')).toEqual({ kind: 'maintenance', key: 'errors:vendor_maintenance', values: { vendor: 'FC', until: '2026-01-01 15:00' } });
    expect(formatUntil(new Date(2026, 10, 2, 3, 4).getTime())).toBe('2026-11-02 03:04');
  });

  it('a trial account gets the actual-account message; anything else the error table', () => {
    expect(launchFailure(server('permission.trial.denied'), '$')).toEqual({ kind: 'trial', key: 'errors:trial_denied' });
    expect(launchFailure(server('not.found'), '$')).toEqual({ kind: 'other', key: 'errors:not_found' });
    expect(launchFailure(clientError('offline', 'offline'), '$')).toEqual({ kind: 'other', key: 'errors:no_internet' });
  });
});

const ORIGIN = 'http://demo.localhost:4343';

describe('page back', () => {
  it('honours pageBack=home and same-origin app paths, else history back', () => {
    expect(pageBackPath('home', ORIGIN)).toBe('/m/home');
    expect(pageBackPath('/m/gameCenter', ORIGIN)).toBe('/m/gameCenter');
    expect(pageBackPath('//evil.example.com', ORIGIN)).toBeNull();
    expect(pageBackPath('https://evil.example.com', ORIGIN)).toBeNull();
    expect(pageBackPath('/\t/evil.example.com', ORIGIN)).toBeNull();
    expect(pageBackPath('/m/\n/evil.example.com', ORIGIN)).toBeNull();
    expect(pageBackPath(null, ORIGIN)).toBeNull();
  });
});
