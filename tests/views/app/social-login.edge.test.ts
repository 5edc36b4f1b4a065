/**
 * The provider window at the edge (jsdom): which address opens, which messages count (only from
 * the opened window and the expected origin), a blocked or closed window, closing on stop; Telegram's
 * popup for the bot the chart hands it (read from the status answer by
 * tests/views/api/system.api.test.ts's call, with which buttons show).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { AnyEventObject } from 'xstate';
import type { TelegramLogin } from '../../../machines/social-login';
import { providerWindow } from '../../../src/app/social-login.edge';

interface FakeWindow {
  closed: boolean;
  close: () => void;
}

const SITE = window.location.origin;
const TELEGRAM = 'http://127.0.0.1:8123';
let opened: { url: string; name: string; features: string }[];
let popup: FakeWindow | null;

beforeEach(() => {
  opened = [];
  popup = { closed: false, close: vi.fn(() => void (popup!.closed = true)) };
  vi.spyOn(window, 'open').mockImplementation((url, name, features) => {
    opened.push({ url: String(url), name: String(name), features: String(features) });
    return popup as unknown as Window;
  });
  window.sessionStorage.setItem('merchantCode', 'demo');
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

/** The merchant's Telegram bot as the status answer gives it to the charts. */
const BOT: TelegramLogin = { botId: '7300451', oauthUrl: TELEGRAM };

/** The window actor under a parent that records what it reports. */
function openFor(provider: 'google' | 'facebook' | 'telegram', telegramLogin: TelegramLogin | null = BOT) {
  const reports: AnyEventObject[] = [];
  const parent = createMachine({
    invoke: { id: 'providerWindow', src: providerWindow, input: { provider, telegramLogin } },
    on: { '*': { actions: ({ event }) => void reports.push(event) } },
  });
  const actor = createActor(parent).start();
  return { actor, reports };
}

function post(data: unknown, origin: string, source: unknown = popup) {
  const event = new Event('message');
  Object.defineProperties(event, { data: { value: data }, origin: { value: origin }, source: { value: source } });
  window.dispatchEvent(event);
}

describe('provider window', () => {
  it("opens the gateway's begin address on this origin, naming the merchant, at once", () => {
    openFor('google');
    expect(opened).toHaveLength(1);
    expect(opened[0].url).toBe(`${SITE}/wps/social/google/begin?merchant=demo`);
    expect(opened[0].features).toMatch(/^popup=yes,width=520,height=640/);
  });

  it("hands over the callback page's ticket, ignoring forged messages from other windows and origins", () => {
    const { reports } = openFor('facebook');
    post({ type: 'social.login', ticket: 'forged-1' }, 'https://evil.example');
    post({ type: 'social.login', ticket: 'forged-2' }, SITE, {});
    post({ type: 'something.else' }, SITE);
    expect(reports).toEqual([]);
    post({ type: 'social.login', ticket: 'ticket-1' }, SITE);
    post({ type: 'social.login', ticket: 'ticket-2' }, SITE);
    expect(reports).toEqual([{ type: 'provider.signedIn', proofToken: 'ticket-1' }]);
  });

  it("passes on the callback page's refusal code", () => {
    const { reports } = openFor('google');
    post({ type: 'social.login', errorCode: 'system.maintenance' }, SITE);
    expect(reports).toEqual([{ type: 'provider.failed', errorCode: 'system.maintenance' }]);
  });

  it("opens Telegram's popup for the bot and takes its answer only from Telegram's origin", () => {
    const { reports } = openFor('telegram');
    const url = new URL(opened[0].url);
    expect(`${url.origin}${url.pathname}`).toBe(`${TELEGRAM}/auth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ bot_id: '7300451', origin: SITE, request_access: 'write' });
    const result = { id: 42, first_name: 'Ann', auth_date: 1_700_000_000, hash: 'ab12' };
    post(JSON.stringify({ event: 'auth_result', result }), SITE);
    expect(reports).toEqual([]);
    post(JSON.stringify({ event: 'auth_result', result }), TELEGRAM);
    expect(reports).toEqual([{ type: 'provider.signedIn', proofToken: JSON.stringify(result) }]);
  });

  it("reads Telegram's answer given as an object, and a refusal as a failed login", () => {
    const object = openFor('telegram');
    post({ event: 'auth_result', result: { id: 7, auth_date: 1, hash: 'x' } }, TELEGRAM);
    expect(object.reports).toEqual([{ type: 'provider.signedIn', proofToken: '{"id":7,"auth_date":1,"hash":"x"}' }]);
    object.actor.stop();
    popup = { closed: false, close: vi.fn() };
    const refused = openFor('telegram');
    post('{"event":"auth_result","result":false}', TELEGRAM);
    expect(refused.reports).toEqual([{ type: 'provider.failed', errorCode: 'social.login.failed' }]);
  });

  it('reports a blocked window when the browser gives none', () => {
    popup = null;
    expect(openFor('google').reports).toEqual([{ type: 'provider.blocked' }]);
  });

  it('reports Telegram as unavailable when the status offered no bot', () => {
    expect(openFor('telegram', null).reports).toEqual([{ type: 'provider.failed', errorCode: 'function.not.available' }]);
    expect(opened).toEqual([]);
  });

  it('reports a window closed by the visitor, after a grace for a message already on its way', () => {
    const { reports } = openFor('google');
    popup!.closed = true;
    vi.advanceTimersByTime(500);
    expect(reports).toEqual([]);
    vi.advanceTimersByTime(500);
    expect(reports).toEqual([{ type: 'provider.closed' }]);
  });

  it('lets a message that arrives in the grace win over the close', () => {
    const { reports } = openFor('google');
    popup!.closed = true;
    vi.advanceTimersByTime(500);
    post({ type: 'social.login', ticket: 'ticket-late' }, SITE);
    vi.advanceTimersByTime(2000);
    expect(reports).toEqual([{ type: 'provider.signedIn', proofToken: 'ticket-late' }]);
  });

  it('closes the window and stops listening when the chart leaves the wait', () => {
    const { actor, reports } = openFor('google');
    actor.stop();
    expect(popup!.close).toHaveBeenCalledTimes(1);
    post({ type: 'social.login', ticket: 'ticket-1' }, SITE);
    expect(reports).toEqual([]);
  });
});
