import type { ReactNode } from 'react';
import { cellAt, toMove } from '../../exercises/engine.ts';
import { alphaBlank, betaBlank, CUTS_BLANK } from '../../exercises/kinds/alphaBeta.ts';
import { valueBlank } from '../../exercises/kinds/minimax.ts';
import type { QuizSpec } from '../../exercises/quizLink.ts';
import type { Blank, Exercise } from '../../exercises/types.ts';
import { MiniBoard } from '../MiniBoard.tsx';
import { useT } from '../StoreContext.tsx';
import { caseNodeText, kindTitle, pathName, positionLabel, stepText, valueText, wordText } from './exerciseText.ts';
import { ExTree, TREE_VALUES, TREE_WINDOWS } from './ExTree.tsx';

interface Props {
  readonly set: readonly Exercise[];
  readonly quiz: QuizSpec;
  /** The answer key (answers filled in and explained) instead of the worksheet. */
  readonly key_: boolean;
  readonly link: string;
  readonly onClose: () => void;
}

const BOX = '☐';
const TICK = '☑';

/** Options to tick, with the answer ticked in the key. */
function Ticks({ blank, label, words, showAnswer }: { blank: Blank; label: string; words: (o: string) => string; showAnswer: boolean }) {
  if (blank.type !== 'choice') return null;
  return (
    <p className="sheet-ticks">
      <span className="sheet-q">{label}</span>
      {blank.options.map((o) => (
        <span key={o} className={showAnswer && o === blank.answer ? 'sheet-ticked' : ''}>
          {showAnswer && o === blank.answer ? TICK : BOX} {words(o)}
        </span>
      ))}
    </p>
  );
}

