import { OUTCOMES } from '../../../../exercises/kinds/whoWins.ts';
import { useT } from '../../../../components/StoreContext.tsx';
import { blankRight, type BodyProps, type KindView, type SheetProps } from '../bodyProps.ts';
import { ChoiceGroup } from '../ChoiceGroup.tsx';
import { wordText } from '../exerciseText.ts';
import { PositionFigure } from '../PositionFigure.tsx';
import { SheetBoard } from '../SheetBoard.tsx';
import { Ticks } from '../Ticks.tsx';

/** "Who wins?": the position and three choices. */
function WhoWinsBody({ ex, answers, grade, revealed, onAnswer }: BodyProps<'who-wins'>) {
  const t = useT();
  const blank = ex.blanks[0];
  return (
    <div className="ex-body ex-body-row">
      <PositionFigure ex={ex} />
      <ChoiceGroup
        legend={t('ex.whoWins.legend')}
        options={OUTCOMES.map((o) => ({ id: o, label: wordText(o, t) }))}
        value={answers.outcome as string | undefined}
        onChange={(v) => onAnswer('outcome', v)}
        right={blankRight(grade, 'outcome')}
        answer={revealed.has('outcome') && blank.type === 'choice' ? blank.answer : undefined}
        answerLabel={t('ex.answerTag')}
      />
    </div>
  );
}

/** On paper: the board and the three outcomes to tick. */
function WhoWinsSheet({ ex, showAnswer }: SheetProps<'who-wins'>) {
  const t = useT();
  return (
    <>
      <SheetBoard ex={ex} />
      <div className="sheet-body">
        <Ticks blank={ex.blanks[0]} label={t('ex.whoWins.legend')} words={(o) => wordText(o as (typeof OUTCOMES)[number], t)} showAnswer={showAnswer} />
      </div>
    </>
  );
}

export const whoWinsView: KindView<'who-wins'> = { title: 'ex.kind.who-wins', prompt: 'ex.prompt.who-wins', Body: WhoWinsBody, Sheet: WhoWinsSheet, blankName: (_id, _ex, t) => t('ex.blank.outcome'), sheetTree: false };
