import { beforeAll, describe, expect, it } from 'vitest';
import { isOver } from '../../src/games/tictactoe/board.ts';
import { translate } from '../../src/i18n/translate.ts';
import { search } from '../../src/search/alphaBeta.ts';
import type { SearchOptions } from '../../src/search/types.ts';
import { buildPositionTable, positionValue, type PositionTable } from '../../src/tree/positions.ts';
import { TTT_EN, TTT_JA } from '../helpers/labWords.ts';
import { describeLabCaption } from '../../src/view/labCaption.ts';
import { searchPath, type LabAlgorithm, type LabFrame, type LabTraceStep } from '../../src/view/labFrames.ts';
import { buildLabFrames } from '../helpers/lab.ts';
import { buildLabTree, nodeAtPath, type LabTree } from '../../src/view/labTree.ts';
import { mustBoard } from '../helpers/ttt.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

const INF = Infinity;
const en = (k: Parameters<typeof translate>[1], p?: Parameters<typeof translate>[2]) => translate('en', k, p);
const ja = (k: Parameters<typeof translate>[1], p?: Parameters<typeof translate>[2]) => translate('ja', k, p);

/** Traced search + lab tree + frames, as the store builds them. */
function run(board: string, options: SearchOptions<number>) {
  const b = mustBoard(board);
  const r = search(ticTacToe, b, { ...options, trace: true });
  const trace: readonly LabTraceStep<number>[] = r.trace ?? []; // compile-time check: the engine's trace fits the lab's mirror type
  const tree = buildLabTree(ticTacToe, b, options.depth ?? null);
  const algorithm: LabAlgorithm = options.algorithm === 'minimax' ? 'minimax' : 'alphabeta';
  return { tree, trace, result: r, frames: buildLabFrames(tree, trace, algorithm) };
}

const captions = (tree: LabTree<number>, frames: readonly LabFrame[], t = en) => frames.map((f) => describeLabCaption(f.caption, tree, t, t === ja ? TTT_JA : TTT_EN));
const at = (tree: LabTree<number>, moves: number[]) => nodeAtPath(tree, moves);

// o x o
// x x o     o to move, empty cells 6, 7, 8 (the engine's hand-checked trace, test/search/trace.test.ts).
// . . .     o8 wins; o6 lets x win with 7; o7 leads to a draw.
const ROOT = 'oxoxxo...';

