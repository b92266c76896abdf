/**
 * "The table's probe": a stored entry (a value, the kind of bound it is, the
 * remaining depth it was stored for), the window (α, β) a node is entered
 * with and the remaining depth there: what does the search do? It returns
 * the stored value, narrows the window and searches, or searches as usual
 * because the entry is not for this depth.
 *
 * The rule is the app's own (src/search/alphaBeta.ts and transposition.ts),
 * in its order: an entry is used only when it was stored for the same
 * remaining depth, that depth clamped to the plies the game can still last;
 * then lower = upper -> return it; upper ≤ α -> return upper; β ≤ lower ->
 * return lower; else α = max(α, lower), β = min(β, upper) and search.
 * A test replays the real search's table hits against `probeRule`.
 *
 * The levels grow in the facts the student weighs: easy, the bound against
 * the window (the depths agree); medium, the depths too; hard, the depths
 * clamped to the plies left as well. The outcome is drawn first, evenly, so
 * no one answer is right more than half the time (a third from medium up).
 */
import type { Rng } from '../engine.ts';
import type { ExerciseKind, ExerciseOf, Trap } from '../kind.ts';
import type { Blank, ExplainStep, Level } from '../types.ts';
import { formatValue, pick, step } from '../common.ts';

/** The kinds of stored bound: (v, +∞), (-∞, v), (v, v). */
export const BOUNDS = ['lower', 'upper', 'exact'] as const;
export type Bound = (typeof BOUNDS)[number];
/** What the search does with the entry. */
export const ACTIONS = ['return', 'narrow', 'search'] as const;

/** What the kind shows: the entry, the window and the remaining depth (and, hard, the plies the game can still last). */
export interface TtProbeShown {
  readonly kind: 'tt-probe';
  readonly value: number;
  readonly bound: Bound;
  readonly entryDepth: number;
  readonly alpha: number;
  readonly beta: number;
  readonly remaining: number;
  /** At most this many plies are left in the game (hard); null: more than any depth here. */
  readonly pliesLeft: number | null;
}

/** The table's (lower, upper) for an entry of value v and its bound. */
function boundsOf(bound: Bound, v: number): { lower: number; upper: number } {
  return bound === 'lower' ? { lower: v, upper: Infinity } : bound === 'upper' ? { lower: -Infinity, upper: v } : { lower: v, upper: v };
}

/** The outcome of a probe: the value returned, or the window searched with. */
export type ProbeOutcome = { readonly action: 'return'; readonly value: number; readonly why: 'exact' | 'upper' | 'lower' } | { readonly action: 'narrow'; readonly alpha: number; readonly beta: number } | { readonly action: 'search' };

/**
 * The app's probe of a live entry (lower, upper) with the window (α, β), in
 * alphaBeta.ts's order; `depthMatches` false: the entry is not used. O(1).
 */
export function probeRule(lower: number, upper: number, alpha: number, beta: number, depthMatches = true): ProbeOutcome {
  if (!depthMatches) return { action: 'search' };
  if (lower === upper) return { action: 'return', value: lower, why: 'exact' };
  if (upper <= alpha) return { action: 'return', value: upper, why: 'upper' };
  if (beta <= lower) return { action: 'return', value: lower, why: 'lower' };
  return { action: 'narrow', alpha: Math.max(alpha, lower), beta: Math.min(beta, upper) };
}

/** The remaining depth a probe looks for: the search's, clamped to the plies left (transposition.ts). */
export function probeDepth(remaining: number, pliesLeft: number | null): number {
  return pliesLeft === null ? remaining : Math.min(remaining, pliesLeft);
}

/** Values of entries and windows. */
const LO = -20;
const HI = 20;
/** What a typed value can be: a whole number from -20 to 20, or ±∞ (a window's open end). */
export const PROBE_VALUES: readonly number[] = [-Infinity, ...Array.from({ length: HI - LO + 1 }, (_, i) => LO + i), Infinity];

const between = (rng: Rng, lo: number, hi: number) => lo + rng.int(hi - lo + 1);

