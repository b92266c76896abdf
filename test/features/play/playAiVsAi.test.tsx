import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeWithTree } from '../../store/helpers.ts';
import { renderApp } from '../../components/renderApp.tsx';

describe('AI against AI on the play board', () => {
  it('each side has its own AI, chosen separately and named when it moves (perfect o against random x)', async () => {
    const { store, flush } = storeWithTree(); // the scripted rng: random takes the lowest empty cell
    renderApp(store);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'ai-vs-ai');
    // The pickers load with the first mode that has an AI (a lazy chunk): wait for them. No single "AI player" menu: one per side.
    const oAi = await screen.findByRole('combobox', { name: 'AI playing o' }, { timeout: 10_000 });
    const xAi = screen.getByRole('combobox', { name: 'AI playing x' });
    expect(screen.queryByRole('combobox', { name: 'AI player' })).toBeNull();
    await user.selectOptions(xAi, 'random');
    expect(store.getState().settings.aiVsAi).toEqual(['perfect', 'random']);
    expect(oAi).toHaveValue('perfect');
    expect(xAi).toHaveValue('random');
    const lines: string[] = [];
    store.subscribe((now, prev) => {
      if (now.playLastAi && now.playLastAi !== prev.playLastAi) lines.push(`${now.playLastAi.side}:${now.playLastAi.ai}`);
    });
    act(() => store.getState().playSetPaused(false));
    act(() => flush());
    expect(lines.length).toBeGreaterThan(4);
    expect(lines.every((l) => l === '0:perfect' || l === '1:random')).toBe(true);
    expect(screen.getByTestId('ai-line')).toHaveTextContent(/^AI “Perfect[^”]*” \(o\) chose/);
    expect(screen.getByTestId('play-status')).toHaveTextContent(/o wins/);
  });
});
