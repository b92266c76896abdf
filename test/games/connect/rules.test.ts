/**
 * Connect-K's rules against the naive reference (test/helpers/connectNaive.ts)
 * on seeded random games of many board sizes, and every position code of the
 * 4×3 board against the reachable positions.
 */
import assert from 'node:assert/strict';
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../src/ai/rng.ts';
import { connect3, connect3View, createRules, type ConnectSize } from '../../../src/games/connect/index.ts';
import { sizeError } from '../../../src/games/connect/rules.ts';
import { connectView } from '../../../src/games/connect/view.ts';
import { connectGame } from '../../helpers/connect.ts';
import { legalMoveList, OUTCOME, type Game } from '../../../src/games/game.ts';
import { naiveEmpty, naiveFinished, naiveLegal, naiveMirror, naivePicture, naivePlay, naiveScore, naiveTurn, naiveWinner, type NaiveBoard } from '../../helpers/connectNaive.ts';

const SIZES: readonly ConnectSize[] = [
  { width: 4, height: 3, inRow: 3 },
  { width: 3, height: 3, inRow: 3 },
  { width: 4, height: 4, inRow: 3 },
  { width: 5, height: 4, inRow: 4 },
  { width: 6, height: 5, inRow: 4 },
  { width: 7, height: 6, inRow: 4 },
  { width: 8, height: 5, inRow: 5 },
  { width: 2, height: 2, inRow: 2 },
  { width: 1, height: 5, inRow: 3 },
];

const must = <T>(r: { ok: true; value: T } | { ok: false; error: Error }): T => {
  if (!r.ok) throw r.error;
  return r.value;
};

/** The code of a refused move ('game-over', 'occupied', ...); 'accepted' when the move was played. */
const failure = (r: { ok: true } | { ok: false; error: { code: string } }): string => (r.ok ? 'accepted' : r.error.code);

const naiveOutcome = (b: NaiveBoard) => {
  const w = naiveWinner(b);
  return w === 'R' ? OUTCOME.firstWon : w === 'Y' ? OUTCOME.secondWon : naiveFinished(b) ? OUTCOME.draw : OUTCOME.playing;
};

describe('random games agree with the naive reference', () => {
  for (const size of SIZES) {
    const { width: W, height: H, inRow: K } = size;
    it(`${W}×${H}, ${K} in a row: moves, turns, outcomes, scores, keys and mirrors`, () => {
      const game = connectGame(size, `test-${W}x${H}-${K}`);
      const view = connectView(createRules(size), game.id);
      const rng = createRng(1000 * W + 10 * H + K);
      const keyOf = new Map<string, number>();
      const pictureOf = new Map<number, string>();
      const games = W * H <= 9 ? 80 : W * H <= 20 ? 25 : 12;
      for (let g = 0; g < games; g++) {
        let s = game.initial;
        let b = naiveEmpty(W, H, K);
        // node:assert in this loop (thousands of positions): vitest's expect books every call, most of the file's time.
        for (;;) {
          const picture = naivePicture(b);
          assert.equal(game.formatPosition(s), picture);
          assert.equal(game.stateError(s), null);
          assert.equal(game.toMove(s), naiveTurn(b) === 'R' ? 0 : 1);
          assert.equal(game.outcome(s), naiveOutcome(b));
          const legal = naiveLegal(b);
          assert.deepEqual(legalMoveList(game, s), legal);
          // One key per position, one position per key.
          assert.equal(keyOf.get(picture) ?? game.key(s), game.key(s));
          assert.equal(pictureOf.get(game.key(s)) ?? picture, picture);
          keyOf.set(picture, game.key(s));
          pictureOf.set(game.key(s), picture);
          assert.ok(game.key(s) < 2 ** (W * (H + 1)));
          // The mirror image: its own position, the same canonical key.
          const mirrored = must(game.parsePosition(naivePicture(naiveMirror(b))));
          assert.equal(game.canonicalKey(s), Math.min(game.key(s), game.key(mirrored)));
          assert.equal(game.canonicalKey(mirrored), game.canonicalKey(s));
          for (let c = 0; c < W; c++) for (let r = 0; r < H; r++) assert.equal(view.pieceAt(s, c, H - 1 - r), b.columns[c][r] === undefined ? -1 : b.columns[c][r] === 'R' ? 0 : 1);
          if (legal.length === 0) {
            assert.equal(game.pliesLeftAtMost(s), 0);
            assert.equal(game.terminalScore(s, 'wdl'), naiveScore(b, 'wdl'));
            assert.equal(game.terminalScore(s, 'shortest'), naiveScore(b, 'shortest'));
            assert.equal(failure(game.tryPlay(s, 0)), 'game-over');
            break;
          }
          const v = game.evaluate(s);
          assert.ok(v > -1);
          assert.ok(v < 1);
          assert.equal(game.pliesLeftAtMost(s), W * H - b.columns.reduce((n, col) => n + col.length, 0));
          for (let c = 0; c < W; c++) if (!legal.includes(c)) assert.equal(failure(game.tryPlay(s, c)), 'occupied');
          const m = legal[rng.int(legal.length)];
          const next = game.play(s, m);
          assert.equal(must(game.tryPlay(s, m)), next);
          assert.deepEqual(view.landingSquare(s, m), [m, H - 1 - b.columns[m].length]);
          s = next;
          b = naivePlay(b, m);
          assert.deepEqual(view.playedSquare(s, m), [m, H - b.columns[m].length]);
        }
      }
    });
  }
});

