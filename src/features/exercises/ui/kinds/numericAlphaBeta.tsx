import { alphaBlank, betaBlank, CUTS_BLANK } from '../../../../exercises/kinds/alphaBeta.ts';
import { valueBlank } from '../../../../exercises/kinds/minimax.ts';
import { cutRevealId } from '../../../../exercises/kinds/numericAlphaBeta.ts';
import { NUM_VALUES, NUM_WINDOW, numPathText } from '../../../../exercises/numericExercise.ts';
import type { NumNode } from '../../../../exercises/numericTree.ts';
import type { Exercise } from '../../../../exercises/types.ts';
import type { Translate } from '../../../../i18n/translate.ts';
import { useT } from '../../../../components/StoreContext.tsx';
import { joinSentences } from '../conventionWords.ts';
import { NUM_SHEET, NUM_TREE } from '../../../../view/numericTreeLayout.ts';
import { blankRight, type BodyProps, type KindView, type SheetProps } from '../bodyProps.ts';
import { CutToggle, markedCuts, toggledCuts } from '../CutToggle.tsx';
import { valueText } from '../exerciseText.ts';
import { NumTree, numName, type NumMarks } from '../NumTree.tsx';
import { useProblems } from '../useProblems.tsx';
import { ValueInput } from '../ValueInput.tsx';
import { valueInputStyle } from './numericMinimax.tsx';

/** The engine's answers by blank id (NaN where a blank is not a number). */
const answersOf = (ex: Exercise<'numeric-alpha-beta'>) => new Map(ex.blanks.map((b) => [b.id, b.type === 'value' ? b.answer : NaN]));

/** What is written at a node: the root's window (always: it is given), and whatever `show` allows of the answers. */
function marksOf(n: NumNode, answer: ReadonlyMap<string, number>, show: (id: string) => boolean): NumMarks {
  const root = n.path === '';
  const v = valueBlank(n.path);
  return {
    ...(show(v) && answer.has(v) && { value: valueText(answer.get(v) ?? NaN) }),
    ...((root || (show(alphaBlank(n.path)) && answer.has(alphaBlank(n.path)))) && {
      alpha: valueText(root ? -Infinity : (answer.get(alphaBlank(n.path)) ?? NaN)),
      beta: valueText(root ? Infinity : (answer.get(betaBlank(n.path)) ?? NaN)),
    }),
  };
}

