/**
 * Seeds the demo merchant's site content (seed-content-data.ts, seed-content-help.ts) once, in one
 * transaction, through the publishing functions the admin commands use (so seeded HTML is
 * sanitised like an operator's). Runs on every start: a row in content_seed_runs marks it done, so
 * databases created before the content existed get it, and an operator's removals stick.
 *
 * It also moves the demo desks of older databases from the example chat address to the local chat
 * page, and marks the VIP desk's minimum club rank.
 */
import { addBanner, addNotice, addPromotion } from '../content/content-publishing.service';
import { artUrl } from '../content/artwork-catalogue';
import { putHelpEntry } from '../content/help-center.service';
import { sendMemberMessage } from '../content/member-messages.service';
import { decryptLink, encryptLink } from '../crypto/des-link';
import type { Db, Queryable } from './db.types';
import { demoCustomerService, DEMO_MERCHANT_CODE } from './seed-data';
import {
  demoBanners,
  demoClubLevels,
  demoFooter,
  demoMessages,
  demoNotices,
  demoVipRanks,
  demoWinners,
  SEED_LANGUAGES,
  VIP_DESK_MIN_RANK,
} from './seed-content-data';
import { demoHelp } from './seed-content-help';
import { demoPromotions, promotionHtml } from './seed-content-promotions';
import { usernameKey } from '../identity/identifier-key';

export const SITE_CONTENT_SEED = 'site-content-v1';

const pesos = (amount: number) => BigInt(Math.round(amount * 100));

/**
 * Seeded items are open from a fixed past date rather than from the moment of seeding, so they show
 * whatever the clock says (a test clock, or a server whose data folder was created later).
 */
const SEEDED_FROM = new Date('2024-01-01T00:00:00.000Z');

async function seedAnnouncements(tx: Queryable, merchantId: number, defaultLanguage: string, now: Date) {
  for (const language of SEED_LANGUAGES) {
    for (const [sort, promotion] of demoPromotions.entries()) {
      const text = promotion.text[language];
      await addPromotion(tx, {
        merchantId,
        language,
        now,
        sort,
        startAt: SEEDED_FROM,
        code: promotion.code,
        category: promotion.category,
        title: text.title,
        summary: text.summary,
        content: promotionHtml(language, text),
        imageUrl: artUrl(promotion.art),
      });
    }
    for (const [sort, notice] of demoNotices.entries()) {
      const text = notice.text[language];
      await addNotice(tx, {
        merchantId,
        language,
        now,
        sort,
        startAt: SEEDED_FROM,
        title: text.title,
        content: text.content,
        noticeType: notice.type,
        showAfterLogin: notice.showAfterLogin,
      });
    }
  }
  for (const [index, banner] of demoBanners.entries()) {
    await addBanner(tx, {
      merchantId,
      language: defaultLanguage,
      now,
      sort: index,
      startAt: SEEDED_FROM,
      groupName: banner.group,
      title: banner.title,
      imageUrl: artUrl(banner.art),
      linkageType: banner.link?.type ?? null,
      linkageTarget: banner.link?.target ?? null,
    });
  }
}

async function seedHelp(tx: Queryable, merchantId: number) {
  for (const language of SEED_LANGUAGES) {
    for (const [categorySort, category] of demoHelp.entries()) {
      for (const [entrySort, entry] of category.entries.entries()) {
        await putHelpEntry(tx, {
          merchantId,
          language,
          category: { code: category.code, title: category.title[language], sort: categorySort },
          entry: { code: entry.code, title: entry.text[language].title, content: entry.text[language].content, sort: entrySort },
        });
      }
    }
  }
}

