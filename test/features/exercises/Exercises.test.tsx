import { render, screen, within, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Exercises } from '../../../src/features/exercises/ui/Exercises.tsx';
import { StoreProvider } from '../../../src/components/StoreContext.tsx';
import { generateSet } from '../../../src/exercises/generate.ts';
import { conventionsOf, type QuizSpec } from '../../../src/exercises/quizLink.ts';
import { quizHash } from '../../../src/features/exercises/state/quizUrl.ts';
import { KINDS, type Exercise, type Kind } from '../../../src/exercises/types.ts';
import { storeWithTree } from '../../store/helpers.ts';

const f = (v: number) => (v === Infinity ? 'inf' : v === -Infinity ? '-inf' : String(v));

function setup(kind: Kind, seed = 3) {
  const { store } = storeWithTree({ deps: { freshSeed: () => 99 } });
  const spec: QuizSpec = { kinds: [kind], level: 'medium', count: 2, seed };
  store.getState().startQuiz(spec);
  const view = render(
    <StoreProvider store={store}>
      <Exercises />
    </StoreProvider>,
  );
  return { store, view, ex: generateSet(spec)[0], user: userEvent.setup() };
}

/** Gives the engine's answer, or one mistake in the first blank. */
async function answer(user: ReturnType<typeof userEvent.setup>, container: HTMLElement, ex: Exercise, mistake: boolean) {
  for (const [i, b] of ex.blanks.entries()) {
    const wrong = mistake && i === 0;
    if (b.type === 'choice') {
      const v = wrong ? (b.options.find((o) => o !== b.answer) as string) : b.answer;
      await user.click(container.querySelector(`input[type=radio][value="${v}"]`) as HTMLElement);
    } else if (b.type === 'set') {
      const attr = b.id === 'best' ? 'data-cell' : b.id === 'flip' ? 'data-flip' : 'data-edge';
      const marks = wrong ? [...b.answer, b.options.find((o) => !b.answer.includes(o)) as string] : b.answer;
      for (const o of marks) await user.click(container.querySelector(`[${attr}="${o}"]`) as HTMLElement);
    } else {
      const input = container.querySelector(`[data-blank="${b.id}"]`) as HTMLInputElement;
      const v = b.type === 'value' ? (wrong ? (b.domain.find((d) => d !== b.answer) as number) : b.answer) : wrong ? b.hi + 1 : b.answer;
      await user.type(input, f(v));
    }
  }
}

describe.each(KINDS)('exercise "%s"', (kind) => {
  it('a right answer scores and starts a streak', async () => {
    const { view, ex, user, store } = setup(kind);
    await answer(user, view.container, ex, false);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByTestId('ex-feedback')).toHaveTextContent('✓ Right!');
    expect(screen.getByTestId('ex-score')).toHaveTextContent('Score 1 / 1 · streak 1 (best 1)');
    expect(store.getState().exGrades[0].correct).toBe(true);
  });

  it('a wrong answer is marked and breaks the streak', async () => {
    const { view, ex, user } = setup(kind);
    await answer(user, view.container, ex, true);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByTestId('ex-feedback')).toHaveTextContent(/✗ Not yet: 1 of (1 answer|\d+ answers) is wrong/);
    expect(screen.getByTestId('ex-score')).toHaveTextContent('Score 0 / 1 · streak 0 (best 0)');
    expect(view.container.querySelector('.ex-wrong')).not.toBeNull();
  });

  it('"show me" reveals the worked answer step by step, and counts as not answered right', async () => {
    const { view, ex, user } = setup(kind);
    const button = screen.getByRole('button', { name: 'Show me' });
    await user.click(button);
    const steps = screen.getByRole('list', { name: 'Worked answer' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(1);
    for (let i = 1; i < ex.steps.length; i++) await user.click(screen.getByRole('button', { name: /^Next step/ }));
    expect(within(steps).getAllByRole('listitem')).toHaveLength(ex.steps.length);
    expect(screen.getByRole('button', { name: /^Next step/ })).toHaveAttribute('aria-disabled', 'true');
    // every answer is on the page now
    const shown = view.container.querySelectorAll('.ex-answer, .ex-answer-text, .ex-revealed, .ex-edge-answer');
    expect(shown.length).toBeGreaterThan(0);
    expect(screen.getByTestId('ex-score')).toHaveTextContent('Score 0 / 1 · streak 0 (best 0)');
  });
});

