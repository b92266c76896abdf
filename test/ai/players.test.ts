import assert from 'node:assert/strict';
import { describe, expect, it } from 'vitest';
import { legalMoves, oMask, toMove, xMask, type Board } from '../../src/games/tictactoe/board.ts';
import { GameError } from '../../src/games/game.ts';
import { winningCells } from '../../src/games/tictactoe/players.ts';
import { createPerfectPlayer } from '../../src/ai/players/perfect.ts';
import { createRandomPlayer } from '../../src/ai/players/random.ts';
import { createAlphaBetaPlayer, createMinimaxPlayer } from '../../src/ai/players/search.ts';
import { createRng } from '../../src/ai/rng.ts';
import { naiveBestMoves, naiveUnfinishedBoards } from './reference.ts';
import { mustBoard } from '../helpers/ttt.ts';
import { createPlayer, parsePlayer } from '../../src/ai/registry.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';

const boards = naiveUnfinishedBoards();
const B = (s: string): Board => mustBoard(s);

/** Cells where the side to move (or its opponent) would complete a line. */
function wins(b: Board, forMover: boolean): number[] {
  const oTurn = toMove(b) === 'o';
  const own = oTurn === forMover ? oMask(b) : xMask(b);
  return legalMoves(b).filter((c) => (winningCells(own) >> c) & 1);
}

describe('every player honours the contract', () => {
  const players = [
    createRandomPlayer(ticTacToe),
    createPlayer(ticTacToe, 'rule1'),
    createPlayer(ticTacToe, 'rule2'),
    createPlayer(ticTacToe, 'rule3'),
    createMinimaxPlayer(ticTacToe, 2),
    createPerfectPlayer(ticTacToe, 'wdl'),
    createPerfectPlayer(ticTacToe, 'shortest'),
  ];
  for (const player of players) {
    it(`${player.id}: choices are legal, ascending, non-empty; choose picks one of them`, () => {
      const rng = createRng(5);
      for (const b of boards) {
        const choices = player.choices(b);
        assert.ok(choices.length > 0);
        assert.deepEqual([...choices].sort((x, y) => x - y), choices);
        const legal = legalMoves(b);
        for (const c of choices) assert.ok(legal.includes(c));
        assert.ok(choices.includes(player.choose(b, rng)));
      }
    });

    it(`${player.id}: a finished board is a GameError`, () => {
      const finished = B('ooo.xx...'); // o won
      expect(() => player.choices(finished)).toThrow(GameError);
      expect(() => player.choose(finished, createRng(1))).toThrow(/game is over/);
    });
  }

  it('choose draws exactly once per decision, also with a single choice', () => {
    const player = createPerfectPlayer(ticTacToe);
    const forced = B('oo.xx....'); // o to move; only 2 wins
    expect(player.choices(forced)).toEqual([2]);
    const rng = createRng(1);
    const before = rng.state;
    player.choose(forced, rng);
    const after = createRng(1);
    after.next();
    expect(rng.state).not.toBe(before);
    expect(rng.state).toBe(after.state);
  });
});

