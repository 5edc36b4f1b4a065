/**
 * Site content for the shell (no token). Language: the `language` query parameter, else the
 * `Language` header, else the merchant default; an item list with nothing in that language falls
 * back to the merchant default's. Only items whose window is open now. All HTML was sanitised when
 * it was published (server/content/html-sanitizer.ts); clients sanitise again before rendering.
 *
 * GET /wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W|M&execution=B[&language=EN]
 *   value = {
 *     banners:   { id, groupName, title, url (the picture), imageUrl (same), linkageType: 'ROUTE'|'URL'|'PROMOTION'|null,
 *                  linkage (ROUTE: site path, URL: http(s) address, PROMOTION: promotion id; null when not clickable),
 *                  sort, startTime (epoch ms), endTime (epoch ms | null) }[]   ordered by groupName, sort
 *                  groups per route: server/content/banner-groups.ts (w_home, w_rng, ..., w_register_<LANG>, w_login, w_forget)
 *     player:    { id, title, content (HTML), promotionType ('GENERAL'|'NEWS'|'MAINTENANCE'|'PROMOTION'|'PAYMENT'),
 *                  showAfterLogin, sort, startTime, endTime }[]   the notice bar and notice page
 *     popup:     the same notices, only those with showAfterLogin (the news popup after a login)
 *     promotion: { id, code (shared by its languages, or null), title, summary, category, promotionType (= category), imageUrl,
 *                  announcementImages: [{ imageUrl }], sort, startTime, endTime }[]
 *   }
 *   A type left out of `types` answers an empty list. Categories: NEW_MEMBER, DEPOSIT, REBATE,
 *   SPORTS, CASINO, VIP, EVENT.
 *
 * GET /wps/relay/MCSFE_getPromotionDetail?id=<promotion id>  or  ?code=<promotion code>[&language=EN]
 *   value = one promotion as above plus { content (HTML detail), language }; by code, the request's
 *   language else the default's (a banner with linkageType PROMOTION carries the code).
 *   404 not.found when the merchant has no such active promotion.
 *
 * GET /wps/system/helpCenter?lang=EN&device=WEB
 *   value = { language (the one answered), categories: { code, title, entries: { code, title, content (HTML) }[] }[] }
 *   Entry codes are the /help hashes: `agent` (affiliate programme: the header's affiliate link
 *   shows only when it exists), `term` (terms and conditions), about, contact, register, deposit,
 *   withdraw, privacy, responsible.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { announcementsQuery, helpCenterQuery, promotionDetailQuery } from '../../wire/content.schemas';
import type { AppContext } from '../app-context';
import { activeAnnouncements, promotionDetail } from './announcements.service';
import { helpCenter } from './help-center.service';
import { resolveLanguage } from './language-names';
import { ApiError, ok } from '../http/envelope';
import { parseQuery } from '../http/validation';
import type { Merchant } from '../system/merchant.service';

/** The language of a content request: query parameter, else the Language header, else the merchant default. */
export function contentLanguage(request: FastifyRequest, merchant: Merchant, requested?: string): string {
  const header = request.headers.language;
  return resolveLanguage(
    requested ?? (typeof header === 'string' ? header : undefined),
    merchant.settings.languages,
    merchant.settings.defaultLanguage,
  );
}

export function contentRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/wps/relay/MCSFE_getListAnnouncements', async (request) => {
    const merchant = request.merchant!;
    const query = parseQuery(announcementsQuery, request.query);
    const scope = {
      merchantId: merchant.id,
      language: contentLanguage(request, merchant, query.language),
      defaultLanguage: merchant.settings.defaultLanguage,
      platform: query.platform,
      now: ctx.now(),
    };
    return ok(await activeAnnouncements(ctx.db, scope, query.types));
  });

  app.get('/wps/relay/MCSFE_getPromotionDetail', async (request) => {
    const merchant = request.merchant!;
    const query = parseQuery(promotionDetailQuery, request.query);
    const scope = {
      merchantId: merchant.id,
      language: contentLanguage(request, merchant, query.language),
      defaultLanguage: merchant.settings.defaultLanguage,
      now: ctx.now(),
    };
    const promotion = await promotionDetail(ctx.db, scope, query.id !== undefined ? { id: query.id } : { code: query.code! });
    if (!promotion) throw ApiError.of(404, 'not.found');
    return ok(promotion);
  });

  app.get('/wps/system/helpCenter', async (request) => {
    const merchant = request.merchant!;
    const query = parseQuery(helpCenterQuery, request.query);
    return ok(await helpCenter(ctx.db, merchant.id, contentLanguage(request, merchant, query.lang), merchant.settings.defaultLanguage));
  });
}
