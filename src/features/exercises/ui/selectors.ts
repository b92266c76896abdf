import { generateSet } from '../../../exercises/generate.ts';
import type { QuizSpec } from '../../../exercises/quizLink.ts';
import type { Exercise } from '../../../exercises/types.ts';
import type { AppState } from '../../../store/appState.ts';

const memo = { quiz: null as QuizSpec | null, set: [] as Exercise[] };

/** The questions of the current quiz, generated once per quiz (a stable array for the same quiz). */
export function selectExerciseSet(s: AppState): readonly Exercise[] {
  if (memo.quiz !== s.exQuiz) {
    memo.set = generateSet(s.exQuiz);
    memo.quiz = s.exQuiz;
  }
  return memo.set;
}
