/**
 * Merchant settings from the admin CLI: module switches (`module USERNAMEREG3 off`), register
 * rules (`rule mobileNum required=true pattern='^9\d{9}$' min=10 max=10`) and on/off settings
 * (`setting loginedToHomePage on`). A running gateway sees them within 5 seconds (its merchant
 * cache lifetime).
 */
import type { Queryable } from '../db/db.types';
import { DEMO_MERCHANT_CODE } from '../db/seed-data';

export const SETTINGS_USAGE = `  module <MODID> on|off [--merchant CODE]              switch a feature module (e.g. DIRECTREG3)
  module list [--merchant CODE]                        show every module and whether it is on
  rule <field> key=value ... [--merchant CODE]         change a register rule; keys: enabled, required,
                                                       pattern (regex, '*' = anything), patternId, min, max
  setting loginedToHomePage on|off [--merchant CODE]   members-only site: guests are sent to /login from every
                                                       page but /login, /register, /helpmc and /download
  setting maxBankCards <0-20> [--merchant CODE]        bank cards and e-wallets a member may bind at once (default 5);
                                                       cards bound already are kept
  setting playCredit <0-100000000> [--merchant CODE]   play credit (not money) a free-play account gets at each
                                                       login, in minor units (default 200000: 2,000.00)`;

/** Merchant settings that `setting <name> on|off` switches (keys of merchants.settings). */
export const SWITCHABLE_SETTINGS = ['loginedToHomePage'] as const;
export type SwitchableSetting = (typeof SWITCHABLE_SETTINGS)[number];

/** Merchant settings that `setting <name> <number>` sets, with their ranges. */
export const LIMIT_SETTINGS = { maxBankCards: { min: 0, max: 20 }, playCredit: { min: 0, max: 100_000_000 } } as const;
export type LimitSetting = keyof typeof LIMIT_SETTINGS;

export interface RuleChanges {
  enabled?: boolean;
  required?: boolean;
  acceptedPattern?: string;
  patternId?: number;
  minLength?: number;
  maxLength?: number;
}

export type SettingsCommand =
  | { kind: 'module.set'; merchant: string; modId: string; enabled: boolean }
  | { kind: 'module.list'; merchant: string }
  | { kind: 'rule.set'; merchant: string; field: string; changes: RuleChanges }
  | { kind: 'setting.set'; merchant: string; name: SwitchableSetting; enabled: boolean }
  | { kind: 'setting.limit'; merchant: string; name: LimitSetting; value: number };

export class SettingsUsageError extends Error {}

function merchantOption(words: string[]): { merchant: string; rest: string[] } {
  const at = words.indexOf('--merchant');
  if (at < 0) return { merchant: DEMO_MERCHANT_CODE, rest: words };
  const merchant = words[at + 1];
  if (!merchant) throw new SettingsUsageError('--merchant needs a value');
  return { merchant, rest: [...words.slice(0, at), ...words.slice(at + 2)] };
}

const bool = (key: string, value: string) => {
  if (value === 'true' || value === 'on' || value === '1') return true;
  if (value === 'false' || value === 'off' || value === '0') return false;
  throw new SettingsUsageError(`${key} must be true or false`);
};

const count = (key: string, value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10_000) throw new SettingsUsageError(`${key} must be a whole number from 0 to 10000`);
  return n;
};

function ruleChanges(pairs: string[]): RuleChanges {
  if (pairs.length === 0) throw new SettingsUsageError('rule needs at least one key=value');
  const changes: RuleChanges = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new SettingsUsageError(`not key=value: ${pair}`);
    const [key, value] = [pair.slice(0, eq), pair.slice(eq + 1)];
    if (key === 'enabled' || key === 'required') changes[key] = bool(key, value);
    else if (key === 'patternId') {
      changes.patternId = count(key, value);
      if (changes.patternId > 19) throw new SettingsUsageError('patternId must be 0 to 19 (the pattern messages clients know)');
    } else if (key === 'min') changes.minLength = count(key, value);
    else if (key === 'max') changes.maxLength = count(key, value);
    else if (key === 'pattern') {
      try {
        new RegExp(value === '*' ? '.*' : value);
      } catch {
        throw new SettingsUsageError(`pattern is not a valid regular expression: ${value}`);
      }
      changes.acceptedPattern = value;
    } else throw new SettingsUsageError(`unknown rule key ${key} (enabled, required, pattern, patternId, min, max)`);
  }
  if (changes.minLength !== undefined && changes.maxLength !== undefined && changes.minLength > changes.maxLength) {
    throw new SettingsUsageError('min must not exceed max');
  }
  return changes;
}

