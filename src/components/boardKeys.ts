import type { KeyboardEvent } from 'react';

const STEPS: Readonly<Record<string, readonly [number, number]>> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * Arrow keys on a board's square buttons: focus moves to the neighbouring square
 * (row-major index in `buttons`), and stops at the edges.
 */
export function moveFocusOnBoard(e: KeyboardEvent, column: number, row: number, columns: number, rows: number, buttons: readonly (HTMLButtonElement | null)[]): void {
  const step = STEPS[e.key];
  if (!step) return;
  const c = column + step[0];
  const r = row + step[1];
  if (c < 0 || r < 0 || c >= columns || r >= rows) return;
  e.preventDefault();
  buttons[r * columns + c]?.focus();
}