describe('partial credit', () => {
  it('a tree with one wrong blank says how many are right and names the wrong one; the session counts blanks at the first check', async () => {
    const { view, ex, user, store } = setup('alpha-beta');
    expect(ex.blanks.length).toBeGreaterThan(2);
    await answer(user, view.container, ex, true);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const n = ex.blanks.length;
    expect(screen.getByTestId('ex-credit')).toHaveTextContent(`${n - 1} of ${n} right. Wrong: the cut edges.`);
    expect(screen.getByTestId('ex-credit-total')).toHaveTextContent(`Blanks right ${n - 1} / ${n}`);
    expect(store.getState().exCredit).toEqual({ 0: [n - 1, n] });
    // A later check does not change what counted.
    const cuts = ex.blanks[0];
    if (cuts.type !== 'set') throw new Error('the first blank of alpha-beta is the set of cut edges');
    const extra = cuts.options.find((o) => !cuts.answer.includes(o));
    await user.click(view.container.querySelector(`[data-edge="${extra}"]`) as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByTestId('ex-feedback')).toHaveTextContent('✓ Right!');
    expect(screen.getByTestId('ex-credit-total')).toHaveTextContent(`Blanks right ${n - 1} / ${n}`);
  });

  it('a value blank wrong is named by its node; "show me" before checking counts no blank right', async () => {
    const { view, ex, user, store } = setup('minimax');
    await answer(user, view.container, ex, true);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByTestId('ex-credit')).toHaveTextContent(/^ ?\d+ of \d+ right\. Wrong: Value of (the position|[ox]:\d( [ox]:\d)*)\.$/);
    act(() => store.getState().goToQuestion(1));
    await user.click(screen.getByRole('button', { name: 'Show me' }));
    const second = generateSet(store.getState().exQuiz)[1];
    expect(store.getState().exCredit[1]).toEqual([0, second.blanks.length]);
  });

  it('full-width digits typed in a value box are read as numbers and graded right', async () => {
    const { view, ex, user, store } = setup('minimax');
    const full = (v: number) => String(v).replace('-', '－').replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
    for (const b of ex.blanks) if (b.type === 'value') await user.type(view.container.querySelector(`[data-blank="${b.id}"]`) as HTMLInputElement, full(b.answer));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByTestId('ex-feedback')).toHaveTextContent('✓ Right!');
    expect(store.getState().exCredit[0]).toEqual([ex.blanks.length, ex.blanks.length]);
  });
});

