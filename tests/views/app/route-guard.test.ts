import { describe, expect, it } from 'vitest';
import { GUARD_EXEMPT_PATHS, guardRedirect, presenceOf } from '../../../src/app/route-guard';

describe('route guard (loginedToHomePage)', () => {
  it('sends a visitor without a session to /login from members-only routes', () => {
    for (const path of ['/', '/vip', '/promotions', '/rng', '/help', '/agentHome', '/no-such-page']) {
      expect(guardRedirect(path, true, 'absent')).toBe('/login');
    }
  });

  it('leaves the exempt routes reachable, with or without a trailing slash', () => {
    for (const path of GUARD_EXEMPT_PATHS) {
      expect(guardRedirect(path, true, 'absent')).toBeNull();
      expect(guardRedirect(`${path}/`, true, 'absent')).toBeNull();
    }
    expect(GUARD_EXEMPT_PATHS).toEqual(['/login', '/register', '/register.html', '/helpmc', '/download']);
  });

  it('does nothing when the flag is off, when signed in, or while a stored token is being checked', () => {
    expect(guardRedirect('/vip', false, 'absent')).toBeNull();
    expect(guardRedirect('/vip', true, 'present')).toBeNull();
    expect(guardRedirect('/vip', true, 'unknown')).toBeNull();
  });

  it('derives presence from the session status', () => {
    expect(presenceOf('restoring')).toBe('unknown');
    expect(presenceOf('guest')).toBe('absent');
    for (const status of ['member', 'agent', 'trial', 'mustChangePassword', 'loadingMember', 'memberLoadFailed', 'signingOut'] as const) {
      expect(presenceOf(status)).toBe('present');
    }
  });
});
