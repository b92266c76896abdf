/**
 * The depth-limit, table-probe and negamax exercises against the naive
 * references (naiveNewKinds.ts, naive.ts): answers, sizes and traps. Called
 * for every generated exercise by test/exercises/kinds.test.ts.
 */
import assert from 'node:assert/strict';
import type { Exercise } from '../../src/exercises/types.ts';
import { formatBoard } from '../../src/games/tictactoe/notation.ts';
import { naiveFinished, naiveFromString, naiveSolveAll, naiveTurn, naiveWinner, type NaiveBoard } from './naive.ts';
import { naiveDepthLimited, naiveLeaves, naiveNegamax, naiveOpenLines, naiveProbe } from './naiveNewKinds.ts';

let solved: ReturnType<typeof naiveSolveAll> | null = null;
const truth = (b: NaiveBoard) => {
  solved ??= naiveSolveAll('wdl');
  const info = solved.get(b.map((c) => c || '.').join(''));
  if (!info) throw new Error('unreachable board');
  return info;
};
const naive = (b: number) => naiveFromString(formatBoard(b));
const sorted = (a: readonly string[]) => [...a].sort();

/** Checks an exercise of the three kinds (others pass through). */
export function checkNewKind(ex: Exercise): void {
  if (ex.openIn === null) return; // a numeric tree: no position, none of the three
  const key = Object.fromEntries(ex.blanks.map((b) => [b.id, b.answer]));
  const s = ex.shown;
  if (s.kind === 'depth-limit') {
    const root = naive(ex.board);
    const r = naiveDepthLimited(root, s.depth);
    assert.equal(key.move, String(r.move));
    assert.equal(key.estimate, r.ninths);
    assert.equal(key.best, truth(root).best.includes(r.move) ? 'yes' : 'no');
    assert.equal(s.leaves, naiveLeaves(root, s.depth));
    // The worked answer's line counts make the evaluation: o's open lines minus x's, in ninths.
    for (const st of ex.steps) {
      if (st.key !== 'dl-leaf') continue;
      const child = root.slice();
      child[Number(st.params.cell)] = naiveTurn(root);
      assert.equal(Number(st.params.o) - Number(st.params.x), naiveOpenLines(child));
      assert.equal(Number(st.params.e), naiveOpenLines(child));
    }
    // Traps: best moves the search does not play, and (depth 2) a shallower search's non-best move.
    for (const trap of ex.traps) {
      if (trap.mistake === 'dl-exact') assert.ok(truth(root).best.includes(Number(trap.answer)));
      else assert.equal(trap.answer, String(naiveDepthLimited(root, s.depth - 1).move));
    }
  }
  if (s.kind === 'tt-probe') {
    const r = naiveProbe({ value: s.value, bound: s.bound, depth: s.entryDepth }, s.alpha, s.beta, s.remaining, s.pliesLeft);
    assert.equal(key.action, r.action);
    assert.equal(key.value, r.value);
    assert.equal(key.alpha, r.alpha);
    assert.equal(key.beta, r.beta);
    assert.ok(s.alpha < s.beta);
    // Entries are stored with their depth clamped to the plies left: never deeper than that.
    if (s.pliesLeft !== null) assert.ok(s.entryDepth <= s.pliesLeft);
    // A narrowing always changes the window.
    if (r.action === 'narrow') assert.ok(r.alpha !== s.alpha || r.beta !== s.beta);
  }
  if (s.kind === 'negamax') {
    const rootSide = naiveTurn(naive(ex.board));
    for (const n of s.tree) {
      const b = naive(n.board);
      if (naiveFinished(b)) {
        const w = naiveWinner(b);
        assert.equal(n.leafValue, w === 'o' ? 1 : w === 'x' ? -1 : 0);
      } else {
        assert.equal(key[`n:${n.path}`], naiveNegamax(b));
        // negamax's value is minimax's, seen from the side to move
        assert.equal(key[`n:${n.path}`], (naiveTurn(b) === 'o' ? 1 : -1) * truth(b).value || 0);
      }
    }
    // The unflipped leaf: the root side's score; wrong where it differs from the mover's (-1 for a won game, the winner having just moved).
    const wrong = s.tree.filter((n) => {
      const b = naive(n.board);
      if (!naiveFinished(b) || naiveWinner(b) === '') return false;
      const unflipped = naiveWinner(b) === rootSide ? 1 : -1;
      return unflipped !== -1;
    });
    assert.deepEqual(sorted(key.flip as string[]), sorted(wrong.map((n) => n.path)));
  }
}