/** A settings command, or null when the words are not one (another parser's turn). */
export function parseSettingsCommand(argv: string[]): SettingsCommand | null {
  const [area, ...words] = argv;
  if (area !== 'module' && area !== 'rule' && area !== 'setting') return null;
  const { merchant, rest } = merchantOption(words);
  if (area === 'setting') {
    const [name, state] = rest;
    if (Object.hasOwn(LIMIT_SETTINGS, name)) {
      const { min, max } = LIMIT_SETTINGS[name as LimitSetting];
      const value = rest.length === 2 && /^\d{1,9}$/.test(state) ? Number(state) : Number.NaN;
      if (!(value >= min && value <= max)) throw new SettingsUsageError(`setting ${name} needs a whole number from ${min} to ${max}`);
      return { kind: 'setting.limit', merchant, name: name as LimitSetting, value };
    }
    if (rest.length !== 2 || !(SWITCHABLE_SETTINGS as readonly string[]).includes(name) || (state !== 'on' && state !== 'off')) {
      throw new SettingsUsageError(`setting needs <name> on|off; names: ${SWITCHABLE_SETTINGS.join(', ')}`);
    }
    return { kind: 'setting.set', merchant, name: name as SwitchableSetting, enabled: state === 'on' };
  }
  if (area === 'module') {
    if (rest.length === 1 && rest[0] === 'list') return { kind: 'module.list', merchant };
    const [modId, state] = rest;
    if (rest.length !== 2 || !/^[A-Z0-9_]{2,40}$/.test(modId) || (state !== 'on' && state !== 'off')) {
      throw new SettingsUsageError('module needs <MODID> on|off, or list');
    }
    return { kind: 'module.set', merchant, modId, enabled: state === 'on' };
  }
  const [field, ...pairs] = rest;
  if (!field || !/^[A-Za-z]{2,40}$/.test(field)) throw new SettingsUsageError('rule needs a field name, e.g. mobileNum');
  return { kind: 'rule.set', merchant, field, changes: ruleChanges(pairs) };
}

type Done = (stdout: string) => { code: number; stdout: string; stderr: string };

export async function executeSettingsCommand(
  db: Queryable,
  command: SettingsCommand,
  helpers: { merchantId: number; done: Done; fail: Done; audit: () => Promise<unknown> },
) {
  const { merchantId, done, fail, audit } = helpers;
  if (command.kind === 'setting.limit') {
    await db.query('UPDATE merchants SET settings = jsonb_set(settings, $2::text[], $3::jsonb) WHERE id = $1', [
      merchantId,
      [command.name],
      JSON.stringify(command.value),
    ]);
    await audit();
    return done(`setting ${command.name} ${command.value}`);
  }
  if (command.kind === 'setting.set') {
    await db.query('UPDATE merchants SET settings = jsonb_set(settings, $2::text[], $3::jsonb) WHERE id = $1', [
      merchantId,
      [command.name],
      JSON.stringify(command.enabled),
    ]);
    await audit();
    return done(`setting ${command.name} ${command.enabled ? 'on' : 'off'}`);
  }
  if (command.kind === 'module.list') {
    const rows = await db.query<{ mod_id: string; parent_mod_id: string | null; enabled: boolean }>(
      'SELECT mod_id, parent_mod_id, enabled FROM modules WHERE merchant_id = $1 ORDER BY parent_mod_id NULLS FIRST, position, mod_id',
      [merchantId],
    );
    return done(rows.rows.map((r) => `${r.mod_id}\t${r.enabled ? 'on' : 'off'}${r.parent_mod_id ? `\t(in ${r.parent_mod_id})` : ''}`).join('\n'));
  }
  if (command.kind === 'module.set') {
    const updated = await db.query('UPDATE modules SET enabled = $3 WHERE merchant_id = $1 AND mod_id = $2', [
      merchantId,
      command.modId,
      command.enabled,
    ]);
    if (!updated.rowCount) return fail(`unknown module: ${command.modId} (see: npm run admin -- module list)`);
    await audit();
    return done(`module ${command.modId} ${command.enabled ? 'on' : 'off'}`);
  }
  const current = await db.query<{ min_length: number; max_length: number }>(
    'SELECT min_length, max_length FROM register_rules WHERE merchant_id = $1 AND field = $2',
    [merchantId, command.field],
  );
  const rule = current.rows[0];
  if (!rule) return fail(`unknown register field: ${command.field}`);
  const { changes } = command;
  const min = changes.minLength ?? rule.min_length;
  const max = changes.maxLength ?? rule.max_length;
  if (min > max) return fail(`min (${min}) would exceed max (${max})`);
  await db.query(
    `UPDATE register_rules SET enabled = COALESCE($3, enabled), required = COALESCE($4, required),
       accepted_pattern = COALESCE($5, accepted_pattern), pattern_id = COALESCE($6, pattern_id), min_length = $7, max_length = $8
     WHERE merchant_id = $1 AND field = $2`,
    [
      merchantId,
      command.field,
      changes.enabled ?? null,
      changes.required ?? null,
      changes.acceptedPattern ?? null,
      changes.patternId ?? null,
      min,
      max,
    ],
  );
  await audit();
  return done(
    `rule ${command.field} updated: ${Object.entries(changes)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')}`,
  );
}
