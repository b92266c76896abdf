import { toMove } from '../../exercises/engine.ts';
import { valueBlank } from '../../exercises/kinds/minimax.ts';
import type { TreeNode } from '../../exercises/types.ts';
import { useT } from '../StoreContext.tsx';
import { blankRight, type BodyProps } from './bodyProps.ts';
import { pathName, stepText, valueText } from './exerciseText.ts';
import { ExTree, TREE_VALUES } from './ExTree.tsx';
import { useProblems } from './useProblems.tsx';
import { ValueInput } from './ValueInput.tsx';

/** "Minimax by hand": the tree with finished games valued; an input beside every inner node. */
export function MinimaxBody({ ex, answers, grade, revealed, onAnswer }: BodyProps) {
  const t = useT();
  const { report, message } = useProblems();
  if (ex.shown.kind !== 'minimax') return null;
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
