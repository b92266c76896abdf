/**
 * Connect 3 on 4×3 through the generic full-tree machinery, the one
 * tic-tac-toe uses: the tree builder, the position table's minimax, the
 * reference sweeps, the transfer format, alpha-beta search, the AI players,
 * the solve check, the arena and the lab, held to the naive reference
 * (test/helpers/connectNaive.ts).
 *
 * The counts (the naive reference's, by plain recursion): 277,167 nodes, by
 * depth 1, 4, 16, 64, 252, 960, 3,096, 9,924, 24,636, 55,036, 75,648, 76,652,
 * 30,878; 7,157 positions; 133,656 finished games: Red 68,976, Yellow 49,088,
 * draws 15,592. Red wins with perfect play (with its 5th disc at best:
 * 'shortest' 2); every opening wins, the two centre columns fastest.
 */
import { describe, expect, it } from 'vitest';
import { runMatch } from '../../../src/ai/arena.ts';
import { createPerfectPlayer } from '../../../src/ai/players/perfect.ts';
import { createRandomPlayer } from '../../../src/ai/players/random.ts';
import { createAlphaBetaPlayer } from '../../../src/ai/players/search.ts';
import { createPlayer, playersOf } from '../../../src/ai/registry.ts';
import { createRng } from '../../../src/ai/rng.ts';
import { connect3, createRules, CONNECT3_SIZE } from '../../../src/games/connect/index.ts';
import { legalMoveList, OUTCOME, SCORE_MODES, type PositionDag, type ScoreMode } from '../../../src/games/game.ts';
import { childValuesBySearch, search } from '../../../src/search/alphaBeta.ts';
import { buildGameTree } from '../../../src/tree/build.ts';
import { bestMovesAt, discover, stateAt } from '../../../src/tree/positions.ts';
import { bestMovesOfNode, nodeByMoves, valueOf } from '../../../src/tree/query.ts';
import { treeStats } from '../../../src/tree/stats.ts';
import { fromTransferable, toTransferable } from '../../../src/tree/transfer.ts';
import { buildLabTree } from '../../../src/view/labTree.ts';
import { naiveCounts, naiveEmpty, naiveLegal, naivePicture, naivePlay, naiveSolveAll, naiveTurn, naiveWinner, type NaiveBoard, type NaiveInfo } from '../../helpers/connectNaive.ts';
import { bestMovesBySearch } from '../../helpers/search.ts';
import { runSolveCheck } from '../../helpers/solveCheck.ts';
import { referenceMismatches } from '../../helpers/treeReference.ts';

const PERFT = [1, 4, 16, 64, 252, 960, 3096, 9924, 24636, 55036, 75648, 76652, 30878];

