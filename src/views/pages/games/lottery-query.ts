/**
 * The /lottery query (SPEC §2): gameCode, vendor and playType, each carried only when it has a
 * value. Used to read the page's address and to build links to it; the games work launches the
 * lottery with the same parameters.
 */

export const LOTTERY_QUERY_NAMES = ['gameCode', 'vendor', 'playType'] as const;

export type LotteryQueryName = (typeof LOTTERY_QUERY_NAMES)[number];

/** Only the names that have a value are present. */
export type LotteryQuery = Partial<Record<LotteryQueryName, string>>;

/** A value counts when it is more than blanks. */
function presentValue(raw: string | null | undefined): string | null {
  const value = raw?.trim() ?? '';
  return value === '' ? null : value;
}

/** Picks gameCode, vendor and playType out of any query, dropping those without a value. */
export function lotteryQuery(source: string | URLSearchParams | Partial<Record<LotteryQueryName, string | null | undefined>>): LotteryQuery {
  const get =
    typeof source === 'string' || source instanceof URLSearchParams
      ? (
          (params: URLSearchParams) => (name: LotteryQueryName) =>
            params.get(name)
        )(new URLSearchParams(source))
      : (name: LotteryQueryName) => source[name];
  const query: LotteryQuery = {};
  for (const name of LOTTERY_QUERY_NAMES) {
    const value = presentValue(get(name));
    if (value !== null) query[name] = value;
  }
  return query;
}

/** `/lottery` with the parameters that have a value, in a fixed order. */
export function lotteryPath(source: Partial<Record<LotteryQueryName, string | null | undefined>>): string {
  const search = new URLSearchParams(lotteryQuery(source)).toString();
  return search ? `/lottery?${search}` : '/lottery';
}
