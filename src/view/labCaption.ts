/**
 * Words for the search lab: values (±∞, ninths of the evaluation), node
 * names (move paths with players) and the caption of each frame, through a
 * Translate function so the same code serves both languages. Pure: runs in
 * Node.
 */
import type { Side } from '../games/game.ts';
import type { MessageKey } from '../i18n/en.ts';
import type { Translate } from '../i18n/translate.ts';
import type { LabCaption, LabNodeState } from './labFrames.ts';
import type { LabTree } from './labTree.ts';

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

/** The words for a value from o's point of view. */
export function valueWordsKey(v: number): MessageKey {
  return v > 0 ? 'value.oWin' : v < 0 ? 'value.xWin' : 'value.draw';
}

/** The lab's words name the sides as o (first player) and x (second). */
type Player = 'o' | 'x';
const mark = (side: Side): Player => (side === 0 ? 'o' : 'x');

/** Who made each move from the lab root to `node`: the side to move at the node it was played from (passes make parity wrong). O(depth). */
function moversTo(tree: LabTree<unknown>, node: number): Player[] {
  const movers: Player[] = [];
  for (let n = node; tree.nodes[n].parent >= 0; n = tree.nodes[n].parent) movers.push(mark(tree.nodes[tree.nodes[n].parent].side));
  return movers.reverse();
}

/** A move with its player, e.g. "o:6" ("〇6" in Japanese). */
export function formatLabMove(player: Player, cell: number, t: Translate): string {
  return t(player === 'o' ? 'lab.move.o' : 'lab.move.x', { cell: String(cell) });
}

/** A node's name: its moves from the lab root ("o:6 x:7"), or "the start position" for the root. */
export function describeLabNode(tree: LabTree<unknown>, node: number, t: Translate): string {
  const moves = tree.nodes[node].moves;
  if (moves.length === 0) return t('lab.node.root');
  const movers = moversTo(tree, node);
  return moves.map((m, i) => formatLabMove(movers[i], m, t)).join(' ');
}

/** The state of a node in words (for screen readers; colour is never the only signal). */
export function describeLabNodeState(s: LabNodeState, t: Translate): string {
  const v = (x: number) => formatLabValue(x);
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
      return t('lab.node.exact', { value: v(value), words: t(valueWordsKey(value)) });
    }
  }
}

/** Sentences joined by a space, or directly after a Japanese full stop. */
function joinSentences(parts: readonly string[]): string {
  return parts.reduce((acc, p) => (acc === '' ? p : acc.endsWith('。') ? acc + p : `${acc} ${p}`), '');
}

/** The caption of a frame in plain words. */
export function describeLabCaption(c: LabCaption, tree: LabTree<unknown>, t: Translate): string {
  const v = formatLabValue;
  const node = describeLabNode(tree, c.node, t);
  switch (c.kind) {
    case 'start':
      return t(c.algorithm === 'minimax' ? 'lab.caption.start.minimax' : 'lab.caption.start.alphabeta', { node, count: c.count });
    case 'enter': {
      const params = { node, count: c.children, alpha: v(c.alpha), beta: v(c.beta) };
      if (c.algorithm === 'minimax') return t(`lab.caption.enter.minimax.${mark(c.player)}`, params);
      // A cut needs best >= beta at an o node, best <= alpha at an x node: impossible with that bound infinite.
      const noCut = c.player === 0 ? c.beta === Infinity : c.alpha === -Infinity;
      return t(noCut ? `lab.caption.enter.alphabeta.${mark(c.player)}.noCut` : `lab.caption.enter.alphabeta.${mark(c.player)}`, params);
    }
    case 'leaf': {
      if (c.evaluated) return t('lab.caption.leaf.evaluated', { node, value: v(c.value) });
      const outcome = c.value > 0 ? 'o' : c.value < 0 ? 'x' : 'draw';
      return t(`lab.caption.leaf.${outcome}`, { node, value: v(c.value) });
    }
    case 'child':
      return t(`lab.caption.child.${mark(c.player)}`, { node, move: formatLabMove(mark(c.player), c.move, t), value: v(c.value), best: v(c.best) });
    case 'update':
      return t(`lab.caption.update.${c.which}`, { node, value: v(c.value), alpha: v(c.alpha), beta: v(c.beta) });
    case 'cutoff': {
      const skipped = c.skipped.map((m) => formatLabMove(mark(c.player), m, t)).join(', ');
      return t(`lab.caption.cutoff.${mark(c.player)}`, { node, best: v(c.best), alpha: v(c.alpha), beta: v(c.beta), skipped });
    }
    case 'tt-hit':
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
      const params = { node, value: v(c.value), values: c.childValues.map(v).join(', '), alpha: v(c.alpha), beta: v(c.beta) };
      const parts: string[] = [];
      if (c.algorithm === 'minimax') {
        parts.push(t(`lab.caption.exit.minimax.${mark(c.player)}`, params));
      } else {
        parts.push(t(c.fromTable ? 'lab.caption.exit.table' : `lab.caption.exit.best.${mark(c.player)}`, params));
        parts.push(t(`lab.caption.exit.${c.result}`, params));
      }
      if (c.root) parts.push(t('lab.caption.done', { node, value: v(c.value), words: t(valueWordsKey(c.value)) }));
      return joinSentences(parts);
    }
  }
}
