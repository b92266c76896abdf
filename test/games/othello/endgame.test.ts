import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OUTCOME } from '../../../src/games/game.ts';
import { createRng } from '../../../src/ai/rng.ts';
import { othello, type OthelloState } from '../../../src/games/othello/index.ts';
import { solveAllMoves, solveExact } from '../../../src/games/othello/endgame.ts';
import { EndgameStopped } from '../../../src/games/othello/endgameSearch.ts';
import { emptyCount, hasSquare, INITIAL, makeState, PASS, STATUS } from '../../../src/games/othello/state.ts';
import { naiveFinalScore, naiveMoveScores, naiveSolve, type Cells } from '../../helpers/othelloNaive.ts';

function cellsOf(s: OthelloState): Cells {
  return Array.from({ length: 64 }, (_, sq) => (hasSquare(s.bl, s.bh, sq) ? 1 : hasSquare(s.wl, s.wh, sq) ? 2 : 0));
}

const colourOf = (s: OthelloState): 1 | 2 => (s.side === 0 ? 1 : 2);

/** A seeded random game played until `empties` squares are left (null when it ended sooner). */
function randomEndgame(seed: number, empties: number): OthelloState | null {
  const rng = createRng(seed);
  const buf = new Int16Array(othello.maxMoves);
  let s = INITIAL;
  while (emptyCount(s) > empties) {
    if (othello.outcome(s) !== OUTCOME.playing) return null;
    s = othello.play(s, buf[rng.int(othello.legalMoves(s, buf, 0))]);
  }
  return othello.outcome(s) === OUTCOME.playing ? s : null;
}

/** Seeded random unfinished positions with `min`..`max` empties. */
function endgames(count: number, seed: number, min: number, max: number): OthelloState[] {
  const out: OthelloState[] = [];
  for (let k = 0; out.length < count; k++) {
    const s = randomEndgame(seed * 1000 + k, min + (k % (max - min + 1)));
    if (s) out.push(s);
  }
  return out;
}

/** Checks the solver against the naive reference on `s`: every move's score, the best score, a best move. */
function expectAgreesWithNaive(s: OthelloState): void {
  const cells = cellsOf(s);
  const all = solveAllMoves(s);
  const exact = solveExact(s);
  if (s.status === STATUS.pass) {
    expect(all.moves).toEqual([{ move: PASS, score: naiveSolve(cells, colourOf(s)) }]);
    expect(exact).toMatchObject({ bestMove: PASS, score: naiveSolve(cells, colourOf(s)) });
    return;
  }
  const naive = naiveMoveScores(cells, colourOf(s));
  const best = Math.max(...naive.map((m) => m.score));
  expect([...all.moves].sort((a, b) => a.move - b.move)).toEqual(naive);
  expect(all.moves[0].score).toBe(best);
  expect(exact.score).toBe(best);
  expect(naive.find((m) => m.move === exact.bestMove)?.score).toBe(best);
}

describe('exact endgame solver against the naive reference (plain recursion over arrays)', () => {
  it('agrees on every move of 33 seeded random positions with 8 to 12 empties (30 with 8-10, 2 with 11, 1 with 12: the reference takes seconds per position from 11)', () => {
    for (const s of [...endgames(30, 1, 8, 10), ...endgames(2, 2, 11, 11), ...endgames(1, 3, 12, 12)]) expectAgreesWithNaive(s);
  }, 120_000);

  it('agrees from positions with passes ahead: random games run on until a side must pass, 1 to 12 empties', () => {
    const rng = createRng(5);
    const buf = new Int16Array(othello.maxMoves);
    let found = 0;
    for (let game = 0; game < 400 && found < 25; game++) {
      let s = INITIAL;
      while (othello.outcome(s) === OUTCOME.playing && !(s.status === STATUS.pass && emptyCount(s) <= 12)) s = othello.play(s, buf[rng.int(othello.legalMoves(s, buf, 0))]);
      if (s.status !== STATUS.pass) continue;
      found++;
      expectAgreesWithNaive(s);
      expectAgreesWithNaive(othello.play(s, PASS));
    }
    expect(found).toBe(25);
  });

  it('property: any seed and 1 to 10 empties agree with the reference', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 10 }), (seed, empties) => {
        const s = randomEndgame(seed, empties);
        if (s) expectAgreesWithNaive(s);
      }),
      { seed: 27, numRuns: 40 },
    );
  }, 120_000);

  it('a finished game scores its discs with the empties to the winner, and has no move', () => {
    // black a1..h4 and a5..c8 partly: a board with empties where neither side can move (all black)
    const s = makeState(-1, 0x0000ffff, 0, 0, 1);
    expect(s.status).toBe(STATUS.over);
    expect(solveExact(s)).toEqual({ score: -64, bestMove: null, nodes: 0 });
    expect(solveAllMoves(s).moves).toEqual([]);
    expect(naiveFinalScore(cellsOf(s), 2)).toBe(-64);
  });
});

describe('exact endgame solver: polling and stopping', () => {
  const s = endgames(1, 9, 14, 14)[0];

  it('calls onPoll every pollEvery nodes with the node count, and node counts repeat exactly', () => {
    const polls: number[] = [];
    const r = solveExact(s, { pollEvery: 1000, onPoll: (n) => polls.push(n) });
    expect(r.nodes).toBeGreaterThan(3000);
    // a poll comes at the first node counted past the last poll + 1,000 (the last empty square's nodes count without polling)
    const gaps = polls.map((n, i) => n - (i === 0 ? 0 : polls[i - 1]));
    expect(gaps.every((g) => g >= 1000 && g <= 1064)).toBe(true);
    expect(r.nodes - polls[polls.length - 1]).toBeLessThan(1064);
    expect(solveExact(s).nodes).toBe(r.nodes);
  });

  it('stops with EndgameStopped when shouldStop says so, and solves normally afterwards', () => {
    let asked = 0;
    expect(() => solveExact(s, { pollEvery: 500, shouldStop: () => ++asked >= 3 })).toThrow(EndgameStopped);
    expect(asked).toBe(3);
    const all = solveAllMoves(s);
    expect(solveExact(s).score).toBe(all.moves[0].score);
  });
});