describe('random', () => {
  it('offers every legal move and eventually plays each of them', () => {
    const player = createRandomPlayer(ticTacToe);
    const rng = createRng(2);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(player.choose(0, rng));
    expect([...seen].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    for (const b of boards) assert.deepEqual(player.choices(b), legalMoves(b));
  });
});

describe('rule-based players', () => {
  it('rule1 plays a winning move whenever it has one, else anything', () => {
    const p = createPlayer(ticTacToe, 'rule1');
    for (const b of boards) {
      const w = wins(b, true);
      assert.deepEqual(p.choices(b), w.length > 0 ? w : legalMoves(b));
    }
    // x (0, 4) to move against o (1, 3, 6): only 8 completes a line.
    expect(p.choices(B('xo.ox.o..'))).toEqual([8]);
  });

  it('rule2 also blocks the opponent\u2019s immediate win', () => {
    const p = createPlayer(ticTacToe, 'rule2');
    for (const b of boards) {
      const w = wins(b, true);
      const block = wins(b, false);
      assert.deepEqual(p.choices(b), w.length > 0 ? w : block.length > 0 ? block : legalMoves(b));
    }
    expect(p.choices(B('oo..x....'))).toEqual([2]); // x blocks the top row
    expect(p.choices(B('oo.xx....'))).toEqual([2]); // o wins rather than block
  });

  it('rule3 also takes the centre, then a corner', () => {
    const p = createPlayer(ticTacToe, 'rule3');
    expect(p.choices(0)).toEqual([4]);
    expect(p.choices(B('....o....'))).toEqual([0, 2, 6, 8]);
    expect(p.choices(B('o...x...o'))).toEqual([2, 6]);
    for (const b of boards) {
      const w = wins(b, true);
      const block = wins(b, false);
      const legal = legalMoves(b);
      const corners = legal.filter((c) => [0, 2, 6, 8].includes(c));
      const expected = w.length ? w : block.length ? block : legal.includes(4) ? [4] : corners.length ? corners : legal;
      assert.deepEqual(p.choices(b), expected);
    }
  });
});

describe('perfect', () => {
  it('offers exactly the best moves (checked against naive minimax)', () => {
    const wdl = createPerfectPlayer(ticTacToe, 'wdl');
    const shortest = createPerfectPlayer(ticTacToe, 'shortest');
    for (const b of boards) {
      assert.deepEqual(wdl.choices(b), naiveBestMoves(b, 'wdl'));
      assert.deepEqual(shortest.choices(b), naiveBestMoves(b, 'shortest'));
    }
  });

  it('seed 001/000 examples: after a corner x takes the centre; after the centre x takes a corner', () => {
    const p = createPerfectPlayer(ticTacToe);
    expect(p.choices(B('o........'))).toEqual([4]);
    expect(p.choices(B('....o....'))).toEqual([0, 2, 6, 8]);
    expect(p.choices(0)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('rejects an impossible board with the reason', () => {
    expect(() => createPerfectPlayer(ticTacToe).choices(0b11 << 9)).toThrow(/more pieces/);
  });
});

describe('search-based players', () => {
  it('alphabeta offers exactly the perfect player\u2019s moves; alphabeta-first one of them', () => {
    const ab = createAlphaBetaPlayer(ticTacToe, 'random');
    const first = createAlphaBetaPlayer(ticTacToe, 'first');
    const perfect = createPerfectPlayer(ticTacToe);
    for (const b of boards) {
      const best = perfect.choices(b);
      assert.deepEqual(ab.choices(b), best);
      const f = first.choices(b);
      assert.equal(f.length, 1);
      assert.ok(best.includes(f[0]));
    }
  });

  it('minimax-d1 takes an immediate win; minimax-d2 blocks one', () => {
    const d1 = createMinimaxPlayer(ticTacToe, 1);
    const d2 = createMinimaxPlayer(ticTacToe, 2);
    expect(d1.choices(B('oo.xx....'))).toEqual([2]);
    expect(d2.choices(B('oo..x....'))).toEqual([2]);
    for (const b of boards) {
      const w = wins(b, true);
      if (w.length > 0) assert.deepEqual(d1.choices(b), w);
    }
  });

  it('minimax-d9 plays perfectly; shallow depths do not', () => {
    const d9 = createMinimaxPlayer(ticTacToe, 9);
    for (const b of boards.slice(0, 600)) assert.deepEqual(d9.choices(b), naiveBestMoves(b));
    expect(createMinimaxPlayer(ticTacToe, 1).choices(0)).toEqual([4]); // open lines favour the centre
  });

  it('rejects depths outside 1..9', () => {
    expect(() => createMinimaxPlayer(ticTacToe, 0)).toThrow(RangeError);
    expect(() => createMinimaxPlayer(ticTacToe, 10)).toThrow(RangeError);
  });
});

describe('player state', () => {
  it('choices depend only on the board (same answer twice, in any order)', () => {
    const p = createMinimaxPlayer(ticTacToe, 3);
    const sample = boards.filter((_, i) => i % 97 === 0);
    const first = sample.map((b) => p.choices(b));
    const again = [...sample].reverse().map((b) => p.choices(b)).reverse();
    expect(again).toEqual(first);
  });
});

describe('a search player’s sign of life', () => {
  it('calls onPoll every 1,024 nodes of its searches and chooses as without it', () => {
    let polls = 0;
    const polled = createPlayer(ticTacToe, 'minimax-d9');
    const watched = parsePlayer(ticTacToe, 'minimax-d9', () => void polls++);
    if (!watched.ok) throw watched.error;
    expect(watched.value.choicesCounted?.(0)).toEqual(polled.choicesCounted?.(0));
    expect(polls).toBe(Math.floor(549945 / 1024)); // its searches of the 9 children share one count
  });
});
