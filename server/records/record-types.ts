/**
 * The account record's types (wire/records.schemas.ts TX_TYPES) over the ledger's movement kinds
 * (ledger_transactions.kind), and what a row says of its movement: a reference and a short remark.
 *
 * A void round's refund counts as `bet`: it undoes a stake, and the betting record shows it on the
 * bet's own row. Rebates, salaries and dividends are posted by the settlement jobs (server/rebates,
 * server/contracts/settlement); types the ledger has no movement for yet (bonus, referral) name the
 * kinds their jobs will post, so the filter works the day they do.
 */
import type { TxNote, TxType } from '../../wire/records.schemas';

const KINDS: Record<Exclude<TxType, 'other'>, readonly string[]> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal'],
  transfer: ['transfer'],
  bet: ['bet', 'refund'],
  payout: ['win'],
  bonus: ['bonus'],
  rebate: ['rebate'],
  salary: ['salary'],
  dividend: ['dividend'],
  referral: ['referral'],
};

/** Every kind a named type covers; a movement of any other kind is `other`. */
export const KNOWN_KINDS: readonly string[] = Object.values(KINDS).flat();

export function txTypeOf(kind: string): TxType {
  for (const [type, kinds] of Object.entries(KINDS)) if (kinds.includes(kind)) return type as TxType;
  return 'other';
}

/** The ledger kinds of the chosen types, and whether `other` is among them; null when every type is. */
export function kindsOf(types: readonly TxType[] | undefined): { kinds: string[]; other: boolean } | null {
  if (!types || types.length === 0) return null;
  return { kinds: types.flatMap((type) => (type === 'other' ? [] : KINDS[type])), other: types.includes('other') };
}

const text = (value: unknown): string | null => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

/** The movement's reference as the member can quote it, from what its poster wrote in `details`. */
export function referenceOf(kind: string, details: Record<string, unknown>): string | null {
  if (kind === 'deposit') return text(details.depositId) ?? text(details.reference);
  if (kind === 'withdrawal') return text(details.withdrawalId);
  if (kind === 'transfer') return text(details.sessionId);
  return text(details.roundId) ?? text(details.numero);
}

/**
 * The names a remark shows instead of codes, read for the page's rows (account-records.ts):
 * deposit channels and game vendors by code, as the merchant names them now, and games by node
 * id in the record's language (a movement keeps its game's name in the language it was played in).
 */
export interface RemarkNames {
  channels: ReadonlyMap<string, string>;
  vendors: ReadonlyMap<string, string>;
  /** games by node id, in the record's language */
  games: ReadonlyMap<string, string>;
}

/** `vendor:SPB` -> `SPB`; `main` and other kinds are no game wallet. */
const vendorOf = (wallet: string): string | null => (wallet.startsWith('vendor:') ? wallet.slice('vendor:'.length) : null);

/** The game wallets a wallet transfer moved between (`from`/`to` are wallet kinds; a recall lists several). */
function transferVendors(details: Record<string, unknown>): string[] {
  if (details.upline || details.downline || details.collected) return [];
  return [text(details.from), text(details.to)].flatMap((side) => (side ? side.split(', ') : [])).flatMap((wallet) => vendorOf(wallet) ?? []);
}

/** The codes the remarks of these movements name: what to read into `RemarkNames`. */
export function remarkCodes(movements: readonly { kind: string; details: Record<string, unknown> }[]): {
  channels: string[];
  vendors: string[];
  games: string[];
} {
  const channels = new Set<string>();
  const vendors = new Set<string>();
  const games = new Set<string>();
  for (const { kind, details } of movements) {
    const channel = kind === 'deposit' ? text(details.channel) : null;
    if (channel) channels.add(channel);
    if (kind === 'transfer') for (const vendor of transferVendors(details)) vendors.add(vendor);
    const game = namesGame(kind) ? text(details.nodeId) : null;
    if (game) games.add(game);
  }
  return { channels: [...channels], vendors: [...vendors], games: [...games] };
}

/** The movements whose remark is their game: stakes, wins and the like (every kind but these). */
const namesGame = (kind: string) => !['deposit', 'withdrawal', 'refund', 'transfer'].includes(kind);

/** The step the member's language names (wire TX_NOTES): a withdrawal's hold, return or payout, a returned stake. */
export function noteOf(kind: string, details: Record<string, unknown>): TxNote | null {
  if (kind === 'withdrawal') {
    const step = text(details.step);
    return step === 'hold' ? 'withdrawalHold' : step === 'refund' ? 'withdrawalRefund' : step === 'paid' ? 'withdrawalPaid' : null;
  }
  if (kind === 'refund') return details.reason === 'round.timeout' ? 'roundTimeout' : 'stakeReturned';
  return null;
}

/**
 * A short note in words, never a code: the game, the deposit channel's name (an operator's credit
 * its reference), the game wallets of a transfer by their vendors' names, the members of a
 * transfer between members. A channel or vendor no longer known is left out rather than shown as
 * its code.
 */
export function remarkOf(kind: string, details: Record<string, unknown>, names: RemarkNames): string | null {
  if (kind === 'deposit') {
    const channel = text(details.channel);
    if (channel) return names.channels.get(channel) ?? null;
    return text(details.reference);
  }
  if (kind === 'withdrawal' || kind === 'refund') return null;
  if (kind === 'transfer') {
    const vendors = transferVendors(details);
    if (vendors.length > 0)
      return (
        vendors
          .map((vendor) => names.vendors.get(vendor))
          .filter(Boolean)
          .join(', ') || null
      );
    const from = text(details.from);
    const to = text(details.to);
    return from && to && !vendorOf(from) && !vendorOf(to) && from !== 'main' && to !== 'main' ? `${from} → ${to}` : null;
  }
  const game = text(details.nodeId);
  return (game ? names.games.get(game) : undefined) ?? text(details.gameName);
}

/** The wallet's vendor code (`vendor:SPB` -> `SPB`), else the wallet kind (`main`). */
export const walletCodeOf = (accountKind: string): string => vendorOf(accountKind) ?? accountKind;
