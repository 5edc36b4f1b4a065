/**
 * The merchant's social channels (the right bar's Facebook, up to 3 Telegram and WhatsApp links):
 * rows of the merchant's resources, set by the operator (`npm run admin -- social ...`), none until
 * then. The status call serves the ones that are set (site-info.ts) and the site shows only those.
 */
import type { Queryable } from '../db/db.types';

/** The channel names the admin command takes, with the resource type each is stored under. */
export const SOCIAL_CHANNELS = {
  facebook: { resourceType: 'FACEBOOK', label: 'Facebook' },
  telegram: { resourceType: 'TELEGRAM', label: 'Telegram' },
  telegram2: { resourceType: 'TELEGRAM_2', label: 'Telegram 2' },
  telegram3: { resourceType: 'TELEGRAM_3', label: 'Telegram 3' },
  whatsapp: { resourceType: 'WHATSAPP', label: 'WhatsApp' },
} as const;

export type SocialChannel = keyof typeof SOCIAL_CHANNELS;

export const isSocialChannel = (name: string): name is SocialChannel => Object.hasOwn(SOCIAL_CHANNELS, name);

/** The address as stored, or null when it is not an https address (the site links it in a new tab). */
export function socialAddress(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password ? url.href : null;
}

/** Sets a channel's address, or takes the channel away with null. */
export async function setSocialLink(db: Queryable, merchantId: number, channel: SocialChannel, url: string | null): Promise<void> {
  const { resourceType, label } = SOCIAL_CHANNELS[channel];
  if (url === null) {
    await db.query('DELETE FROM resources WHERE merchant_id = $1 AND resource_type = $2', [merchantId, resourceType]);
    return;
  }
  await db.query(
    `INSERT INTO resources (merchant_id, resource_type, url, qr_code_url, label_name_en, position)
     VALUES ($1, $2, $3, NULL, $4, (SELECT coalesce(max(position) + 1, 0) FROM resources WHERE merchant_id = $1))
     ON CONFLICT (merchant_id, resource_type) DO UPDATE SET url = excluded.url`,
    [merchantId, resourceType, url, label],
  );
}

/** The channels that are set, by name. */
export async function listSocialLinks(db: Queryable, merchantId: number): Promise<{ channel: SocialChannel; url: string }[]> {
  const types = Object.values(SOCIAL_CHANNELS).map((channel) => channel.resourceType);
  const rows = await db.query<{ resource_type: string; url: string }>(
    'SELECT resource_type, url FROM resources WHERE merchant_id = $1 AND resource_type = ANY($2::text[])',
    [merchantId, types],
  );
  return (Object.keys(SOCIAL_CHANNELS) as SocialChannel[]).flatMap((channel) => {
    const row = rows.rows.find((r) => r.resource_type === SOCIAL_CHANNELS[channel].resourceType);
    return row ? [{ channel, url: row.url }] : [];
  });
}

/**
 * The example addresses older demo databases were seeded with: they led nowhere, so they go (an
 * address the operator set is kept).
 */
const PLACEHOLDER_LINKS = [
  ['FACEBOOK', 'https://www.facebook.com/example'],
  ['TELEGRAM', 'https://t.me/example'],
  ['WHATSAPP', 'https://wa.me/630000000000'],
] as const;

export async function dropPlaceholderSocialLinks(db: Queryable): Promise<void> {
  for (const [resourceType, url] of PLACEHOLDER_LINKS) {
    await db.query('DELETE FROM resources WHERE resource_type = $1 AND url = $2', [resourceType, url]);
  }
}
