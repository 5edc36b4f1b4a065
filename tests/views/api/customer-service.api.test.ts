/**
 * The customer-service desks as the chart's links: the VIP desk (named `vip`, or serving only ranks
 * above 4) for the VIP service, else the live-chat desk, else the first; an obfuscated path goes
 * over as a live-chat entry to decrypt, a plain web address as it is; a failure as
 * `{ errorCode, value }`.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deskFor, loadServiceLinks, toServiceLinks } from '../../../src/api/customer-service.api';
import type { CustomerServiceDesk } from '../../../src/api/customer-service.api';

const live: CustomerServiceDesk = { csType: 3, name: 'livechat', minRankLevel: null, path: 'liveCipher12345678' };
const vip: CustomerServiceDesk = { csType: 4, name: 'vip', minRankLevel: 5, path: 'vipCipher12345678' };
const service: CustomerServiceDesk = { csType: 1, path: 'https://help.example.test/' };

afterEach(() => vi.unstubAllGlobals());

describe('desk choice', () => {
  it('gives the VIP service the VIP desk by name or by rank, everyone else the live chat', () => {
    expect(deskFor([live, vip], 'vip')).toBe(vip);
    expect(deskFor([live, { ...vip, name: undefined }], 'vip')?.csType).toBe(4);
    expect(deskFor([live, vip], 'livechat')).toBe(live);
    expect(deskFor([live], 'vip')).toBe(live);
    expect(deskFor([service], 'livechat')).toBe(service);
    expect(deskFor([], 'livechat')).toBeNull();
  });

  it('hands an obfuscated path over for decryption and a web address as it is', () => {
    expect(toServiceLinks([live, vip], 'vip')).toEqual([{ type: 3, path: 'vipCipher12345678' }]);
    expect(toServiceLinks([service], 'livechat')).toEqual([{ type: 0, path: 'https://help.example.test/' }]);
    expect(toServiceLinks([], 'livechat')).toEqual([]);
  });
});

describe('service links call', () => {
  const stub = (response: Response) => vi.stubGlobal('fetch', async () => response);
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it("answers the links of the member's service type", async () => {
    stub(json({ success: true, value: { version: { pathList: [live, vip] } } }));
    await expect(loadServiceLinks({ serviceType: 'livechat' })).resolves.toEqual([{ type: 3, path: 'liveCipher12345678' }]);
    stub(json({ success: true, value: { version: null } }));
    await expect(loadServiceLinks({ serviceType: 'vip' })).resolves.toEqual([]);
  });

  it('rejects with { errorCode, value }', async () => {
    stub(json({ success: false, errorCode: 'system.busy', value: null }, 503));
    await expect(loadServiceLinks({ serviceType: 'livechat' })).rejects.toStrictEqual({ errorCode: 'system.busy', value: null });
  });
});
