/**
 * The agent centre's register centre on the wire (research §4.4, §4.5; issue 14):
 * - rebate rates per product: the agent's own and the most it may give
 *   (`MCSFE_getGlobalRebateSettingsByProductType`), a team member's (`MCSFE_getDownlineRebates`),
 *   and a direct downline's set (`PUT /wps/agent/updateDownlineRebates`);
 * - `PUT /wps/agent/promoteDownlineToAgent`: a direct downline member becomes an agent;
 * - `POST /wps/agent/downline` (sealed): a downline account opened by the agent;
 * - affiliate links: the lifetimes on offer (`MCSFE_getMerchantUrlExpiryOptions`), create, list,
 *   delete, and who registered through one (`MCSFE_createAffiliateUrl`, `MCSFE_viewAffiliateUrls`,
 *   `MCSFE_deleteAffiliateUrl`, `MCSFE_viewRegisteredAffiliates`).
 *
 * A rate is a percentage with at most two decimals (1.25 = 1.25 %); the gateway keeps basis points.
 */
import { z } from 'zod';
import { epochMs } from './fields.schemas';
import { GAME_TYPE_CODES } from './games.schemas';
import { typedText } from './typed-input';

const product = z.enum(GAME_TYPE_CODES, { error: 'unknown product' });
const rate = z
  .number()
  .finite()
  .min(0, 'must not be negative')
  .max(100, 'at most 100')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'at most two decimals');
const memberId = z.coerce.number().int().positive();
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const size = z.coerce.number().int().min(1).max(100).default(10);

/** Rates given per product; a product left out keeps its rate (0 for a new member). */
const rebatesInput = z
  .array(z.strictObject({ product, rate }))
  .max(GAME_TYPE_CODES.length)
  .refine((list) => new Set(list.map((entry) => entry.product)).size === list.length, 'each product at most once');
const rebatesList = z.array(z.strictObject({ product, rate }));

/** What a link or a direct registration creates: a plain member (type 0) or an agent (type 1). */
export const DOWNLINE_KINDS = ['member', 'agent'] as const;
const downlineKind = z.enum(DOWNLINE_KINDS);

// ---- rates ----

/** Per product: the agent's own rate and the most it may give a downline. */
export const globalRebateValue = z.strictObject({
  list: z.array(z.strictObject({ product, rate, maxRate: rate })),
});

export const downlineRebatesQuery = z.strictObject({ downlineId: memberId });
/** Every product's rate of the member. */
export const rebatesValue = z.strictObject({ list: rebatesList });

export const updateDownlineRebatesBody = z.strictObject({ downlineId: memberId, rebates: rebatesInput });

/** A rate above what the agent may give, or below what the downline gives its own downlines: the product and the limit it met. */
const rateLimitDetail = z.strictObject({ product, limit: rate });
export const REBATE_FAILURES = { 'rebate.aboveOwn': rateLimitDetail, 'rebate.belowDownline': rateLimitDetail } as const;

// ---- promotion and direct registration ----

export const promoteDownlineBody = z.strictObject({ downlineId: memberId });
export const promoteDownlineValue = z.strictObject({ downlineId: z.number().int().positive(), type: z.literal(1) });

/** The username and password meet the merchant's register rules, as a visitor's registration does. */
export const createDownlineBody = z.strictObject({
  username: z.string().trim().min(1).max(64).transform(typedText),
  // passwords are taken as typed: no trimming
  password: z.string().min(1).max(256),
  type: downlineKind,
  rebates: rebatesInput.optional().default([]),
});
export const createDownlineValue = z.strictObject({
  customerId: z.number().int().positive(),
  username: z.string().min(1),
  type: downlineKind,
});

// ---- affiliate links ----

/** Lifetimes in days a link may be given; 0: it never expires. */
export const urlExpiryOptionsValue = z.strictObject({ list: z.array(z.number().int().nonnegative()) });

export const createAffiliateUrlBody = z.strictObject({
  type: downlineKind,
  expiryDays: z.number().int().min(0).max(36_500),
  rebates: rebatesInput.optional().default([]),
});

const affiliateUrl = {
  affiUrlId: z.number().int().positive(),
  code: z.string().min(1),
  /** the site's register page with the link's code */
  url: z.string().min(1),
  type: downlineKind,
  /** null: never expires */
  expiresAt: epochMs.nullable(),
};
export const affiliateUrlValue = z.strictObject(affiliateUrl);

export const affiliateUrlsQuery = z.strictObject({ page, size });
export const affiliateUrlsValue = z.strictObject({
  list: z.array(
    z.strictObject({
      ...affiliateUrl,
      rebates: rebatesList,
      createdAt: epochMs,
      expired: z.boolean(),
      /** members who registered through the link */
      registrations: z.number().int().nonnegative(),
    }),
  ),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});

export const deleteAffiliateUrlQuery = z.strictObject({ affiUrlId: memberId });

export const registeredAffiliatesQuery = z.strictObject({ affiUrlId: memberId, page, size });
export const registeredAffiliatesValue = z.strictObject({
  list: z.array(
    z.strictObject({
      customerId: z.number().int().positive(),
      username: z.string().min(1),
      /** the member's type now: 0 player, 1/2/41/42 agent */
      type: z.number().int(),
      registeredAt: epochMs,
    }),
  ),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});
