/**
 * What the gateway adds to the SPA's index.html so the first screen does not wait for JavaScript
 * and round trips (ARCHITECTURE §7: Lighthouse mobile budget):
 *
 * - boot answers: the gateway's own answers to the public calls the site makes as it starts
 *   (system status, announcements, vendor lanes, help centre, recent winners), made through the
 *   real routes with the visitor's host, inlined as JSON (`<script type="application/json"
 *   id="boot-answers">`). The SPA uses each once (src/api/boot-answers.ts), in the merchant's
 *   default language only; later calls go to the gateway as usual. Only token-free reads are
 *   inlined, so nothing private ever lands in the page.
 * - on home, a stand-in of the page's top (header block, first home banner) painted before any
 *   script runs; a small banner picture travels inside the page, a larger one is preloaded. Its
 *   own small script (boot-shell.script.ts) removes it once the app's banner area is ready; it is
 *   hidden from assistive technology.
 *
 * Every part is optional: a failed read leaves it out and the SPA asks the gateway itself.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BOOT_SHELL_SCRIPT } from './boot-shell.script';

/** The public start-up reads, in the order and with the query the SPA builds them. */
export function bootReads(host: string, language: string): string[] {
  const params = (pairs: Record<string, string>) => new URLSearchParams(pairs).toString();
  return [
    `/wps/system/status?${params({ url: host })}`,
    `/wps/relay/MCSFE_getListAnnouncements?${params({ types: 'B,PL,PU,PR', platform: 'W', execution: 'B', language })}`,
    `/wps/relay/GCSGAME_newGameVendor?${params({ platform: 'html5-desktop', language })}`,
    `/wps/system/helpCenter?${params({ lang: language, device: 'WEB' })}`,
    `/wps/relay/GCSGAME_getRankList?${params({ gameCategory: 'ALL', language, limitNum: '10' })}`,
  ];
}

/** The key the SPA looks an answer up by: path and query pairs in name order, decoded (mirrors src/api/boot-answers.ts). */
export function bootAnswerKey(pathWithQuery: string): string {
  const url = new URL(pathWithQuery, 'http://boot.invalid');
  const pairs = [...url.searchParams.entries()].sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return `${url.pathname}?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`;
}

interface StatusAnswer {
  success?: boolean;
  value?: { maintenance?: boolean; regionRestriction?: boolean; info?: { defaultLanguage?: string } };
}

interface AnnouncementsAnswer {
  success?: boolean;
  value?: { banners?: { groupName?: string; imageUrl?: string; sort?: number }[] };
}

export interface BootPage {
  /** JSON for `#boot-answers`, or null */
  answers: string | null;
  /** markup of the stand-in for the top of home, or null */
  shell: string | null;
  /** the first home banner, preloaded with high priority */
  preloadImage: string | null;
}

const HOME_BANNER_GROUP = 'w_home';

/** `<` never appears raw inside the script element, so the JSON cannot close it. */
export const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Only the site's own pictures stand in: a path of this origin. */
const ownPath = (url: string | undefined): string | null => (url && /^\/(?!\/)[\w\-./%]+$/.test(url) ? url : null);

async function read(app: FastifyInstance, request: FastifyRequest, url: string, language: string): Promise<unknown> {
  const answer = await app.inject({
    method: 'GET',
    url,
    headers: {
      host: request.headers.host ?? 'localhost',
      language,
      device: 'web',
      ...(typeof request.headers['x-forwarded-for'] === 'string' ? { 'x-forwarded-for': request.headers['x-forwarded-for'] } : {}),
    },
    remoteAddress: request.ip,
  });
  if (answer.statusCode !== 200) return undefined;
  const body: unknown = answer.json();
  return body && typeof body === 'object' && (body as { success?: unknown }).success === true ? body : undefined;
}

function firstHomeBanner(announcements: AnnouncementsAnswer | undefined): string | null {
  const banners = (announcements?.value?.banners ?? []).filter((banner) => banner.groupName === HOME_BANNER_GROUP);
  return ownPath(banners[0]?.imageUrl);
}

