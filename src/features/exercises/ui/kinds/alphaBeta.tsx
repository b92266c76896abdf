import { toMove } from '../../../../exercises/engine.ts';
import { alphaBlank, betaBlank, CUTS_BLANK } from '../../../../exercises/kinds/alphaBeta.ts';
import type { Exercise, TreeNode } from '../../../../exercises/types.ts';
import type { Translate } from '../../../../i18n/translate.ts';
import { useT } from '../../../../components/StoreContext.tsx';
import { blankRight, type BodyProps, type KindView, type SheetProps } from '../bodyProps.ts';
import { pathName, valueText } from '../exerciseText.ts';
import { ExTree, TREE_WINDOWS } from '../ExTree.tsx';
import { useProblems } from '../useProblems.tsx';
import { ValueInput } from '../ValueInput.tsx';
import { CutToggle, markedCuts, toggledCuts } from '../CutToggle.tsx';

const WINDOW = [-Infinity, -1, 0, 1, Infinity];

/** "Alpha-beta by hand": a toggle on every edge (cut or not) and (α, β) inputs at the nodes asked. */
function AlphaBetaBody({ ex, answers, grade, revealed, onAnswer }: BodyProps<'alpha-beta'>) {
  const t = useT();
  const { report, message } = useProblems();
  const { tree, asked } = ex.shown;
  const rootSide = toMove(ex.board);
  const name = (n: TreeNode | string) => pathName(typeof n === 'string' ? n : n.path, rootSide, t);
  const cuts = markedCuts(answers[CUTS_BLANK]);
  const cutBlank = ex.blanks.find((b) => b.id === CUTS_BLANK);
  const trueCuts = revealed.has(CUTS_BLANK) && cutBlank?.type === 'set' ? new Set(cutBlank.answer) : null;
  const answerOf = new Map(ex.blanks.map((b) => [b.id, b.type === 'value' ? b.answer : NaN]));
  const askedSet = new Set(asked);
  const b = TREE_WINDOWS.board;
  const cutsRight = blankRight(grade, CUTS_BLANK);
  return (
    <div className="ex-body">
      <p className="ex-hint">{t(asked.length > 0 ? 'ex.alphaBeta.howWindows' : 'ex.alphaBeta.how')}</p>
      <div className={`ex-tree-box${cutsRight === undefined ? '' : cutsRight ? ' ex-right' : ' ex-wrong'}`}>
        <ExTree
          tree={tree}
          lastMove={ex.moves[ex.moves.length - 1] ?? -1}
          options={TREE_WINDOWS}
          label={t('ex.tree.label')}
          nodeLabel={(n) => (n.leafValue !== null ? t('ex.tree.leaf', { node: name(n), value: valueText(n.leafValue) }) : t('ex.tree.inner', { node: name(n) }))}
          nodeText={(n) => {
            if (n.leafValue !== null) return { text: valueText(n.leafValue), className: 'ex-leaf-value' };
            if (askedSet.has(n.path) && revealed.has(alphaBlank(n.path))) {
              return { text: `(${valueText(answerOf.get(alphaBlank(n.path)) ?? NaN)}, ${valueText(answerOf.get(betaBlank(n.path)) ?? NaN)})`, className: 'ex-revealed' };
            }
            return null;
          }}
          edgeClass={(c) => [cuts.has(c.path) ? 'ex-edge-cut' : '', trueCuts?.has(c.path) ? 'ex-edge-answer' : ''].join(' ')}
          edgeOverlay={({ child, x, y }) => (
            <CutToggle
              x={x}
              y={y}
              child={child.path}
              marked={cuts.has(child.path)}
              answer={!!trueCuts?.has(child.path)}
              label={t('ex.alphaBeta.edge', { node: name(child) })}
              onToggle={() => onAnswer(CUTS_BLANK, toggledCuts(cuts, child.path))}
            />
          )}
          nodeOverlay={({ node, point }) => {
            if (!askedSet.has(node.path) || revealed.has(alphaBlank(node.path))) return null;
            const field = (id: string, sym: 'α' | 'β', top: number) => (
              <ValueInput
                label={t('ex.alphaBeta.input', { which: sym, node: name(node) })}
                blank={id}
                placeholder={sym}
                domain={WINDOW}
                initial={answers[id] as number | undefined}
                onAnswer={(v) => onAnswer(id, v)}
                onProblem={report(id, `${sym} ${name(node)}`, '-∞, -1, 0, 1, +∞')}
                right={blankRight(grade, id)}
                style={{ left: point.x + b + 3, top, width: TREE_WINDOWS.label - 8 }}
                className="ex-value-small"
              />
            );
            return (
              <>
                {field(alphaBlank(node.path), 'α', point.y - 1)}
                {field(betaBlank(node.path), 'β', point.y + b / 2 + 1)}
              </>
            );
          }}
        />
      </div>
      {message}
      {trueCuts && <p className="ex-answer-text">{trueCuts.size === 0 ? t('ex.alphaBeta.noCuts') : t('ex.alphaBeta.cutsAre', { edges: [...trueCuts].map((p) => name(p)).join('; ') })}</p>}
    </div>
  );
}

