import { describe, expect, it } from 'vitest';
import { frameList } from '../../helpers/lab.ts';
import { legalMoveList, OUTCOME } from '../../../src/games/game.ts';
import { othello, othelloModule, type OthelloState } from '../../../src/games/othello/index.ts';
import { EVALUATIONS } from '../../../src/games/othello/evaluate.ts';
import { asWrittenScores } from '../../../src/games/othello/asWritten.ts';
import { translate } from '../../../src/i18n/translate.ts';
import { search } from '../../../src/search/alphaBeta.ts';
import type { MoveOrder } from '../../../src/search/types.ts';
import { compareRootChoices, computeEstimateLabRun, LAB_ESTIMATE_DEPTHS, LAB_ESTIMATE_ORDERS, type EstimateLabOptions } from '../../../src/features/lab/state/labEstimate.ts';
import { selectLabFrameIndex, selectLabRun, LAB_MAX_NODES, type LabReady, type LabRun } from '../../../src/features/lab/state/labSlice.ts';
import { describeLabCaption, describeLabNodeState, labWords } from '../../../src/view/labCaption.ts';
import { cutBelow } from '../../../src/view/labEstimate.ts';
import { countLabNodes } from '../../../src/view/labTree.ts';
import { randomPositions } from '../../helpers/othelloPositions.ts';
import { storeWithTree } from '../../store/helpers.ts';

const at = (transcript: string): OthelloState => {
  const line = othello.parseMoves(transcript);
  expect(line.error).toBeNull();
  return line.state;
};
const evaluationOf = (id: string) => (EVALUATIONS.find((e) => e.id === id) ?? EVALUATIONS[0]).evaluate;
const ready = (run: LabRun<OthelloState>): LabReady<OthelloState> => {
  if (run.kind !== 'ready') throw new Error(`expected a run the lab can animate, got ${run.kind}`);
  return run;
};
const options = (patch: Partial<EstimateLabOptions>): EstimateLabOptions => ({ algorithm: 'minimax', order: 'cell', tt: false, depth: 2, evaluation: 'weights', leaf: 'side', ...patch });
/** Small positions (a few moves in) whose depth-3 trees the lab can draw. */
const small = ['', 'f5', 'f5d6', 'f5f6', 'f5d6c3', 'f5f6e6f4', 'f5d6c5'];

