/**
 * Publishing site content from the admin CLI: notices, banners and promotions (add, list,
 * remove) and a member's VIP club rank. HTML is sanitised and links checked by the content
 * services (server/content/announcements.service.ts), the same code the seed uses. A running
 * gateway answers the new content on the next request (content is not cached).
 */
import { ContentError, LINKAGE_TYPES, NOTICE_TYPES, PROMOTION_CATEGORIES } from '../content/announcements.service';
import { addBanner, addNotice, addPromotion, listContent, removeContent } from '../content/content-publishing.service';
import type { LinkageType, Platform } from '../content/announcements.service';
import type { ContentKind } from '../content/content-publishing.service';
import { ART_NAMES, artUrl } from '../content/artwork-catalogue';
import { setMemberClubLevel } from '../content/vip.service';
import type { Db } from '../db/db.types';
import { DEMO_MERCHANT_CODE } from '../db/seed-data';
import { usernameKey } from '../identity/identifier-key';
import { splitOptions } from './cli-options';

export const CONTENT_USAGE = `  notice add --title TEXT --content HTML [--type GENERAL|NEWS|MAINTENANCE|PROMOTION|PAYMENT|AGENT] [--after-login]
             [--lang CODE] [--sort N] [--from ISO-8601] [--until ISO-8601] [--platform W|M|A] [--merchant CODE]
                                                       publish a notice (notice bar; --after-login: also the news popup; AGENT: the agent centre only)
  banner add --group NAME --image URL|PICTURE [--title TEXT] [--link-type ROUTE|URL|PROMOTION --link TARGET]
             [--lang CODE] [--sort N] [--from ISO-8601] [--until ISO-8601] [--platform W|M|A] [--merchant CODE]
                                                       publish a banner to a group (w_home, w_rng, w_register_EN, w_login, ...)
  promotion add --title TEXT --content HTML --image URL|PICTURE --category CATEGORY [--summary TEXT] [--code CODE]
             [--lang CODE] [--sort N] [--from ISO-8601] [--until ISO-8601] [--platform W|M|A] [--merchant CODE]
                                                       publish a promotion (categories: ${PROMOTION_CATEGORIES.join(', ')})
  notice|banner|promotion list [--lang CODE] [--group NAME] [--merchant CODE]
                                                       show every item with its id and window
  notice|banner|promotion remove <id> [--merchant CODE]
                                                       take an item down
  vip set <username> <level> [--merchant CODE]         set a member's VIP club rank (above 4: the VIP desk)
  (HTML is sanitised on publishing; --lang defaults to the merchant's default language; PICTURE is a
   built-in picture name such as banner-live or promo-daily-reload)`;

interface Window {
  language: string | null;
  sort: number;
  from: string | null;
  until: string | null;
  platform: Platform;
}

export type ContentCommand =
  | { kind: 'notice.add'; merchant: string; window: Window; title: string; content: string; noticeType: string; showAfterLogin: boolean }
  | {
      kind: 'banner.add';
      merchant: string;
      window: Window;
      group: string;
      image: string;
      title: string;
      linkageType: LinkageType | null;
      link: string | null;
    }
  | {
      kind: 'promotion.add';
      merchant: string;
      window: Window;
      title: string;
      content: string;
      image: string;
      category: string;
      summary: string;
      code: string | null;
    }
  | { kind: 'content.list'; merchant: string; what: ContentKind; language: string | null; group: string | null }
  | { kind: 'content.remove'; merchant: string; what: ContentKind; id: number }
  | { kind: 'vip.set'; merchant: string; username: string; level: number };

export class ContentUsageError extends Error {}

const VALUED = [
  'title',
  'content',
  'type',
  'lang',
  'sort',
  'from',
  'until',
  'platform',
  'merchant',
  'group',
  'image',
  'link-type',
  'link',
  'category',
  'summary',
  'code',
];
const FLAGS = ['after-login'];

const split = (words: string[]) => splitOptions(words, VALUED, FLAGS, (message) => new ContentUsageError(message));

function allowOnly(values: Record<string, string>, flags: Set<string>, allowed: string[]) {
  const extra = [...Object.keys(values), ...flags].find((name) => !allowed.includes(name));
  if (extra) throw new ContentUsageError(`--${extra} does not apply here`);
}

function date(value: string | undefined, name: string): string | null {
  if (value === undefined) return null;
  if (Number.isNaN(Date.parse(value))) throw new ContentUsageError(`--${name} must be an ISO-8601 date-time`);
  return new Date(value).toISOString();
}

