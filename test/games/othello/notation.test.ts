import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { othello, type OthelloState } from '../../../src/games/othello/index.ts';
import { INITIAL, PASS } from '../../../src/games/othello/state.ts';
import { parseSquare } from '../../../src/games/othello/notation.ts';
import { OUTCOME } from '../../../src/games/game.ts';
import { createRng } from '../../../src/ai/rng.ts';

function moves(s: OthelloState): number[] {
  const buf = new Int16Array(othello.maxMoves);
  return Array.from(buf.subarray(0, othello.legalMoves(s, buf, 0)));
}

/** A seeded random game of up to `plies` plies: its moves (passes included). */
function randomLine(seed: number, plies: number): number[] {
  const rng = createRng(seed);
  const line: number[] = [];
  let s = INITIAL;
  while (line.length < plies && othello.outcome(s) === OUTCOME.playing) {
    const legal = moves(s);
    const m = legal[rng.int(legal.length)];
    line.push(m);
    s = othello.play(s, m);
  }
  return line;
}

describe('squares', () => {
  it('a1 is 0, h1 7, a8 56, h8 63; upper case accepted', () => {
    expect([parseSquare('a1'), parseSquare('h1'), parseSquare('a8'), parseSquare('H8')]).toEqual([0, 7, 56, 63].map((value) => ({ ok: true, value })));
    expect(othello.formatMove(37)).toBe('f5');
    expect(othello.formatMove(PASS)).toBe('pass');
  });
  it('rejects i1, a9, a0 and junk with code range', () => {
    for (const t of ['i1', 'a9', 'a0', 'zz', '']) {
      const r = parseSquare(t);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('range');
    }
  });
});

describe('transcripts', () => {
  it('f5d6c3 is black f5, white d6, black c3', () => {
    const line = othello.parseMoves('f5d6c3');
    expect(line.error).toBeNull();
    expect(line.moves.map(othello.formatMove)).toEqual(['f5', 'd6', 'c3']);
    expect(othello.toMove(line.state)).toBe(1);
  });
  it('round-trips seeded random games, passes re-inserted where a side must pass', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 120 }), (seed, plies) => {
        let line = randomLine(seed, plies);
        while (line.length > 0 && line[line.length - 1] === PASS) line = line.slice(0, -1);
        const text = othello.formatMoves(line);
        const parsed = othello.parseMoves(text);
        expect(parsed.error).toBeNull();
        expect(parsed.moves).toEqual(line);
        expect(othello.parseMoves(text.toUpperCase()).moves).toEqual(line);
      }),
      { numRuns: 300, seed: 16 },
    );
  });
  it('whole games with passes round-trip (some seeded game has a pass)', () => {
    let withPass = 0;
    for (let seed = 0; seed < 200; seed++) {
      const line = randomLine(seed, 200);
      if (line.includes(PASS) && line[line.length - 1] !== PASS) withPass++;
      else continue;
      expect(othello.parseMoves(othello.formatMoves(line)).moves).toEqual(line);
    }
    expect(withPass).toBeGreaterThan(0);
  });
  it('an illegal move keeps the longest legal start and names the move', () => {
    const line = othello.parseMoves('f5d6a1c3');
    expect(line.moves.map(othello.formatMove)).toEqual(['f5', 'd6']);
    expect(line.error?.code).toBe('illegal');
    expect(line.error?.message).toMatch(/move 3 \(a1\)/);
  });
  it('an occupied square, a bad square and a stray character', () => {
    expect(othello.parseMoves('f5f5').error?.code).toBe('occupied');
    const bad = othello.parseMoves('f5d9');
    expect(bad.error?.code).toBe('range');
    expect(bad.moves).toEqual([37]);
    expect(othello.parseMoves('f5#3').error?.code).toBe('character');
    expect(othello.parseMoves('f5d').error?.code).toBe('range');
  });
  it('a move after the end is game-over, keeping the whole game', () => {
    const game = randomLine(3, 200);
    const text = othello.formatMoves(game);
    const line = othello.parseMoves(`${text}a1`);
    expect(line.error?.code).toBe('game-over');
    expect(othello.formatMoves(line.moves)).toBe(text);
    expect(othello.outcome(line.state)).not.toBe(OUTCOME.playing);
  });
});

describe('positions', () => {
  it('round-trips the positions of a seeded game', () => {
    let s = INITIAL;
    for (const m of randomLine(5, 200)) {
      const r = othello.parsePosition(othello.formatPosition(s));
      expect(r.ok && r.value).toEqual(s);
      s = othello.play(s, m);
    }
  });
  it('rejects a wrong length, an unknown character, a bad side and an empty centre', () => {
    const start = othello.formatPosition(INITIAL);
    expect(start).toBe(`${'-'.repeat(27)}OX------XO${'-'.repeat(27)} X`);
    const code = (t: string) => {
      const r = othello.parsePosition(t);
      return r.ok ? null : r.error.code;
    };
    expect(code(start.slice(1))).toBe('length');
    expect(code(`Z${start.slice(1)}`)).toBe('character');
    expect(code(`${start.slice(0, -1)}Q`)).toBe('side');
    expect(code(start.replace('OX', '-X'))).toBe('counts');
  });
});