/** "Alpha-beta on a numeric tree": the value in each node's box, α and β beside it, a cut toggle on every edge. */
function NumericAlphaBetaBody({ ex, answers, grade, revealed, onAnswer }: BodyProps<'numeric-alpha-beta'>) {
  const t = useT();
  const { report, message } = useProblems();
  const { tree, typed } = ex.shown;
  const answer = answersOf(ex);
  const cuts = markedCuts(answers[CUTS_BLANK]);
  const b = NUM_TREE.board;
  const cutsRight = blankRight(grade, CUTS_BLANK);
  const field = (id: string, label: string, domain: readonly number[], style: { left: number; top: number; width: number }, className: string, placeholder?: string) => (
    <ValueInput
      key={id}
      label={label}
      blank={id}
      domain={domain}
      placeholder={placeholder}
      initial={answers[id] as number | undefined}
      onAnswer={(v) => onAnswer(id, v)}
      onProblem={report(id, label, domain === NUM_WINDOW ? '-inf, -99 … 99, inf' : '-99 … 99')}
      right={blankRight(grade, id)}
      style={style}
      className={className}
    />
  );
  return (
    <div className="ex-body">
      <p className="ex-hint">
        {joinSentences([typed ? t('ex.num.typed') : '', t(tree.rootMax ? 'ex.num.rootMax' : 'ex.num.rootMin'), t('ex.num.howAlphaBeta')])}
      </p>
      <div className={`ex-tree-box${cutsRight === undefined ? '' : cutsRight ? ' ex-right' : ' ex-wrong'}`}>
        <NumTree
          tree={tree}
          options={NUM_TREE}
          t={t}
          marks={(n) => marksOf(n, answer, (id) => revealed.has(id))}
          edgeClass={(c) => [cuts.has(c.path) ? 'ex-edge-cut' : '', revealed.has(cutRevealId(c.path)) ? 'ex-edge-answer' : ''].join(' ')}
          edgeOverlay={({ child, x, y }) => (
            <CutToggle
              x={x}
              y={y}
              child={child.path}
              marked={cuts.has(child.path)}
              answer={revealed.has(cutRevealId(child.path))}
              label={t('ex.alphaBeta.edge', { node: numName(child.path, t) })}
              onToggle={() => onAnswer(CUTS_BLANK, toggledCuts(cuts, child.path))}
            />
          )}
          nodeOverlay={({ node, point }) => {
            if (node.leafValue !== null) return null;
            const name = numName(node.path, t);
            const v = valueBlank(node.path);
            const a = alphaBlank(node.path);
            const fields = [];
            if (!revealed.has(v)) fields.push(field(v, t('ex.num.value', { node: name }), NUM_VALUES, valueInputStyle(point, b), 'ex-value-in-node'));
            if (node.path !== '' && !revealed.has(a)) {
              const w = NUM_TREE.label - 8;
              fields.push(field(a, t('ex.alphaBeta.input', { which: 'α', node: name }), NUM_WINDOW, { left: point.x + b + 3, top: point.y - 1, width: w }, 'ex-value-small', 'α'));
              fields.push(field(betaBlank(node.path), t('ex.alphaBeta.input', { which: 'β', node: name }), NUM_WINDOW, { left: point.x + b + 3, top: point.y + b / 2 + 1, width: w }, 'ex-value-small', 'β'));
            }
            return <>{fields}</>;
          }}
        />
      </div>
      {message}
    </div>
  );
}

/** On paper: boxes for α and β beside every inner node, the value in its box, edges to cross out (the key: all written in, cut edges marked). */
function NumericAlphaBetaSheet({ ex, showAnswer }: SheetProps<'numeric-alpha-beta'>) {
  const t = useT();
  const { tree } = ex.shown;
  const answer = answersOf(ex);
  const cutBlank = ex.blanks.find((bl) => bl.id === CUTS_BLANK);
  const cuts = new Set(cutBlank?.type === 'set' ? cutBlank.answer : []);
  return (
    <div className="sheet-body">
      <p>
        {joinSentences([t(tree.rootMax ? 'ex.num.rootMax' : 'ex.num.rootMin'), t('ex.num.sheetAlphaBeta')])}
      </p>
      <NumTree
        tree={tree}
        options={NUM_SHEET}
        t={t}
        className="ex-tree-num"
        windowBoxes={!showAnswer}
        marks={(n) => marksOf(n, answer, () => showAnswer)}
        edgeClass={(c) => (showAnswer && cuts.has(c.path) ? 'ex-edge-cut' : '')}
      />
      {showAnswer && <p>{cuts.size ? t('ex.alphaBeta.cutsAre', { edges: [...cuts].map(numPathText).join('; ') }) : t('ex.alphaBeta.noCuts')}</p>}
    </div>
  );
}

/** The cut edges, or a node's α, β or value. */
function blankName(id: string, _ex: Exercise<'numeric-alpha-beta'>, t: Translate): string {
  if (id === CUTS_BLANK) return t('ex.blank.cuts');
  // Blank ids: a two-character prefix (v:, a:, b:), then the node's path.
  const path = id.slice(2);
  const node = numName(path, t);
  if (id === valueBlank(path)) return t('ex.num.value', { node });
  return t('ex.alphaBeta.input', { which: id === alphaBlank(path) ? 'α' : 'β', node });
}

export const numericAlphaBetaView: KindView<'numeric-alpha-beta'> = {
  title: 'ex.kind.numeric-alpha-beta',
  prompt: 'ex.prompt.numeric-alpha-beta',
  Body: NumericAlphaBetaBody,
  Sheet: NumericAlphaBetaSheet,
  blankName,
  sheetTree: true,
};
