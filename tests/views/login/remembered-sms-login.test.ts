/**
 * Remember me of the login dialog (SPEC §3): the SMS login's number and dialing code in 1-day
 * cookies, and the edge keeping only the last way in (a password login forgets the number, an SMS
 * login the password, no remember me forgets both).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetRememberedSmsLogin, readRememberedSmsLogin, saveRememberedSmsLogin } from '../../../src/lib/remembered-sms-login';
import { providedLoginMachine } from '../../../src/app/login.edge';
import { readRememberedLogin, saveRememberedLogin, storeMerchantCode } from '../../../src/lib/storage';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  storeMerchantCode('demo');
});

const cookies = () => document.cookie.split('; ').filter(Boolean).sort();
type EdgeAction = (args: unknown, params?: unknown) => void;
const edgeAction = (name: string) => (providedLoginMachine.implementations.actions as Record<string, EdgeAction>)[name];

describe('remembered SMS login', () => {
  it('keeps the number with its dialing code, and the SMS tab flag, in cookies', () => {
    expect(readRememberedSmsLogin()).toBeNull();
    saveRememberedSmsLogin({ mobileNum: '9171234567', countryDialingCode: '+63' });
    expect(cookies()).toEqual(['demo-loginSms=63-9171234567', 'loginTypeSms=true']);
    expect(readRememberedSmsLogin()).toEqual({ mobileNum: '9171234567', countryDialingCode: '63' });
    forgetRememberedSmsLogin();
    expect(readRememberedSmsLogin()).toBeNull();
    expect(cookies()).toEqual([]);
  });

  it('ignores a damaged cookie', () => {
    document.cookie = 'loginTypeSms=true; Path=/';
    document.cookie = 'demo-loginSms=63-abc; Path=/';
    expect(readRememberedSmsLogin()).toBeNull();
  });
});

describe('remember me at the edge keeps only the last way in', () => {
  it('an SMS login forgets remembered credentials, a password login the number', () => {
    saveRememberedLogin('ann_1', 'Player2026!');
    edgeAction('saveRememberedSmsLogin')({}, { mobileNum: '9171234567', countryDialingCode: '63' });
    expect(readRememberedLogin()).toBeNull();
    expect(cookies()).toEqual(['demo-loginSms=63-9171234567', 'loginTypeSms=true']);

    edgeAction('saveRememberedLogin')({}, { username: 'ann_1', password: 'Player2026!' });
    expect(readRememberedSmsLogin()).toBeNull();
    expect(readRememberedLogin()).toEqual({ username: 'ann_1', password: 'Player2026!', remember: true });
  });

  it('a login without remember me forgets both', () => {
    saveRememberedLogin('ann_1', 'Player2026!');
    saveRememberedSmsLogin({ mobileNum: '9171234567', countryDialingCode: '63' });
    edgeAction('forgetRememberedLogin')({});
    expect(cookies()).toEqual([]);
  });
});
