import { valueBlank } from '../../../../exercises/kinds/minimax.ts';
import { NUM_VALUES } from '../../../../exercises/numericExercise.ts';
import { useT } from '../../../../components/StoreContext.tsx';
import { joinSentences } from '../conventionWords.ts';
import { NUM_SHEET, NUM_TREE } from '../../../../view/numericTreeLayout.ts';
import { blankRight, type BodyProps, type KindView, type SheetProps } from '../bodyProps.ts';
import { valueText } from '../exerciseText.ts';
import { NumTree, numName } from '../NumTree.tsx';
import { useProblems } from '../useProblems.tsx';
import { ValueInput } from '../ValueInput.tsx';

/** Where a node's value is typed: inside its box, below the MAX / MIN mark. */
export function valueInputStyle(point: { x: number; y: number }, board: number) {
  return { left: point.x + 4, top: point.y + 15, width: board - 8 };
}

/** "Minimax on a numeric tree": a box to type the value in at every inner node. */
function NumericMinimaxBody({ ex, answers, grade, revealed, onAnswer }: BodyProps<'numeric-minimax'>) {
  const t = useT();
  const { report, message } = useProblems();
  const { tree, typed } = ex.shown;
  const answerOf = new Map(ex.blanks.map((b) => [b.id, b.type === 'value' ? b.answer : NaN]));
  return (
    <div className="ex-body">
      <p className="ex-hint">
        {joinSentences([typed ? t('ex.num.typed') : '', t(tree.rootMax ? 'ex.num.rootMax' : 'ex.num.rootMin'), t('ex.num.howMinimax')])}
      </p>
      <div className="ex-tree-box">
        <NumTree
          tree={tree}
          options={NUM_TREE}
          t={t}
          marks={(n) => (revealed.has(valueBlank(n.path)) ? { value: valueText(answerOf.get(valueBlank(n.path)) ?? NaN) } : null)}
          nodeOverlay={({ node, point }) => {
            const id = valueBlank(node.path);
            if (node.leafValue !== null || revealed.has(id)) return null;
            return (
              <ValueInput
                label={t('ex.num.value', { node: numName(node.path, t) })}
                blank={id}
                domain={NUM_VALUES}
                initial={answers[id] as number | undefined}
                onAnswer={(v) => onAnswer(id, v)}
                onProblem={report(id, numName(node.path, t), '-99 … 99')}
                right={blankRight(grade, id)}
                style={valueInputStyle(point, NUM_TREE.board)}
                className="ex-value-in-node"
              />
            );
          }}
        />
      </div>
      {message}
    </div>
  );
}

/** On paper: the tree with an empty box at every inner node (the key writes the values in). */
function NumericMinimaxSheet({ ex, showAnswer }: SheetProps<'numeric-minimax'>) {
  const t = useT();
  const { tree } = ex.shown;
  const answer = new Map(ex.blanks.map((b) => [b.id, b.type === 'value' ? b.answer : NaN]));
  return (
    <div className="sheet-body">
      <p>
        {joinSentences([t(tree.rootMax ? 'ex.num.rootMax' : 'ex.num.rootMin'), t('ex.num.sheetMinimax')])}
      </p>
      <NumTree tree={tree} options={NUM_SHEET} t={t} className="ex-tree-num" marks={(n) => (showAnswer ? { value: valueText(answer.get(valueBlank(n.path)) ?? NaN) } : null)} />
    </div>
  );
}

export const numericMinimaxView: KindView<'numeric-minimax'> = {
  title: 'ex.kind.numeric-minimax',
  prompt: 'ex.prompt.numeric-minimax',
  Body: NumericMinimaxBody,
  Sheet: NumericMinimaxSheet,
  blankName: (id, _ex, t) => t('ex.num.value', { node: numName(id.slice(valueBlank('').length), t) }),
  sheetTree: true,
};
