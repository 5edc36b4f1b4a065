/** QA recording is off for players: only `?qa=1` or `localStorage.qa === '1'` turn it on. */
import { afterEach, describe, expect, it } from 'vitest';
import { qaRequested } from '../../../src/app/qa-request';

const storage = (value: string | null) => ({ getItem: () => value });

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('QA switch', () => {
  it('is off by default', () => {
    expect(qaRequested('', storage(null))).toBe(false);
    expect(qaRequested('?qa=0', storage('0'))).toBe(false);
    expect(qaRequested('?qa=true', null)).toBe(false);
    expect(qaRequested()).toBe(false);
  });

  it('turns on with ?qa=1 or the stored switch', () => {
    expect(qaRequested('?lang=EN&qa=1', null)).toBe(true);
    expect(qaRequested('', storage('1'))).toBe(true);
    window.history.replaceState(null, '', '/?qa=1');
    expect(qaRequested()).toBe(true);
    window.history.replaceState(null, '', '/');
    window.localStorage.setItem('qa', '1');
    expect(qaRequested()).toBe(true);
  });

  it('stays off when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(qaRequested('', blocked)).toBe(false);
  });
});
