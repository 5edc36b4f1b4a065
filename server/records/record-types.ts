/**
 * The account record's types (wire/records.schemas.ts TX_TYPES) over the ledger's movement kinds
 * (ledger_transactions.kind), and what a row says of its movement: a reference and a short remark.
 *
 * A void round's refund counts as `bet`: it undoes a stake, and the betting record shows it on the
 * bet's own row. Rebates, salaries and dividends are posted by the settlement jobs (server/rebates,
 * server/contracts/settlement); types the ledger has no movement for yet (bonus, referral) name the
 * kinds their jobs will post, so the filter works the day they do.
 */
import type { TxType } from '../../wire/records.schemas';

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

/** A short note: the game, the deposit's channel, the withdrawal's step, the wallets of a transfer. */
export function remarkOf(kind: string, details: Record<string, unknown>): string | null {
  if (kind === 'deposit') return text(details.channel) ?? text(details.reference);
  if (kind === 'withdrawal') return text(details.step);
  if (kind === 'transfer') {
    const from = text(details.from);
    const to = text(details.to);
    return from && to ? `${from} → ${to}` : null;
  }
  if (kind === 'refund') return text(details.reason) ?? 'refund';
  return text(details.gameName);
}
