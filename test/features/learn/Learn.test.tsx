// The Learn screen in jsdom: the contents, moving through steps (focus on each step's heading, the live view set),
// a task noticed, a missing step, the checkpoint passed with the engine's answers, the progress saved and reset.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { StoreProvider, useAppStore } from '../../../src/components/StoreContext.tsx';
import { Learn } from '../../../src/features/learn/ui/Learn.tsx';
import { checkpointSet } from '../../../src/features/learn/ui/Checkpoint.tsx';
import { CHAPTERS } from '../../../src/features/learn/chapters/index.ts';
import { PROGRESS_KEY } from '../../../src/features/learn/state/progress.ts';
import type { AppState } from '../../../src/store/appState.ts';
import type { Exercise } from '../../../src/exercises/types.ts';
import { storeWithTree } from '../../store/helpers.ts';

const selectRoute = (s: AppState) => s.learnRoute;

/** The shell's part: the Learn screen at the store's route, a stand-in for the app's sections as its live view. */
function Shell() {
  const route = useAppStore(selectRoute);
  return route === null ? <p>the app</p> : <Learn route={route}><p>live view</p></Learn>;
}

function setup(route: string) {
  const { store } = storeWithTree();
  store.getState().openLearn(route);
  render(
    <StoreProvider store={store}>
      <Shell />
    </StoreProvider>,
  );
  return { store, user: userEvent.setup({ delay: null }) };
}

/** Gives the engine's answer to a question in `box` (the kinds the chapters use: choices, cells, values). */
async function answer(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, ex: Exercise) {
  for (const b of ex.blanks) {
    if (b.type === 'choice') await user.click(box.querySelector(`input[type=radio][value="${b.answer}"]`) as HTMLElement);
    else if (b.type === 'set') for (const o of b.answer) await user.click(box.querySelector(`[${b.id === 'best' ? 'data-cell' : 'data-edge'}="${o}"]`) as HTMLElement);
    else await user.type(box.querySelector(`[data-blank="${b.id}"]`) as HTMLInputElement, b.answer === Infinity ? 'inf' : b.answer === -Infinity ? '-inf' : String(b.answer));
  }
}

afterEach(() => localStorage.clear());

describe('the Learn screen', () => {
  it('starts from the contents, steps with Next and Previous and the dots, focus on each step’s heading, the steps seen saved', async () => {
    const { store, user } = setup('');
    expect(screen.getByRole('heading', { level: 2, name: 'Learn: a guided course' })).toHaveFocus();
    expect(screen.getAllByRole('listitem').filter((li) => li.dataset.chapter)).toHaveLength(CHAPTERS.length);
    await user.click(screen.getByRole('button', { name: 'Start the course' }));
    const first = CHAPTERS[0];
    expect(store.getState().learnRoute).toBe(`${first.chapter.id}/${first.chapter.steps[0].id}`);
    expect(await screen.findByRole('heading', { level: 2, name: first.words.en.steps[first.chapter.steps[0].id].title })).toHaveFocus();
    expect(screen.getByText('live view')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('heading', { level: 2, name: first.words.en.steps[first.chapter.steps[1].id].title })).toHaveFocus();
    expect(screen.getByText(`Step 2 of ${first.chapter.steps.length}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(store.getState().learnRoute).toBe(`${first.chapter.id}/${first.chapter.steps[0].id}`);
    await user.click(screen.getByRole('button', { name: `Step 3: ${first.words.en.steps[first.chapter.steps[2].id].title}` }));
    expect(store.getState().learnRoute).toBe(`${first.chapter.id}/${first.chapter.steps[2].id}`);
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? '{}').seen[first.chapter.id]).toEqual(first.chapter.steps.slice(0, 3).map((s) => s.id));
  });

  it('sets the live view to the step’s address, and “Back to the step” restores it after the student has moved', async () => {
    const { store, user } = setup('game-tree/subtree');
    await screen.findByRole('heading', { level: 2, name: 'Walking down the tree' });
    await act(async () => undefined);
    expect(store.getState().playMoves).toEqual([4]);
    expect(store.getState().settings.treeDepth).toBe(1);
    act(() => store.getState().playLoad([4, 0]));
    const status = screen.getByTestId('learn-task-status');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveTextContent(/^✓ You are at o:4 x:0/);
    act(() => store.getState().playLoad([1, 2, 3]));
    act(() => store.getState().updateSettings({ treeDepth: 3 }));
    expect(status).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: /Back to the step/ }));
    await act(async () => undefined);
    expect(store.getState().playMoves).toEqual([4]);
    expect(store.getState().settings.treeDepth).toBe(1);
  });

  it('says so for a step that does not exist, with the contents one click away', async () => {
    const { store, user } = setup('game-tree/no-such-step');
    expect(screen.getByRole('heading', { name: 'There is no “game-tree/no-such-step” in the course.' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Go to the contents' }));
    expect(store.getState().learnRoute).toBe('');
  });

  it('passes a checkpoint with the engine’s answers, marks the chapter done on the contents, and resets after asking', async () => {
    const { chapter } = CHAPTERS[0];
    const { store, user } = setup(`${chapter.id}/check`);
    const set = checkpointSet(chapter.checkpoint, 0);
    const boxes = screen.getAllByTestId('learn-question');
    for (const [i, ex] of set.entries()) {
      await answer(user, boxes[i], ex);
      await user.click(within(boxes[i]).getByRole('button', { name: 'Check' }));
      expect(within(boxes[i]).getByTestId('learn-feedback')).toHaveTextContent('✓ Right!');
      expect(within(boxes[i]).getByRole('list', { name: 'The worked answer' })).toBeInTheDocument();
      if (i + 1 >= chapter.checkpoint.pass) break;
    }
    expect(screen.getByTestId('learn-check-result')).toHaveTextContent('Passed: this chapter is done.');
    expect(JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? '{}').done).toEqual([chapter.id]);
    await user.click(screen.getByRole('button', { name: /Next chapter/ }));
    expect(store.getState().learnRoute).toBe(`${CHAPTERS[1].chapter.id}/${CHAPTERS[1].chapter.steps[0].id}`);
    act(() => store.getState().openLearn(''));
    expect(screen.getAllByTestId('chapter-done')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Continue where you left off' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset progress' }));
    expect(screen.getByRole('button', { name: 'Yes, reset' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getAllByTestId('chapter-done')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Reset progress' }));
    await user.click(screen.getByRole('button', { name: 'Yes, reset' }));
    expect(screen.queryAllByTestId('chapter-done')).toHaveLength(0);
    expect(localStorage.getItem(PROGRESS_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Start the course' })).toBeInTheDocument();
    expect(screen.getByText('Progress reset.')).toBeInTheDocument();
  });

  it('leaves the course for the app with one click', async () => {
    const { store, user } = setup('');
    await user.click(screen.getByRole('button', { name: 'Leave the course' }));
    expect(store.getState().learnRoute).toBeNull();
    expect(screen.getByText('the app')).toBeInTheDocument();
  });
});
