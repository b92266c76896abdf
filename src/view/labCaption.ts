/**
 * Words for the search lab: values (±∞, ninths of the evaluation), node
 * names (move paths with players) and the caption of each frame, through a
 * Translate function so the same code serves both languages. Pure: runs in
 * Node.
 *
 * A game's lab speaks through a LabWording: its sides' letters in the
 * notation, how values and moves are written, and what its depth-limit leaves
 * mean (language-free, made with the run); the functions that put sides into
 * words take it with the game's words in the shown language (`LabWords`):
 * side names, how a move in a line is written, how a game ends. No message
 * is keyed by a side's name.
 */
import type { FullTreeGame, Side } from '../games/game.ts';
import type { GameWords } from '../games/module.ts';
import { fillTemplate, type Language, type Translate } from '../i18n/translate.ts';
import type { LabCaption, LabNodeState } from './labFrames.ts';
import type { LabTree } from './labTree.ts';
import { movesOf } from './labPath.ts';
import { aheadOf, cutBelow, isEstimate } from './labEstimate.ts';

/**
 * A value as the lab prints it: "+∞" / "-∞" for infinite bounds, integers as
 * they are, evaluations (multiples of 1/9) as fractions such as "2/9",
 * anything else with two decimals.
 */
export function formatLabValue(v: number): string {
  if (v === Infinity) return '+∞';
  if (v === -Infinity) return '-∞';
  if (Number.isNaN(v)) return '?';
  if (Number.isInteger(v)) return String(v);
  const ninths = Math.round(v * 9);
  if (Math.abs(ninths - v * 9) < 1e-9) return `${ninths}/9`;
  return v.toFixed(2);
}

/** How leaves at the depth limit are valued: open lines (the game's own `evaluate`), a named evaluation, or the source article's leaf as written. */
export type LabLeafWords = { readonly kind: 'lines' } | { readonly kind: 'evaluation'; readonly id: string; readonly name?: string } | { readonly kind: 'asWritten'; readonly aiSide: Side; readonly scale: number };

/** A game's words in the lab (see the module header). */
export interface LabWording {
  /** The sides' letters in the game's notation (`Game.sideNames`): "o:4". */
  readonly letters: readonly [string, string];
  /** A value as printed (finite values; formatLabValue-style ±∞ are handled by the caller). */
  readonly value: (v: number) => string;
  /** A move's square or cell as printed ("6", "d6", "pass"). */
  readonly move: (move: number, t: Translate) => string;
  readonly leaf: LabLeafWords;
}

/** A wording in a language: the wording with the game's words. */
export interface LabWords extends LabWording {
  readonly words: GameWords;
  readonly lang: Language;
}

/** The wording in a language. */
export function labWords(w: LabWording, words: GameWords, lang: Language): LabWords {
  return { ...w, words, lang };
}

/** A full-tree game's lab wording: values in ninths of its evaluation, moves as numbers. */
export function fullTreeWording<S>(game: FullTreeGame<S>): LabWording {
  return { letters: game.sideNames, value: formatLabValue, move: (m) => game.formatMove(m), leaf: { kind: 'lines' } };
}

/** A value in the wording, with ±∞ for the open ends of a window. */
export function formatWordedValue(v: number, w: Pick<LabWording, 'value'>): string {
  if (v === Infinity) return '+∞';
  if (v === -Infinity) return '-∞';
  if (Number.isNaN(v)) return '?';
  return w.value(v);
}

/** A value from the first player's point of view in words: "o wins", "draw". */
function valueWords(v: number, t: Translate, w: LabWords): string {
  return v === 0 ? t('value.draw') : t('value.sideWins', { side: w.words.sides[v > 0 ? 0 : 1] });
}

/** Who made each move from the lab root to `node`: the side to move at the node it was played from (passes make parity wrong). O(depth). */
function moversTo(tree: LabTree<unknown>, node: number): Side[] {
  const movers: Side[] = [];
  for (let n = node; tree.parent[n] >= 0; n = tree.parent[n]) movers.push(tree.side[tree.parent[n]] as Side);
  return movers.reverse();
}

/** A side's move as a line of moves writes it: "o:6", "d6". */
export function formatLabMove(side: Side, move: string, w: LabWords): string {
  return fillTemplate(w.lang, w.words.moveInLine, { letter: w.letters[side], move });
}