function windowOf(values: Record<string, string>): Window {
  const sort = values.sort === undefined ? 0 : Number(values.sort);
  if (!Number.isInteger(sort) || Math.abs(sort) > 1_000_000) throw new ContentUsageError('--sort must be a whole number');
  const platform = (values.platform ?? 'A').toUpperCase();
  if (platform !== 'W' && platform !== 'M' && platform !== 'A') throw new ContentUsageError('--platform must be W, M or A');
  const from = date(values.from, 'from');
  const until = date(values.until, 'until');
  if (from && until && Date.parse(until) <= Date.parse(from)) throw new ContentUsageError('--until must be after --from');
  return { language: values.lang?.toUpperCase() ?? null, sort, from, until, platform };
}

const need = (values: Record<string, string>, name: string) => {
  const value = values[name];
  if (value === undefined || value.trim() === '') throw new ContentUsageError(`--${name} is required`);
  return value;
};

/** A built-in picture name becomes its address; anything else is checked when publishing. */
const picture = (value: string) => (ART_NAMES.includes(value) ? artUrl(value) : value);

const WINDOW_OPTIONS = ['lang', 'sort', 'from', 'until', 'platform', 'merchant'];

/** A content command, or null when the words are not one (another parser's turn). */
export function parseContentCommand(argv: string[]): ContentCommand | null {
  const [area, action, ...rest] = argv;
  if (area === 'vip') {
    const { positional, values, flags } = split(rest);
    allowOnly(values, flags, ['merchant']);
    const level = Number(positional[1]);
    if (action !== 'set' || positional.length !== 2 || !Number.isInteger(level) || level < 1 || level > 99) {
      throw new ContentUsageError('vip set needs <username> <level> (a whole number from 1)');
    }
    return { kind: 'vip.set', merchant: values.merchant ?? DEMO_MERCHANT_CODE, username: positional[0], level };
  }
  if (area !== 'notice' && area !== 'banner' && area !== 'promotion') return null;
  const { positional, values, flags } = split(rest);
  const merchant = values.merchant ?? DEMO_MERCHANT_CODE;
  if (action === 'list') {
    allowOnly(values, flags, area === 'banner' ? ['lang', 'group', 'merchant'] : ['lang', 'merchant']);
    if (positional.length) throw new ContentUsageError(`unexpected argument ${positional[0]}`);
    return { kind: 'content.list', merchant, what: area, language: values.lang?.toUpperCase() ?? null, group: values.group ?? null };
  }
  if (action === 'remove') {
    allowOnly(values, flags, ['merchant']);
    const id = Number(positional[0]);
    if (positional.length !== 1 || !Number.isInteger(id) || id < 1)
      throw new ContentUsageError(`${area} remove needs the item's id (see ${area} list)`);
    return { kind: 'content.remove', merchant, what: area, id };
  }
  if (action !== 'add') throw new ContentUsageError(`${area} needs add, list or remove`);
  if (positional.length) throw new ContentUsageError(`unexpected argument ${positional[0]} (values go after their --option)`);
  const window = windowOf(values);
  if (area === 'notice') {
    allowOnly(values, flags, ['title', 'content', 'type', 'after-login', ...WINDOW_OPTIONS]);
    const noticeType = (values.type ?? 'GENERAL').toUpperCase();
    if (!(NOTICE_TYPES as readonly string[]).includes(noticeType)) throw new ContentUsageError(`--type must be one of ${NOTICE_TYPES.join(', ')}`);
    return {
      kind: 'notice.add',
      merchant,
      window,
      title: need(values, 'title'),
      content: need(values, 'content'),
      noticeType,
      showAfterLogin: flags.has('after-login'),
    };
  }
  if (area === 'banner') {
    allowOnly(values, flags, ['group', 'image', 'title', 'link-type', 'link', ...WINDOW_OPTIONS]);
    const linkageType = values['link-type']?.toUpperCase() ?? null;
    if (linkageType !== null && !(LINKAGE_TYPES as readonly string[]).includes(linkageType))
      throw new ContentUsageError(`--link-type must be one of ${LINKAGE_TYPES.join(', ')}`);
    if ((linkageType === null) !== (values.link === undefined)) throw new ContentUsageError('--link-type and --link go together');
    return {
      kind: 'banner.add',
      merchant,
      window,
      group: need(values, 'group'),
      image: picture(need(values, 'image')),
      title: values.title ?? '',
      linkageType: linkageType as LinkageType | null,
      link: values.link ?? null,
    };
  }
  allowOnly(values, flags, ['title', 'content', 'image', 'category', 'summary', 'code', ...WINDOW_OPTIONS]);
  const category = need(values, 'category').toUpperCase();
  if (!(PROMOTION_CATEGORIES as readonly string[]).includes(category))
    throw new ContentUsageError(`--category must be one of ${PROMOTION_CATEGORIES.join(', ')}`);
  return {
    kind: 'promotion.add',
    merchant,
    window,
    title: need(values, 'title'),
    content: need(values, 'content'),
    image: picture(need(values, 'image')),
    category,
    summary: values.summary ?? '',
    code: values.code ?? null,
  };
}