/** A small picture travels inside the page (no request before the first paint); a larger one is preloaded. */
const INLINE_PICTURE_MAX_BYTES = 12 * 1024;
const INLINE_PICTURE_TYPES = /^image\/(svg\+xml|png|webp|jpeg)\b/;

async function inlinePicture(app: FastifyInstance, request: FastifyRequest, url: string): Promise<string | null> {
  // read as the visitor would have fetched it: it counts against the visitor's rate limit, not the gateway's own address
  const answer = await app.inject({ method: 'GET', url, remoteAddress: request.ip });
  const type = String(answer.headers['content-type'] ?? '');
  if (answer.statusCode !== 200 || !INLINE_PICTURE_TYPES.test(type) || answer.rawPayload.length > INLINE_PICTURE_MAX_BYTES) return null;
  return `data:${type.split(';')[0]};base64,${answer.rawPayload.toString('base64')}`;
}

function standInMarkup(bannerUrl: string): string {
  return [
    '<div id="boot-shell" class="boot-shell" aria-hidden="true">',
    '<div class="boot-shell__header"></div>',
    '<div class="boot-shell__banner">',
    `<img src="${attribute(bannerUrl)}" width="1200" height="360" alt="" fetchpriority="high" decoding="async">`,
    '</div>',
    '</div>',
  ].join('');
}

/** The boot answers and, on home, the stand-in; whatever cannot be read is left out. */
export async function buildBootPage(app: FastifyInstance, request: FastifyRequest, pathname: string): Promise<BootPage> {
  const host = request.headers.host ?? '';
  const empty: BootPage = { answers: null, shell: null, preloadImage: null };
  if (!host) return empty;
  const [statusUrl] = bootReads(host, '');
  const status = (await read(app, request, statusUrl, '').catch(() => undefined)) as StatusAnswer | undefined;
  // a site under maintenance or closed to the visitor's region shows its own screen: nothing to speed up
  if (!status?.value || status.value.maintenance || status.value.regionRestriction) return empty;
  const language = (status.value.info?.defaultLanguage ?? 'MS').toUpperCase();
  const reads = bootReads(host, language);
  const bodies = await Promise.all(reads.slice(1).map((url) => read(app, request, url, language).catch(() => undefined)));
  const answers: Record<string, unknown> = { [bootAnswerKey(reads[0])]: status };
  reads.slice(1).forEach((url, index) => {
    if (bodies[index] !== undefined) answers[bootAnswerKey(url)] = bodies[index];
  });
  const banner = pathname === '/' ? firstHomeBanner(bodies[0] as AnnouncementsAnswer | undefined) : null;
  const inlined = banner ? await inlinePicture(app, request, banner).catch(() => null) : null;
  return {
    answers: scriptSafeJson({ language, answers }),
    shell: banner ? standInMarkup(inlined ?? banner) : null,
    preloadImage: inlined ? null : banner,
  };
}

/** Puts the boot page into the built index.html. */
export function applyBootPage(html: string, boot: BootPage): string {
  let page = html;
  if (boot.preloadImage) {
    // first in the head, before the scripts and their module preloads: over HTTP/1.1 a browser opens
    // six connections to the site, and the picture the first screen shows must not queue behind a
    // dozen scripts for one of them
    const preload = `<link rel="preload" as="image" href="${attribute(boot.preloadImage)}" fetchpriority="high">`;
    page = /<meta charset=[^>]*>/i.test(page)
      ? page.replace(/(<meta charset=[^>]*>)/i, `$1${preload}`)
      : page.replace(/(<head[^>]*>)/i, `$1${preload}`);
  }
  if (boot.shell) {
    page = page.replace('<div id="root"></div>', `${boot.shell}<div id="root" data-booting=""></div><script>${BOOT_SHELL_SCRIPT}</script>`);
  }
  if (boot.answers) {
    page = page.replace('</body>', `<script type="application/json" id="boot-answers">${boot.answers}</script>\n</body>`);
  }
  return page;
}
