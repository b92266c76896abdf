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

/** The playable board's square in the tab order (the one that last had focus, else the last move's, else the first), within `scope`. */
export const boardIn = (scope: ParentNode | null | undefined): HTMLElement | null => scope?.querySelector<HTMLElement>(HOME.board) ?? null;

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

/**
 * The attribute that makes an element a "home" for focus: when a control inside it is removed or
 * disabled while it has focus (a dismissed notice, a button that did its job, a panel replaced),
 * focus goes to the first usable element matching the attribute's selector. Homes are tried from
 * the control outward; a home that went too (its region was replaced) is looked for again in the
 * nearest region that is still there, so the replacement's control takes the focus.
 */
const FOCUS_HOME = 'data-focus-home';

/** The homes' targets (FOCUS_HOME values), by what they are. */
export const HOME = {
  /** The open tab (the app's last resort). */
  openTab: '[role="tab"][aria-selected="true"]',
  /** A tab panel's first heading: the heading of what a tab switch opened. */
  heading: 'h2',
  /** A playable board's square in the tab order. */
  board: '.playable-board-grid .board-square[tabindex="0"]',
  /** The lab stage's Play button (the stage replaces the "too big" offers). */
  labPlay: '.lab-play',
  /** The current question's heading. */
  question: '.ex-question h3',
  /** The breadcrumb of the current position. */
  currentCrumb: '[aria-current="step"]',
  /** The next notice's button. */
  notice: '.app-notices button',
} as const;

/** How long a lost focus waits for its home's target to render (a replaced region may render a little later). */
const PENDING_MS = 3000;

/** Shown and usable: connected, enabled, not hidden. */
function usable(el: HTMLElement, lost: Element): boolean {
  return el !== lost && el.isConnected && !(el as HTMLButtonElement).disabled && !el.closest('[hidden], [inert], [aria-hidden="true"]') && el.getClientRects().length > 0;
}

/** Focuses `el`, making it focusable first if it is not (a heading). */
function focusTarget(el: HTMLElement): void {
  if (el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  focusQuietly(el);
}

/** The target for a control lost from `chain` (the control first, then its ancestors as they were when it took focus). */
function homeTarget(chain: readonly Element[]): HTMLElement | null {
  const lost = chain[0];
  for (let i = 1; i < chain.length; i++) {
    const selector = chain[i].getAttribute(FOCUS_HOME);
    if (selector === null) continue;
    const scope = chain.slice(i).find((a) => a.isConnected);
    if (!scope) continue;
    for (const el of scope.querySelectorAll<HTMLElement>(selector)) if (usable(el, lost)) return el;
  }
  return null;
}

/**
 * Watches the page so keyboard focus never falls to <body> when the focused control goes away
 * (removed from the page, or disabled): focus moves to the control's home (FOCUS_HOME). Runs
 * after React's layout effects, so the specific hooks above (useFocusWhenDisabled,
 * useFocusOnChange, a pending tree focus) act first. Focus the person moved away themselves (a
 * click on empty space) is left alone. Returns the function that stops watching.
 */
export function keepFocus(doc: Document = document): () => void {
  let chain: Element[] = [];
  let lostAt = 0;
  const check = () => {
    const lost = chain[0];
    if (!lost || (lost.isConnected && !(lost as HTMLButtonElement).disabled)) return;
    if (!focusLost() || treeFocusPending) return;
    const now = performance.now();
    if (lostAt === 0) lostAt = now;
    const target = homeTarget(chain);
    if (!target && now - lostAt < PENDING_MS) return;
    chain = [];
    lostAt = 0;
    // Focusing the target makes it the control watched (focusin).
    if (target) focusTarget(target);
  };
  const onFocusIn = (e: FocusEvent) => {
    const path: Element[] = [];
    for (let el = e.target instanceof Element ? e.target : null; el && el !== doc.body; el = el.parentElement) path.push(el);
    chain = path;
    lostAt = 0;
  };
  // A blur the person made (a click on nothing focusable) leaves the control where it was: forget it.
  const onFocusOut = (e: FocusEvent) => {
    const from = e.target;
    queueMicrotask(() => {
      if (from === chain[0] && from instanceof Element && from.isConnected && !(from as HTMLButtonElement).disabled && focusLost()) chain = [];
    });
  };
  const observer = new MutationObserver(check);
  observer.observe(doc.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);
  return () => {
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', onFocusOut);
  };
}
