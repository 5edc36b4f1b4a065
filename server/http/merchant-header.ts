/**
 * The merchant of a request, from its `Merchant` header (CONTRACT §1.1): absent or blank = the demo
 * merchant; two headers = 403 function.not.available; an unknown code = 404. Pages of the app
 * carry no merchant: only /wps and /lgw calls are resolved.
 *
 * Node joins repeated headers it does not know into one string ("a, b"), so `request.headers`
 * cannot tell two headers from one: the raw header list is counted instead.
 */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { DEMO_MERCHANT_CODE } from '../db/seed-data';
import type { Merchant } from '../system/merchant.service';
import { ApiError } from './envelope';

/** The calls that belong to a merchant: the enveloped API and the lottery gateway. */
const MERCHANT_PATHS = ['/wps/', '/lgw/'];

export const belongsToMerchant = (url: string) => MERCHANT_PATHS.some((prefix) => url.startsWith(prefix));

function merchantHeaderCount(request: FastifyRequest): number {
  const raw = request.raw.rawHeaders;
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i].toLowerCase() === 'merchant') count += 1;
  return count;
}

/** Refuses a request carrying more than one Merchant header. */
function refuseDuplicateMerchant(request: FastifyRequest): void {
  if (merchantHeaderCount(request) > 1 || Array.isArray(request.headers.merchant)) throw ApiError.of(403, 'function.not.available');
}

export async function resolveMerchant(ctx: AppContext, request: FastifyRequest): Promise<Merchant> {
  refuseDuplicateMerchant(request);
  const header = request.headers.merchant;
  const merchant = await ctx.merchants.get((typeof header === 'string' ? header : '').trim() || DEMO_MERCHANT_CODE);
  if (!merchant) throw new ApiError(404, 'not.found', 'Unknown merchant');
  return merchant;
}

/** The merchant the request hooks resolved (every /wps and /lgw call has one). */
export function merchantOf(request: FastifyRequest): Merchant {
  if (!request.merchant) throw new Error(`no merchant resolved for ${request.routeOptions.url ?? 'this route'}`);
  return request.merchant;
}
