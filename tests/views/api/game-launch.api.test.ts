/**
 * The launch call as the launch chart takes it, against a stubbed fetch: the query with only the
 * parameters that have a value, the answer reduced to an address the site may open (this site's
 * path or an https page), anything else refused as `game.url.invalid`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isGameAddress, launchGame } from '../../../src/api/game-launch.api';

function stubAnswer(value: unknown) {
  const seen: URL[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    seen.push(new URL(String(input), 'http://site.test'));
    return new Response(JSON.stringify({ success: true, value }), { headers: { 'content-type': 'application/json' } });
  });
  return seen;
}

const query = { nodeId: '1001', gameCode: 'SPB_001', vassalage: 'SPB', gameType: 'RNG', language: 'EN', backUrl: '/rng', accountType: 0 as const };

afterEach(() => vi.unstubAllGlobals());

describe('launch call', () => {
  it("answers only the game page's address", async () => {
    const seen = stubAnswer({ url: '/demo-games/play/slot#ticket=abc', mode: 'iframe', accountType: 0 });
    await expect(launchGame({ ...query, gameCode: '' })).resolves.toStrictEqual({ url: '/demo-games/play/slot#ticket=abc' });
    expect(Object.fromEntries(seen[0].searchParams)).toEqual({
      nodeId: '1001',
      vassalage: 'SPB',
      gameType: 'RNG',
      language: 'EN',
      backUrl: '/rng',
      accountType: '0',
    });
  });

  it('refuses an address the site would not open', async () => {
    stubAnswer({ url: 'javascript:alert(1)', mode: 'window', accountType: 1 });
    await expect(launchGame(query)).rejects.toStrictEqual({ errorCode: 'game.url.invalid', value: null, suggestions: [] });
    expect(isGameAddress('https://vendor.example/play')).toBe(true);
    expect(isGameAddress('//evil.example/play')).toBe(false);
    expect(isGameAddress('http://vendor.example/play')).toBe(false);
  });
});
