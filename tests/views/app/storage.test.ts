/** Browser storage of the session: keys of CONTRACT §2, sign-out keeps the merchant, remember-me cookies. */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSession,
  forgetRememberedLogin,
  readRememberedLogin,
  saveRememberedLogin,
  storeMember,
  storeMerchantCode,
  storeToken,
} from '../../../src/lib/storage';
import { bootstrapTokenFromUrl } from '../../../src/lib/token-bootstrap';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

describe('session storage', () => {
  it('stores token and member under the legacy keys', () => {
    storeMerchantCode('demo');
    storeToken('tok');
    storeMember({ id: 9, account: 'demo_agent', type: 41, mustChangePassword: false });
    expect(sessionStorage.getItem('token')).toBe('tok');
    expect(sessionStorage.getItem('isAgent')).toBe('41');
    expect(sessionStorage.getItem('username')).toBe('demo_agent');
    expect(sessionStorage.getItem('account')).toBe('demo_agent');
    expect(sessionStorage.getItem('customerId')).toBe('9');
    expect(sessionStorage.getItem('cpw')).toBe('false');
    expect(sessionStorage.getItem('merchant')).toBe('demo');
    expect(localStorage.getItem('merchantCode')).toBe('demo');
  });

  it('clears the session but keeps the merchant code', () => {
    storeMerchantCode('demo');
    storeToken('tok');
    storeMember({ id: 9, account: 'demo_player', type: 0 });
    clearSession();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('isAgent')).toBeNull();
    expect(sessionStorage.getItem('merchant')).toBe('demo');
    expect(sessionStorage.getItem('merchantCode')).toBe('demo');
  });

  it('remembers and forgets credentials in 1-day cookies keyed by merchant and username', () => {
    storeMerchantCode('demo');
    expect(readRememberedLogin()).toBeNull();
    saveRememberedLogin('demo_player', 'Player2026!');
    expect(document.cookie).toContain('demo-login=demo_player');
    expect(document.cookie).toContain('loginRemember=true');
    expect(readRememberedLogin()).toEqual({ username: 'demo_player', password: 'Player2026!', remember: true });
    forgetRememberedLogin();
    expect(readRememberedLogin()).toBeNull();
    expect(document.cookie).not.toContain('demo_player');
  });

  it('bootstraps a session from ?token= and removes it from the address', () => {
    window.history.replaceState(null, '', '/home?token=abc123&r=7#top');
    bootstrapTokenFromUrl();
    expect(sessionStorage.getItem('token')).toBe('abc123');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/home?r=7#top');
  });
});
