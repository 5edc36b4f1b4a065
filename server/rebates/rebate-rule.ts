/**
 * The daily rebate of every member of a merchant from one day's valid bets and the members' rates
 * (basis points, 10,000 = 100 %), in memory and without the database.
 *
 * Per member M and product P:
 * - betting rebate: M's own valid bet on P × rate(M, P);
 * - agent rebate: for each member C directly under M, C's team's valid bet on P (C and everyone
 *   under it) × (rate(M, P) − rate(C, P)), never below 0.
 * So a bet pays its player's rate, and each agent above it the difference between its own rate and
 * that of the branch the bet came up through: along any chain the tree pays, on one bet, the highest
 * rate on the chain, which the register centre keeps at the top (no member's rate above its
 * agent's). The merchant pays the top agent's rate once, split down the tree, as with contract
 * salaries ("self" against "direct downline").
 *
 * Rounding: stakes × rates are summed exactly per member and product (bigint, minor units × basis
 * points), and that sum is rounded down to the minor unit once. The betting part is its own exact
 * product rounded down; the agent part is the rest. So rounding never pays more than the rates, and
 * loses less than one minor unit per member and product.
 */

export interface TreeMember {
  id: number;
  uplineId: number | null;
}

/** member → product → minor units */
export type BetsByMember = ReadonlyMap<number, ReadonlyMap<string, bigint>>;
/** member → product → basis points (a product left out is 0) */
export type RatesByMember = ReadonlyMap<number, ReadonlyMap<string, number>>;

/**
 * The direct downlines at one rate whose teams played the product, together: what the agent earns
 * on them is their teams' valid bet × (its rate − this rate). Grouped by rate, so a statement stays
 * short for an agent with thousands of players directly under it.
 */
export interface DownlineShare {
  /** basis points */
  rate: number;
  /** how many direct downlines */
  members: number;
  /** their teams' valid bet on the product, themselves included (minor units) */
  teamValidBet: number;
}

export interface ProductRebate {
  product: string;
  /** basis points */
  rate: number;
  /** minor units */
  ownValidBet: number;
  /** the direct downlines whose teams played the product at a rate below the member's, by rate, highest first */
  downlines: DownlineShare[];
  /** Σ stake × basis points, exact: the amount is this over 10,000, rounded down (a string: it outgrows a double) */
  weighted: string;
  betting: number;
  agent: number;
  amount: number;
}

export interface MemberRebate {
  memberId: number;
  products: ProductRebate[];
  /** minor units, over every product */
  betting: bigint;
  agent: bigint;
  amount: bigint;
}

const BASIS = 10_000n;

/** The members directly under each member. */
function directDownlines(members: readonly TreeMember[]): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const member of members) {
    if (member.uplineId === null) continue;
    const list = children.get(member.uplineId);
    if (list) list.push(member.id);
    else children.set(member.uplineId, [member.id]);
  }
  return children;
}

/**
 * Every member's valid bets with those of everyone under it, per product: members taken deepest
 * first, each adding its team's sums to its upline's. A member whose upline is not in `members`
 * heads a tree of its own.
 */
export function teamValidBets(members: readonly TreeMember[], bets: BetsByMember): Map<number, Map<string, bigint>> {
  const known = new Set(members.map((m) => m.id));
  const children = directDownlines(members);
  const roots = members.filter((m) => m.uplineId === null || !known.has(m.uplineId)).map((m) => m.id);
  // top first, level by level; read backwards, every member comes after everyone under it
  const order = [...roots];
  for (let i = 0; i < order.length; i += 1) for (const child of children.get(order[i]) ?? []) order.push(child);
  const upline = new Map(members.map((m) => [m.id, m.uplineId]));
  const teams = new Map<number, Map<string, bigint>>();
  for (let i = order.length - 1; i >= 0; i -= 1) {
    const id = order[i];
    const team = teams.get(id) ?? new Map<string, bigint>();
    for (const [product, stake] of bets.get(id) ?? []) team.set(product, (team.get(product) ?? 0n) + stake);
    if (team.size === 0) continue;
    teams.set(id, team);
    const above = upline.get(id);
    if (above === null || above === undefined || !known.has(above)) continue;
    const into = teams.get(above) ?? new Map<string, bigint>();
    for (const [product, stake] of team) into.set(product, (into.get(product) ?? 0n) + stake);
    teams.set(above, into);
  }
  return teams;
}

/** The rebate of every member with something to pay (an amount above 0), by member id. */
export function dailyRebates(input: { members: readonly TreeMember[]; bets: BetsByMember; rates: RatesByMember }): MemberRebate[] {
  const teams = teamValidBets(input.members, input.bets);
  const children = directDownlines(input.members);
  const rateOf = (memberId: number, product: string) => input.rates.get(memberId)?.get(product) ?? 0;
  const result: MemberRebate[] = [];
  for (const member of [...input.members].sort((a, b) => a.id - b.id)) {
    const own = input.rates.get(member.id);
    if (!own) continue;
    const products: ProductRebate[] = [];
    for (const [product, rate] of [...own].sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (rate <= 0 || !teams.get(member.id)?.get(product)) continue;
      const ownBet = input.bets.get(member.id)?.get(product) ?? 0n;
      let weighted = ownBet * BigInt(rate);
      const byRate = new Map<number, { members: number; teamValidBet: bigint }>();
      for (const childId of children.get(member.id) ?? []) {
        const teamBet = teams.get(childId)?.get(product) ?? 0n;
        const childRate = rateOf(childId, product);
        const difference = Math.max(0, rate - childRate);
        if (teamBet === 0n || difference === 0) continue;
        weighted += teamBet * BigInt(difference);
        const share = byRate.get(childRate) ?? { members: 0, teamValidBet: 0n };
        byRate.set(childRate, { members: share.members + 1, teamValidBet: share.teamValidBet + teamBet });
      }
      const amount = weighted / BASIS;
      if (amount === 0n) continue;
      const betting = (ownBet * BigInt(rate)) / BASIS;
      products.push({
        product,
        rate,
        ownValidBet: Number(ownBet),
        downlines: [...byRate]
          .sort(([a], [b]) => b - a)
          .map(([childRate, share]) => ({ rate: childRate, members: share.members, teamValidBet: Number(share.teamValidBet) })),
        weighted: weighted.toString(),
        betting: Number(betting),
        agent: Number(amount - betting),
        amount: Number(amount),
      });
    }
    if (products.length === 0) continue;
    const sum = (pick: (p: ProductRebate) => number) => products.reduce((total, p) => total + BigInt(pick(p)), 0n);
    result.push({ memberId: member.id, products, betting: sum((p) => p.betting), agent: sum((p) => p.agent), amount: sum((p) => p.amount) });
  }
  return result;
}
