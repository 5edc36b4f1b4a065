/**
 * `GET /wps/system/status`: maintenance, region restriction, the visitor's location and the
 * merchant's public configuration. No token; operator switches at most 5 seconds old.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import type { Config } from '../config';
import { customerServiceEntries } from '../content/customer-service';
import { siteShellInfo } from '../content/site-info';
import { ok } from '../http/envelope';
import { publicPhoneAuth } from '../phone-auth/phone-auth-settings';
import { maintenanceActive } from './operator-state';
import { isRestricted, normalizeIp } from './region';

/** The bot's public identity, or null when no usable bot is configured (a token is `<numeric id>:<secret>`). */
function publicTelegramBot(telegram: Config['telegram']): { botName: string; botId: string } | null {
  const botId = telegram ? /^(\d{1,20}):/.exec(telegram.botToken)?.[1] : undefined;
  return telegram && botId ? { botName: telegram.botName, botId } : null;
}

export function systemRoutes(app: FastifyInstance, ctx: AppContext) {
  const telegramBot = publicTelegramBot(ctx.config.telegram);
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
        // live-chat and VIP desks, the same entries as GET /wps/system/customerService
        customerService: customerServiceEntries(merchant, ctx.config.publicUrl),
        resources: merchant.resources,
        domainRoute: [],
        mainDomain: settings.mainDomain,
        analytics: { gtagId: null },
        imageCDNs: settings.imageCDNs,
        launchGameCDNs: settings.launchGameCDNs,
        // the shell: language names, feature switches, footer, right bar, app downloads (server/content/site-info.ts)
        ...siteShellInfo(merchant),
        merchantCode: merchant.code,
        currencySymbol: settings.currencySymbol,
        defaultLanguage: settings.defaultLanguage,
        languages: settings.languages,
        loginedToHomePage: settings.loginedToHomePage,
        // the phone-provider path of registration: on or off, and the provider project the SPA signs in with
        phoneAuth: await publicPhoneAuth(ctx.db, merchant.id),
        // only public data: the bot's name and numeric id (the part of the token before ':') and the
        // popup's origin; the token's secret never leaves the gateway
        social: {
          telegram: telegramBot && merchant.features.TELEGRAMLOGIN3 ? { ...telegramBot, oauthUrl: ctx.config.telegramOAuthUrl } : null,
          google: Boolean(ctx.config.oidc.google && merchant.features.GOOGLELOGIN3),
          facebook: Boolean(ctx.config.oidc.facebook && merchant.features.FACEBOOKLOGIN3),
        },
      },
    });
  });
}
