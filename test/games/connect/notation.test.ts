/** Connect-K's notations: round trips and every parse error, named precisely, never thrown. */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/ai/rng.ts';
import { connect3 } from '../../../src/games/connect/index.ts';
import { connectGame } from '../../helpers/connect.ts';
import { GAME_ERROR_CODES, legalMoveList, OUTCOME, type Game } from '../../../src/games/game.ts';

/** A seeded random game's moves, to its end. */
function randomGame(game: Game<number>, seed: number): number[] {
  const rng = createRng(seed);
  const moves: number[] = [];
  let s = game.initial;
  for (let legal = legalMoveList(game, s); legal.length > 0; legal = legalMoveList(game, s)) {
    const m = legal[rng.int(legal.length)];
    moves.push(m);
    s = game.play(s, m);
  }
  return moves;
}

describe('round trips', () => {
  for (const game of [connect3, connectGame({ width: 7, height: 6, inRow: 4 })]) {
    it(`${game.id}: moves and positions read back what was written`, () => {
      for (let seed = 1; seed <= 40; seed++) {
        const moves = randomGame(game, seed);
        const text = game.formatMoves(moves);
        expect(text).toMatch(new RegExp(`^[1-${game.maxMoves}]+$`));
        const line = game.parseMoves(text);
        expect(line.error).toBeNull();
        expect(line.moves).toEqual(moves);
        for (let i = 0; i <= moves.length; i++) {
          const s = game.parseMoves(text.slice(0, i)).state;
          const pos = game.formatPosition(s);
          expect(game.parsePosition(pos)).toEqual({ ok: true, value: s });
        }
        expect(game.formatLine(moves).split(' ')).toEqual(moves.map((m, i) => `${i % 2 === 0 ? 'R' : 'Y'}:${game.formatMove(m)}`));
      }
    });
  }

  it('writes moves as column digits and lines as people read them', () => {
    expect(connect3.formatMoves([3, 3, 2])).toBe('443');
    expect(connect3.formatMove(0)).toBe('1');
    expect(connect3.formatLine([3, 3, 4 - 1])).toBe('R:4 Y:4 R:4');
    expect(connect3.formatLine([1, 2], 1)).toBe('Y:2 R:3');
    expect(connect3.formatLine([])).toBe('');
    expect(connect3.formatPosition(connect3.parseMoves('2321').state)).toBe('..../.R../YRY.');
    expect(connect3.formatPosition(connect3.initial)).toBe('..../..../....');
  });
});

describe('parse errors', () => {
  const stop = (text: string) => {
    const r = connect3.parseMoves(text);
    return { moves: connect3.formatMoves(r.moves), code: r.error?.code ?? null, message: r.error?.message ?? null };
  };

  it('a full column is occupied, a digit outside 1-4 out of range, anything else a character; each stops the line there', () => {
    expect(stop('1111')).toEqual({ moves: '111', code: 'occupied', message: 'move 4: column 1 is full' });
    expect(stop('125')).toEqual({ moves: '12', code: 'range', message: 'move 3: there is no column 5: the columns are 1 to 4' });
    expect(stop('0')).toMatchObject({ moves: '', code: 'range' });
    expect(stop('9')).toMatchObject({ moves: '', code: 'range' });
    expect(stop('12a')).toEqual({ moves: '12', code: 'character', message: 'unknown character "a" at move 3: a move is a column digit 1 to 4' });
    expect(stop('1 2')).toMatchObject({ moves: '1', code: 'character' });
    expect(stop('１')).toMatchObject({ moves: '', code: 'character' });
    expect(stop('1😀')).toMatchObject({ moves: '1', code: 'character', message: expect.stringContaining('"😀" at move 2') });
  });

  it('a move after the end is game-over, on a win and on a draw', () => {
    // Red: 1, 2, 3 along the bottom (Yellow above on 1 and 2).
    expect(stop('11223').code).toBeNull();
    expect(stop('112233')).toMatchObject({ moves: '11223', code: 'game-over', message: 'move 6: cannot drop a disc into column 3: the game is over (Red won)' });
    const draw = '111334432224';
    const drawn = connect3.parseMoves(draw);
    expect([drawn.error, connect3.outcome(drawn.state)]).toEqual([null, OUTCOME.draw]);
    expect(stop(`${draw}1`)).toMatchObject({ moves: draw, code: 'game-over', message: 'move 13: cannot drop a disc into column 1: the game is over (a draw)' });
  });

  it('tryPlay names a column out of range, a full column and a finished game', () => {
    const full = connect3.parseMoves('111').state;
    expect(connect3.tryPlay(full, 0)).toMatchObject({ ok: false, error: { code: 'occupied' } });
    expect(connect3.tryPlay(full, 4)).toMatchObject({ ok: false, error: { code: 'range' } });
    expect(connect3.tryPlay(full, -1)).toMatchObject({ ok: false, error: { code: 'range' } });
    expect(connect3.tryPlay(full, 1.5)).toMatchObject({ ok: false, error: { code: 'range' } });
    expect(connect3.tryPlay(connect3.parseMoves('11223').state, 3)).toMatchObject({ ok: false, error: { code: 'game-over', message: expect.stringContaining('Red won') } });
  });

  it('positions: rows, lengths, characters and floating discs', () => {
    const code = (text: unknown) => {
      const r = connect3.parsePosition(text as string);
      return r.ok ? 'ok' : `${r.error.code}: ${r.error.message}`;
    };
    expect(code('..../....')).toMatch(/^length: .* has 2 rows/);
    expect(code('..../..../...')).toBe('length: row 3 from the top has 3 squares; a row has 4');
    expect(code('..../..../....R')).toMatch(/^length/);
    expect(code('..../..../r...')).toBe('character: unknown character "r" in row 3 from the top, column 1: use R, Y or .');
    expect(code('..../.R../....')).toBe('illegal: the disc in column 2, row 2 from the top, floats above an empty square');
    expect(code(42)).toMatch(/^character/);
    expect(code('..../..../R...')).toBe('ok');
  });

  it('uses only the seam\u2019s error codes and never throws on odd input', () => {
    const inputs = ['', '5', 'x', '11111', '\u0000', '1'.repeat(100), '4'.repeat(13), '12312312312312'];
    for (const text of inputs) {
      const r = connect3.parseMoves(text);
      if (r.error) expect(GAME_ERROR_CODES).toContain(r.error.code);
      const p = connect3.parsePosition(text);
      if (!p.ok) expect(GAME_ERROR_CODES).toContain(p.error.code);
    }
  });
});
