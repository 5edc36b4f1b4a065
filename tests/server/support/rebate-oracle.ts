/**
 * The daily rebates as the tests compute them, bet by bet (the gateway sums teams instead): each
 * valid bet of the day earns its player the player's rate, and each member above it, going up the
 * tree, its own rate less that of the member it came up through, never below 0. The exact sums per
 * member and product are then rounded down to the cent once; the betting part is the player's own
 * bets' exact sum rounded down, the agent part the rest.
 */
import type { HistoryBet, TeamMember } from './team-history';

export interface ExpectedRebate {
  betting: number;
  agent: number;
  amount: number;
}

/** member → product → basis points */
export type TestRates = Map<number, Record<string, number>>;

export function rebateOracle(input: {
  members: readonly TeamMember[];
  bets: readonly HistoryBet[];
  rates: TestRates;
  period: { from: Date; to: Date };
}): Map<number, ExpectedRebate> {
  const upline = new Map(input.members.map((m) => [m.id, m.uplineId]));
  const rate = (memberId: number, product: string) => input.rates.get(memberId)?.[product] ?? 0;
  // member → product → Σ stake × basis points, and the member's own stakes
  const weighted = new Map<number, Map<string, number>>();
  const own = new Map<number, Map<string, number>>();
  const add = (into: Map<number, Map<string, number>>, memberId: number, product: string, amount: number) => {
    const row = into.get(memberId) ?? new Map<string, number>();
    row.set(product, (row.get(product) ?? 0) + amount);
    into.set(memberId, row);
  };
  for (const bet of input.bets) {
    const at = bet.createdAt.getTime();
    if (!bet.valid || at < input.period.from.getTime() || at >= input.period.to.getTime()) continue;
    add(own, bet.memberId, bet.product, bet.stake);
    add(weighted, bet.memberId, bet.product, bet.stake * rate(bet.memberId, bet.product));
    let below = bet.memberId;
    for (let above = upline.get(below); above !== null && above !== undefined; above = upline.get(above)) {
      add(weighted, above, bet.product, bet.stake * Math.max(0, rate(above, bet.product) - rate(below, bet.product)));
      below = above;
    }
  }
  const expected = new Map<number, ExpectedRebate>();
  for (const [memberId, products] of weighted) {
    const sum: ExpectedRebate = { betting: 0, agent: 0, amount: 0 };
    for (const [product, exact] of products) {
      const amount = Math.floor(exact / 10_000);
      const betting = Math.floor(((own.get(memberId)?.get(product) ?? 0) * rate(memberId, product)) / 10_000);
      sum.betting += betting;
      sum.agent += amount - betting;
      sum.amount += amount;
    }
    if (sum.amount > 0) expected.set(memberId, sum);
  }
  return expected;
}

/**
 * What the rates pay on the day's bets of `products`, unrounded (minor units): each bet's stake ×
 * the highest rate on its way up the tree. Where no member's rate is above its agent's (the register
 * centre's rule), what the tree pays telescopes to that, less its rounding.
 */
export function rateBound(input: {
  members: readonly TeamMember[];
  bets: readonly HistoryBet[];
  rates: TestRates;
  period: { from: Date; to: Date };
  products: readonly string[];
}): number {
  const upline = new Map(input.members.map((m) => [m.id, m.uplineId]));
  let bound = 0;
  for (const bet of input.bets) {
    const at = bet.createdAt.getTime();
    if (!bet.valid || !input.products.includes(bet.product) || at < input.period.from.getTime() || at >= input.period.to.getTime()) continue;
    let highest = 0;
    for (let id: number | null | undefined = bet.memberId; id !== null && id !== undefined; id = upline.get(id)) {
      highest = Math.max(highest, input.rates.get(id)?.[bet.product] ?? 0);
    }
    bound += (bet.stake * highest) / 10_000;
  }
  return bound;
}
