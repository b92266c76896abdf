import { describe, expect, it } from 'vitest';
import { bindQuizUrl, isQuizHash, quizHash } from '../../../src/features/exercises/state/quizUrl.ts';
import { bindUrl } from '../../../src/store/url.ts';
import { KINDS } from '../../../src/exercises/types.ts';
import { generateSet } from '../../../src/exercises/generate.ts';
import { FakeWindow, storeWithTree } from '../../store/helpers.ts';

function setup(hash: string) {
  const { store } = storeWithTree({ deps: { freshSeed: () => 77 } });
  const win = new FakeWindow();
  win.location.hash = hash;
  win.entries = [hash];
  bindUrl(store, win);
  bindQuizUrl(store, win);
  return { store, win };
}

describe('quiz link in the address', () => {
  it('opens the quiz and leaves the line of play alone (no bad-moves notice)', () => {
    const { store, win } = setup('#/quiz?kinds=minimax,who-wins&level=hard&count=3&seed=12');
    expect(store.getState().exQuiz).toEqual({ kinds: ['minimax', 'who-wins'], level: 'hard', count: 3, seed: 12 });
    expect(store.getState().exLinkOpened).toBe(1);
    expect(store.getState().exLinkProblems).toEqual([]);
    expect(store.getState().playMoves).toEqual([]);
    expect(store.getState().playNotice).toBeNull();
    expect(win.location.hash).toBe('#/quiz?kinds=minimax,who-wins&level=hard&count=3&seed=12');
  });

  it('a malformed link is reported, replaced by a fresh valid set, and the address shows that set', () => {
    const { store, win } = setup('#/quiz?kinds=nope&count=0&seed=x');
    expect(store.getState().exLinkProblems.map((p) => p.field)).toEqual(['kinds', 'count', 'seed']);
    expect(store.getState().exQuiz).toEqual({ kinds: [...KINDS], level: 'easy', count: 5, seed: 77 });
    expect(win.location.hash).toBe(quizHash(store));
    expect(isQuizHash(win.location.hash)).toBe(true);
  });

  it('a new set rewrites the link; a move writes a line again; editing the address to a quiz opens it', () => {
    const { store, win } = setup('#/4');
    expect(store.getState().playMoves).toEqual([4]);
    expect(store.getState().exLinkOpened).toBe(0);
    store.getState().newSet();
    expect(win.location.hash).toBe(quizHash(store));
    store.getState().playMove(0);
    expect(win.location.hash).toBe('#/40');
    win.navigate('#/quiz?kinds=which-case&level=medium&count=2&seed=5');
    expect(store.getState().exQuiz.kinds).toEqual(['which-case']);
    expect(store.getState().exLinkOpened).toBe(1);
    expect(store.getState().playMoves).toEqual([4, 0]);
  });

  it('a quiz link opened while another game is shown switches to the exercises; Back and Forward walk both ways', () => {
    const { store, win } = setup('#/othello/f5');
    expect(store.getState().appGameId).toBe('othello');
    win.navigate('#/quiz?kinds=minimax&seed=5');
    expect(store.getState().appGameId).toBe('tictactoe');
    expect(store.getState().tab).toBe('exercises');
    expect(store.getState().exQuiz).toMatchObject({ kinds: ['minimax'], seed: 5 });
    const quiz = win.location.hash;
    expect(quiz).toBe('#/quiz?kinds=minimax&level=easy&count=5&seed=5');
    store.getState().setAnswer('a', 1);
    win.go(-1);
    expect(store.getState().appGameId).toBe('othello');
    expect(win.location.hash).toBe('#/othello/f5');
    win.go(1);
    expect(store.getState().appGameId).toBe('tictactoe');
    expect(store.getState().tab).toBe('exercises');
    expect(win.location.hash).toBe(quiz);
    // The set already open keeps its answers.
    expect(store.getState().exAnswers[0]).toEqual({ a: 1 });
    // Leaving the quiz for the other game with its switch, then Back, shows the quiz again.
    store.getState().chooseGame('othello');
    expect(win.location.hash).toBe('#/othello/');
    win.go(-1);
    expect(store.getState().appGameId).toBe('tictactoe');
    expect(store.getState().tab).toBe('exercises');
    expect(win.location.hash).toBe(quiz);
    expect(store.getState().exAnswers[0]).toEqual({ a: 1 });
  });
});

describe('the teacher view’s address (#25)', () => {
  it('has its own address to bookmark: opened from a quiz it is written over the quiz link, Back goes to the quiz, and it loads by itself', () => {
    const quiz = '#/quiz?kinds=who-wins&level=easy&count=2&seed=5';
    const { store, win } = setup(quiz);
    store.getState().setExView('teacher');
    expect(win.location.hash).toBe('#/?tab=exercises&exview=teacher');
    win.go(-1);
    expect(win.location.hash).toBe(quiz);
    expect(store.getState().exView).toBe('quiz');
    // Back to the quiz by its button: the quiz link is the address again.
    win.go(1);
    expect(store.getState().exView).toBe('teacher');
    store.getState().setExView('quiz');
    expect(win.location.hash).toBe(quiz);
    // The bookmark opens the teacher view.
    const other = setup('#/?tab=exercises&exview=teacher');
    expect([other.store.getState().tab, other.store.getState().exView]).toEqual(['exercises', 'teacher']);
  });

  it('an exercise of a strict-rule quiz opens the lab under the strict rule', () => {
    const { store } = setup('#/quiz?kinds=alpha-beta&level=easy&count=1&seed=5&cut=gt&v=3');
    const [ex] = generateSet(store.getState().exQuiz);
    store.getState().openExercise(ex);
    expect([store.getState().tab, store.getState().labCut]).toEqual(['lab', 'gt']);
  });
});