describe('minimax frames of a three-empty-cell position', () => {
  const { tree, trace, frames } = run(ROOT, { algorithm: 'minimax' });

  it('has one frame per step plus the start, over the 11 nodes of the subtree', () => {
    expect(tree.nodes).toHaveLength(11);
    expect(trace).toHaveLength(27);
    expect(frames).toHaveLength(trace.length + 1);
    expect(frames.map((f) => f.index)).toEqual(frames.map((_, i) => i));
    expect(frames[0].nodes.every((s) => s.status === 'unvisited' && s.value === null)).toBe(true);
  });

  it('tells the story step by step, with the max / min choice spelled out', () => {
    expect(captions(tree, frames)).toEqual([
      'Minimax will give a value to all 11 nodes below the lab’s position, leaves first: each inner node takes the best of its children’s values. Nothing is known yet: every box is still white.',
      'Visit the lab’s position: o to move, so its value will be the largest value among its 3 children.',
      'Visit o:6: x to move, so its value will be the smallest value among its 2 children.',
      'Game over at o:6 x:7: x has three in a row, so the value is -1 (x wins).',
      'Back at o:6: the move x:7 is worth -1. x’s best so far: -1.',
      'Visit o:6 x:8: o to move, so its value will be the largest value among its 1 child.',
      'Game over at o:6 x:8 o:7: the board is full and nobody has a line, a draw: value 0.',
      'Back at o:6 x:8: the move o:7 is worth 0. o’s best so far: 0.',
      'At o:6 x:8, o to move: max(0) = 0.',
      'Back at o:6: the move x:8 is worth 0. x’s best so far: -1.',
      'At o:6, x to move: min(-1, 0) = -1.',
      'Back at the lab’s position: the move o:6 is worth -1. o’s best so far: -1.',
      'Visit o:7: x to move, so its value will be the smallest value among its 2 children.',
      'Visit o:7 x:6: o to move, so its value will be the largest value among its 1 child.',
      'Game over at o:7 x:6 o:8: o has three in a row, so the value is 1 (o wins).',
      'Back at o:7 x:6: the move o:8 is worth 1. o’s best so far: 1.',
      'At o:7 x:6, o to move: max(1) = 1.',
      'Back at o:7: the move x:6 is worth 1. x’s best so far: 1.',
      'Visit o:7 x:8: o to move, so its value will be the largest value among its 1 child.',
      'Game over at o:7 x:8 o:6: the board is full and nobody has a line, a draw: value 0.',
      'Back at o:7 x:8: the move o:6 is worth 0. o’s best so far: 0.',
      'At o:7 x:8, o to move: max(0) = 0.',
      'Back at o:7: the move x:8 is worth 0. x’s best so far: 0.',
      'At o:7, x to move: min(1, 0) = 0.',
      'Back at the lab’s position: the move o:7 is worth 0. o’s best so far: 0.',
      'Game over at o:8: o has three in a row, so the value is 1 (o wins).',
      'Back at the lab’s position: the move o:8 is worth 1. o’s best so far: 1.',
      'At the lab’s position, o to move: max(-1, 0, 1) = 1. Search finished: the lab’s position is worth 1 (o wins).',
    ]);
  });

  it('says it in Japanese too', () => {
    const ca = captions(tree, frames, ja);
    expect(ca[10]).toBe('o:6 は×の手番: min(-1, 0) = -1。');
    expect(ca[27]).toBe('ラボで調べている局面は〇の手番: max(-1, 0, 1) = 1。探索終了: ラボで調べている局面の評価値は 1 (〇の勝ち) です。');
  });

  it('values appear leaves first, each one red (fresh) at the step it is computed, and stay', () => {
    const firstValued = frames.findIndex((f) => f.nodes.some((s) => s.value !== null));
    expect(firstValued).toBe(3);
    expect(frames[3].fresh).toEqual([at(tree, [6, 7])]);
    expect(tree.nodes[frames[3].fresh[0]].leaf).toBe('over');
    for (let i = 1; i < frames.length; i++) {
      const prev = frames[i - 1];
      const f = frames[i];
      const appeared = f.nodes.flatMap((s, n) => (s.value !== null && prev.nodes[n].value === null ? [n] : []));
      expect(f.fresh).toEqual(appeared);
      for (const n of appeared) {
        // bottom-up: every child already has its value when a node gets its own
        for (const c of tree.nodes[n].children) expect(prev.nodes[c].value).not.toBeNull();
      }
      prev.nodes.forEach((s, n) => s.value !== null && expect(f.nodes[n].value).toBe(s.value));
    }
  });

  it('frames the node of each step and shares unchanged node states between frames', () => {
    expect(frames[0].current).toBe(0);
    expect(frames[2].current).toBe(at(tree, [6]));
    expect(frames[4].current).toBe(at(tree, [6]));
    expect(frames[4].edge).toBe(at(tree, [6, 7]));
    expect(frames[4].nodes[at(tree, [8])]).toBe(frames[3].nodes[at(tree, [8])]);
  });

  it('ends with every node valued and the root at its true minimax value', () => {
    const last = frames[frames.length - 1];
    expect(last.nodes.every((s) => s.status === 'done' && s.result === 'exact')).toBe(true);
    expect(last.nodes[0].value).toBe(1);
    expect(last.counters.visited).toBe(11);
  });
});