/** A side's move in the wording. */
function wordedMove(side: Side, move: number, t: Translate, w: LabWords): string {
  return formatLabMove(side, w.move(move, t), w);
}

/** A node's name: its moves from the lab root ("o:6 x:7"), or "the start position" for the root. */
export function describeLabNode(tree: LabTree<unknown>, node: number, t: Translate, w: LabWords): string {
  const moves = movesOf(tree, node);
  if (moves.length === 0) return t('lab.node.root');
  const movers = moversTo(tree, node);
  return moves.map((m, i) => wordedMove(movers[i], m, t, w)).join(' ');
}

/** Who a value favours: "o ahead", "Black ahead", "even". */
function aheadWords(value: number, t: Translate, w: LabWords): string {
  const a = aheadOf(value);
  if (a === 'even') return t('lab.ahead.even');
  return t('lab.ahead.side', { side: w.words.sides[a === 'o' ? 0 : 1] });
}

/** An estimate in words, signed: "estimated +1/9, o ahead". */
export function describeEstimate(value: number, t: Translate, w: LabWords): string {
  const v = w.value(value);
  return t('lab.estimate', { value: value > 0 && !v.startsWith('+') ? `+${v}` : v, ahead: aheadWords(value, t, w) });
}

/** The state of a node in words (for screen readers; colour is never the only signal); `cut`: the depth limit cut lines below it. */
export function describeLabNodeState(s: LabNodeState, t: Translate, cut: boolean, w: LabWords): string {
  const v = (x: number) => formatWordedValue(x, w);
  switch (s.status) {
    case 'unvisited':
      return t('lab.node.unvisited');
    case 'pruned':
      return t('lab.node.pruned');
    case 'skipped':
      return t('lab.node.skipped');
    case 'open': {
      const w = s.window ?? { alpha: -Infinity, beta: Infinity };
      return t('lab.node.open', { alpha: v(w.alpha), beta: v(w.beta) });
    }
    case 'done': {
      const value = s.value ?? 0;
      if (s.result === 'fail-low') return t('lab.node.upper', { value: v(value) });
      if (s.result === 'fail-high') return t('lab.node.lower', { value: v(value) });
      if (isEstimate(cut, value)) return describeEstimate(value, t, w);
      return t('lab.node.exact', { value: v(value), words: valueWords(value, t, w) });
    }
  }
}

/** Sentences joined by a space, or directly after a Japanese full stop. */
function joinSentences(parts: readonly string[]): string {
  return parts.reduce((acc, p) => (acc === '' ? p : acc.endsWith('。') ? acc + p : `${acc} ${p}`), '');
}

/** The caption of a depth-limit leaf: what the evaluation guessed. */
function leafEvaluated(node: string, value: number, t: Translate, w: LabWords, tree: LabTree<unknown>, n: number): string {
  const leaf = w.leaf;
  if (leaf.kind === 'lines') return t('lab.caption.leaf.evaluated', { node, value: formatWordedValue(value, w) });
  if (leaf.kind === 'evaluation') return t('lab.caption.leaf.evaluatedNamed', { node, value: formatWordedValue(value, w), evaluation: leaf.name ?? leaf.id, first: w.words.sides[0] });
  const toMove = tree.side[n] as Side;
  const count = String(Math.round(Math.abs(value) * leaf.scale));
  const key = toMove === leaf.aiSide ? 'lab.caption.leaf.asWritten.ai' : 'lab.caption.leaf.asWritten.other';
  return t(key, { node, count, value: formatWordedValue(value, w), ai: w.words.sides[leaf.aiSide], mover: w.words.sides[toMove] });
}

