import { toMove } from '../../../../exercises/engine.ts';
import { FLIP_BLANK, negamaxBlank } from '../../../../exercises/kinds/negamax.ts';
import type { TreeNode } from '../../../../exercises/types.ts';
import { useT } from '../../../../components/StoreContext.tsx';
import { blankRight, type BodyProps, type KindView, type SheetProps } from '../bodyProps.ts';
import { pathName, valueText, wordText } from '../exerciseText.ts';
import { ExTree, TREE_VALUES } from '../ExTree.tsx';
import { useProblems } from '../useProblems.tsx';
import { ValueInput } from '../ValueInput.tsx';

/** The mark of a finished game whose sign the unflipped search gets wrong. */
const FLIP = '±';

/** "Negamax signs": the tree; a value input beside every inner node (for the side to move there), a ± toggle beside every finished game. */
function NegamaxBody({ ex, answers, grade, revealed, onAnswer }: BodyProps<'negamax'>) {
  const t = useT();
  const { report, message } = useProblems();
  const { tree } = ex.shown;
  const rootSide = toMove(ex.board);
  const answerOf = new Map(ex.blanks.map((b) => [b.id, b.type === 'value' ? b.answer : NaN]));
  const name = (n: TreeNode) => pathName(n.path, rootSide, t);
  const b = TREE_VALUES.board;
  const flips = new Set((answers[FLIP_BLANK] as readonly string[] | undefined) ?? []);
  const flipBlank = ex.blanks.find((x) => x.id === FLIP_BLANK);
  const trueFlips = revealed.has(FLIP_BLANK) && flipBlank?.type === 'set' ? new Set(flipBlank.answer) : null;
  const toggle = (p: string) => {
    const next = new Set(flips);
    if (next.has(p)) next.delete(p);
    else next.add(p);
    onAnswer(FLIP_BLANK, [...next].sort());
  };
  const flipsRight = blankRight(grade, FLIP_BLANK);
  return (
    <div className="ex-body">
      <p className="ex-hint">{t('ex.nm.how')}</p>
      <div className={`ex-tree-box${flipsRight === undefined ? '' : flipsRight ? ' ex-right' : ' ex-wrong'}`}>
        <ExTree
          tree={tree}
          lastMove={ex.moves[ex.moves.length - 1] ?? -1}
          options={TREE_VALUES}
          label={t('ex.tree.label')}
          nodeLabel={(n) => (n.leafValue !== null ? t('ex.tree.leaf', { node: name(n), value: valueText(n.leafValue) }) : t('ex.nm.node', { node: name(n), side: wordText(toMove(n.board), t) }))}
          nodeText={(n) => {
            if (n.leafValue !== null) return { text: valueText(n.leafValue), className: 'ex-leaf-value' };
            const id = negamaxBlank(n.path);
            if (revealed.has(id)) return { text: `= ${valueText(answerOf.get(id) ?? NaN)}`, className: 'ex-revealed' };
            return null;
          }}
          nodeOverlay={({ node, point }) => {
            if (node.leafValue !== null) {
              const on = flips.has(node.path);
              return (
                <button
                  type="button"
                  className={`ex-edge-toggle ex-flip-toggle${on ? ' ex-marked' : ''}${trueFlips?.has(node.path) ? ' ex-answer' : ''}`}
                  style={{ left: point.x + b + 24, top: point.y + b / 2 - 11 }}
                  aria-pressed={on}
                  data-flip={node.path}
                  aria-label={t('ex.nm.flip', { node: name(node), value: valueText(node.leafValue) })}
                  onClick={() => toggle(node.path)}
                >
                  {on ? FLIP : ''}
                </button>
              );
            }
            const id = negamaxBlank(node.path);
            if (revealed.has(id)) return null;
            return (
              <ValueInput
                label={t('ex.nm.input', { node: name(node), side: wordText(toMove(node.board), t) })}
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
      {trueFlips && <p className="ex-answer-text">{t('ex.nm.flipsAre', { leaves: [...trueFlips].map((p) => pathName(p, rootSide, t)).join('; ') })}</p>}
    </div>
  );
}

/** On paper: the tree with a box at every inner node; the key writes the values in and marks the wrong signs ±. */
function NegamaxSheet({ ex, showAnswer }: SheetProps<'negamax'>) {
  const t = useT();
  const { tree } = ex.shown;
  const answer = new Map(ex.blanks.map((b) => [b.id, b.type === 'value' ? b.answer : NaN]));
  const flip = ex.blanks.find((x) => x.id === FLIP_BLANK);
  const flips = new Set(flip?.type === 'set' ? flip.answer : []);
  return (
    <div className="sheet-body">
      <p>{t('ex.nm.sheet')}</p>
      <ExTree
        tree={tree}
        lastMove={ex.moves[ex.moves.length - 1] ?? -1}
        options={TREE_VALUES}
        className={tree.length > 30 ? 'ex-tree-big' : ''}
        label={t('ex.tree.label')}
        nodeLabel={(nd) => pathName(nd.path, toMove(ex.board), t)}
        nodeText={(nd) => {
          if (nd.leafValue !== null) return { text: `${valueText(nd.leafValue)}${showAnswer && flips.has(nd.path) ? ` ${FLIP}` : ''}`, className: 'ex-leaf-value' };
          return showAnswer ? { text: valueText(answer.get(negamaxBlank(nd.path)) ?? NaN), className: 'ex-revealed' } : { text: '', className: '', box: true };
        }}
      />
    </div>
  );
}

export const negamaxView: KindView<'negamax'> = {
  title: 'ex.kind.negamax',
  prompt: 'ex.prompt.negamax',
  Body: NegamaxBody,
  Sheet: NegamaxSheet,
  blankName: (id, ex, t) => (id === FLIP_BLANK ? t('ex.blank.flip') : t('ex.nm.input', { node: pathName(id.slice(negamaxBlank('').length), toMove(ex.board), t), side: wordText(toMove(ex.shown.tree.find((n) => n.path === id.slice(2))?.board ?? ex.board), t) })),
  sheetTree: true,
};