describe('alpha-beta frames (centre order: o8 first, then a cut-off under o7)', () => {
  const { tree, frames } = run(ROOT, { order: 'centre' });
  const o7 = at(tree, [7]);
  const o7x8 = at(tree, [7, 8]);

  it('shows the window of each step on the nodes and edges', () => {
    expect(frames).toHaveLength(29);
    // frame 1: enter the root with the full window
    expect(frames[1].nodes[0].entered).toEqual({ alpha: -INF, beta: INF });
    // frame 15: the root's alpha rises to -1 after o6
    expect(frames[15].caption).toMatchObject({ kind: 'update', which: 'alpha', value: -1 });
    expect(frames[15].nodes[0].window).toEqual({ alpha: -1, beta: INF });
    // frame 19: o7 is searched with the window (1, +inf), and the step walks along its edge
    expect(frames[19].current).toBe(o7);
    expect(frames[19].nodes[o7].entered).toEqual({ alpha: 1, beta: INF });
    expect(searchPath(tree, frames[20])).toEqual([0, o7, at(tree, [7, 6])]);
    // a leaf's edge shows the window its parent had then
    expect(frames[16].nodes[at(tree, [8])].entered).toEqual({ alpha: -1, beta: INF });
  });

  it('marks the case that fired at each exit', () => {
    expect(frames[23].caption).toMatchObject({ kind: 'exit', result: 'fail-low' });
    expect(frames[23].result).toBe('fail-low');
    expect(frames[7].result).toBe('exact');
    expect(frames.filter((f) => f.result !== null).map((f) => f.result)).toEqual(['exact', 'exact', 'fail-low', 'fail-low', 'exact']);
    expect(describeLabCaption(frames[23].caption, tree, en, TTT_EN)).toBe(
      'At o:7 x:6, o to move: the best of the moves searched is max(1) = 1. 1 ≤ α = 1: fail low, so its true value is at most 1 (an upper bound).',
    );
  });

  it('greys the branch a cut-off skips, from that step on', () => {
    expect(frames[24].nodes[o7x8].status).toBe('unvisited');
    expect(frames[25].caption).toMatchObject({ kind: 'cutoff', skipped: [8] });
    expect(describeLabCaption(frames[25].caption, tree, en, TTT_EN)).toBe(
      // A cut on equality (1 = α): the choice higher up is only as good, not better (#25).
      'Cut-off at o:7: x already holds o to 1 = α, and o has a choice higher up that is at least as good, so o need never let the game come here (the ≥ rule cuts on equality). Not searched: x:8.',
    );
    expect(frames[25].nodes[o7x8].status).toBe('pruned');
    expect(frames[25].nodes[at(tree, [7, 8, 6])].status).toBe('pruned');
    expect(frames[25].cut).toEqual([o7x8, at(tree, [7, 8, 6])]);
    expect(frames[25].counters.cutoffs).toBe(1);
  });

  it('says a child known only as a bound is worth "at most" its value, as its badge (≤1) does, in both languages', () => {
    const back = frames.find((f) => f.caption.kind === 'child' && f.caption.child === o7);
    expect(back?.caption).toMatchObject({ kind: 'child', value: 1, bound: 'fail-low' });
    expect(describeLabCaption(back!.caption, tree, en, TTT_EN)).toBe('Back at the lab’s position: the move o:7 is worth at most 1. o’s best so far: 1.');
    expect(describeLabCaption(back!.caption, tree, ja, TTT_JA)).toMatch(/o:7 の評価値は 1 以下。/);
    // an exact child keeps its plain value
    const exact = frames.filter((f) => f.caption.kind === 'child' && f.caption.bound === null);
    expect(exact.length).toBeGreaterThan(0);
    expect(describeLabCaption(exact[0].caption, tree, en, TTT_EN)).not.toMatch(/at (most|least)/);
  });

  it('ends with the true value at the root and o7 known only as a bound', () => {
    const last = frames[frames.length - 1];
    expect(last.nodes[0]).toMatchObject({ status: 'done', value: 1, result: 'exact' });
    expect(last.nodes[o7]).toMatchObject({ value: 1, result: 'fail-low' });
    expect(last.counters).toEqual({ visited: 9, cutoffs: 1, ttHits: 0, ttStores: 0 });
  });
});

