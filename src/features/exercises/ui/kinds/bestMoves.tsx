import { cellAt, toMove } from '../../../../exercises/engine.ts';
import { useT } from '../../../../components/StoreContext.tsx';
import { blankRight, type BodyProps, type KindView, type SheetProps } from '../bodyProps.ts';
import { SheetBoard } from '../SheetBoard.tsx';
import { wordText } from '../exerciseText.ts';

/** "Best moves": a board whose empty cells are toggle buttons; mark every best move. */
function BestMovesBody({ ex, answers, grade, revealed, onAnswer }: BodyProps<'best-moves'>) {
  const t = useT();
  const blank = ex.blanks[0];
  const marked = new Set((answers.best as readonly string[] | undefined) ?? []);
  const best = revealed.has('best') && blank.type === 'set' ? new Set(blank.answer) : null;
  const right = blankRight(grade, 'best');
  const toggle = (c: string) => {
    const next = new Set(marked);
    if (next.has(c)) next.delete(c);
    else next.add(c);
    onAnswer('best', [...next].sort());
  };
  const last = ex.moves[ex.moves.length - 1] ?? -1;
  return (
    <div className="ex-body ex-body-row">
      <div>
        <div className={`ex-cells${right === undefined ? '' : right ? ' ex-right' : ' ex-wrong'}`} role="group" aria-label={t('ex.best.legend', { side: wordText(toMove(ex.board), t) })}>
          {Array.from({ length: 9 }, (_, c) => {
            const mark = cellAt(ex.board, c);
            if (mark !== null) {
              return (
                <span key={c} className={`ex-cell ex-cell-${mark}${c === last ? ' ex-cell-last' : ''}`} role="img" aria-label={t('ex.best.taken', { cell: c, mark: wordText(mark, t) })}>
                  {mark === 'o' ? '○' : '×'}
                </span>
              );
            }
            const on = marked.has(String(c));
            const isBest = best?.has(String(c)) ?? false;
            return (
              <button
                key={c}
                type="button"
                className={`ex-cell ex-cell-empty${on ? ' ex-marked' : ''}${isBest ? ' ex-answer' : ''}`}
                aria-pressed={on}
                data-cell={c}
                aria-label={t(isBest ? 'ex.best.cellBest' : 'ex.best.cell', { cell: c })}
                onClick={() => toggle(String(c))}
              >
                {on ? '★' : <span className="ex-cell-num">{c}</span>}
              </button>
            );
          })}
        </div>
        <p className="ex-line">{ex.moves.length > 0 ? t('ex.best.toMove', { side: wordText(toMove(ex.board), t) }) : ''}</p>
      </div>
      <div className="ex-side-notes">
        {ex.shown.bestCount !== null && <p className="ex-hint">{t('ex.best.hint', { count: ex.shown.bestCount })}</p>}
        <p className="ex-hint">{t('ex.best.how')}</p>
        {best && <p className="ex-answer-text">{t('ex.best.answer', { cells: [...best].join(', ') })}</p>}
      </div>
    </div>
  );
}

/** On paper: the board with its empty cells listed, and a line for the best moves. */
function BestMovesSheet({ ex, showAnswer }: SheetProps<'best-moves'>) {
  const t = useT();
  const b = ex.blanks[0];
  const empty = Array.from({ length: 9 }, (_, c) => c).filter((c) => cellAt(ex.board, c) === null);
  return (
    <>
      <SheetBoard ex={ex}>
        <span className="sheet-cells"> · {t('ex.sheet.cells', { cells: empty.join(' ') })}</span>
      </SheetBoard>
      <div className="sheet-body">
        {ex.shown.bestCount !== null && <p>{t('ex.best.hint', { count: ex.shown.bestCount })}</p>}
        <p>
          {t('ex.sheet.bestMoves')} <span className="sheet-blank">{showAnswer && b.type === 'set' ? b.answer.join(', ') : ''}</span>
        </p>
      </div>
    </>
  );
}

export const bestMovesView: KindView<'best-moves'> = { title: 'ex.kind.best-moves', prompt: 'ex.prompt.best-moves', Body: BestMovesBody, Sheet: BestMovesSheet, blankName: (_id, _ex, t) => t('ex.blank.best'), sheetTree: false };