describe('the search lab on Othello positions', () => {
  it('steps through minimax and alpha-beta (each order, with and without the table) at depths 1-3: the root value is the generic search’s, and alpha-beta’s equals minimax’s', () => {
    let checked = 0;
    for (const transcript of small) {
      const board = at(transcript);
      for (const depth of LAB_ESTIMATE_DEPTHS) {
        if (countLabNodes(othello, board, depth) > LAB_MAX_NODES) continue;
        checked++;
        for (const evaluation of ['discs', 'weights', 'mobility']) {
          const evaluate = evaluationOf(evaluation);
          const minimaxValue = search(othello, board, { algorithm: 'minimax', depth, evaluate }).value;
          const mm = ready(computeEstimateLabRun(othelloModule, board, options({ depth, evaluation })));
          expect(mm.value).toBe(minimaxValue);
          expect(mm.tree.nodes).toHaveLength(search(othello, board, { algorithm: 'minimax', depth, evaluate }).counters.nodes);
          const last = mm.frames.at(-1);
          expect(last.nodes[0]).toMatchObject({ status: 'done', value: minimaxValue, result: 'exact' });
          // Minimax: every node done, every leaf at the depth limit or finished.
          expect(last.nodes.every((n) => n.status === 'done')).toBe(true);
          for (const order of LAB_ESTIMATE_ORDERS) {
            for (const tt of [false, true]) {
              const run = ready(computeEstimateLabRun(othelloModule, board, options({ algorithm: 'alphabeta', depth, evaluation, order: order as MoveOrder, tt })));
              const generic = search(othello, board, { algorithm: 'alphabeta', depth, evaluate, order, tt, trace: true });
              expect(run.value).toBe(generic.value);
              expect(run.value).toBe(minimaxValue);
              expect(run.frames).toHaveLength((generic.trace?.length ?? 0) + 1);
              expect(run.frames.at(-1).counters.visited).toBeLessThanOrEqual(mm.tree.nodes.length);
            }
          }
        }
      }
    }
    // Every position at depths 1 and 2, and most at 3.
    expect(checked).toBeGreaterThanOrEqual(2 * small.length + 4);
  });

  it('words every frame in both languages with Black and White and values in the evaluation’s units', async () => {
    const run = ready(computeEstimateLabRun(othelloModule, at('f5d6'), options({ algorithm: 'alphabeta', depth: 3, evaluation: 'discs', tt: true, order: 'eval' })));
    const cut = cutBelow(run.tree);
    for (const lang of ['en', 'ja'] as const) {
      const t = (k: Parameters<typeof translate>[1], p?: Parameters<typeof translate>[2]) => translate(lang, k, p);
      const w = labWords(run.wording, await othelloModule.words[lang](), lang);
      const captions = frameList(run.frames).map((f) => describeLabCaption(f.caption, run.tree, t, w));
      for (const c of captions) {
        expect(c).not.toMatch(/\{|undefined|NaN|Infinity/);
        expect(c).not.toMatch(/\bo:|\bx:|〇|×/);
      }
      // Moves in the game's own notation (squares, as in "f5 d6"), the sides by name in the sentences.
      expect(captions.join(' ')).toMatch(/\bc3\b/);
      expect(captions.join(' ')).toMatch(lang === 'en' ? /Black to move/ : /黒の手番/);
      const last = run.frames.at(-1);
      for (const n of run.tree.nodes) expect(describeLabNodeState(last.nodes[n.index], t, cut[n.index], w)).not.toMatch(/\{|undefined/);
    }
    // Discs at scale 64: the root's value reads as a whole number of discs.
    expect(run.wording.value(run.value)).toBe(`${run.value * 64 > 0 ? '+' : ''}${Math.round(run.value * 64)}`);
  });

  it('says a depth-3 midgame position is too big (over LAB_MAX_NODES nodes) and offers the deepest depth that fits', () => {
    const midgame = randomPositions(40, 16, 20, 30).find((s) => computeEstimateLabRun(othelloModule, s, options({ depth: 3 })).kind === 'too-big');
    expect(midgame).toBeDefined();
    const run = computeEstimateLabRun(othelloModule, midgame as OthelloState, options({ depth: 3 }));
    expect(run).toMatchObject({ kind: 'too-big', depth: 3 });
    if (run.kind !== 'too-big') return;
    expect(run.fitDepth).not.toBeNull();
    const fits = computeEstimateLabRun(othelloModule, midgame as OthelloState, options({ depth: run.fitDepth ?? 1 }));
    expect(fits.kind).toBe('ready');
    expect(ready(fits).tree.nodes.length).toBeLessThanOrEqual(LAB_MAX_NODES);
  });
});

describe('the source article’s search as written, in the lab', () => {
  // After 1. f5 the CPU plays White, 3 plies ahead.
  const example = at('f5');

  it('picks f6 where correct negamax picks d6 on the example, with the article’s own scores', () => {
    const choices = compareRootChoices(othelloModule, example, 3);
    expect(choices).not.toBeNull();
    if (!choices) return;
    expect(choices.aiSide).toBe(1);
    expect(choices.correct.map(othello.formatMove)).toEqual(['d6']);
    expect(othello.formatMove(choices.asWritten)).toBe('f6');
    // White is the CPU, so the children (Black to move) carry the article's scores unchanged: f6 5, d6 4, f4 4 discs.
    const seed = new Map(asWrittenScores(example).map((x) => [x.move, x.score]));
    for (const r of choices.rows) expect(Math.round(r.asWritten * 64)).toBe(seed.get(r.move));
  });

  it('steps through the article’s search: plain minimax with its leaf, the root keeping the largest score, +5 for f6', async () => {
    const run = ready(computeEstimateLabRun(othelloModule, example, options({ algorithm: 'alphabeta', depth: 3, leaf: 'asWritten', evaluation: 'weights' })));
    expect(run.asWritten).toBe(true);
    expect(run.algorithm).toBe('minimax');
    expect(run.value * 64).toBeCloseTo(5);
    const last = run.frames.at(-1);
    const f6 = run.tree.nodes.find((n) => n.depth === 1 && othello.formatMove(n.move) === 'f6');
    expect(f6 && last.nodes[f6.index].value).toBe(run.value);
    expect(last.caption).toMatchObject({ kind: 'exit', root: true, asWritten: true });
    const t = (k: Parameters<typeof translate>[1], p?: Parameters<typeof translate>[2]) => translate('en', k, p);
    const w = labWords(run.wording, await othelloModule.words.en(), 'en');
    expect(describeLabCaption(last.caption, run.tree, t, w)).toMatch(/without negating them.*max\(\+4, \+4, \+5\) = \+5/);
    // A leaf with Black to move: White's discs counted as Black's gain, the caption says where the sign goes wrong.
    const leafFrame = frameList(run.frames).find((f) => f.caption.kind === 'leaf');
    expect(leafFrame && describeLabCaption(leafFrame.caption, run.tree, t, w)).toMatch(/Black is to move, but the article’s leaf returns the AI’s \(White’s\) disc count/);
    // The correct leaf on the same position picks d6 (White minimises Black's view).
    const correct = ready(computeEstimateLabRun(othelloModule, example, options({ depth: 3, evaluation: 'discs' })));
    const d6 = correct.tree.nodes.find((n) => n.depth === 1 && othello.formatMove(n.move) === 'd6');
    expect(d6 && correct.frames.at(-1).nodes[d6.index].value).toBe(correct.value);
  });

  it('agrees with correct negamax at depth 1 (the two sign errors cancel), on random positions', () => {
    for (const s of randomPositions(60, 3, 0, 50)) {
      if (othello.outcome(s) !== OUTCOME.playing || legalMoveList(othello, s).length === 0) continue;
      const choices = compareRootChoices(othelloModule, s, 1);
      expect(choices?.correct).toContain(choices?.asWritten);
    }
  });
});

describe('the lab slice on the Othello screen', () => {
  /** A store on the Othello screen with the CPU playing neither side; returns its state getter. */
  const othelloScreen = () => {
    const { store } = storeWithTree();
    store.getState().chooseGame('othello');
    store.getState().playUpdateSearch({ aiSides: 'none' });
    return () => store.getState();
  };

  it('runs on the CPU game’s position, resets the step when it changes, and shows the example in one action', () => {
    const s = othelloScreen();
    s().setLabAlgorithm('alphabeta');
    s().setLabOptions({ labEstimateDepth: 2 });
    const run = selectLabRun(s());
    expect(run.kind).toBe('ready');
    expect(selectLabRun(s())).toBe(run);
    s().stepLab(3);
    expect(selectLabFrameIndex(s())).toBe(3);
    s().playMove(othello.parseMoves('f5').moves[0]);
    expect(s().labFrame).toBe(0);
    s().labShowAsWrittenExample();
    expect(othello.formatMoves(s().playMoves)).toBe('f5');
    expect(s()).toMatchObject({ labEstimateDepth: 3, labLeaf: 'asWritten', labAlgorithm: 'minimax', playSearch: { aiSides: 'none' } });
    const example = selectLabRun(s());
    expect(example).toMatchObject({ kind: 'ready', asWritten: true });
    s().setLabFrame(Infinity);
    expect(selectLabFrameIndex(s())).toBe((example as LabReady<OthelloState>).frames.length - 1);
  });

  it('offers the depth that fits when the position is too big, and takes it', () => {
    const s = othelloScreen();
    s().playLoadText('f5d6c3d3c4f4c5b3c2e6c6b4b5d2e3a6c1b1');
    s().setLabOptions({ labEstimateDepth: 3 });
    const run = selectLabRun(s());
    expect(run.kind).toBe('too-big');
    s().labUseFittingDepth();
    expect(s().labEstimateDepth).toBeLessThan(3);
    expect(selectLabRun(s()).kind).toBe('ready');
  });
});
