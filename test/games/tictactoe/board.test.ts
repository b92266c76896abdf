import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boardError, cellAt, EMPTY_BOARD, legalMoves, status, toMove, tryMove } from '../../../src/games/tictactoe/board.ts';
import { GameError, type Result } from '../../../src/games/game.ts';
import { formatBoard, formatMoves, formatMovesWithPlayers, parseBoard, parseMoveLine } from '../../../src/games/tictactoe/notation.ts';
import { isValidBoard, mustBoard as mustParseBoard, mustMove as applyMove, mustMoves, parseMoves } from '../../helpers/ttt.ts';

function errorOf(r: Result<unknown>): GameError {
  if (r.ok) throw new Error('expected a GameError, got a value');
  expect(r.error).toBeInstanceOf(GameError);
  return r.error;
}

describe('rules', () => {
  it('o moves first and players alternate', () => {
    let b = EMPTY_BOARD;
    expect(toMove(b)).toBe('o');
    b = applyMove(b, 4);
    expect(cellAt(b, 4)).toBe('o');
    expect(toMove(b)).toBe('x');
    b = applyMove(b, 0);
    expect(cellAt(b, 0)).toBe('x');
    expect(toMove(b)).toBe('o');
    expect(formatBoard(b)).toBe('x...o....');
  });

  it('applyMove returns a new board and leaves the old one alone', () => {
    const b = mustParseBoard('o...x....');
    const c = applyMove(b, 8);
    expect(formatBoard(b)).toBe('o...x....');
    expect(formatBoard(c)).toBe('o...x...o');
  });

  it('legal moves are the empty cells in order, none once the game is over', () => {
    expect(legalMoves(EMPTY_BOARD)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(legalMoves(mustParseBoard('o...x....'))).toEqual([1, 2, 3, 5, 6, 7, 8]);
    expect(legalMoves(mustParseBoard('ooo.xx...'))).toEqual([]);
  });

  it('status reports the winner with the winning line, draws and play', () => {
    expect(status(mustParseBoard('ooo.xx...'))).toEqual({ outcome: 'o-won', line: [0, 1, 2] });
    expect(status(mustParseBoard('xo.xo.x.o'))).toEqual({ outcome: 'x-won', line: [0, 3, 6] });
    expect(status(mustParseBoard('o.xox.o..'))).toEqual({ outcome: 'o-won', line: [0, 3, 6] });
    expect(status(mustParseBoard('oxooxxxoo'))).toEqual({ outcome: 'draw', line: null });
    expect(status(mustParseBoard('o...x....'))).toEqual({ outcome: 'playing', line: null });
    expect(status(mustParseBoard('x.o.o.o.x')).line).toEqual([2, 4, 6]);
  });

  it('a winning last move that completes two lines is a legal finished board', () => {
    // o completes row 0 and column 0 with its fifth piece at cell 0
    const b = mustParseBoard('.oo' + 'oxx' + 'oxx');
    expect(status(applyMove(b, 0)).outcome).toBe('o-won');
  });
});

describe('bad input is a typed error with a precise message', () => {
  it.each([
    ['o...x...', 'length', /9 cells.*8 characters/],
    ['o...x.....', 'length', /10 characters/],
    ['', 'length', /0 characters/],
    ['o...X....', 'character', /"X" at position 5/],
    ['o..-x....', 'character', /"-" at position 4/],
    ['xx.......', 'counts', /x has more pieces than o/],
    ['ooo......', 'counts', /o may lead by at most one/],
    ['oooxxx...', 'both-won', /both o and x/],
    ['ooo...xxx', 'both-won', /both o and x/],
    ['oooxx.x..', 'game-over', /x has played after o completed a line/],
    ['xxxoo.oo.', 'game-over', /o has played after x completed a line/],
  ])('board %j -> %s', (text, code, message) => {
    const e = errorOf(parseBoard(text));
    expect(e.code).toBe(code);
    expect(e.message).toMatch(message);
  });

  it.each([
    ['44', 'occupied', /move 2: cell 4 is already taken by o/],
    ['409', 'range', /move 3: cell 9 is out of range/],
    ['4a', 'character', /"a" at move 2/],
    ['4 0', 'character', /" " at move 2/],
    ['0314256', 'game-over', /move 6: cannot play cell 5: the game is over \(o won\)/],
    ['0123456789', 'game-over', /move 8: cannot play cell 7: the game is over \(o won\)/],
    ['0123456abc', 'character', /"a" at move 8/],
    ['abcdefghijk', 'character', /"a" at move 1/],
  ])('moves %j -> %s', (text, code, message) => {
    const e = errorOf(parseMoves(text));
    expect(e.code).toBe(code);
    expect(e.message).toMatch(message);
  });

  it('tryMove rejects out-of-range, non-integer, occupied and post-game moves', () => {
    expect(errorOf(tryMove(EMPTY_BOARD, -1)).code).toBe('range');
    expect(errorOf(tryMove(EMPTY_BOARD, 9)).code).toBe('range');
    expect(errorOf(tryMove(EMPTY_BOARD, 1.5)).code).toBe('range');
    expect(errorOf(tryMove(EMPTY_BOARD, Number.NaN)).code).toBe('range');
    expect(errorOf(tryMove(mustParseBoard('o........'), 0)).code).toBe('occupied');
    expect(errorOf(tryMove(mustParseBoard('ooo.xx...'), 8)).code).toBe('game-over');
  });

  it('parsers return results', () => {
    expect(errorOf(parseBoard('bad')).code).toBe('length');
    expect(parseBoard('.........')).toEqual({ ok: true, value: 0 });
  });

  it('the longest valid prefix of a bad move string is kept, in one pass', () => {
    expect(parseMoveLine('4084')).toMatchObject({ moves: [4, 0, 8] });
    expect(parseMoveLine('4084').error?.code).toBe('occupied');
    expect(parseMoveLine('408').error).toBeNull();
    expect(parseMoveLine('x').moves).toEqual([]);
    // A very long string stops at its first bad move (no quadratic re-parsing).
    const long = parseMoveLine('0142' + '5'.repeat(1_000_000));
    expect(long.moves).toEqual([0, 1, 4, 2, 5]);
    expect(long.error?.code).toBe('occupied');
  });
});

describe('notation', () => {
  it('move sequences round-trip and name the players', () => {
    expect(mustMoves('408')).toEqual([4, 0, 8]);
    expect(formatMoves([4, 0, 8])).toBe('408');
    expect(formatMovesWithPlayers([4, 0, 8])).toBe('o:4 x:0 o:8');
    expect(formatBoard(parseMoveLine('408').state)).toBe('x...o...o');
    expect(mustMoves('')).toEqual([]);
  });

  it('every board reached by legal play round-trips through the notation', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 8 }), { maxLength: 12 }), (cells) => {
        let b = EMPTY_BOARD;
        for (const c of cells) {
          const r = tryMove(b, c);
          if (r.ok) b = r.value;
        }
        expect(mustParseBoard(formatBoard(b))).toBe(b);
      }),
      { seed: 42, numRuns: 500 },
    );
  });

  it('exactly 5,478 of the 3^9 boards pass validation: the reachable positions', () => {
    let valid = 0;
    for (let k = 0; k < 19683; k++) {
      let o = 0;
      let x = 0;
      for (let c = 0, r = k; c < 9; c++, r = Math.floor(r / 3)) {
        if (r % 3 === 1) o |= 1 << c;
        if (r % 3 === 2) x |= 1 << c;
      }
      if (isValidBoard(o | (x << 9))) valid++;
    }
    expect(valid).toBe(5478);
    expect(boardError(1 << 18)).toBeInstanceOf(GameError);
  });

  it('never crashes on arbitrary strings: a board or a GameError', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (s) => {
        const r = parseBoard(s);
        if (r.ok) expect(formatBoard(r.value)).toBe(s);
        else expect(r.error.message.length).toBeGreaterThan(10);
        const m = parseMoves(s);
        if (m.ok) expect(formatMoves(m.value.moves)).toBe(s);
      }),
      { seed: 7, numRuns: 2000 },
    );
  });
});
