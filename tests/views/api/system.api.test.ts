/**
 * The status call as the root chart keeps it, against a stubbed fetch: the chart's status (module
 * switches flattened), each social provider's switch on only where the gateway offers it, and the
 * answer's social settings handed over beside it; a failure as `{ errorCode, value }`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSystemStatus, offeredSocialSwitches, telegramLoginOf } from '../../../src/api/system.api';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(answer: () => Response | Promise<Response>) {
  const seen: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(new URL(String(input), 'http://site.test'), init).url);
    return answer();
  });
  return seen;
}

const social = { google: true, facebook: false, telegram: { botName: 'site_bot', botId: '7300451', oauthUrl: 'https://oauth.telegram.org' } };

const status = {
  maintenance: false,
  maintenanceEnd: null,
  maintenanceMessage: null,
  regionRestriction: false,
  location: { ip: '198.51.100.1', country: 'PH' },
  info: {
    whitelabel: {
      modId: 'ROOT',
      enabled: '1',
      childrenNodes: [
        { modId: 'GOOGLELOGIN3', enabled: '1', childrenNodes: [] },
        { modId: 'FACEBOOKLOGIN3', enabled: '1', childrenNodes: [] },
        { modId: 'FREEPLAY3', enabled: '1', childrenNodes: [] },
      ],
    },
    register: {},
    customerService: [{ csType: 3, path: 'abc12345678' }],
    merchantCode: 'demo',
    currencySymbol: 'P',
    defaultLanguage: 'MS',
    languages: ['MS', 'EN'],
    loginedToHomePage: false,
    social,
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('system status call', () => {
  it("answers the chart's status, the social switches following what the gateway offers, and the social settings beside it", async () => {
    const seen = stubFetch(() => json({ success: true, value: status }));
    const answer = await loadSystemStatus('play.example.com');
    expect(new URL(seen[0]).searchParams.get('url')).toBe('play.example.com');
    expect(answer).toMatchObject({
      code: 0,
      features: { ROOT: true, GOOGLELOGIN3: true, FACEBOOKLOGIN3: false, FREEPLAY3: true },
      merchantCode: 'demo',
      customerService: [{ csType: 3, path: 'abc12345678' }],
    });
    // the bot the social login opens Telegram's popup for: its id and the origin its answers come from
    expect(answer.telegramLogin).toEqual({ botId: '7300451', oauthUrl: 'https://oauth.telegram.org' });
  });

  it('rejects with { errorCode, value }, an answer it cannot read included', async () => {
    stubFetch(() => json({ success: false, errorCode: 'system.busy', value: null }, 503));
    await expect(loadSystemStatus('play.example.com')).rejects.toStrictEqual({ errorCode: 'system.busy', value: null });
    stubFetch(() => json({ success: true, value: { info: null } }));
    await expect(loadSystemStatus('play.example.com')).rejects.toStrictEqual({ errorCode: 'network.error', value: null });
  });
});

describe('social switches of the status answer', () => {
  it("keeps a provider's button only where the switch is on and the gateway offers it", () => {
    const features = { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true, TELEGRAMLOGIN3: true, FREEPLAY3: true };
    expect(offeredSocialSwitches(features, { telegram: null, google: true, facebook: false })).toEqual({
      GOOGLELOGIN3: true,
      FACEBOOKLOGIN3: false,
      TELEGRAMLOGIN3: false,
      FREEPLAY3: true,
    });
    expect(offeredSocialSwitches({ GOOGLELOGIN3: false }, { google: true })).toEqual({ GOOGLELOGIN3: false });
  });

  it('treats a missing or malformed answer as no social login', () => {
    expect(offeredSocialSwitches({ GOOGLELOGIN3: true, TELEGRAMLOGIN3: true }, undefined)).toEqual({ GOOGLELOGIN3: false, TELEGRAMLOGIN3: false });
    expect(offeredSocialSwitches({ GOOGLELOGIN3: true }, { google: 'yes' })).toEqual({ GOOGLELOGIN3: false });
  });
});

describe('the Telegram bot of the status answer', () => {
  it('is none for a missing or malformed answer, and only the origin of its address counts', () => {
    expect(telegramLoginOf(undefined)).toBeNull();
    expect(telegramLoginOf({ telegram: null })).toBeNull();
    expect(telegramLoginOf({ telegram: { botName: 'x', botId: 'abc', oauthUrl: 'https://oauth.telegram.org' } })).toBeNull();
    expect(telegramLoginOf({ telegram: { botName: 'x', botId: '12', oauthUrl: 'not an address' } })).toBeNull();
    expect(telegramLoginOf({ telegram: { botName: 'x', botId: 12, oauthUrl: 'https://oauth.telegram.org/path' } })).toEqual({
      botId: '12',
      oauthUrl: 'https://oauth.telegram.org',
    });
  });
});
