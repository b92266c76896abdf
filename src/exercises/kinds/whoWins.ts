/** "Who wins?": o wins, draw or x wins with best play from a position. */
import { play, legalMoves, toMove, valueOf, type Rng } from '../engine.ts';
import { opWord, outcomeWord, pick, randomLine, step } from '../common.ts';
import type { ExerciseKind, ExerciseOf } from '../kind.ts';
import type { Level } from '../types.ts';

/** What the kind shows besides the position. */
export interface WhoWinsShown {
  readonly kind: 'who-wins';
}

const EMPTY: Record<Level, readonly number[]> = { easy: [2, 3], medium: [4, 5], hard: [6, 7] };
export const OUTCOMES = ['o-wins', 'draw', 'x-wins'] as const;

/** A "who wins?" exercise drawn with `rng`. The answer is the position table's value. */
function generateWhoWins(rng: Rng, level: Level, seed: number): Omit<ExerciseOf<'who-wins', WhoWinsShown>, 'rules'> {
  const { moves, board } = randomLine(rng, pick(rng, EMPTY[level]));
  const value = valueOf(board);
  const children = legalMoves(board).map((m) => ({ m, v: valueOf(play(board, m)) }));
  return {
    kind: 'who-wins',
    level,
    seed,
    moves,
    board,
    shown: { kind: 'who-wins' },
    blanks: [{ id: 'outcome', type: 'choice', options: OUTCOMES, answer: outcomeWord(value) }],
    steps: [
      ...children.map(({ m, v }) => step('child-value', { cell: m, outcome: { word: outcomeWord(v) } })),
      step('side-picks', { side: { word: toMove(board) }, op: { word: opWord(board) }, outcome: { word: outcomeWord(value) } }, ['outcome']),
    ],
    openIn: { tab: 'explore' },
    traps: [],
  };
}

/** The kind "who-wins". */
export const whoWins: ExerciseKind<'who-wins', WhoWinsShown> = { id: 'who-wins', rules: {}, generate: generateWhoWins };