describe('Connect 3 (4×3): the whole tree', () => {
  const tree = buildGameTree(connect3);
  const t = tree.positions;
  const stats = treeStats(tree);
  const naive: Record<ScoreMode, Map<string, NaiveInfo>> = { wdl: naiveSolveAll(4, 3, 3, 'wdl'), shortest: naiveSolveAll(4, 3, 3, 'shortest') };

  it('has 277,167 nodes (perft by depth), 7,157 positions and 133,656 games: Red 68,976, Yellow 49,088, draws 15,592', () => {
    expect(stats.nodesPerDepth).toEqual(PERFT);
    expect(stats.nodes).toBe(277167);
    expect(stats.positions).toBe(7157);
    expect([stats.games, stats.firstWins, stats.secondWins, stats.draws]).toEqual([133656, 68976, 49088, 15592]);
  });

  it('counts the same nodes, games and positions as the naive reference by plain recursion', () => {
    const n = naiveCounts(4, 3, 3);
    expect(n.perDepth).toEqual(stats.nodesPerDepth);
    expect([n.red, n.yellow, n.draws]).toEqual([stats.firstWins, stats.secondWins, stats.draws]);
    // The positions: those the naive solver memoised.
    expect(naive.wdl.size).toBe(stats.positions);
  });

  it('values the start a Red win, with its 5th disc at best; every opening wins, the centre columns fastest', () => {
    expect([valueOf(tree, 0, 'wdl'), valueOf(tree, 0, 'shortest')]).toEqual([1, 2]);
    expect(bestMovesOfNode(tree, 0, 'wdl')).toEqual([0, 1, 2, 3]);
    expect(bestMovesOfNode(tree, 0, 'shortest')).toEqual([1, 2]);
    expect([0, 1, 2, 3].map((m) => valueOf(tree, nodeByMoves(tree, [m]), 'shortest'))).toEqual([1, 2, 2, 1]);
    // Half the positions up to the mirror.
    expect(stats.canonicalPositions).toBeLessThan(stats.positions);
    expect(stats.canonicalPositions).toBeGreaterThan(stats.positions / 2);
  });

  for (const mode of SCORE_MODES) {
    it(`gives every position the naive reference's value and best moves (${mode})`, () => {
      const ref = naive[mode];
      expect(ref.size).toBe(t.count);
      const wrong: string[] = [];
      for (let p = 0; p < t.count; p++) {
        const picture = connect3.formatPosition(stateAt(t, p));
        const r = ref.get(picture);
        if (!r || r.value !== t.score[mode][p] || r.best.join() !== bestMovesAt(t, p, mode).join()) wrong.push(picture);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('agrees with the reference sweeps (depth-first build, node-level minimax)', () => {
    expect(referenceMismatches(connect3, tree)).toEqual({});
  });

  it('its own discovery loop finds the same positions, numbered alike, with the same moves, as the generic loop over keyInfo and expandKey', () => {
    const fused = (connect3.discoverPositions as () => PositionDag)();
    const generic = discover(connect3);
    expect([fused.count, fused.edgeStart[fused.count], fused.monotone]).toEqual([7157, 11818, true]);
    expect([generic.count, generic.edgeStart[generic.count], generic.monotone]).toEqual([7157, 11818, true]);
    const P = fused.count;
    const E = fused.edgeStart[P];
    expect(Array.from(fused.keys.subarray(0, P))).toEqual(Array.from(generic.keys.subarray(0, P)));
    expect(Array.from(fused.info.subarray(0, P))).toEqual(Array.from(generic.info.subarray(0, P)));
    expect(Array.from(fused.edgeStart.subarray(0, P + 1))).toEqual(Array.from(generic.edgeStart.subarray(0, P + 1)));
    expect(Array.from(fused.edgeChild.subarray(0, E))).toEqual(Array.from(generic.edgeChild.subarray(0, E)));
    expect(Array.from(fused.edgeMove.subarray(0, E))).toEqual(Array.from(generic.edgeMove.subarray(0, E)));
    expect(Array.from(fused.slots ?? [])).toEqual(Array.from(generic.slots ?? []));
    // And the table built without it is the same, value for value.
    const without = buildGameTree({ ...connect3, discoverPositions: undefined });
    expect(treeStats(without)).toEqual(stats);
    expect(referenceMismatches(connect3, without)).toEqual({});
  });

  it('crosses threads in the transfer format', () => {
    const copy = buildGameTree(connect3);
    const { data, transfer } = toTransferable(copy);
    const back = fromTransferable(connect3, structuredClone(data, { transfer }));
    expect(treeStats(back)).toEqual(stats);
  });
});

/** Seeded random positions of the game, with their naive boards. */
function randomPositions(count: number, seed: number): { moves: number[]; board: NaiveBoard }[] {
  const rng = createRng(seed);
  const out: { moves: number[]; board: NaiveBoard }[] = [];
  while (out.length < count) {
    let b = naiveEmpty(4, 3, 3);
    const moves: number[] = [];
    const stop = rng.int(11);
    for (let i = 0; i < stop && naiveLegal(b).length > 0; i++) {
      const legal = naiveLegal(b);
      const m = legal[rng.int(legal.length)];
      moves.push(m);
      b = naivePlay(b, m);
    }
    if (naiveLegal(b).length > 0) out.push({ moves, board: b });
  }
  return out;
}

describe('Connect 3 (4×3): search and players', () => {
  const naive: Record<ScoreMode, Map<string, NaiveInfo>> = { wdl: naiveSolveAll(4, 3, 3, 'wdl'), shortest: naiveSolveAll(4, 3, 3, 'shortest') };
  const positions = randomPositions(60, 23);

  it('minimax visits the whole tree, alpha-beta (with and without the table, mirror-shared) finds the same value', () => {
    expect(search(connect3, connect3.initial, { algorithm: 'minimax' })).toMatchObject({ value: 1, counters: { nodes: 277167 } });
    expect(search(connect3, connect3.initial).value).toBe(1);
    expect(search(connect3, connect3.initial, { tt: true, symmetry: true, order: 'centre' }).value).toBe(1);
    expect(search(connect3, connect3.initial, { tt: true, mode: 'shortest' }).value).toBe(2);
    const plain = search(connect3, connect3.initial, { mode: 'shortest' }).counters.nodes;
    const tt = search(connect3, connect3.initial, { mode: 'shortest', tt: true, symmetry: true, order: 'centre' }).counters.nodes;
    expect(tt).toBeLessThan(plain);
  });

  it('alpha-beta values and best moves match the naive reference on random positions, both modes', () => {
    for (const { moves, board } of positions) {
      const s = connect3.parseMoves(moves.map((m) => m + 1).join('')).state;
      for (const mode of SCORE_MODES) {
        const ref = naive[mode].get(naivePicture(board)) as NaiveInfo;
        expect(search(connect3, s, { mode, tt: true, symmetry: true, order: 'centre' }).value).toBe(ref.value);
        expect(childValuesBySearch(connect3, s, { mode, tt: true }).map((c) => c.value)).toEqual(naiveLegal(board).map((m) => (naive[mode].get(naivePicture(naivePlay(board, m))) as NaiveInfo).value));
        expect(bestMovesBySearch(connect3, s, { mode, tt: true, symmetry: true })).toEqual(ref.best);
      }
    }
  });

  it('offers random, its rule players, search and the perfect players; perfect and alpha-beta pick only best moves', () => {
    expect(playersOf(connect3).map((p) => p.id)).toEqual([
      'random',
      'win-block',
      'centre',
      ...Array.from({ length: 12 }, (_, i) => `minimax-d${i + 1}`),
      'alphabeta',
      'alphabeta-first',
      'perfect',
      'perfect-shortest',
    ]);
    const perfect = createPerfectPlayer(connect3, 'shortest');
    const ab = createAlphaBetaPlayer(connect3);
    for (const { moves, board } of positions.slice(0, 20)) {
      const s = connect3.parseMoves(moves.map((m) => m + 1).join('')).state;
      expect(perfect.choices(s)).toEqual(naive.shortest.get(naivePicture(board))?.best);
      expect(ab.choices(s)).toEqual(naive.wdl.get(naivePicture(board))?.best);
    }
  });

  it('its rule players win when they can and block when they must, as the naive reference finds those columns', () => {
    const winBlock = createPlayer(connect3, 'win-block');
    const centre = createPlayer(connect3, 'centre');
    const rules = createRules(CONNECT3_SIZE);
    for (const { moves, board } of randomPositions(300, 5)) {
      const s = connect3.parseMoves(moves.map((m) => m + 1).join('')).state;
      const legal = naiveLegal(board);
      const me = naiveTurn(board);
      const wins = legal.filter((c) => naiveWinner(naivePlay(board, c)) === me);
      // The opponent's wins: its disc dropped into c now (as if it were its turn).
      const blocks = legal.filter((c) => {
        const columns = board.columns.map((col) => col.slice());
        columns[c].push(me === 'R' ? 'Y' : 'R');
        return naiveWinner({ ...board, columns }) !== '';
      });
      const expected = wins.length > 0 ? wins : blocks.length > 0 ? blocks : legal;
      expect(winBlock.choices(s)).toEqual(expected);
      const nearest = Math.min(...expected.map((c) => Math.abs(2 * c - 3)));
      expect(centre.choices(s)).toEqual(expected.filter((c) => Math.abs(2 * c - 3) === nearest));
      expect(rules.toMove(s)).toBe(me === 'R' ? 0 : 1);
    }
  });

  it('solve check: perfect passes, the rule players do not', () => {
    expect(runSolveCheck(connect3, createPerfectPlayer(connect3)).passed).toBe(true);
    expect(runSolveCheck(connect3, createPerfectPlayer(connect3, 'shortest'), { mode: 'shortest' }).passed).toBe(true);
    const r = runSolveCheck(connect3, createPlayer(connect3, 'centre'));
    expect(r.passed).toBe(false);
    expect(r.positions).toBe(7157 - treeStatsFinished());
  });

  it('arena: perfect as Red always wins against random; centre first beats random', () => {
    const perfect = createPerfectPlayer(connect3);
    const result = runMatch(connect3, perfect, createRandomPlayer(connect3), { games: 2000, seed: 11 });
    expect(result.asFirst.winRatio).toBe(1);
    const rule = runMatch(connect3, createPlayer(connect3, 'centre'), createRandomPlayer(connect3), { games: 2000, seed: 12 });
    expect(rule.total.winRatio).toBeGreaterThan(0.6);
  });

  it('the lab draws a late position whole', () => {
    const s = connect3.parseMoves('2323141').state;
    const lab = buildLabTree(connect3, s, null);
    expect(lab.nodes.length).toBeGreaterThan(1);
    expect(lab.nodes.every((n) => legalMoveList(connect3, n.state).length === 0 || connect3.outcome(n.state) === OUTCOME.playing)).toBe(true);
  });
});

/** Finished positions of the game (a solve check visits the others). */
function treeStatsFinished(): number {
  let finished = 0;
  const seen = new Set<number>();
  const walk = (s: number) => {
    if (seen.has(s)) return;
    seen.add(s);
    if (connect3.outcome(s) !== OUTCOME.playing) {
      finished++;
      return;
    }
    for (const m of legalMoveList(connect3, s)) walk(connect3.play(s, m));
  };
  walk(connect3.initial);
  return finished;
}