type Print = (text: string) => { code: number; stdout: string; stderr: string };

const when = (date: Date | null) => (date ? `${date.toISOString().slice(0, 19)}Z` : '-');

export async function executeContentCommand(
  db: Db,
  command: ContentCommand,
  helpers: { now: () => Date; done: Print; fail: Print; audit: () => Promise<unknown> },
) {
  const { done, fail, audit } = helpers;
  const found = await db.query<{ id: number; language: string; languages: string[] }>(
    `SELECT id, settings->>'defaultLanguage' AS language, settings->'languages' AS languages FROM merchants WHERE code = $1`,
    [command.merchant],
  );
  const merchant = found.rows[0];
  if (!merchant) return fail(`unknown merchant: ${command.merchant}`);

  if (command.kind === 'vip.set') {
    const member = await db.query<{ id: number; username: string }>('SELECT id, username FROM members WHERE merchant_id = $1 AND username_key = $2', [
      merchant.id,
      usernameKey(command.username),
    ]);
    if (!member.rows[0]) return fail(`no member ${command.username} at merchant ${command.merchant}`);
    if (!(await setMemberClubLevel(db, merchant.id, member.rows[0].id, command.level)))
      return fail(`no VIP rank ${command.level} (see GET /wps/relay/MCSFE_getVipRanks)`);
    await audit();
    return done(`${member.rows[0].username} is now at VIP rank ${command.level}`);
  }
  if (command.kind === 'content.list') {
    const items = await listContent(db, merchant.id, command.what, { language: command.language ?? undefined, group: command.group ?? undefined });
    const now = helpers.now().getTime();
    const state = (item: { startAt: Date; endAt: Date | null }) =>
      item.startAt.getTime() > now ? 'scheduled' : item.endAt && item.endAt.getTime() <= now ? 'ended' : 'active';
    return done(
      items.length
        ? items
            .map(
              (item) => `${item.id}\t${item.language}\t${state(item)}\t${when(item.startAt)}..${when(item.endAt)}\tsort ${item.sort}\t${item.label}`,
            )
            .join('\n')
        : `(no ${command.what}s)`,
    );
  }
  if (command.kind === 'content.remove') {
    if (!(await removeContent(db, merchant.id, command.what, command.id)))
      return fail(`no ${command.what} ${command.id} at merchant ${command.merchant}`);
    await audit();
    return done(`removed ${command.what} ${command.id}`);
  }

  const { window } = command;
  const language = window.language ?? merchant.language;
  if (!merchant.languages.includes(language))
    return fail(`--lang ${language} is not one of the merchant's languages (${merchant.languages.join(', ')})`);
  const common = {
    merchantId: merchant.id,
    language,
    platform: window.platform,
    sort: window.sort,
    startAt: window.from ? new Date(window.from) : null,
    endAt: window.until ? new Date(window.until) : null,
    now: helpers.now(),
  };
  try {
    let id: number;
    if (command.kind === 'notice.add') {
      id = await addNotice(db, {
        ...common,
        title: command.title,
        content: command.content,
        noticeType: command.noticeType,
        showAfterLogin: command.showAfterLogin,
      });
    } else if (command.kind === 'banner.add') {
      id = await addBanner(db, {
        ...common,
        groupName: command.group,
        imageUrl: command.image,
        title: command.title,
        linkageType: command.linkageType,
        linkageTarget: command.link,
      });
    } else {
      id = await addPromotion(db, {
        ...common,
        title: command.title,
        content: command.content,
        imageUrl: command.image,
        category: command.category,
        summary: command.summary,
        code: command.code,
      });
    }
    await audit();
    return done(`published ${command.kind.split('.')[0]} ${id} (${language})`);
  } catch (error) {
    if (error instanceof ContentError) return fail(error.message);
    throw error;
  }
}