describe('every position code of 4×3', () => {
  it('stateError accepts exactly the 7,157 reachable positions', () => {
    const reachable = new Set<string>();
    // The reachable pictures, from the naive walk of the reference (positions are its pictures).
    const walk = (b: NaiveBoard) => {
      const p = naivePicture(b);
      if (reachable.has(p)) return;
      reachable.add(p);
      for (const c of naiveLegal(b)) walk(naivePlay(b, c));
    };
    walk(naiveEmpty(4, 3, 3));
    expect(reachable.size).toBe(7157);
    // Plain checks in the loop, one assertion after it: 65,536 codes.
    let valid = 0;
    const codes = new Set<string>();
    const wrong: string[] = [];
    const otherCodes = new Set<string>();
    for (let k = 0; k < connect3.keySpace; k++) {
      const err = connect3.stateError(k);
      if (err !== null) {
        otherCodes.add(err.code);
        continue;
      }
      valid++;
      const p = connect3.formatPosition(k);
      const back = connect3.parsePosition(p);
      if (!reachable.has(p) || codes.has(p) || !back.ok || back.value !== k) wrong.push(`${k} ${p}`);
      codes.add(p);
    }
    expect(wrong).toEqual([]);
    expect([...otherCodes].sort()).toEqual(['both-won', 'counts', 'game-over', 'illegal', 'range']);
    expect(valid).toBe(7157);
  });

  it('names the reason for impossible positions', () => {
    const code = (text: string) => {
      const r = connect3.parsePosition(text);
      return r.ok ? 'ok' : r.error.code;
    };
    expect(code('..../..../YY..')).toBe('counts');
    expect(code('..../..../RRR.')).toBe('counts');
    expect(code('..../YY../RRR.')).toBe('ok');
    expect(code('..../YYY./RRRR')).toBe('both-won');
    // Yellow dropped a disc after Red's line.
    expect(code('R.../RY../RYY.')).toBe('game-over');
    // Red's line is complete, but Red's last disc (the only Red disc on top of a column) is not on it.
    expect(code('..../RYY./RRRY')).toBe('game-over');
    // Red's first disc lies on top of Yellow's.
    expect(code('..../R.../Y...')).toBe('illegal');
    // Yellow's last disc makes the line, but before it no column starts with Red's disc.
    expect(code('R.../RR../YYY.')).toBe('illegal');
  });
});

describe('scores and sizes', () => {
  it("'shortest' gives the slowest win 1 and faster wins more, as tic-tac-toe and the test sets count", () => {
    // Red wins with its 3rd disc (move 5) on 4×3: 6 discs each at most, so 6 + 1 - 3 = 4.
    const fast = must(connect3.parsePosition('..../Y.Y./RRR.'));
    expect([connect3.terminalScore(fast, 'shortest'), connect3.terminalScore(fast, 'wdl')]).toEqual([4, 1]);
    // Yellow wins with its 3rd disc (move 6): -(6 + 1 - 3).
    const yw = must(connect3.parsePosition('Y.../YR../YRR.'));
    expect([connect3.terminalScore(yw, 'shortest'), connect3.terminalScore(yw, 'wdl')]).toEqual([-4, -1]);
    // 7×6: 21 discs each, so 22 minus the winner's discs, as in the Connect Four test sets.
    const four = connectGame({ width: 7, height: 6, inRow: 4 });
    const red = four.parseMoves('1212121');
    expect([red.error, four.outcome(red.state), four.terminalScore(red.state, 'shortest')]).toEqual([null, OUTCOME.firstWon, 18]);
    const yellow = four.parseMoves('12121232');
    expect([yellow.error, four.outcome(yellow.state), four.terminalScore(yellow.state, 'shortest')]).toEqual([null, OUTCOME.secondWon, -18]);
  });

  it('orders columns centre first and rejects sizes it cannot play', () => {
    expect([0, 1, 2, 3].map(connect3.movePriority)).toEqual([3, 1, 1, 3]);
    const four: Game<number> = connectGame({ width: 7, height: 6, inRow: 4 });
    expect([0, 1, 2, 3, 4, 5, 6].map(four.movePriority)).toEqual([6, 4, 2, 0, 2, 4, 6]);
    expect(four.keySpace).toBe(Infinity);
    expect(connect3.keySpace).toBe(2 ** 16);
    expect(sizeError({ width: 10, height: 3, inRow: 3 })).toMatch(/width/);
    expect(sizeError({ width: 9, height: 6, inRow: 4 })).toMatch(/bits/);
    expect(sizeError({ width: 4, height: 3, inRow: 5 })).toMatch(/inRow/);
    expect(() => connectGame({ width: 4, height: 0, inRow: 3 })).toThrow(RangeError);
  });

  it('the board view plays a column from any of its squares, and no full column', () => {
    const s = connect3.parseMoves('111').state;
    expect([0, 1, 2].map((r) => connect3View.moveAt(s, 1, r))).toEqual([1, 1, 1]);
    expect(connect3View.moveAt(s, 0, 2)).toBe(-1);
    expect(connect3View.moveAt(s, 4, 0)).toBe(-1);
    expect(connect3View.landingSquare(s, 0)).toBeNull();
    expect(connect3View.playedSquare(s, 0)).toEqual([0, 0]);
    expect(connect3View.squareName(3, 2)).toBe('4a');
    const won = connect3.parseMoves('12131').state;
    expect(connect3.outcome(won)).toBe(OUTCOME.firstWon);
    expect(connect3View.moveAt(won, 3, 2)).toBe(-1);
  });
});