/** On paper: the tree with every edge to cross out and (α, β) boxes at the nodes asked (the key: cut edges marked, windows written). */
function AlphaBetaSheet({ ex, showAnswer }: SheetProps<'alpha-beta'>) {
  const t = useT();
  const { tree } = ex.shown;
  const rootSide = toMove(ex.board);
  const asked = new Set(ex.shown.asked);
  const cutBlank = ex.blanks.find((b) => b.id === CUTS_BLANK);
  const cuts = new Set(cutBlank?.type === 'set' ? cutBlank.answer : []);
  const answer = new Map(ex.blanks.map((b) => [b.id, b.type === 'value' ? b.answer : NaN]));
  const window = (p: string) => `(${valueText(answer.get(alphaBlank(p)) ?? NaN)}, ${valueText(answer.get(betaBlank(p)) ?? NaN)})`;
  return (
    <div className="sheet-body">
      <p>{t(asked.size ? 'ex.alphaBeta.sheetWindows' : 'ex.alphaBeta.sheet')}</p>
      <ExTree
        tree={tree}
        lastMove={ex.moves[ex.moves.length - 1] ?? -1}
        options={TREE_WINDOWS}
        className={tree.length > 30 ? 'ex-tree-big' : ''}
        label={t('ex.tree.label')}
        nodeLabel={(nd) => pathName(nd.path, rootSide, t)}
        edgeClass={(c) => (showAnswer && cuts.has(c.path) ? 'ex-edge-cut' : '')}
        nodeText={(nd) => {
          if (nd.leafValue !== null) return { text: valueText(nd.leafValue), className: 'ex-leaf-value' };
          if (!asked.has(nd.path)) return null;
          return showAnswer ? { text: window(nd.path), className: 'ex-revealed' } : { text: 'α     β', className: 'ex-sheet-ab', box: true };
        }}
      />
      {showAnswer && <p>{cuts.size ? t('ex.alphaBeta.cutsAre', { edges: [...cuts].map((p) => pathName(p, rootSide, t)).join('; ') }) : t('ex.alphaBeta.noCuts')}</p>}
    </div>
  );
}

/** The cut edges, or α / β on entry at a node. */
function blankName(id: string, ex: Exercise<'alpha-beta'>, t: Translate): string {
  if (id === CUTS_BLANK) return t('ex.blank.cuts');
  // alphaBlank / betaBlank ids: a two-character prefix, then the node's path.
  const path = id.slice(alphaBlank('').length);
  return t('ex.alphaBeta.input', { which: id === alphaBlank(path) ? 'α' : 'β', node: pathName(path, toMove(ex.board), t) });
}

export const alphaBetaView: KindView<'alpha-beta'> = { title: 'ex.kind.alpha-beta', prompt: 'ex.prompt.alpha-beta', Body: AlphaBetaBody, Sheet: AlphaBetaSheet, blankName, sheetTree: true };
