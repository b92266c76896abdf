/**
 * The new kinds' feedback names the mistake: a narrowed window with min and
 * max swapped (the source article's final code), the truly best move where a
 * depth-limited search plays another, o's score where x is to move in negamax.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Exercises } from '../../../src/features/exercises/ui/Exercises.tsx';
import { StoreProvider } from '../../../src/components/StoreContext.tsx';
import { generateSet } from '../../../src/exercises/generate.ts';
import type { QuizSpec } from '../../../src/exercises/quizLink.ts';
import type { Exercise, Kind, Level } from '../../../src/exercises/types.ts';
import type { Mistake } from '../../../src/exercises/conventions.ts';
import { storeWithTree } from '../../store/helpers.ts';

const f = (v: number) => (v === Infinity ? 'inf' : v === -Infinity ? '-inf' : String(v));

/** The first quiz (one question of `kind`) whose question has a trap of `mistake`. */
function quizWith(kind: Kind, mistake: Mistake, level: Level): { spec: QuizSpec; ex: Exercise } {
  for (let seed = 0; ; seed++) {
    const spec: QuizSpec = { kinds: [kind], level, count: 1, seed, version: 2 };
    const [ex] = generateSet(spec);
    if (ex.traps.some((t) => t.mistake === mistake)) return { spec, ex };
  }
}

describe.each([
  ['tt-probe', 'tt-swap', 'medium', /You widened the window/],
  ['depth-limit', 'dl-exact', 'medium', /best by the whole tree, but the search cannot see that far/],
  ['negamax', 'nm-o-view', 'easy', /You gave o’s score where x is to move/],
] as const)('%s', (kind, mistake, level, text) => {
  it(`an answer with the ${mistake} slip is wrong and the feedback names it`, async () => {
    const { spec, ex } = quizWith(kind, mistake, level);
    const trap = ex.traps.find((t) => t.mistake === mistake)!;
    const { store } = storeWithTree({ deps: { freshSeed: () => 99 } });
    store.getState().startQuiz(spec);
    const view = render(
      <StoreProvider store={store}>
        <Exercises />
      </StoreProvider>,
    );
    const user = userEvent.setup();
    for (const b of ex.blanks) {
      const given = b.id === trap.blank ? trap.answer : b.answer;
      if (b.type === 'choice') await user.click(view.container.querySelector(`input[type=radio][value="${String(given)}"]`) as HTMLElement);
      else if (b.type === 'set') for (const o of given as string[]) await user.click(view.container.querySelector(`[data-flip="${o}"]`) as HTMLElement);
      else await user.type(view.container.querySelector(`[data-blank="${b.id}"]`) as HTMLElement, f(given as number));
    }
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByTestId('ex-feedback')).toHaveTextContent(/✗/);
    expect(screen.getByTestId('ex-mistake')).toHaveTextContent(text);
  });
});

describe('depth limit: "Open in the search lab"', () => {
  it('opens the position in the lab with the question’s depth limit', () => {
    const { store } = storeWithTree({ deps: { freshSeed: () => 99 } });
    for (const level of ['easy', 'hard'] as const) {
      const [ex] = generateSet({ kinds: ['depth-limit'], level, count: 1, seed: 3, version: 2 });
      store.getState().openExercise(ex);
      expect(store.getState().labDepth).toBe(level === 'easy' ? 1 : 2);
      expect(store.getState().tab).toBe('lab');
    }
    // Other kinds still open the whole game.
    const [mm] = generateSet({ kinds: ['minimax'], level: 'easy', count: 1, seed: 3 });
    store.getState().openExercise(mm);
    expect(store.getState().labDepth).toBeNull();
  });
});