/** A window (α < β) drawn with `rng`: finite ends mostly, an open end now and then. */
function drawWindow(rng: Rng): { alpha: number; beta: number } {
  const a = between(rng, LO + 2, HI - 6);
  const b = between(rng, a + 2, Math.min(HI - 2, a + 14));
  return { alpha: rng.int(6) === 0 ? -Infinity : a, beta: rng.int(6) === 0 ? Infinity : b };
}

/** An entry giving `want` against the window: its bound and value. */
function drawEntry(rng: Rng, want: 'return' | 'narrow', alpha: number, beta: number): { bound: Bound; value: number } {
  const a = Number.isFinite(alpha) ? alpha : LO;
  const b = Number.isFinite(beta) ? beta : HI;
  if (want === 'narrow') {
    // Strictly inside the window, so the narrowing changes it.
    return { bound: pick(rng, ['lower', 'upper'] as const), value: between(rng, a + 1, b - 1) };
  }
  // Exact entries an eighth of the time, so "exact returns" decides few questions; a bound beyond an open end of the window cannot answer.
  const sides = [...(Number.isFinite(alpha) ? (['upper'] as const) : []), ...(Number.isFinite(beta) ? (['lower'] as const) : [])];
  if (rng.int(8) === 0 || sides.length === 0) return { bound: 'exact', value: between(rng, LO, HI) };
  const bound = pick(rng, sides);
  // upper ≤ α, or β ≤ lower: at the window's edge a third of the time (the tie the rule includes).
  const edge = rng.int(3) === 0;
  return bound === 'upper' ? { bound, value: edge || a <= LO ? a : between(rng, LO, a - 1) } : { bound, value: edge || b >= HI ? b : between(rng, b + 1, HI) };
}

/** The depths: the entry's, the search's remaining depth and the plies left, so that the entry is (or is not) used. */
function drawDepths(rng: Rng, level: Level, used: boolean): { entryDepth: number; remaining: number; pliesLeft: number | null } {
  if (level === 'easy') {
    const d = between(rng, 1, 6);
    return { entryDepth: d, remaining: d, pliesLeft: null };
  }
  if (level === 'medium') {
    const remaining = between(rng, 2, 7);
    if (used) return { entryDepth: remaining, remaining, pliesLeft: null };
    const other = pick(rng, [remaining - 1, remaining + 1, remaining + 2, Math.max(1, remaining - 2)].filter((d) => d !== remaining));
    return { entryDepth: other, remaining, pliesLeft: null };
  }
  // Hard: the game can last at most `pliesLeft` more plies; entries were stored clamped to it.
  const pliesLeft = between(rng, 2, 6);
  const remaining = between(rng, 1, 8);
  const d = probeDepth(remaining, pliesLeft);
  if (used) return { entryDepth: d, remaining, pliesLeft };
  const others = Array.from({ length: pliesLeft }, (_, i) => i + 1).filter((x) => x !== d);
  return { entryDepth: pick(rng, others), remaining, pliesLeft };
}

/** The worked answer, in the rule's order. */
function explain(s: TtProbeShown, outcome: ProbeOutcome): ExplainStep[] {
  const steps: ExplainStep[] = [];
  const d = probeDepth(s.remaining, s.pliesLeft);
  if (s.pliesLeft !== null) steps.push(step('tt-clamp', { left: s.pliesLeft, remaining: s.remaining, depth: d }));
  if (outcome.action === 'search') {
    steps.push(step('tt-depth-differs', { stored: s.entryDepth, depth: d, alpha: formatValue(s.alpha), beta: formatValue(s.beta) }, ['action']));
    return steps;
  }
  steps.push(step('tt-depth-same', { stored: s.entryDepth, depth: d }));
  const { lower, upper } = boundsOf(s.bound, s.value);
  steps.push(step('tt-entry', { lower: formatValue(lower), upper: formatValue(upper) }));
  if (outcome.action === 'return') {
    const value = formatValue(outcome.value);
    const reveal = ['action', 'value'];
    if (outcome.why === 'exact') steps.push(step('tt-exact', { value }, reveal));
    else if (outcome.why === 'upper') steps.push(step('tt-upper-cut', { value, alpha: formatValue(s.alpha) }, reveal));
    else steps.push(step('tt-lower-cut', { value, beta: formatValue(s.beta) }, reveal));
  } else {
    steps.push(
      step(
        'tt-narrow',
        { alpha: formatValue(s.alpha), beta: formatValue(s.beta), lower: formatValue(lower), upper: formatValue(upper), newAlpha: formatValue(outcome.alpha), newBeta: formatValue(outcome.beta) },
        ['action', 'alpha', 'beta'],
      ),
    );
  }
  return steps;
}

