import { describe, expect, it } from 'vitest';
import { agentRoleOf, GUARD_EXEMPT_PATHS, guardRedirect, presenceOf } from '../../../machines/router';

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

describe("route guard (the route table's access)", () => {
  it('keeps /agentHome for agents: a guest (an agent who signed out there too), a player or a free-play account goes home', () => {
    expect(guardRedirect('/agentHome', false, 'absent')).toBe('/');
    expect(guardRedirect('/agentHome', false, 'present', 'notAgent')).toBe('/');
    expect(guardRedirect('/agentHome/', false, 'present', 'notAgent')).toBe('/');
    expect(guardRedirect('/agentHome', false, 'present', 'agent')).toBeNull();
  });

  it("decides nothing while the session or the account's role is still loading", () => {
    expect(guardRedirect('/agentHome', false, 'unknown')).toBeNull();
    // a reload of /agentHome: the stored session is present before its member info says "agent"
    expect(guardRedirect('/agentHome', false, 'present', 'unknown')).toBeNull();
    expect(agentRoleOf('loadingMember')).toBe('unknown');
    expect(agentRoleOf('agent')).toBe('agent');
    expect(agentRoleOf('member')).toBe('notAgent');
    expect(agentRoleOf('trial')).toBe('notAgent');
  });

  it('leaves the pages open to everyone alone for any account', () => {
    for (const path of ['/', '/vip', '/rng', '/games/rng', '/no-such-page']) expect(guardRedirect(path, false, 'present', 'notAgent')).toBeNull();
  });
});
