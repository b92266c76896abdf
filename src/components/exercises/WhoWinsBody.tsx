import { OUTCOMES } from '../../exercises/kinds/whoWins.ts';
import { useT } from '../StoreContext.tsx';
import { blankRight, type BodyProps } from './bodyProps.ts';
import { ChoiceGroup } from './ChoiceGroup.tsx';
import { wordText } from './exerciseText.ts';
import { PositionFigure } from './PositionFigure.tsx';

/** "Who wins?": the position and three choices. */
export function WhoWinsBody({ ex, answers, grade, revealed, onAnswer }: BodyProps) {
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
