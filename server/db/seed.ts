/**
 * Idempotent demo data: the `demo` merchant with its settings, module tree, register rules,
 * customer service, resources and demo accounts, plus the payload RSA key. Safe to run on every
 * start: rows that exist are left alone, so operator changes survive.
 */
import type { PasswordHasher } from '../auth/password-hasher';
import { encryptLink } from '../crypto/des-link';
import { codeKey, usernameKey } from '../identity/identifier-key';
import { usernameSkeleton } from '../identity/username-confusables';
import { ensureServerKey } from '../crypto/server-keys';
import type { ServerKey } from '../crypto/server-keys';
import type { Db, Queryable } from './db.types';
import { seedGames } from './seed-games';
import { reconcileLotteryCatalogue } from './seed-lottery';
import { seedContent } from './seed-content';
import { seedDepositChannels } from './seed-deposits';
import { seedWithdrawSettings } from './seed-withdrawals';
import { seedBanks } from './seed-banks';
import { dropPlaceholderSocialLinks } from '../content/social-links';
import { DEMO_MERCHANT_CODE, demoAccounts, demoCustomerService, demoModules, demoRegisterRules, demoResources, demoSettings } from './seed-data';
import type { ModuleSeed } from './seed-data';

async function insertModules(tx: Queryable, merchantId: number, nodes: ModuleSeed[], parent: string | null) {
  for (const [position, node] of nodes.entries()) {
    await tx.query(
      `INSERT INTO modules (merchant_id, mod_id, parent_mod_id, enabled, position) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (merchant_id, mod_id) DO NOTHING`,
      [merchantId, node.modId, parent, node.enabled, position],
    );
    await insertModules(tx, merchantId, node.children ?? [], node.modId);
  }
}

export async function seed(db: Db, deps: { hasher: PasswordHasher; now: () => Date }): Promise<{ seeded: boolean; serverKey: ServerKey }> {
  const present = await db.query('SELECT 1 FROM merchants WHERE code = $1', [DEMO_MERCHANT_CODE]);
  const serverKey = await ensureServerKey(db);
  if (present.rows.length > 0) {
    await seedGames(db, deps); // a database seeded before the games catalogue existed gets it now
    await reconcileLotteryCatalogue(db, deps); // and one seeded before the lottery schedules gets them
    await seedContent(db, deps); // likewise the site content (banners, notices, help, VIP)
    await seedDepositChannels(db); // and the deposit channels
    await seedWithdrawSettings(db); // and the withdrawal rules
    await seedBanks(db); // and the banks members bind withdrawal accounts at
    await dropPlaceholderSocialLinks(db); // and one seeded with example social addresses loses them
    return { seeded: false, serverKey };
  }

  // hashing takes a while: do it before the transaction (PGlite blocks everything during one)
  const accounts = await Promise.all(demoAccounts.map(async (a) => ({ ...a, hash: await deps.hasher.hash(a.password) })));
  const now = deps.now();
  await db.transaction(async (tx) => {
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO merchants (code, name, settings) VALUES ($1, $2, $3) ON CONFLICT (code) DO NOTHING RETURNING id`,
      [DEMO_MERCHANT_CODE, 'Demo', JSON.stringify(demoSettings)],
    );
    const merchantId = inserted.rows[0]?.id;
    if (merchantId === undefined) return; // seeded concurrently by another process
    await insertModules(tx, merchantId, demoModules, null);
    for (const r of demoRegisterRules) {
      await tx.query(
        `INSERT INTO register_rules (merchant_id, field, enabled, required, accepted_pattern, pattern_id, min_length, max_length, input_type)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
        [merchantId, r.field, r.enabled, r.required, r.acceptedPattern, r.patternId, r.minLength, r.maxLength, r.type ?? null],
      );
    }
    for (const [position, cs] of demoCustomerService.entries()) {
      await tx.query(`INSERT INTO customer_service (merchant_id, cs_type, path, position) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
        merchantId,
        cs.csType,
        encryptLink(cs.url, cs.key),
        position,
      ]);
    }
    for (const [position, r] of demoResources.entries()) {
      await tx.query(
        `INSERT INTO resources (merchant_id, resource_type, url, qr_code_url, label_name_en, position) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT DO NOTHING`,
        [merchantId, r.resourceType, r.url, r.qrCodeUrl, r.labelNameEn, position],
      );
    }
    for (const a of accounts) {
      await tx.query(
        `INSERT INTO members (merchant_id, username, username_key, password_hash, type, nickname, language, password_changed_at, created_at,
           affiliate_code, affiliate_code_key, username_skeleton)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $10, $11) ON CONFLICT DO NOTHING`,
        [
          merchantId,
          a.username,
          usernameKey(a.username),
          a.hash,
          a.type,
          a.nickname,
          demoSettings.defaultLanguage,
          now,
          a.affiliateCode,
          a.affiliateCode ? codeKey(a.affiliateCode) : null,
          usernameSkeleton(a.username),
        ],
      );
      for (const [product, rate] of Object.entries(a.rebates)) {
        await tx.query(
          `INSERT INTO member_rebates (member_id, product, rate_bp, updated_at)
           SELECT id, $3, $4, $5 FROM members WHERE merchant_id = $1 AND username_key = $2 ON CONFLICT DO NOTHING`,
          [merchantId, usernameKey(a.username), product, rate, now],
        );
      }
    }
  });
  await seedGames(db, deps);
  await seedContent(db, deps);
  await seedDepositChannels(db);
  await seedWithdrawSettings(db);
  await seedBanks(db);
  return { seeded: true, serverKey };
}
