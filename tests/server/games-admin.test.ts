/**
 * Operators change vendors (maintenance, hot badge) with the admin CLI; the gateway's cached
 * catalogue answers follow within the version-check interval, and conditional requests get 304
 * only while nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeAdminCommand, parseAdminArgs, UsageError } from '../../server/admin/admin.commands';
import { VERSION_CHECK_MS } from '../../server/games/catalogue-cache';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.close());

const admin = (...argv: string[]) =>
  executeAdminCommand(gw.database.db, parseAdminArgs(argv), { hasher: gw.app.ctx.providers.hasher, now: gw.clock.now, via: 'cli' });

interface Card {
  vassalage: string;
  isHot: 0 | 1;
  maintenance: boolean;
}

async function card(vassalage: string): Promise<Card> {
  const lanes = (await gw.get('/wps/relay/GCSGAME_newGameVendor?language=EN')).json().value.data.lanes as { cards: Card[] }[];
  return lanes.flatMap((lane) => lane.cards).find((c) => c.vassalage === vassalage)!;
}

describe('vendor commands', () => {
  it('refuses malformed commands with a usage error', () => {
    for (const argv of [
      ['vendor'],
      ['vendor', 'DS88'],
      ['vendor', 'DS88', 'maintenance'],
      ['vendor', 'DS88', 'maintenance', 'maybe'],
      ['vendor', 'DS88', 'colour', 'on'],
      ['vendor', 'DS-88', 'hot', 'on'],
      ['vendor', 'DS88', 'hot', 'on', 'now'],
      ['vendor', 'DS88', 'hot', 'on', '--merchant'],
      ['vendor', 'list', 'all'],
    ]) {
      expect(() => parseAdminArgs(argv), argv.join(' ')).toThrow(UsageError);
    }
    expect(parseAdminArgs(['vendor', 'ds88', 'hot', 'off', '--merchant', 'demo'])).toEqual({
      kind: 'vendor.set',
      merchant: 'demo',
      vassalage: 'DS88',
      setting: 'hot',
      on: false,
    });
  });

  it('puts a vendor under maintenance and back; the cached lanes, list and hot games follow', async () => {
    expect((await card('DLV')).maintenance).toBe(false);
    const list = async () => (await gw.get('/wps/relay/GCSGAME_gameList?vassalage=DLV&pageSize=3')).json().value.games as { maintenance: boolean }[];
    expect((await list()).every((g) => !g.maintenance)).toBe(true);
    const hot = async () =>
      ((await gw.get('/wps/relay/GCSGAME_hotGamesV2?vassalage=DLV')).json().value.list as { list: { maintenance: boolean }[] }[]).flatMap(
        (g) => g.list,
      );

    expect(await admin('vendor', 'DLV', 'maintenance', 'on')).toEqual({ code: 0, stdout: 'vendor DLV: maintenance on\n', stderr: '' });
    gw.clock.advance(VERSION_CHECK_MS);
    expect((await card('DLV')).maintenance).toBe(true);
    expect((await list()).every((g) => g.maintenance)).toBe(true);
    expect((await hot()).every((g) => g.maintenance)).toBe(true);
    expect((await admin('vendor', 'DLV', 'maintenance', 'on')).stdout).toBe('vendor DLV: already maintenance on\n');

    expect((await admin('vendor', 'dlv', 'maintenance', 'off')).code).toBe(0);
    gw.clock.advance(VERSION_CHECK_MS);
    expect((await card('DLV')).maintenance).toBe(false);
    expect((await list()).every((g) => !g.maintenance)).toBe(true);
  });

  it('switches the hot badge and lists vendors', async () => {
    expect((await card('ORL')).isHot).toBe(0);
    expect((await admin('vendor', 'ORL', 'hot', 'on')).stdout).toBe('vendor ORL: hot on\n');
    gw.clock.advance(VERSION_CHECK_MS);
    expect((await card('ORL')).isHot).toBe(1);
    const listed = await admin('vendor', 'list');
    expect(listed.stdout).toContain('ORL\tLIVE\tactive\thot\tOrchid Live Casino\n');
    expect(listed.stdout).toContain('KIC\tSPORTS\tactive\t-\tKickoff Sports\n');
    await admin('vendor', 'ORL', 'hot', 'off');
    gw.clock.advance(VERSION_CHECK_MS);
    expect((await card('ORL')).isHot).toBe(0);
  });

  it('fails for an unknown vendor or merchant and writes an audit row for changes only', async () => {
    expect(await admin('vendor', 'NOPE', 'hot', 'on')).toEqual({ code: 1, stdout: '', stderr: 'no vendor NOPE at merchant demo\n' });
    expect((await admin('vendor', 'DS88', 'hot', 'on', '--merchant', 'nowhere')).stderr).toBe('unknown merchant: nowhere\n');
    const audits = await gw.database.db.query<{ details: { vassalage: string; setting: string; on: boolean } }>(
      `SELECT details FROM admin_audit WHERE command = 'vendor.set' ORDER BY id`,
    );
    expect(audits.rows.map((r) => `${r.details.vassalage} ${r.details.setting} ${r.details.on}`)).toEqual([
      'DLV maintenance true',
      'DLV maintenance false',
      'ORL hot true',
      'ORL hot false',
    ]);
  });
});

describe('conditional requests', () => {
  it('answers 304 to a matching ETag until the catalogue changes', async () => {
    const first = await gw.get('/wps/relay/GCSGAME_newGameVendor?language=EN');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('Merchant, Language');
    const again = await gw.get('/wps/relay/GCSGAME_newGameVendor?language=EN', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // another language is another answer
    expect((await gw.get('/wps/relay/GCSGAME_newGameVendor?language=CN', { headers: { 'if-none-match': etag } })).statusCode).toBe(200);

    await admin('vendor', 'EVL', 'hot', 'on');
    gw.clock.advance(VERSION_CHECK_MS);
    const changed = await gw.get('/wps/relay/GCSGAME_newGameVendor?language=EN', { headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    await admin('vendor', 'EVL', 'hot', 'off');
  });
});