describe('alpha-beta frames with a transposition table (x5 o4 x7 and x7 o4 x5 transpose)', () => {
  const { tree, frames } = run('ooxo..x..', { tt: true });
  const hitNode = at(tree, [7, 4, 5]);

  it('stores the bounds of seed 002 and marks the table hit', () => {
    const store = frames.find((f) => f.caption.kind === 'tt-store');
    expect(store?.caption).toMatchObject({ lower: 1, upper: INF });
    expect(store?.nodes[at(tree, [5, 4, 7])].stored).toEqual({ lower: 1, upper: INF });
    expect(describeLabCaption(store!.caption, tree, en, TTT_EN)).toBe('Store in the table: x:5 o:4 x:7 is worth at least 1 (a lower bound; the upper bound stays +∞).');
    const hit = frames.find((f) => f.caption.kind === 'tt-hit') as LabFrame;
    expect(hit.hit).toBe('lower');
    expect(hit.current).toBe(hitNode);
    expect(hit.nodes[hitNode].hit).toBe('lower');
    // the node's only child was never searched: the table answered
    expect(hit.nodes[at(tree, [7, 4, 5, 8])].status).toBe('skipped');
    expect(describeLabCaption(hit.caption, tree, en, TTT_EN)).toBe(
      'Table hit at x:7 o:4 x:5: its value is at least 1 (stored lower bound) and β = -1 ≤ 1, so it returns 1 without a search.',
    );
    const exit = frames[hit.index + 1];
    expect(exit.caption).toMatchObject({ kind: 'exit', fromTable: true, result: 'fail-high' });
    expect(describeLabCaption(exit.caption, tree, en, TTT_EN)).toBe('The table gives x:7 o:4 x:5 the value 1. β = -1 ≤ 1: fail high, so its true value is at least 1 (a lower bound).');
  });

  it('counts like the engine', () => {
    const last = frames[frames.length - 1];
    expect(last.counters).toEqual({ visited: 15, cutoffs: 3, ttHits: 1, ttStores: 8 });
    expect(last.nodes[0]).toMatchObject({ value: -1, result: 'exact', stored: { lower: -1, upper: -1 } });
  });
});

describe('every small position, every option', () => {
  let table: PositionTable<number>;
  beforeAll(() => {
    table = buildPositionTable(ticTacToe);
  });
  const OPTIONS: SearchOptions<number>[] = [
    { algorithm: 'minimax' },
    { algorithm: 'minimax', mode: 'shortest' },
    {},
    { order: 'centre', tt: true },
    { order: 'best', tt: true, symmetry: true, mode: 'shortest' },
    { tt: true, symmetry: true, depth: 2 },
  ];

  it('the last frame holds the true value at the root, no node is left open, counters match the engine', () => {
    // Every 3rd unfinished position with a small subtree (about 1,200 of them), 6 option sets each.
    const failures: string[] = [];
    let checked = 0;
    for (let p = 0; p < table.count; p += 3) {
      const b = table.key[p];
      if (table.subtreeSize[p] > 120 || isOver(b)) continue;
      for (const o of OPTIONS) {
        const r = search(ticTacToe, b, { ...o, table, trace: true });
        const tree = buildLabTree(ticTacToe, b, o.depth ?? null);
        const frames = buildLabFrames(tree, r.trace ?? [], o.algorithm === 'minimax' ? 'minimax' : 'alphabeta');
        const last = frames[frames.length - 1];
        const root = last.nodes[0].value;
        const bad =
          frames.length !== (r.trace?.length ?? 0) + 1 ||
          root !== r.value ||
          (o.depth === undefined && root !== positionValue(table, b, o.mode ?? 'wdl')) ||
          last.nodes.some((s) => s.status === 'open' || s.status === 'unvisited') ||
          last.counters.visited !== r.counters.nodes ||
          last.counters.cutoffs !== r.counters.cutoffs;
        if (bad) failures.push(`${b} ${JSON.stringify(o)}`);
        checked++;
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(1000);
  });
});