/** The question's blanks on paper; in the key, with the engine's answers. */
function SheetQuestion({ ex, n, showAnswer }: { ex: Exercise; n: number; showAnswer: boolean }) {
  const t = useT();
  const blank = (id: string) => ex.blanks.find((b) => b.id === id);
  const answer = (id: string) => {
    const b = blank(id);
    return b && b.type !== 'set' ? b.answer : undefined;
  };
  const rootSide = toMove(ex.board);
  const last = ex.moves[ex.moves.length - 1] ?? -1;
  // Which case? shows the node of the step; the others the exercise's position.
  const shownBoard = ex.shown.kind === 'which-case' ? ex.shown.nodeBoard : ex.board;
  const shownLast = ex.shown.kind === 'which-case' ? Number(ex.shown.path.slice(-1) || last) : last;
  const board = <MiniBoard board={shownBoard} value={null} lastMove={shownLast} size={130} label={positionLabel(ex.moves, t)} />;
  const s = ex.shown;
  let body: ReactNode = null;
  if (s.kind === 'who-wins') body = <Ticks blank={ex.blanks[0]} label={t('ex.whoWins.legend')} words={(o) => wordText(o as 'draw', t)} showAnswer={showAnswer} />;
  if (s.kind === 'best-moves') {
    const b = ex.blanks[0];
    body = (
      <>
        {s.bestCount !== null && <p>{t('ex.best.hint', { count: s.bestCount })}</p>}
        <p>
          {t('ex.sheet.bestMoves')} <span className="sheet-blank">{showAnswer && b.type === 'set' ? b.answer.join(', ') : ''}</span>
        </p>
      </>
    );
  }
  if (s.kind === 'minimax' || s.kind === 'alpha-beta') {
    const ab = s.kind === 'alpha-beta';
    const asked = new Set(ab ? s.asked : []);
    const cuts = new Set(ab && blank(CUTS_BLANK)?.type === 'set' ? (blank(CUTS_BLANK) as { answer: readonly string[] }).answer : []);
    body = (
      <>
        <p>{t(ab ? (asked.size ? 'ex.alphaBeta.sheetWindows' : 'ex.alphaBeta.sheet') : 'ex.minimax.sheet')}</p>
        <ExTree
          tree={s.tree}
          lastMove={last}
          options={ab ? TREE_WINDOWS : TREE_VALUES}
          className={s.tree.length > 30 ? 'ex-tree-big' : ''}
          label={t('ex.tree.label')}
          nodeLabel={(nd) => pathName(nd.path, rootSide, t)}
          edgeClass={(c) => (showAnswer && cuts.has(c.path) ? 'ex-edge-cut' : '')}
          nodeText={(nd) => {
            if (nd.leafValue !== null) return { text: valueText(nd.leafValue), className: 'ex-leaf-value' };
            if (!ab) {
              if (s.given[nd.path] !== undefined) return { text: valueText(s.given[nd.path]), className: 'ex-given' };
              return showAnswer ? { text: valueText(answer(valueBlank(nd.path)) as number), className: 'ex-revealed' } : { text: '', className: '', box: true };
            }
            if (!asked.has(nd.path)) return null;
            return showAnswer
              ? { text: `(${valueText(answer(alphaBlank(nd.path)) as number)}, ${valueText(answer(betaBlank(nd.path)) as number)})`, className: 'ex-revealed' }
              : { text: 'α     β', className: 'ex-sheet-ab', box: true };
          }}
        />
        {showAnswer && ab && <p>{cuts.size ? t('ex.alphaBeta.cutsAre', { edges: [...cuts].map((p) => pathName(p, rootSide, t)).join('; ') }) : t('ex.alphaBeta.noCuts')}</p>}
      </>
    );
  }
  if (s.kind === 'which-case') {
    body = (
      <>
        <p>{caseNodeText(ex.moves, pathName(s.path, rootSide, t), t)}</p>
        <p>{t('ex.case.step', { alpha: valueText(s.alpha), beta: valueText(s.beta), value: valueText(s.value) })}</p>
        <Ticks blank={ex.blanks[0]} label={t('ex.case.legend')} words={(o) => wordText(o as 'exact', t)} showAnswer={showAnswer} />
        {blank('stored') && <Ticks blank={blank('stored') as Blank} label={t('ex.case.storedLegend')} words={(o) => o} showAnswer={showAnswer} />}
      </>
    );
  }
  if (s.kind === 'which-order') {
    const nodes = blank('nodes');
    body = (
      <>
        <Ticks blank={ex.blanks[0]} label={t('ex.order.legend')} words={(o) => wordText(o as 'cell', t)} showAnswer={showAnswer} />
        <p>
          {t('ex.order.estimate', { percent: Math.round(s.tolerance * 100) })}{' '}
          <span className="sheet-blank">{showAnswer && nodes?.type === 'estimate' ? `${nodes.answer} (${nodes.lo}–${nodes.hi})` : ''}</span>
        </p>
      </>
    );
  }
  const showBoard = s.kind !== 'minimax' && s.kind !== 'alpha-beta';
  return (
    <section className={`sheet-question${showBoard ? '' : ' sheet-tree'}`}>
      <h2>
        {n}. {kindTitle(ex.kind, t)}
      </h2>
      <p className="sheet-prompt">{t(`ex.prompt.${ex.kind}`)}</p>
      <div className="sheet-row">
        {showBoard && (
          <figure className="sheet-board">
            {board}
            <figcaption>
              {t('ex.position.toMove', { side: wordText(toMove(shownBoard), t) })}
              {s.kind === 'best-moves' && <span className="sheet-cells"> · {t('ex.sheet.cells', { cells: Array.from({ length: 9 }, (_, c) => c).filter((c) => cellAt(ex.board, c) === null).join(' ') })}</span>}
            </figcaption>
          </figure>
        )}
        <div className="sheet-body">{body}</div>
      </div>
      {showAnswer && (
        <ol className="sheet-steps">
          {ex.steps.map((st, i) => (
            <li key={i}>{stepText(st, t)}</li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The printable worksheet of a set (blanks to fill), or its answer key; the print stylesheet prints only this. */
export function Worksheet({ set, quiz, key_, link, onClose }: Props) {
  const t = useT();
  return (
    <div className="sheet" data-testid="ex-sheet">
      <div className="sheet-bar">
        <button type="button" className="button primary" onClick={() => window.print()}>
          {t('ex.print')}
        </button>
        <button type="button" className="button" onClick={onClose} autoFocus>
          {t('ex.backToExercises')}
        </button>
      </div>
      <header className="sheet-header">
        <h1>{key_ ? t('ex.sheet.keyTitle') : t('ex.sheet.title')}</h1>
        <p>{t('ex.sheet.about', { count: quiz.count, level: t(`ex.level.${quiz.level}`), seed: String(quiz.seed) })}</p>
        {!key_ && <p className="sheet-name">{t('ex.sheet.name')}</p>}
        <p className="sheet-link">{link}</p>
      </header>
      {set.map((ex, i) => (
        <SheetQuestion key={i} ex={ex} n={i + 1} showAnswer={key_} />
      ))}
    </div>
  );
}
