/**
 * A toy game that proves the seam (src/games/game.ts) before a second real
 * game arrives: three-stone Nim. Two players take 1 or 2 stones in turn from
 * a pile of 3; whoever takes the last stone wins. A state is stones * 2 +
 * side to move, so keys are states and the key space is 8.
 *
 * By hand: with 1 or 2 stones the mover takes them all and wins; with 3, any
 * move leaves the opponent 1 or 2, so the first player loses (value -1, and
 * both moves are "best"). The game tree has 7 nodes (1, 2, 3, 1 by depth), 6
 * positions and 3 finished games: the first player wins 1 (1, 1, 1), the
 * second 2 (1, 2 and 2, 1). 'shortest' scores a win 2 instead of 1.
 */
import { fail, GameError, ok, OUTCOME, type FullTreeGame, type OutcomeCode } from '../../src/games/game.ts';

export type NimState = number;

const stones = (s: NimState) => s >> 1;
const side = (s: NimState) => (s & 1) as 0 | 1;

/** The winner of a finished state: the player who took the last stone, i.e. not the side to move. */
function outcome(s: NimState): OutcomeCode {
  if (stones(s) > 0) return OUTCOME.playing;
  return side(s) === 1 ? OUTCOME.firstWon : OUTCOME.secondWon;
}

function formatPosition(s: NimState): string {
  return `${stones(s)}${side(s) === 0 ? 'a' : 'b'}`;
}

export const nim: FullTreeGame<NimState> = {
  id: 'nim3',
  initial: 3 * 2,
  maxMoves: 2,
  maxPlies: 3,
  keySpace: 8,
  fullTree: true as const,
  symmetryCount: 1,
  sideNames: ['a', 'b'],
  players: [{ id: 'greedy', choices: (s) => (outcome(s) !== OUTCOME.playing ? [] : [Math.min(2, stones(s))]) }],
  toMove: side,
  legalMoves(s, out, offset) {
    if (outcome(s) !== OUTCOME.playing) return 0;
    let n = 0;
    for (let take = 1; take <= 2 && take <= stones(s); take++) out[offset + n++] = take;
    return n;
  },
  keyInfo: (s) => side(s) | (outcome(s) << 1),
  play: (s, take) => (stones(s) - take) * 2 + (1 - side(s)),
  outcome,
  terminalScore: (s, mode) => {
    const o = outcome(s);
    const win = mode === 'wdl' ? 1 : 2;
    return o === OUTCOME.firstWon ? win : o === OUTCOME.secondWon ? -win : 0;
  },
  evaluate: () => 0,
  movePriority: (take) => -take,
  key: (s) => s,
  fromKey: (k) => k,
  expandKey(s, moves, childKeys) {
    const n = nim.legalMoves(s, moves, 0);
    for (let i = 0; i < n; i++) childKeys[i] = nim.play(s, moves[i]);
    return n;
  },
  canonicalKey: (s) => s,
  pliesLeftAtMost: (s) => stones(s),
  stateError: (s) => (Number.isInteger(s) && s >= 0 && s < 8 ? null : new GameError('range', `no Nim state ${s}`)),
  tryPlay: (s, take) =>
    outcome(s) !== OUTCOME.playing
      ? fail(new GameError('game-over', 'the pile is empty'))
      : take === 1 || (take === 2 && stones(s) >= 2)
        ? ok(nim.play(s, take))
        : fail(new GameError('illegal', `cannot take ${take} from ${stones(s)}`)),
  parseMoves(text) {
    const moves: number[] = [];
    let state = nim.initial;
    for (const ch of text) {
      const r = nim.tryPlay(state, Number(ch));
      if (!r.ok) return { moves, state, error: r.error };
      moves.push(Number(ch));
      state = r.value;
    }
    return { moves, state, error: null };
  },
  formatMoves: (moves) => moves.join(''),
  formatMove: (take) => String(take),
  formatLine: (moves) => moves.join(' '),
  parsePosition: (text) => {
    const m = /^([0-3])([ab])$/.exec(text);
    return m ? ok(Number(m[1]) * 2 + (m[2] === 'a' ? 0 : 1)) : fail(new GameError('character', `not a Nim position: "${text}"`));
  },
  formatPosition,
};
