import { useState } from 'react';
import type { Exercise } from '../../../exercises/types.ts';
import type { AppState } from '../../../store/appState.ts';
import { selectExerciseSet } from './selectors.ts';
import { quizHash } from '../state/quizUrl.ts';
import { useAppStore, useAppStoreApi, useT } from '../../../components/StoreContext.tsx';
import { ExerciseView } from './ExerciseView.tsx';
import { HOME } from '../../../components/focus.ts';
import { LinkProblems } from './LinkProblems.tsx';
import { TreeLinkProblem } from './TreeOption.tsx';
import { QuizOptions } from './QuizOptions.tsx';
import { ScoreBar } from './ScoreBar.tsx';
import { Worksheet } from './Worksheet.tsx';
import { HandIn } from './HandIn.tsx';
import { TeacherView } from './TeacherView.tsx';
import './exercises.css';
// The exercises' English words load with the tab (the first view needs none of them).
import '../exercisesWords.ts';

const selectQuiz = (s: AppState) => s.exQuiz;
const selectIndex = (s: AppState) => s.exIndex;
const selectLinkOpened = (s: AppState) => s.exLinkOpened;
const selectView = (s: AppState) => s.exView;

/** The exercises tab: the quiz options, score and streak, the current question; or the printable sheet. */
export function Exercises() {
  const t = useT();
  const store = useAppStoreApi();
  const quiz = useAppStore(selectQuiz);
  const set = useAppStore(selectExerciseSet);
  const index = useAppStore(selectIndex);
  const linkOpened = useAppStore(selectLinkOpened);
  const view = useAppStore(selectView);
  const [sheet, setSheet] = useState<'worksheet' | 'key' | null>(null);
  // The hand-in panel, open since this moment (its hand-in time), or closed.
  const [handIn, setHandIn] = useState<{ quiz: typeof quiz; at: number } | null>(null);
  // The sheet button to give focus back to when the sheet closes.
  const [returnTo, setReturnTo] = useState<'worksheet' | 'key' | null>(null);
  // Moving to another question of the same set replaces the view (and the button pressed): the new
  // view takes the focus. A new set leaves it where it is (on the option just changed).
  const viewKey = `${quiz.seed}/${quiz.level}/${quiz.kinds.join()}/${index}`;
  const [shown, setShown] = useState({ quiz, index, focus: false });
  if (shown.quiz !== quiz || shown.index !== index) setShown({ quiz, index, focus: shown.quiz === quiz });
  const focusOnMount = shown.focus;
  const link = `${window.location.href.split('#')[0]}${quizHash(store)}`;
  const open = (ex: Exercise) => store.getState().openExercise(ex);
  if (view === 'teacher') return <TeacherView onBack={() => store.getState().setExView('quiz')} />;
  if (sheet) {
    const close = () => {
      setReturnTo(sheet);
      setSheet(null);
      setShown({ quiz, index, focus: false });
    };
    return <Worksheet set={set} quiz={quiz} key_={sheet === 'key'} link={link} onClose={close} />;
  }
  const ex = set[index];
  return (
    <div className="ex" data-focus-home={HOME.question}>
      <p className="ex-intro">{t('ex.intro')}</p>
      <LinkProblems />
      <TreeLinkProblem />
      <QuizOptions
        key={linkOpened}
        link={link}
        onSheet={(mode) => {
          setReturnTo(null);
          setSheet(mode);
        }}
        returnFocus={returnTo}
      />
      <div className="ex-option-row ex-hand-row">
        <button type="button" className="button" aria-expanded={handIn?.quiz === quiz} onClick={() => setHandIn(handIn?.quiz === quiz ? null : { quiz, at: Date.now() })}>
          {t('ex.hand.open')}
        </button>
        <button type="button" className="button" onClick={() => store.getState().setExView('teacher')}>
          {t('ex.teacher.open')}
        </button>
      </div>
      {handIn?.quiz === quiz && <HandIn set={set} link={link} handedIn={handIn.at} onClose={() => setHandIn(null)} />}
      <ScoreBar />
      {ex && <ExerciseView key={viewKey} ex={ex} index={index} count={set.length} onOpen={open} focusOnMount={focusOnMount} />}
    </div>
  );
}