async function seedClub(tx: Queryable, merchantId: number, now: Date) {
  for (const r of demoVipRanks) {
    await tx.query(
      `INSERT INTO vip_ranks (merchant_id, level, name, deposit_required, turnover_required, upgrade_bonus, monthly_bonus, birthday_bonus,
         rebate_rate_bp, daily_withdrawal_count, daily_withdrawal_limit, dedicated_service)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING`,
      [
        merchantId,
        r.level,
        r.name,
        pesos(r.deposit),
        pesos(r.turnover),
        pesos(r.upgrade),
        pesos(r.monthly),
        pesos(r.birthday),
        r.rebateBp,
        r.withdrawals,
        pesos(r.limit),
        r.dedicated,
      ],
    );
  }
  for (const [username, level] of Object.entries(demoClubLevels)) {
    await tx.query('UPDATE members SET club_level = $3 WHERE merchant_id = $1 AND username_key = $2', [merchantId, usernameKey(username), level]);
  }
  for (const message of demoMessages) {
    const member = await tx.query<{ id: number }>('SELECT id FROM members WHERE merchant_id = $1 AND username_key = $2', [
      merchantId,
      usernameKey(message.username),
    ]);
    if (!member.rows[0]) continue;
    const at = new Date(now.getTime() - message.minutesAgo * 60_000);
    await sendMemberMessage(tx, {
      merchantId,
      memberId: member.rows[0].id,
      title: message.title,
      content: message.content,
      now: at,
      readAt: message.read ? at : null,
    });
  }
  for (const [index, [player, game, gameType, vendor, amount, minutesAgo]] of demoWinners.entries()) {
    // a game of the catalogue of that type where there is one, so the board names it in each
    // language as the lobby does (server/content/winners.service.ts); the listed name otherwise
    const played = await tx.query<{ node_id: string; name_en: string; vassalage: string }>(
      `SELECT node_id, name_en, vassalage FROM (
         SELECT g.node_id, g.name_en, v.vassalage, row_number() OVER (ORDER BY g.popularity DESC, g.id) - 1 AS n, count(*) OVER () AS games
         FROM games g JOIN game_vendors v ON v.id = g.vendor_id WHERE g.merchant_id = $1 AND g.game_type = $2) ranked
       WHERE n = $3::int % games`,
      [merchantId, gameType, index],
    );
    const known = played.rows[0];
    await tx.query(
      `INSERT INTO content_winners (merchant_id, customer_name, game_name, game_type, vendor, node_id, win_amount, won_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        merchantId,
        player,
        known?.name_en ?? game,
        gameType,
        known?.vassalage ?? vendor,
        known?.node_id ?? `demo-${index + 1}`,
        pesos(amount),
        new Date(now.getTime() - minutesAgo * 60_000),
      ],
    );
  }
}

/** Older databases point the demo desks at an example chat site: move them to the local page. */
async function localDesks(tx: Queryable, merchantId: number) {
  const desks = await tx.query<{ id: number; cs_type: number; path: string }>(
    'SELECT id, cs_type, path FROM customer_service WHERE merchant_id = $1',
    [merchantId],
  );
  for (const desk of desks.rows) {
    const local = demoCustomerService.find((d) => d.csType === desk.cs_type);
    if (local && decryptLink(desk.path).startsWith('https://chat.example.com/')) {
      await tx.query('UPDATE customer_service SET path = $2 WHERE id = $1', [desk.id, encryptLink(local.url, local.key)]);
    }
  }
  await tx.query('UPDATE customer_service SET min_rank_level = $2 WHERE merchant_id = $1 AND cs_type = 4 AND min_rank_level IS NULL', [
    merchantId,
    VIP_DESK_MIN_RANK,
  ]);
}

export async function seedContent(db: Db, deps: { now: () => Date; merchantCode?: string }): Promise<boolean> {
  const code = deps.merchantCode ?? DEMO_MERCHANT_CODE;
  const merchant = (
    await db.query<{ id: number; language: string }>("SELECT id, settings->>'defaultLanguage' AS language FROM merchants WHERE code = $1", [code])
  ).rows[0];
  if (!merchant) return false;
  const done = await db.query('SELECT 1 FROM content_seed_runs WHERE merchant_id = $1 AND name = $2', [merchant.id, SITE_CONTENT_SEED]);
  if (done.rows.length > 0) return false;
  const now = deps.now();
  return db.transaction(async (tx) => {
    // the marker is the claim: a second process seeding at the same time waits here, then skips
    const claimed = await tx.query(
      'INSERT INTO content_seed_runs (merchant_id, name, applied_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING name',
      [merchant.id, SITE_CONTENT_SEED, now],
    );
    if (claimed.rows.length === 0) return false;
    await seedAnnouncements(tx, merchant.id, merchant.language, now);
    await seedHelp(tx, merchant.id);
    await seedClub(tx, merchant.id, now);
    await tx.query('INSERT INTO site_settings (merchant_id, footer) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      merchant.id,
      JSON.stringify(demoFooter),
    ]);
    await localDesks(tx, merchant.id);
    return true;
  });
}
