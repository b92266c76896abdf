import { toMove } from '../../../../exercises/engine.ts';
import { valueBlank } from '../../../../exercises/kinds/minimax.ts';
import type { TreeNode } from '../../../../exercises/types.ts';
import { useT } from '../../../../components/StoreContext.tsx';
import { blankRight, type BodyProps, type KindView, type SheetProps } from '../bodyProps.ts';
import { pathName, stepText, valueText } from '../exerciseText.ts';
import { ExTree, TREE_VALUES } from '../ExTree.tsx';
import { useProblems } from '../useProblems.tsx';
import { ValueInput } from '../ValueInput.tsx';

/** "Minimax by hand": the tree with finished games valued; an input beside every inner node. */
function MinimaxBody({ ex, answers, grade, revealed, onAnswer }: BodyProps<'minimax'>) {
  const t = useT();
  const { report, message } = useProblems();
  const { tree, given } = ex.shown;
  const rootSide = toMove(ex.board);
  const answerOf = new Map(ex.blanks.map((b) => [b.id, b.type === 'value' ? b.answer : NaN]));
  const name = (n: TreeNode) => pathName(n.path, rootSide, t);
  const b = TREE_VALUES.board;
  const wrong = grade ? ex.blanks.filter((bl) => !grade.blanks[bl.id]) : [];
  const why = new Map(ex.steps.map((s) => [s.reveal[0], s]));
  return (
    <div className="ex-body">
      <p className="ex-hint">{t('ex.minimax.how')}</p>
      <div className="ex-tree-box">
        <ExTree
          tree={tree}
          lastMove={ex.moves[ex.moves.length - 1] ?? -1}
          options={TREE_VALUES}
          label={t('ex.tree.label')}
          nodeLabel={(n) => (n.leafValue !== null ? t('ex.tree.leaf', { node: name(n), value: valueText(n.leafValue) }) : t('ex.tree.inner', { node: name(n) }))}
          nodeText={(n) => {
            if (n.leafValue !== null) return { text: valueText(n.leafValue), className: 'ex-leaf-value' };
            if (given[n.path] !== undefined) return { text: valueText(given[n.path]), className: 'ex-given' };
            const id = valueBlank(n.path);
            if (revealed.has(id)) return { text: `= ${valueText(answerOf.get(id) ?? NaN)}`, className: 'ex-revealed' };
            return null;
          }}
          nodeOverlay={({ node, point }) => {
            const id = valueBlank(node.path);
            if (node.leafValue !== null || given[node.path] !== undefined || revealed.has(id)) return null;
            return (
              <ValueInput
                label={t('ex.minimax.input', { node: name(node) })}
                blank={id}
                domain={[-1, 0, 1]}
                initial={answers[id] as number | undefined}
                onAnswer={(v) => onAnswer(id, v)}
                onProblem={report(id, name(node), '-1, 0, 1')}
                right={blankRight(grade, id)}
                style={{ left: point.x + b + 3, top: point.y + b / 2 - 14, width: TREE_VALUES.label - 6 }}
              />
            );
          }}
        />
      </div>
      {message}
      {wrong.length > 0 && (
        <ul className="ex-corrections" aria-label={t('ex.corrections')}>
          {wrong.map((bl) => {
            const s = why.get(bl.id);
            const given = answers[bl.id];
            return (
              <li key={bl.id}>
                {s ? stepText(s, t) : ''} {t('ex.minimax.correction', { given: typeof given === 'number' ? valueText(given) : '—' })}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** On paper: the tree with a box at every inner node (the key writes the values in). */
function MinimaxSheet({ ex, showAnswer }: SheetProps<'minimax'>) {
  const t = useT();
  const { tree, given } = ex.shown;
  const answer = new Map(ex.blanks.map((b) => [b.id, b.type === 'value' ? b.answer : NaN]));
  return (
    <div className="sheet-body">
      <p>{t('ex.minimax.sheet')}</p>
      <ExTree
        tree={tree}
        lastMove={ex.moves[ex.moves.length - 1] ?? -1}
        options={TREE_VALUES}
        className={tree.length > 30 ? 'ex-tree-big' : ''}
        label={t('ex.tree.label')}
        nodeLabel={(nd) => pathName(nd.path, toMove(ex.board), t)}
        nodeText={(nd) => {
          if (nd.leafValue !== null) return { text: valueText(nd.leafValue), className: 'ex-leaf-value' };
          if (given[nd.path] !== undefined) return { text: valueText(given[nd.path]), className: 'ex-given' };
          return showAnswer ? { text: valueText(answer.get(valueBlank(nd.path)) ?? NaN), className: 'ex-revealed' } : { text: '', className: '', box: true };
        }}
      />
    </div>
  );
}

export const minimaxView: KindView<'minimax'> = { title: 'ex.kind.minimax', prompt: 'ex.prompt.minimax', Body: MinimaxBody, Sheet: MinimaxSheet, blankName: (id, ex, t) => t('ex.minimax.input', { node: pathName(id.slice(valueBlank('').length), toMove(ex.board), t) }), sheetTree: true };
