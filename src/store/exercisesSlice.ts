/**
 * Exercises slice: one session of exercises. Stored: the quiz (kinds, level,
 * count, seed), the question shown, each question's answers so far, its
 * grade once checked, how many "show me" steps are revealed, and the running
 * score and streak. The questions themselves are derived from the quiz
 * (`selectExerciseSet`, memoised), never stored.
 *
 * Scoring: a question counts once, at its first check (right: score and
 * streak up; wrong: streak back to 0). Revealing a step of "show me" before
 * checking counts as a wrong answer.
 */
import type { StateCreator } from 'zustand/vanilla';
import { createRng } from '../ai/rng.ts';
import { DEFAULT_COUNT, generateSet, type QuizSpec } from '../exercises/generate.ts';
import { gradeExercise, type Grade } from '../exercises/grade.ts';
import { parseQuiz, type QuizProblem } from '../exercises/quizLink.ts';
import { KINDS, type AnswerValue, type Answers, type Exercise } from '../exercises/types.ts';
import type { AppState } from './appState.ts';

export interface ExercisesSlice {
  exQuiz: QuizSpec;
  /** Index of the question shown. */
  exIndex: number;
  /** Answers so far, by question index. */
  exAnswers: Readonly<Record<number, Answers>>;
  /** Grade of each checked question (the latest check). */
  exGrades: Readonly<Record<number, Grade>>;
  /** Steps of "show me" revealed, by question index. */
  exRevealed: Readonly<Record<number, number>>;
  /** Questions that have counted towards the score. */
  exCounted: Readonly<Record<number, boolean>>;
  exScore: number;
  exAnswered: number;
  exStreak: number;
  exBestStreak: number;
  /** What was wrong with the quiz link just opened (empty: nothing). */
  exLinkProblems: readonly QuizProblem[];
  /** Bumped when a quiz link is opened, so the app shows the exercises. */
  exLinkOpened: number;
  /** Starts the quiz given (fresh answers and score). */
  startQuiz(quiz: QuizSpec): void;
  /** Changes kinds, level or count and draws a new seed: a new set. */
  setQuizOptions(patch: Partial<Pick<QuizSpec, 'kinds' | 'level' | 'count'>>): void;
  /** The same options, a new seed. */
  newSet(): void;
  /** Opens a quiz link's query; unreadable fields are reported and replaced (fresh seed). */
  openQuizLink(query: string): void;
  dismissLinkProblems(): void;
  setAnswer(blank: string, value: AnswerValue | undefined): void;
  /** Grades the question shown. */
  checkAnswer(): void;
  /** Reveals the next step of the worked answer. */
  showNextStep(): void;
  goToQuestion(i: number): void;
  /** Loads the exercise's position as the focus and, for the lab, its search settings (win / draw / loss scoring). Returns the tab to show. */
  openExercise(ex: Exercise): 'explore' | 'lab';
}

export interface ExercisesDeps {
  /** A fresh quiz seed (0..2^32-1); defaults to a generator seeded from the clock. */
  readonly freshSeed?: () => number;
}

const memo = { quiz: null as QuizSpec | null, set: [] as Exercise[] };
/** The questions of the current quiz (generated once per quiz). */
export function selectExerciseSet(s: Pick<AppState, 'exQuiz'>): readonly Exercise[] {
  if (memo.quiz !== s.exQuiz) {
    memo.set = generateSet(s.exQuiz);
    memo.quiz = s.exQuiz;
  }
  return memo.set;
}

const fresh = () => ({ exIndex: 0, exAnswers: {}, exGrades: {}, exRevealed: {}, exCounted: {}, exScore: 0, exAnswered: 0, exStreak: 0, exBestStreak: 0 });

export const createExercisesSlice =
  (deps: ExercisesDeps): StateCreator<AppState, [], [], ExercisesSlice> =>
  (set, get) => {
    const clock = createRng(Date.now() | 0);
    const freshSeed = deps.freshSeed ?? (() => clock.nextUint32());
    /** Counts question i towards the score once. */
    const count = (i: number, right: boolean) => {
      const s = get();
      if (s.exCounted[i]) return;
      const streak = right ? s.exStreak + 1 : 0;
      set({
        exCounted: { ...s.exCounted, [i]: true },
        exAnswered: s.exAnswered + 1,
        exScore: s.exScore + (right ? 1 : 0),
        exStreak: streak,
        exBestStreak: Math.max(s.exBestStreak, streak),
      });
    };
    return {
      exQuiz: { kinds: [...KINDS], level: 'easy', count: DEFAULT_COUNT, seed: freshSeed() },
      ...fresh(),
      exLinkProblems: [],
      exLinkOpened: 0,
      startQuiz(quiz) {
        set({ exQuiz: quiz, ...fresh() });
      },
      setQuizOptions(patch) {
        get().startQuiz({ ...get().exQuiz, ...patch, seed: freshSeed() });
      },
      newSet() {
        get().setQuizOptions({});
      },
      openQuizLink(query) {
        const { spec, problems } = parseQuiz(query, freshSeed());
        get().startQuiz(spec);
        set({ exLinkProblems: problems, exLinkOpened: get().exLinkOpened + 1 });
      },
      dismissLinkProblems() {
        set({ exLinkProblems: [] });
      },
      setAnswer(blank, value) {
        const s = get();
        const i = s.exIndex;
        set({ exAnswers: { ...s.exAnswers, [i]: { ...s.exAnswers[i], [blank]: value } } });
      },
      checkAnswer() {
        const s = get();
        const ex = selectExerciseSet(s)[s.exIndex];
        if (!ex) return;
        const grade = gradeExercise(ex, s.exAnswers[s.exIndex] ?? {});
        set({ exGrades: { ...s.exGrades, [s.exIndex]: grade } });
        count(s.exIndex, grade.correct);
      },
      showNextStep() {
        const s = get();
        const ex = selectExerciseSet(s)[s.exIndex];
        if (!ex) return;
        const shown = s.exRevealed[s.exIndex] ?? 0;
        if (shown >= ex.steps.length) return;
        set({ exRevealed: { ...s.exRevealed, [s.exIndex]: shown + 1 } });
        count(s.exIndex, false);
      },
      goToQuestion(i) {
        const n = get().exQuiz.count;
        set({ exIndex: Math.max(0, Math.min(n - 1, Math.trunc(i))) });
      },
      openExercise(ex) {
        const s = get();
        s.loadMoves(ex.moves);
        const o = ex.openIn;
        if (o.tab === 'lab') {
          if (s.settings.scoreMode !== 'wdl') s.updateSettings({ scoreMode: 'wdl' });
          s.setLabAlgorithm(o.algorithm);
          s.setLabOptions({ labOrder: o.order, labTt: o.tt, labSymmetry: false, labDepth: null });
        }
        return o.tab;
      },
    };
  };
