/**
 * Game vendors from the admin CLI: put a vendor under maintenance (still listed, flagged, not
 * launchable) or take it out, mark it hot (the badge in the navigation) or not, and list them.
 * Every change bumps the merchant's catalogue version, which makes every gateway drop its cached
 * catalogue answers within about a second.
 */
import type { Db } from '../db/db.types';
import { DEMO_MERCHANT_CODE } from '../db/seed-data';

export const VENDOR_USAGE = `  vendor list [--merchant CODE]                        show the game vendors with their type, status and hot flag
  vendor <code> maintenance on|off [--merchant CODE]   put a vendor under maintenance (listed, not playable) or back
  vendor <code> hot on|off [--merchant CODE]           show or hide a vendor's hot badge`;

export type VendorCommand =
  | { kind: 'vendor.list'; merchant: string }
  | { kind: 'vendor.set'; merchant: string; vassalage: string; setting: 'maintenance' | 'hot'; on: boolean };

export class VendorUsageError extends Error {}

/** A vendor command, or null when the words are not one (another parser's turn). */
export function parseVendorCommand(argv: string[]): VendorCommand | null {
  const [area, ...rest] = argv;
  if (area !== 'vendor') return null;
  const words: string[] = [];
  let merchant = DEMO_MERCHANT_CODE;
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--merchant') {
      const value = rest[++i];
      if (value === undefined) throw new VendorUsageError('--merchant needs a value');
      merchant = value;
    } else if (rest[i].startsWith('--')) throw new VendorUsageError(`unknown option ${rest[i]}`);
    else words.push(rest[i]);
  }
  if (words[0] === 'list') {
    if (words.length > 1) throw new VendorUsageError(`unexpected argument ${words[1]}`);
    return { kind: 'vendor.list', merchant };
  }
  const [code, setting, onOff, extra] = words;
  if (code === undefined || setting === undefined || onOff === undefined)
    throw new VendorUsageError('vendor needs list, or <code> maintenance|hot on|off');
  if (!/^[A-Za-z0-9_]{1,32}$/.test(code)) throw new VendorUsageError(`not a vendor code: ${code}`);
  if (setting !== 'maintenance' && setting !== 'hot') throw new VendorUsageError(`vendor ${code} needs maintenance or hot, not ${setting}`);
  if (onOff !== 'on' && onOff !== 'off') throw new VendorUsageError(`vendor ${code} ${setting} needs on or off`);
  if (extra !== undefined) throw new VendorUsageError(`unexpected argument ${extra}`);
  return { kind: 'vendor.set', merchant, vassalage: code.toUpperCase(), setting, on: onOff === 'on' };
}

type Print = (text: string) => { code: number; stdout: string; stderr: string };

export async function executeVendorCommand(
  db: Db,
  command: VendorCommand,
  helpers: { now: () => Date; done: Print; fail: Print; audit: () => Promise<unknown> },
) {
  const merchant = (await db.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [command.merchant])).rows[0];
  if (!merchant) return helpers.fail(`unknown merchant: ${command.merchant}`);
  if (command.kind === 'vendor.list') {
    const vendors = await db.query<{ vassalage: string; game_type: string; status: string; is_hot: boolean; display_name: string }>(
      'SELECT vassalage, game_type, status, is_hot, display_name FROM game_vendors WHERE merchant_id = $1 ORDER BY sort, id',
      [merchant.id],
    );
    if (vendors.rows.length === 0) return helpers.done('no vendors');
    return helpers.done(
      vendors.rows.map((v) => `${v.vassalage}\t${v.game_type}\t${v.status}\t${v.is_hot ? 'hot' : '-'}\t${v.display_name}`).join('\n'),
    );
  }
  const now = helpers.now();
  const changed = await db.transaction(async (tx) => {
    const update =
      command.setting === 'hot'
        ? tx.query('UPDATE game_vendors SET is_hot = $3 WHERE merchant_id = $1 AND vassalage = $2 AND is_hot <> $3 RETURNING id', [
            merchant.id,
            command.vassalage,
            command.on,
          ])
        : tx.query(
            `UPDATE game_vendors SET status = $3 WHERE merchant_id = $1 AND vassalage = $2 AND status <> $3 AND status <> 'disabled' RETURNING id`,
            [merchant.id, command.vassalage, command.on ? 'maintenance' : 'active'],
          );
    const rows = (await update).rowCount;
    if (rows > 0) {
      await tx.query(
        `INSERT INTO game_catalogue_state (merchant_id, version, updated_at) VALUES ($1, 2, $2)
         ON CONFLICT (merchant_id) DO UPDATE SET version = game_catalogue_state.version + 1, updated_at = $2`,
        [merchant.id, now],
      );
    }
    return rows;
  });
  const state = `${command.setting} ${command.on ? 'on' : 'off'}`;
  if (changed > 0) {
    await helpers.audit();
    return helpers.done(`vendor ${command.vassalage}: ${state}`);
  }
  const exists = await db.query('SELECT 1 FROM game_vendors WHERE merchant_id = $1 AND vassalage = $2', [merchant.id, command.vassalage]);
  if (exists.rows.length === 0) return helpers.fail(`no vendor ${command.vassalage} at merchant ${command.merchant}`);
  return helpers.done(`vendor ${command.vassalage}: already ${state}`);
}