/** Answers other slips would give (the mistakes the feedback names). */
function trapsOf(s: TtProbeShown, outcome: ProbeOutcome): Trap[] {
  const { lower, upper } = boundsOf(s.bound, s.value);
  const ifUsed = probeRule(lower, upper, s.alpha, s.beta);
  const d = probeDepth(s.remaining, s.pliesLeft);
  if (outcome.action === 'search') return [{ blank: 'action', answer: ifUsed.action, mistake: s.entryDepth < d ? 'tt-shallow' : 'tt-deeper' }];
  const traps: Trap[] = [];
  if (s.pliesLeft !== null && s.remaining > s.pliesLeft) traps.push({ blank: 'action', answer: 'search', mistake: 'tt-clamp' });
  if (outcome.action === 'return' && outcome.why !== 'exact') traps.push({ blank: 'action', answer: 'narrow', mistake: 'tt-cut' });
  if (outcome.action === 'narrow') {
    // The source article's final code swaps min and max: the window widens instead.
    const wideAlpha = Math.min(s.alpha, lower);
    const wideBeta = Math.max(s.beta, upper);
    if (wideAlpha !== outcome.alpha) traps.push({ blank: 'alpha', answer: wideAlpha, mistake: 'tt-swap' });
    if (wideBeta !== outcome.beta) traps.push({ blank: 'beta', answer: wideBeta, mistake: 'tt-swap' });
  }
  return traps;
}

/**
 * A probe question drawn with `rng`: the outcome first (return or narrow;
 * from medium up, search as well), then a window, an entry and depths that
 * give it. The board is the empty one (the entry is abstract).
 */
function generateTtProbe(rng: Rng, level: Level, seed: number): Omit<ExerciseOf<'tt-probe', TtProbeShown>, 'rules'> {
  const want = pick(rng, level === 'easy' ? (['return', 'narrow'] as const) : ACTIONS);
  const { alpha, beta } = drawWindow(rng);
  const entry = drawEntry(rng, want === 'search' ? pick(rng, ['return', 'narrow'] as const) : want, alpha, beta);
  const depths = drawDepths(rng, level, want !== 'search');
  const shown: TtProbeShown = { kind: 'tt-probe', ...entry, ...depths, alpha, beta };
  const { lower, upper } = boundsOf(shown.bound, shown.value);
  const outcome = probeRule(lower, upper, alpha, beta, shown.entryDepth === probeDepth(shown.remaining, shown.pliesLeft));
  if (outcome.action !== want) throw new Error(`drew ${want}, the rule says ${outcome.action}`);
  const blanks: Blank[] = [{ id: 'action', type: 'choice', options: ACTIONS, answer: outcome.action }];
  if (outcome.action === 'return') blanks.push({ id: 'value', type: 'value', domain: PROBE_VALUES, answer: outcome.value });
  if (outcome.action === 'narrow') {
    blanks.push({ id: 'alpha', type: 'value', domain: PROBE_VALUES, answer: outcome.alpha });
    blanks.push({ id: 'beta', type: 'value', domain: PROBE_VALUES, answer: outcome.beta });
  }
  return {
    kind: 'tt-probe',
    level,
    seed,
    moves: [],
    board: 0,
    shown,
    blanks,
    steps: explain(shown, outcome),
    openIn: { tab: 'lab', algorithm: 'alphabeta', order: 'cell', tt: true },
    traps: trapsOf(shown, outcome),
  };
}

/** The kind "tt-probe". */
export const ttProbe: ExerciseKind<'tt-probe', TtProbeShown> = { id: 'tt-probe', rules: {}, generate: generateTtProbe };
