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

/**
 * A request to focus the explorer's tree once it is shown (it renders in the background, after
 * the canvas, so it may not exist yet when focus has to go there).
 */
let treeFocusPending = false;

/** The tree in `scope` if it is there; otherwise asks the explorer to focus its tree as soon as it renders. */
export function treeOrLater(scope: ParentNode | null | undefined): HTMLElement | null {
  const tree = treeIn(scope);
  treeFocusPending = tree === null;
  return tree;
}

/** Whether a tree focus request is pending (and clears it). */
export function takeTreeFocusRequest(): boolean {
  const pending = treeFocusPending;
  treeFocusPending = false;
  return pending;
}

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
