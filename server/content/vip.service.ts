/**
 * VIP club ranks and a member's rank (members.club_level). Amounts leave in major units with two
 * decimals, like the wallet; the rebate as a percentage.
 */
import type { Queryable } from '../db/db.types';
import { formatAmount } from '../wallet/ledger.service';
import { artUrl } from './artwork-catalogue';

export interface VipRankView {
  level: number;
  name: string;
  iconUrl: string;
  /** total deposits and valid bets needed to reach the rank */
  depositRequired: number;
  turnoverRequired: number;
  benefits: {
    upgradeBonus: number;
    monthlyBonus: number;
    birthdayBonus: number;
    /** percent of valid bets, e.g. 0.8 */
    rebateRate: number;
    dailyWithdrawalCount: number;
    dailyWithdrawalLimit: number;
    dedicatedService: boolean;
  };
}

interface RankRow {
  level: number;
  name: string;
  deposit_required: string;
  turnover_required: string;
  upgrade_bonus: string;
  monthly_bonus: string;
  birthday_bonus: string;
  rebate_rate_bp: number;
  daily_withdrawal_count: number;
  daily_withdrawal_limit: string;
  dedicated_service: boolean;
}

const major = (minor: string | number | bigint) => Number(formatAmount(BigInt(minor)));

export async function vipRanks(db: Queryable, merchantId: number): Promise<VipRankView[]> {
  const rows = await db.query<RankRow>('SELECT * FROM vip_ranks WHERE merchant_id = $1 ORDER BY level', [merchantId]);
  return rows.rows.map((r) => ({
    level: r.level,
    name: r.name,
    iconUrl: artUrl(`vip-${Math.min(r.level, 7)}`),
    depositRequired: major(r.deposit_required),
    turnoverRequired: major(r.turnover_required),
    benefits: {
      upgradeBonus: major(r.upgrade_bonus),
      monthlyBonus: major(r.monthly_bonus),
      birthdayBonus: major(r.birthday_bonus),
      rebateRate: r.rebate_rate_bp / 100,
      dailyWithdrawalCount: r.daily_withdrawal_count,
      dailyWithdrawalLimit: major(r.daily_withdrawal_limit),
      dedicatedService: r.dedicated_service,
    },
  }));
}

/** The member's club rank with its name (`{ labelName, rankLevel }`, as member info sends it). */
export async function memberClubLabel(db: Queryable, merchantId: number, memberId: number): Promise<{ labelName: string; rankLevel: number }> {
  const found = await db.query<{ level: number; name: string | null }>(
    `SELECT m.club_level AS level, r.name FROM members m LEFT JOIN vip_ranks r ON r.merchant_id = m.merchant_id AND r.level = m.club_level
     WHERE m.id = $1 AND m.merchant_id = $2`,
    [memberId, merchantId],
  );
  const row = found.rows[0];
  return { labelName: row?.name ?? 'Member', rankLevel: row?.level ?? 1 };
}

/** Sets a member's rank; false when the merchant has no such rank. */
export async function setMemberClubLevel(db: Queryable, merchantId: number, memberId: number, level: number): Promise<boolean> {
  const rank = await db.query('SELECT 1 FROM vip_ranks WHERE merchant_id = $1 AND level = $2', [merchantId, level]);
  if (!rank.rows.length) return false;
  await db.query('UPDATE members SET club_level = $3 WHERE id = $1 AND merchant_id = $2', [memberId, merchantId, level]);
  return true;
}
