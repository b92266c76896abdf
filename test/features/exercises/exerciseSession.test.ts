import { describe, expect, it } from 'vitest';
import { bindExerciseSession, EXERCISES_KEY, loadExerciseSession, saveExerciseSession } from '../../../src/features/exercises/state/exerciseSession.ts';
import type { StorageLike } from '../../../src/store/settings.ts';
import { bindQuizUrl } from '../../../src/features/exercises/state/quizUrl.ts';
import { bindUrl } from '../../../src/store/url.ts';
import { FakeWindow, storeWithTree } from '../../store/helpers.ts';

const memory = () => {
  const saved = new Map<string, string>();
  const storage: StorageLike = { getItem: (k) => saved.get(k) ?? null, setItem: (k, v) => void saved.set(k, v) };
  return { saved, storage };
};

/** A page load: a fresh store, the session bound, then the address read (boot's order). */
function load(storage: StorageLike | null, hash: string) {
  const { store } = storeWithTree({ deps: { freshSeed: () => 77 } });
  bindExerciseSession(store, storage);
  const win = new FakeWindow();
  win.location.hash = hash;
  bindUrl(store, win);
  bindQuizUrl(store, win);
  return { store, win };
}

const QUIZ = '#/quiz?kinds=alpha-beta,who-wins&level=easy&count=3&seed=5';

describe('the exercises’ session across a reload', () => {
  it('a reload at the quiz link keeps the answers, grades, score and streak; another set starts afresh', () => {
    const { storage } = memory();
    const first = load(storage, QUIZ);
    const s = () => first.store.getState();
    s().setAnswer('a', Infinity);
    s().setAnswer('b', -Infinity);
    s().setAnswer('c', ['0-1', '2-3']);
    first.store.setState({ exGrades: { 0: { correct: true, blanks: { a: true } } }, exCounted: { 0: true }, exCredit: { 0: [1, 1] }, exScore: 1, exAnswered: 1, exStreak: 1, exBestStreak: 1 });
    s().goToQuestion(1);
    const again = load(storage, QUIZ).store.getState();
    expect(again.exQuiz).toEqual(s().exQuiz);
    expect(again.exIndex).toBe(1);
    expect(again.exAnswers).toEqual({ 0: { a: Infinity, b: -Infinity, c: ['0-1', '2-3'] } });
    expect(again.exGrades).toEqual(s().exGrades);
    expect([again.exScore, again.exAnswered, again.exStreak, again.exBestStreak]).toEqual([1, 1, 1, 1]);
    expect(again.exCredit).toEqual({ 0: [1, 1] });
    // A reload elsewhere in the app keeps it too; another quiz link is another set.
    expect(load(storage, '#/40').store.getState().exScore).toBe(1);
    const other = load(storage, '#/quiz?kinds=minimax&level=easy&count=3&seed=6').store.getState();
    expect([other.exScore, other.exAnswered]).toEqual([0, 0]);
    // The same seed under another rule is another set; a reload keeps its rules.
    const strict = load(storage, `${QUIZ}&cut=gt`).store.getState();
    expect([strict.exScore, strict.exQuiz.conventions]).toEqual([0, { cut: 'gt', fail: 'soft', best: 'wdl' }]);
    expect(load(storage, '#/40').store.getState().exQuiz.conventions).toEqual({ cut: 'gt', fail: 'soft', best: 'wdl' });
  });

  it('storage that throws or holds junk: the app starts as without it, and never throws', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const { store } = load(broken, QUIZ);
    store.getState().setAnswer('a', 1);
    expect(store.getState().exAnswers).toEqual({ 0: { a: 1 } });
    expect(load(null, QUIZ).store.getState().exScore).toBe(0);
    const { saved, storage } = memory();
    const good = load(storage, QUIZ).store.getState();
    expect(saveExerciseSession(storage, good)).toBe(true);
    const valid = JSON.parse(saved.get(EXERCISES_KEY) ?? '{}') as Record<string, unknown>;
    for (const junk of ['{', 'null', '[]', '{"quiz": 5}', JSON.stringify({ ...valid, quiz: 'kinds=nope' }), JSON.stringify({ ...valid, score: 2, answered: 1 }), JSON.stringify({ ...valid, index: 3 }), JSON.stringify({ ...valid, answers: { 9: {} } }), JSON.stringify({ ...valid, grades: { 0: { correct: 'yes' } } }), JSON.stringify({ ...valid, credit: { 0: [3, 2] } }), JSON.stringify({ ...valid, credit: { 0: 'all' } })]) {
      saved.set(EXERCISES_KEY, junk);
      expect(loadExerciseSession(storage), junk).toBeNull();
    }
    // A session stored before partial credit existed still reads back, with none.
    const { credit: _credit, ...older } = valid;
    saved.set(EXERCISES_KEY, JSON.stringify(older));
    expect(loadExerciseSession(storage)?.exCredit).toEqual({});
  });
});
