/**
 * The position table's discovery: tic-tac-toe's fused loop against the
 * generic one, and the generic one on what tic-tac-toe never exercises
 * (hashed keys, moves that reach earlier positions, the table's limits).
 */
import { describe, expect, it } from 'vitest';
import { OUTCOME, type FullTreeGame, type OutcomeCode } from '../../src/games/game.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';
import { buildGameTree } from '../../src/tree/build.ts';
import { bestMovesOf, discover, enumeratePositions, positionOf, positionValue, POSITION_COLUMNS, EDGE_COLUMNS } from '../../src/tree/positions.ts';
import { treeStats } from '../../src/tree/stats.ts';
import { firstDifference } from '../helpers/arrays.ts';
import { nim } from '../helpers/nim.ts';
import { referenceMismatches } from '../helpers/treeReference.ts';

describe("tic-tac-toe's own discovery loop", () => {
  const fused = ticTacToe.discoverPositions!();
  const generic = discover(ticTacToe);

  it('finds the same 5,478 positions and 16,167 moves, numbered alike, as the generic loop over keyInfo and expandKey', () => {
    expect([fused.count, fused.edgeStart[fused.count]]).toEqual([5478, 16167]);
    expect([generic.count, generic.edgeStart[generic.count]]).toEqual([5478, 16167]);
    expect(fused.monotone).toBe(true);
    expect(generic.monotone).toBe(true);
    const P = fused.count;
    const E = fused.edgeStart[P];
    expect(firstDifference(fused.keys.subarray(0, P), generic.keys.subarray(0, P))).toBe(-1);
    expect(firstDifference(fused.info.subarray(0, P), generic.info.subarray(0, P))).toBe(-1);
    expect(firstDifference(fused.edgeStart.subarray(0, P + 1), generic.edgeStart.subarray(0, P + 1))).toBe(-1);
    expect(firstDifference(fused.edgeChild.subarray(0, E), generic.edgeChild.subarray(0, E))).toBe(-1);
    expect(firstDifference(fused.edgeMove.subarray(0, E), generic.edgeMove.subarray(0, E))).toBe(-1);
  });

  it('gives the same position table, column by column, as the game without it', () => {
    const withLoop = enumeratePositions(ticTacToe);
    const without = enumeratePositions({ ...ticTacToe, discoverPositions: undefined });
    for (const col of Object.keys(POSITION_COLUMNS) as (keyof typeof POSITION_COLUMNS)[]) expect(firstDifference(withLoop[col], without[col]), col).toBe(-1);
    for (const col of Object.keys(EDGE_COLUMNS) as (keyof typeof EDGE_COLUMNS)[]) expect(firstDifference(withLoop.edges[col], without.edges[col]), col).toBe(-1);
    // The key index the loop hands over finds every position, and nothing else.
    let wrong = 0;
    for (let p = 0; p < withLoop.count; p++) if (withLoop.index.get(withLoop.key[p]) !== p || without.index.get(withLoop.key[p]) !== p) wrong++;
    expect(wrong).toBe(0);
    expect([withLoop.index.get(0b11 << 9), withLoop.index.get(-1), withLoop.index.get(1 << 18)]).toEqual([-1, -1, -1]);
  });
});

/**
 * A subtraction game: take 1, 2 or 3 stones from 6, larger takes first; whoever
 * takes the last stone wins. Keys are hashed (no finite key space), so the
 * table indexes them with a Map. Larger takes first means 6a reaches 3b
 * before 4a does, so 4a's move to 3b goes to an earlier position and minimax
 * needs a depth-first order. By hand: piles that are multiples of 4 lose for
 * the mover, so from 6 the first player wins by taking 2; 52 nodes
 * (f(n) = 1 + f(n-1) + f(n-2) + f(n-3), f(0) = 1), 12 positions (6a, 5b..0b, 4a..0a).
 */
const SCALE = 1_000_003;
const stones = (s: number) => s >> 1;
const sideOf = (s: number) => s & 1;
const outcomeOf = (s: number): OutcomeCode => (stones(s) > 0 ? OUTCOME.playing : sideOf(s) === 1 ? OUTCOME.firstWon : OUTCOME.secondWon);
function takesOf(s: number, out: Int16Array, offset: number): number {
  let n = 0;
  for (let take = Math.min(3, stones(s)); take >= 1; take--) out[offset + n++] = take;
  return n;
}
const play = (s: number, take: number) => (stones(s) - take) * 2 + (1 - sideOf(s));
const subtraction: FullTreeGame<number> = {
  ...nim,
  id: 'take3-from6',
  initial: 6 * 2,
  maxMoves: 3,
  maxPlies: 6,
  keySpace: Infinity,
  toMove: (s) => sideOf(s) as 0 | 1,
  legalMoves: takesOf,
  play,
  outcome: outcomeOf,
  pliesLeftAtMost: stones,
  key: (s) => s * SCALE + 11,
  fromKey: (k) => (k - 11) / SCALE,
  canonicalKey: (s) => s * SCALE + 11,
  keyInfo: (k) => {
    const s = (k - 11) / SCALE;
    return sideOf(s) | (outcomeOf(s) << 1);
  },
  expandKey(k, moves, childKeys) {
    const s = (k - 11) / SCALE;
    if (outcomeOf(s) !== OUTCOME.playing) return 0;
    const n = takesOf(s, moves, 0);
    for (let i = 0; i < n; i++) childKeys[i] = play(s, moves[i]) * SCALE + 11;
    return n;
  },
};

describe('the generic discovery on hashed keys and moves back to earlier positions', () => {
  const tree = buildGameTree(subtraction);
  const t = tree.positions;

  it('finds 12 positions and 52 nodes, with a move to an earlier position', () => {
    expect(t.count).toBe(12);
    expect(treeStats(tree).nodes).toBe(52);
    expect(discover(subtraction).monotone).toBe(false);
    let backwards = 0;
    for (let p = 0; p < t.count; p++) for (let k = t.edgeStart[p]; k < t.edgeStart[p + 1]; k++) if (t.edges.child[k] <= p) backwards++;
    expect(backwards).toBeGreaterThan(0);
  });

  it('values by hand: the first player wins from 6 by taking 2; 4 and 8 lose for the mover', () => {
    expect(positionValue(t, 12)).toBe(1);
    expect(bestMovesOf(t, 12)).toEqual([2]);
    // 4 stones, second player to move: every take leaves 1-3 for the first player, who wins.
    expect(positionValue(t, 4 * 2 + 1)).toBe(1);
    expect(bestMovesOf(t, 4 * 2 + 1)).toEqual([3, 2, 1]);
    expect(positionValue(t, 4 * 2)).toBe(-1);
    expect(positionOf(t, 5 * 2)).toBe(-1);
  });

  it('agrees with the node-level reference sweep', () => {
    expect(referenceMismatches(subtraction, tree)).toEqual({});
  });
});

describe("the table's limits", () => {
  it('refuses more than 65,535 positions with a clear error', () => {
    const big = { ...subtraction, id: 'take3-from40000', initial: 40_000 * 2, maxPlies: 40_000 };
    expect(() => enumeratePositions(big)).toThrow(/take3-from40000: more than 65,535 positions/);
  });

  it('refuses moves above 127 with a clear error', () => {
    const wide: FullTreeGame<number> = {
      ...subtraction,
      id: 'wide',
      expandKey(k, moves, childKeys) {
        const n = subtraction.expandKey(k, moves, childKeys);
        for (let i = 0; i < n; i++) moves[i] += 200;
        return n;
      },
    };
    expect(() => enumeratePositions(wide)).toThrow(/wide: moves above 127/);
  });
});
