/**
 * Othello's "Set up a position" capability (Game.setup, #27): every reason a
 * pasted position is refused, with the params a UI words it from; an FFO line's
 * move list ignored; the board editor's cells; and format(parse(x)) on the FFO
 * test positions #40-#59 read from ../shared/data (skipped by name when absent).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { othello } from '../../../src/games/othello/index.ts';
import { INITIAL, PASS, STATUS } from '../../../src/games/othello/state.ts';
import { FFO_EXISTS, FFO_FILE } from '../../helpers/ffo.ts';

const setup = othello.setup!;
const START = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)} X`;
const error = (text: string) => {
  const r = setup.parse(text);
  return r.ok ? null : { code: r.error.code, params: r.error.params };
};

describe('Othello’s set-up positions', () => {
  it('reads a board string (spaces ignored, lower case and . accepted) and writes the FFO form back', () => {
    const r = setup.parse(START);
    expect(r.ok && r.value).toEqual(INITIAL);
    expect(setup.format(INITIAL)).toBe(START);
    const loose = setup.parse(`  ${START.slice(0, 32).toLowerCase().replace(/-/g, '.')}\n${START.slice(32).replace(' ', '')}  `);
    expect(loose.ok && setup.format(loose.value)).toBe(START);
  });

  it('reads an FFO-style line: the move:score list after “;” and a comment after “%” are ignored, whatever they say', () => {
    const r = setup.parse(`${START}; F5:+0; ZZ:rubbish % a comment`);
    expect(r.ok && r.value).toEqual(INITIAL);
    expect(setup.parse(`${START} % the start`).ok).toBe(true);
  });

  it('names every reason a text is refused, with what the UI needs to say it', () => {
    expect(error('')).toEqual({ code: 'length', params: { count: 0 } });
    expect(error('XXXXXOOOOO')).toEqual({ code: 'length', params: { count: 10 } });
    expect(error(`${START} X`)).toEqual({ code: 'length', params: { count: 66 } });
    // 64 characters ending in an empty square: the board is there, the side is missing
    expect(error(START.slice(0, 64))).toEqual({ code: 'side', params: { char: '' } });
    expect(error(`Z${START.slice(1)}`)).toEqual({ code: 'character', params: { char: 'Z', square: 'a1' } });
    expect(error(`${START.slice(0, 9)}#${START.slice(10)}`)).toEqual({ code: 'character', params: { char: '#', square: 'b2' } });
    expect(error(`${START.slice(0, -1)}Q`)).toEqual({ code: 'side', params: { char: 'Q' } });
    expect(error(START.replace('OX', '-X'))?.code).toBe('counts');
    expect(error(START.replace('OX', '--').replace('XO', '--'))?.code).toBe('counts');
  });

  it('accepts a position where neither side can move (the game is over there) and one where the side to move must pass', () => {
    // Black fills the board but for an empty corner: White has no disc, Black none to turn.
    const over = setup.parse(`-${'X'.repeat(63)} O`);
    expect(over.ok && over.value.status).toBe(STATUS.over);
    // White to move has no move (its one disc, b1, has Black's row to h1 beside it); Black has a1: a pass.
    const pass = setup.parse(`-OXXXXXX${'-'.repeat(19)}XX------XX${'-'.repeat(27)} O`);
    expect(pass.ok && pass.value.status).toBe(STATUS.pass);
    expect(pass.ok && othello.parseMoves('a1', pass.value).moves).toEqual([PASS, 0]);
  });

  it('reads the board editor’s cells back and refuses what no game reaches, as parse does', () => {
    const cells = setup.cells(INITIAL);
    expect(Array.from(cells).filter((c) => c !== 0)).toHaveLength(4);
    expect([cells[27], cells[28], cells[35], cells[36]]).toEqual([2, 1, 1, 2]);
    const r = setup.fromCells(cells, 1);
    expect(r.ok && setup.format(r.value)).toBe(`${START.slice(0, 64)} O`);
    expect(setup.fromCells(cells.slice(1), 0).ok).toBe(false);
    const bad = cells.slice();
    bad[3] = 7;
    expect(setup.fromCells(bad, 0)).toMatchObject({ ok: false, error: { code: 'character', params: { square: 'd1' } } });
    bad[3] = 0;
    bad[27] = 0;
    expect(setup.fromCells(bad, 0)).toMatchObject({ ok: false, error: { code: 'counts' } });
  });

  it('parses a transcript from a set-up position (its passes implicit, as from the start)', () => {
    const r = setup.parse(`${START.slice(0, 64)} O`);
    if (!r.ok) throw r.error;
    const line = othello.parseMoves('f4f3', r.value);
    expect(line.error).toBeNull();
    expect(othello.formatMoves(line.moves)).toBe('f4f3');
    expect(othello.parseMoves('f5', r.value).error?.code).toBe('illegal');
  });

  describe.skipIf(!FFO_EXISTS)(`the FFO test positions #40-#59 (${FFO_FILE}; skipped when absent)`, () => {
    it('reads every line and writes its board string back: format(parse(line)) is the line’s position', () => {
      const lines = readFileSync(FFO_FILE, 'utf8').split('\n').filter((l) => l.trim() !== '');
      expect(lines).toHaveLength(20);
      for (const line of lines) {
        const r = setup.parse(line);
        if (!r.ok) throw new Error(`${line}: ${r.error.message}`);
        expect(setup.format(r.value)).toBe(line.split(';')[0].trim());
      }
    });
  });
});
