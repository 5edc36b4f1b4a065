/**
 * The codes a /register link carries (SPEC §2, CONTRACT §2): `referralCode`, and the invitation
 * code as `affiliateCode` or its short form `r`. Empty values count as absent.
 */
export interface RegisterLinkCodes {
  referralCode: string | null;
  affiliateCode: string | null;
}

const value = (params: URLSearchParams, name: string) => params.get(name)?.trim() || null;

export function registerLinkCodes(search: string): RegisterLinkCodes {
  const params = new URLSearchParams(search);
  return {
    referralCode: value(params, 'referralCode'),
    affiliateCode: value(params, 'affiliateCode') ?? value(params, 'r'),
  };
}

export const REGISTER_PATHS = ['/register', '/register.html'];
