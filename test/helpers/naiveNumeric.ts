/**
 * A deliberately naive reference for numeric trees, written apart from the
 * engine (src/exercises/numericTree.ts): nested arrays, the textbook's
 * MAX-VALUE / MIN-VALUE pair, recursion, and the node paths spelled out
 * ('' the root, one digit per edge: the child's index).
 *
 * Alpha-beta as courses write it: MAX-VALUE(n, α, β): v ← −∞; for each
 * child: v ← max(v, MIN-VALUE(child, α, β)); if v ≥ β (strictly: v > β)
 * the remaining children are pruned and the loop ends; α ← max(α, v).
 * MIN-VALUE mirrors it. Fail-soft returns v; fail-hard returns v clamped
 * to the (α, β) the node was entered with. Leaves return their number.
 */
export type NaiveTree = number | NaiveTree[];

/** What the naive search found: the window each inner node was entered with, what it returned, the first edges of pruned branches. */
export interface NaiveSearch {
  readonly value: number;
  readonly entered: Map<string, [number, number]>;
  readonly returned: Map<string, number>;
  readonly pruned: string[];
}

/** Plain minimax values of every inner node, by path. */
export function naiveMinimax(tree: NaiveTree[], rootMax: boolean): Map<string, number> {
  const out = new Map<string, number>();
  const value = (t: NaiveTree, path: string, max: boolean): number => {
    if (typeof t === 'number') return t;
    let best = max ? -Infinity : Infinity;
    for (let i = 0; i < t.length; i++) {
      const v = value(t[i], path + i, !max);
      if (max && v > best) best = v;
      if (!max && v < best) best = v;
    }
    out.set(path, best);
    return best;
  };
  value(tree, '', rootMax);
  return out;
}

/** Alpha-beta from the root with (−∞, +∞), the children in order. */
export function naiveAlphaBeta(tree: NaiveTree[], rootMax: boolean, strict: boolean, hard: boolean): NaiveSearch {
  const entered = new Map<string, [number, number]>();
  const returned = new Map<string, number>();
  const pruned: string[] = [];
  const done = (path: string, v: number, a0: number, b0: number) => {
    const r = hard ? (v < a0 ? a0 : v > b0 ? b0 : v) : v;
    returned.set(path, r);
    return r;
  };
  function maxValue(t: NaiveTree, path: string, alpha: number, beta: number): number {
    if (typeof t === 'number') return t;
    entered.set(path, [alpha, beta]);
    const a0 = alpha;
    let v = -Infinity;
    for (let i = 0; i < t.length; i++) {
      v = Math.max(v, minValue(t[i], path + i, alpha, beta));
      if (strict ? v > beta : v >= beta) {
        for (let j = i + 1; j < t.length; j++) pruned.push(path + j);
        break;
      }
      alpha = Math.max(alpha, v);
    }
    return done(path, v, a0, beta);
  }
  function minValue(t: NaiveTree, path: string, alpha: number, beta: number): number {
    if (typeof t === 'number') return t;
    entered.set(path, [alpha, beta]);
    const b0 = beta;
    let v = Infinity;
    for (let i = 0; i < t.length; i++) {
      v = Math.min(v, maxValue(t[i], path + i, alpha, beta));
      if (strict ? v < alpha : v <= alpha) {
        for (let j = i + 1; j < t.length; j++) pruned.push(path + j);
        break;
      }
      beta = Math.min(beta, v);
    }
    return done(path, v, alpha, b0);
  }
  const value = rootMax ? maxValue(tree, '', -Infinity, Infinity) : minValue(tree, '', -Infinity, Infinity);
  return { value, entered, returned, pruned };
}

/** Nested arrays from a list of nodes with paths and leaf values (whatever their order). */
export function naiveNested(nodes: readonly { path: string; leafValue: number | null }[]): NaiveTree[] {
  const byPath = new Map(nodes.map((n) => [n.path, n.leafValue]));
  const build = (path: string): NaiveTree => {
    const leaf = byPath.get(path);
    if (leaf !== null && leaf !== undefined) return leaf;
    const kids: NaiveTree[] = [];
    for (let i = 0; byPath.has(path + i); i++) kids.push(build(path + i));
    return kids;
  };
  return build('') as NaiveTree[];
}