describe('stated conventions', () => {
  it('every question states the rules that decide it; the options change them, and the quiz link carries them', async () => {
    const { user, store } = setup('alpha-beta');
    expect(screen.getByTestId('ex-rules')).toHaveTextContent('Rules: Cut when v ≥ β (or v ≤ α), equality included.');
    expect(within(screen.getByRole('combobox', { name: 'Cut-offs' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['on ≥ (equality cuts)', 'only on > (strict)']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cut-offs' }), 'gt');
    expect(conventionsOf(store.getState().exQuiz)).toEqual({ cut: 'gt', fail: 'soft', best: 'wdl' });
    expect(quizHash(store)).toMatch(/&cut=gt&v=3$/);
    expect(screen.getByTestId('ex-rules')).toHaveTextContent('Rules: Cut only when v > β (or v < α), never on equality.');
    await user.selectOptions(screen.getByRole('combobox', { name: '“Best” means' }), 'fast');
    expect(quizHash(store)).toMatch(/&cut=gt&best=fast&v=3$/);
    act(() => store.getState().startQuiz({ kinds: ['who-wins'], level: 'easy', count: 1, seed: 1 }));
    expect(screen.queryByTestId('ex-rules')).toBeNull();
  });

  it('a wrong answer that another rule would give is named: cutting only on strict inequality, or counting speed', async () => {
    for (const [kind, mistake, said] of [
      ['alpha-beta', 'cut-gt', 'You cut only on strict inequality here: in this quiz equality cuts too (v ≥ β or v ≤ α).'],
      ['best-moves', 'best-fast', 'You counted speed: in this quiz “best” is only win, draw or loss, so a slower win is best too.'],
    ] as const) {
      let seed = 0;
      while (!generateSet({ kinds: [kind], level: 'medium', count: 2, seed })[0].traps.some((tr) => tr.mistake === mistake)) seed++;
      const { view, ex, user } = setup(kind, seed);
      const trap = ex.traps[0];
      for (const b of ex.blanks) {
        const marks = b.id === trap.blank ? (trap.answer as string[]) : b.type === 'set' ? b.answer : [];
        const attr = b.id === 'best' ? 'data-cell' : b.id === 'flip' ? 'data-flip' : 'data-edge';
        for (const o of marks) await user.click(view.container.querySelector(`[${attr}="${o}"]`) as HTMLElement);
        if (b.type === 'value') await user.type(view.container.querySelector(`[data-blank="${b.id}"]`) as HTMLInputElement, f(b.answer));
      }
      await user.click(screen.getByRole('button', { name: 'Check' }));
      expect(screen.getByTestId('ex-mistake')).toHaveTextContent(said);
      view.unmount();
    }
  });
});

describe('exercise session', () => {
  it('a non-number gets a clear message, gone once fixed; it is never graded as a number', async () => {
    const { view, ex, user, store } = setup('minimax');
    const id = ex.blanks[0].id;
    const input = view.container.querySelector(`[data-blank="${id}"]`) as HTMLInputElement;
    await user.type(input, 'x1');
    expect(screen.getByRole('alert')).toHaveTextContent(/“\u2068x1\u2069” \(.*\) is not a number: type one of -1, 0, 1\./);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().exAnswers[0][id]).toBeUndefined();
    await user.clear(input);
    await user.type(input, '0');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(store.getState().exAnswers[0][id]).toBe(0);
  });

  it('streak and best streak over several questions; "New set" draws a new seed and resets the session', async () => {
    const { user, store } = setup('who-wins');
    const set = generateSet(store.getState().exQuiz);
    for (const [i, ex] of set.entries()) {
      act(() => store.getState().goToQuestion(i));
      const b = ex.blanks[0];
      await user.click(screen.getByRole('radio', { name: b.type === 'choice' ? { 'o-wins': 'o wins', draw: 'draw', 'x-wins': 'x wins' }[b.answer] : '' }));
      await user.click(screen.getByRole('button', { name: 'Check' }));
    }
    expect(screen.getByTestId('ex-score')).toHaveTextContent('Score 2 / 2 · streak 2 (best 2)');
    await user.click(screen.getByRole('button', { name: 'New set' }));
    expect(store.getState().exQuiz.seed).toBe(99);
    expect(screen.getByTestId('ex-score')).toHaveTextContent('Score 0 / 0 · streak 0 (best 0)');
  });

  it('opens the position in the lab with the exercise\'s search settings', async () => {
    const { user, store, ex } = setup('which-case');
    await user.click(screen.getByRole('button', { name: 'Open in the search lab' }));
    const s = store.getState();
    expect(s.tab).toBe('lab');
    expect(s.navigation).toEqual({ to: 'lab', focus: 'heading' });
    expect(s.playMoves).toEqual(ex.moves);
    expect([s.labAlgorithm, s.labOrder, s.labTt, s.labSymmetry, s.labDepth]).toEqual(['alphabeta', 'cell', true, false, null]);
  });

  it('focus is never dropped: the next question takes it, closing the sheet gives it back', async () => {
    const { user } = setup('who-wins');
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /Question 2 of 2/ }));
    await user.click(screen.getByRole('button', { name: 'Worksheet' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back to the exercises' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Worksheet' }));
  });

  it('the worksheet and the answer key render every question; the key has the answers', async () => {
    const { user, store } = setup('alpha-beta');
    act(() => store.getState().startQuiz({ kinds: [...KINDS], level: 'easy', count: 6, seed: 1 }));
    await user.click(screen.getByRole('button', { name: 'Worksheet' }));
    const sheet = screen.getByTestId('ex-sheet');
    expect(sheet.querySelectorAll('.sheet-question')).toHaveLength(6);
    expect(sheet.querySelectorAll('.sheet-steps')).toHaveLength(0);
    expect(sheet.textContent).toMatch(/Name: _+/);
    await user.click(screen.getByRole('button', { name: 'Back to the exercises' }));
    await user.click(screen.getByRole('button', { name: 'Answer key' }));
    const key = screen.getByTestId('ex-sheet');
    expect(key.querySelectorAll('.sheet-steps')).toHaveLength(6);
    expect(key.textContent).toMatch(/answer key/);
  });
});
