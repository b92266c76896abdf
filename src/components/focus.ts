/**
 * Keyboard focus must never fall to <body>: when the control that has it is
 * disabled or replaced, focus moves somewhere sensible — the control's
 * replacement, the board, the tree's current item.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Whether keyboard focus has nowhere useful to be: on <body>, or on a disabled control (which the browser blurs next). */
export function focusLost(): boolean {
  const a = document.activeElement;
  return !a || a === document.body || (a as HTMLButtonElement).disabled === true;
}

/** Focuses an element without scrolling the page to it. */
export function focusQuietly(el: HTMLElement | null | undefined): void {
  el?.focus({ preventScroll: true });
}

/** The explorer's accessible tree (its cursor is the current item) within `scope`. */
export const treeIn = (scope: ParentNode | null | undefined): HTMLElement | null => scope?.querySelector<HTMLElement>('[role="tree"]') ?? null;

/** The play board's cell of the last move, else its first cell, within `scope`. */
export const boardIn = (scope: ParentNode | null | undefined): HTMLElement | null => scope?.querySelector<HTMLElement>('.play-board .cell.last') ?? scope?.querySelector<HTMLElement>('.play-board .cell') ?? null;

/** When `disabled` turns true while `ref`'s control has focus, moves focus to `target()`. */
export function useFocusWhenDisabled(ref: RefObject<HTMLElement | null>, disabled: boolean, target: () => HTMLElement | null | undefined): void {
  useLayoutEffect(() => {
    if (disabled && ref.current && document.activeElement === ref.current) focusQuietly(target());
    // Only the moment `disabled` changes matters (target is read then), hence the one dependency.
  }, [disabled]);
}

/** When `key` changes (not on mount) and focus was lost with it (a replaced control, a closed tab), moves focus to `target()`. */
export function useFocusOnChange(key: unknown, target: () => HTMLElement | null | undefined): void {
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (focusLost()) focusQuietly(target());
  }, [key]);
}