/** The caption of a frame in plain words. */
export function describeLabCaption(c: LabCaption, tree: LabTree<unknown>, t: Translate, w: LabWords): string {
  const v = (x: number) => formatWordedValue(x, w);
  const [first, second] = w.words.sides;
  const sides = (side: Side) => ({ side: w.words.sides[side], other: w.words.sides[side === 0 ? 1 : 0] });
  const node = describeLabNode(tree, c.node, t, w);
  switch (c.kind) {
    case 'start':
      return t(c.algorithm === 'minimax' ? 'lab.caption.start.minimax' : 'lab.caption.start.alphabeta', { node, count: c.count });
    case 'enter': {
      const params = { node, count: c.children, alpha: v(c.alpha), beta: v(c.beta), ...sides(c.player) };
      if (c.algorithm === 'minimax') return t(`lab.caption.enter.minimax.${c.player}`, params);
      // A cut needs best >= beta at an o node, best <= alpha at an x node: impossible with that bound infinite.
      const noCut = c.player === 0 ? c.beta === Infinity : c.alpha === -Infinity;
      return t(noCut ? `lab.caption.enter.alphabeta.${c.player}.noCut` : `lab.caption.enter.alphabeta.${c.player}`, params);
    }
    case 'leaf': {
      if (c.evaluated) return leafEvaluated(node, c.value, t, w, tree, c.node);
      if (c.value === 0) return fillTemplate(w.lang, w.words.ending.drawn, { node, value: v(c.value) });
      return fillTemplate(w.lang, w.words.ending.won, { node, value: v(c.value), side: c.value > 0 ? first : second });
    }
    case 'child': {
      const key = c.asWritten ? 'lab.caption.child.asWritten' : 'lab.caption.child';
      // A child searched with a narrow window may return only a bound: the caption says so, as its badge does (≤, ≥).
      const value = c.bound === 'fail-low' ? t('lab.value.atMost', { value: v(c.value) }) : c.bound === 'fail-high' ? t('lab.value.atLeast', { value: v(c.value) }) : v(c.value);
      return t(key, { node, move: wordedMove(c.player, c.move, t, w), value, best: v(c.best), side: w.words.sides[c.player] });
    }
    case 'update':
      return t(`lab.caption.update.${c.which}`, { node, value: v(c.value), alpha: v(c.alpha), beta: v(c.beta), first, second });
    case 'cutoff': {
      const skipped = c.skipped.map((m) => wordedMove(c.player, m, t, w)).join(', ');
      // A cut on equality (the ≥ rule): the choice higher up is only as good, not better.
      const equal = c.player === 0 ? c.best === c.beta : c.best === c.alpha;
      return t(equal ? `lab.caption.cutoff.eq.${c.player}` : `lab.caption.cutoff.${c.player}`, { node, best: v(c.best), alpha: v(c.alpha), beta: v(c.beta), skipped, ...sides(c.player) });
    }
    case 'tt-hit':
      // A hit whose bounds leave the window as it was narrows nothing: say so, never "from (a, b) to (a, b)".
      if (c.hit === 'narrowed' && c.before.alpha === c.after.alpha && c.before.beta === c.after.beta) {
        return t('lab.caption.hit.nothing', { node, lower: v(c.lower), upper: v(c.upper), alpha: v(c.before.alpha), beta: v(c.before.beta) });
      }
      return t(`lab.caption.hit.${c.hit}`, {
        node,
        lower: v(c.lower),
        upper: v(c.upper),
        alpha: v(c.before.alpha),
        beta: v(c.before.beta),
        newAlpha: v(c.after.alpha),
        newBeta: v(c.after.beta),
      });
    case 'tt-store': {
      const kind = c.lower === c.upper ? 'exact' : c.upper === Infinity ? 'lower' : c.lower === -Infinity ? 'upper' : 'range';
      return t(`lab.caption.store.${kind}`, { node, lower: v(c.lower), upper: v(c.upper) });
    }
    case 'exit': {
      const params = { node, value: v(c.value), values: c.childValues.map(v).join(', '), alpha: v(c.alpha), beta: v(c.beta), side: w.words.sides[c.player], op: c.player === 0 ? 'min' : 'max' };
      const parts: string[] = [];
      if (c.asWritten) {
        parts.push(t('lab.caption.exit.asWritten', params));
      } else if (c.algorithm === 'minimax') {
        parts.push(t(`lab.caption.exit.minimax.${c.player}`, params));
      } else {
        parts.push(t(c.fromTable ? 'lab.caption.exit.table' : `lab.caption.exit.best.${c.player}`, params));
        parts.push(t(`lab.caption.exit.${c.result}`, params));
      }
      if (c.root && c.asWritten) parts.push(t('lab.caption.doneAsWritten', { node, value: v(c.value) }));
      else if (c.root && isEstimate(cutBelow(tree)[c.node], c.value)) parts.push(t('lab.caption.doneEstimate', { node, estimate: describeEstimate(c.value, t, w) }));
      else if (c.root) parts.push(t('lab.caption.done', { node, value: v(c.value), words: valueWords(c.value, t, w) }));
      return joinSentences(parts);
    }
  }
}
