/**
 * VIP club, winners board and customer-service desks. No token needed; a valid `Authorization`
 * token adds the caller's own rank where noted (an invalid one is ignored, not refused: guests and
 * the maintenance screen use these calls too).
 *
 * GET /wps/relay/MCSFE_getVipRanks
 *   value = { enabled (VIP3 module), currentLevel: number | null (with a token),
 *             ranks: { level, name, iconUrl, depositRequired, turnoverRequired,
 *                      benefits: { upgradeBonus, monthlyBonus, birthdayBonus, rebateRate (percent),
 *                                  dailyWithdrawalCount, dailyWithdrawalLimit, dedicatedService } }[] }
 *   Amounts in major units (two decimals). ranks is empty when VIP is off.
 *
 * GET /wps/relay/GCSGAME_getRankList?gameCategory=ALL|RNG|LIVE|...&language=EN&limitNum=10
 * GET /wps/relay/ODSFE2_getWinnerBoard (same query and answer; the desktop name of the call)
 *   value = { list: { vo: { gameName, customerName (masked, e.g. "de***er"), winAmount, iconUrl,
 *                           nodeId, gameType, vendor, winTime (epoch ms) } }[],
 *             source: 'ledger' | 'demo' }
 *   Newest first; limitNum 1..50 (default 10). Wins recorded in the ledger (transactions of kind
 *   'win' whose details carry gameName) once there is one; until then the seeded demo list
 *   (server/content/winners.service.ts).
 *
 * GET /wps/system/customerService
 *   value = { version: { pathList: { csType, path, name: 'livechat'|'vip'|'service', minRankLevel: number | null }[] },
 *             preferredCsType: number | null }
 *   path: base64(DES-ECB-PKCS7(url, key8)) + key8 (CONTRACT §3.2). csType 3 = live chat, 4 = the
 *   VIP desk (minRankLevel 5: club rank above 4). preferredCsType: with a token, the desk for the
 *   member's rank; without, live chat. Same entries as the status call's info.customerService.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rankListQuery } from '../../wire/content.schemas';
import type { AppContext } from '../app-context';
import { findSession, tokenFromHeader } from '../auth/session.service';
import { customerServiceEntries, preferredDesk } from './customer-service';
import { memberClubLabel, vipRanks } from './vip.service';
import { winnersBoard } from './winners.service';
import { answerLanguage } from '../games/catalogue-http';
import { ok } from '../http/envelope';
import { parseQuery } from '../http/validation';

export function contentClubRoutes(app: FastifyInstance, ctx: AppContext) {
  /** The caller's member id when the request carries a live token of this merchant, else null. */
  async function optionalMemberId(request: FastifyRequest): Promise<number | null> {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) return null;
    const session = await findSession(ctx.db, token, ctx.now());
    return session && session.merchantId === request.merchant?.id ? session.memberId : null;
  }

  app.get('/wps/relay/MCSFE_getVipRanks', async (request) => {
    const merchant = request.merchant!;
    const enabled = merchant.features.VIP3 === true;
    const memberId = enabled ? await optionalMemberId(request) : null;
    return ok({
      enabled,
      currentLevel: memberId === null ? null : (await memberClubLabel(ctx.db, merchant.id, memberId)).rankLevel,
      ranks: enabled ? await vipRanks(ctx.db, merchant.id) : [],
    });
  });

  const rankList = async (request: FastifyRequest) => {
    const query = parseQuery(rankListQuery, request.query);
    const merchant = request.merchant!;
    return ok(await winnersBoard(ctx.db, merchant.id, query.gameCategory, query.limitNum ?? 10, answerLanguage(request, merchant, query.language)));
  };
  app.get('/wps/relay/GCSGAME_getRankList', rankList);
  app.get('/wps/relay/ODSFE2_getWinnerBoard', rankList);

  app.get('/wps/system/customerService', async (request, reply) => {
    const merchant = request.merchant!;
    const pathList = customerServiceEntries(merchant, ctx.config.publicUrl);
    const memberId = await optionalMemberId(request);
    const rank = memberId === null ? null : (await memberClubLabel(ctx.db, merchant.id, memberId)).rankLevel;
    reply.header('cache-control', 'no-store');
    return ok({ version: { pathList }, preferredCsType: preferredDesk(pathList, rank) });
  });
}
