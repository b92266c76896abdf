/** "Minimax on a numeric tree": the value of every inner node of an abstract tree, bottom-up. */
import type { Rng } from '../engine.ts';
import { formatValue, step } from '../common.ts';
import type { ExerciseKind, ExerciseOf, NoPosition } from '../kind.ts';
import { minimaxValues, type NumTree } from '../numericTree.ts';
import { drawTree, listValues, numNodeName, NUM_VALUES } from '../numericExercise.ts';
import { valueBlank } from './minimax.ts';
import type { Blank, ExplainStep, Level } from '../types.ts';

/** What the kind shows: the tree (leaves valued), and whether the teacher typed it. */
export interface NumericMinimaxShown {
  readonly kind: 'numeric-minimax';
  readonly tree: NumTree;
  readonly typed: boolean;
}

/**
 * A "minimax on a numeric tree" exercise: the teacher's tree when the quiz
 * has one, else one drawn for the level (numericExercise.ts). Blanks: the
 * value of every inner node; the worked answer goes bottom-up, deepest first.
 */
function generateNumericMinimax(rng: Rng, level: Level, seed: number, _c: unknown, _v: unknown, typed?: NumTree | null): Omit<ExerciseOf<'numeric-minimax', NumericMinimaxShown, NoPosition>, 'rules'> {
  const tree = typed ?? drawTree(rng, level);
  const values = minimaxValues(tree);
  const inner = tree.nodes.filter((n) => n.leafValue === null);
  const blanks: Blank[] = inner.map((n) => ({ id: valueBlank(n.path), type: 'value', domain: NUM_VALUES, answer: values.get(n.path) ?? NaN }));
  const steps: ExplainStep[] = [...inner]
    .sort((a, b) => b.path.length - a.path.length)
    .map((n) =>
      step(
        'num-value',
        { node: numNodeName(n.path), op: { word: n.max ? 'max' : 'min' }, values: listValues(n.children.map((c) => values.get(c) ?? NaN)), value: formatValue(values.get(n.path) ?? NaN) },
        [valueBlank(n.path)],
      ),
    );
  return { kind: 'numeric-minimax', level, seed, shown: { kind: 'numeric-minimax', tree, typed: !!typed }, blanks, steps, openIn: null, traps: [] };
}

/** The kind "numeric-minimax". */
export const numericMinimax: ExerciseKind<'numeric-minimax', NumericMinimaxShown, NoPosition> = { id: 'numeric-minimax', rules: {}, generate: generateNumericMinimax };
