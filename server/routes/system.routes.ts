/**
 * `GET /wps/system/status`: maintenance, region restriction, the visitor's location and the
 * merchant's public configuration. No token; operator switches at most 5 seconds old.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { ok } from '../http/envelope';
import { maintenanceActive } from '../system/operator-state';
import { isRestricted, normalizeIp } from '../system/region';

export function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/wps/system/status', async (request) => {
    const merchant = request.merchant!;
    const operator = await ctx.operator.get();
    const now = ctx.now();
    const ip = normalizeIp(request.ip);
    const country = ctx.providers.country(ip);
    const { maintenance: m } = operator;
    // `until` is the announced end: once it has passed the site opens again by itself
    const maintenance = maintenanceActive(m, now);
    const settings = merchant.settings;
    return ok({
      maintenance,
      maintenanceEnd: maintenance && m.until ? m.until.getTime() : null,
      maintenanceMessage: maintenance ? m.message : null,
      regionRestriction: isRestricted(ip, country, operator.regionRules),
      location: { ip, country },
      info: {
        whitelabel: merchant.whitelabel,
        register: merchant.register,
        customerService: merchant.customerService,
        resources: merchant.resources,
        domainRoute: [],
        mainDomain: settings.mainDomain,
        analytics: { gtagId: null },
        imageCDNs: settings.imageCDNs,
        launchGameCDNs: settings.launchGameCDNs,
        merchantCode: merchant.code,
        currencySymbol: settings.currencySymbol,
        defaultLanguage: settings.defaultLanguage,
        languages: settings.languages,
        loginedToHomePage: settings.loginedToHomePage,
        // the widget needs only the bot's public name; its token never leaves the gateway
        social: {
          telegram: ctx.config.telegram && merchant.features.TELEGRAMLOGIN3 ? { botName: ctx.config.telegram.botName } : null,
          google: Boolean(ctx.config.oidc.google && merchant.features.GOOGLELOGIN3),
          facebook: Boolean(ctx.config.oidc.facebook && merchant.features.FACEBOOKLOGIN3),
        },
      },
    });
  });
}
