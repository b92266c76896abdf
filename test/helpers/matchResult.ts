/** A match result without its clock readings (the search times), for comparing runs: everything else is reproducible from the seed. */
import type { MatchResult, PlayerCost } from '../../src/ai/arena.ts';

const untimedCost = (c: PlayerCost | null) => (c ? { ...c, msMean: 0, msMax: 0 } : null);

export function untimed(r: MatchResult | false | undefined): unknown {
  if (!r) return r;
  return r.cost ? { ...r, cost: { a: untimedCost(r.cost.a), b: untimedCost(r.cost.b) } } : r;
}
