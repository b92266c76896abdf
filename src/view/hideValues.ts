/**
 * "Hide values" (predict first): the one place that says what is kept back
 * while the switch is on, so a class can think before the app answers.
 *
 * A value is named by a key: a position of a full-tree game by its index in
 * the position table (`positionKey`, the same in the explorer, the play board
 * and the status line), a node of the search lab by its path (`labKey`), a
 * searched game's estimate by its own name (`searchedKey`). While the switch is on, a
 * value (its number, its words and its colour) shows only when its key was
 * revealed or everything was; best-move marks (edges, dots, "best" words) and
 * the whole-game overview's colours show only once everything is revealed,
 * since they tell the values of many positions at once. Turning the switch on
 * again starts with nothing revealed.
 */
import type { ScoreMode } from '../games/game.ts';
import type { LabCaption, LabNodeState } from './labFrames.ts';
import type { TreeSource } from './treeSource.ts';
import { MIX_RGB } from './colors.ts';
import type { LabTree } from './labTree.ts';
import { movesOf, pathKey } from './labPath.ts';

export interface HideValues {
  /** The switch. */
  readonly on: boolean;
  /** "Reveal all" was pressed since the switch went on. */
  readonly all: boolean;
  /** Keys revealed one by one since the switch went on. */
  readonly revealed: ReadonlySet<string>;
}

/** Nothing hidden (the switch off). */
export const VALUES_SHOWN: HideValues = { on: false, all: false, revealed: new Set() };

/** The key of a full-tree game's position (its index in the position table). */
export const positionKey = (position: number): string => `p:${position}`;
const labRuns = new WeakMap<object, number>();
let nextRun = 1;
/** The key of a node of the search lab: its path of moves in one lab tree (another tree, another key). */
export function labKey(tree: object, path: string): string {
  let id = labRuns.get(tree);
  if (id === undefined) labRuns.set(tree, (id = nextRun++));
  return `lab:${id}:${path}`;
}
/** The key of lab node `n` of `tree` (its path of moves). O(depth). */
export function labNodeKey(tree: LabTree<unknown>, n: number): string {
  return labKey(tree, pathKey(movesOf(tree, n)));
}
/** The key of an evaluation on a searched game's screen. */
export const searchedKey = (name: string): string => `searched:${name}`;

/** True when some value may be hidden (the switch on and not everything revealed). O(1). */
export function anyHidden(h: HideValues): boolean {
  return h.on && !h.all;
}

/** Whether the value named `key` shows. O(1). */
export function valueShown(h: HideValues, key: string): boolean {
  return !anyHidden(h) || h.revealed.has(key);
}

/** Whether marks that tell many values at once (best moves, the overview's colours) show. O(1). */
export function marksShown(h: HideValues): boolean {
  return !anyHidden(h);
}

/**
 * A lab node's state as shown: while hidden, the value the search gave it (and
 * the bounds it stored) read as unknown, so neither badge, colour nor words
 * tell it. The live window of an open node stays: it is the search's own
 * state, what the lab is there to watch. O(1).
 */
export function shownLabState(h: HideValues, key: string, s: LabNodeState): LabNodeState {
  if (valueShown(h, key) || (s.value === null && s.best === null && s.stored === null)) return s;
  return { ...s, value: null, best: null, stored: null };
}

/**
 * Whether the lab's caption of a step shows: a step that tells a value the
 * search gave a node (a leaf's value, a child's return, a node's exit, a
 * table entry) shows once that node is revealed; steps about windows and
 * cut-offs always show. `keyOf` names a lab node by its index. O(1).
 */
export function labCaptionShown(h: HideValues, caption: LabCaption, keyOf: (node: number) => string): boolean {
  if (!anyHidden(h)) return true;
  switch (caption.kind) {
    case 'leaf':
    case 'exit':
    case 'tt-store':
    case 'tt-hit':
      return valueShown(h, keyOf(caption.node));
    case 'child':
      return valueShown(h, keyOf(caption.child));
    default:
      return true;
  }
}

const SLATE = [0xcb, 0xd5, 0xe1] as const;
const HIDDEN_RGB = [SLATE, SLATE, SLATE] as const;
/** The overview's colours of the three value classes: one slate for all while values are hidden (the same array each call). */
export function overviewColours(h: HideValues): readonly (readonly [number, number, number])[] {
  return marksShown(h) ? MIX_RGB : HIDDEN_RGB;
}

const wrapped = new WeakMap<TreeSource<unknown>, WeakMap<HideValues, TreeSource<unknown>>>();

/**
 * The tree source as a person with the switch on sees it: hidden values read
 * as null (no number, the "unknown" colour), best moves as none until
 * everything is revealed; the same source object when nothing is hidden, and
 * the same wrapper for the same (source, state). `keyOf` names a node
 * (default: its position in the table; the cache assumes one `keyOf` per
 * source). Everything else is the source's own (layout, hit testing and
 * drawing of boards are unchanged).
 */
export function hiddenSource<S>(source: TreeSource<S>, h: HideValues, keyOf?: (node: number) => string): TreeSource<S> {
  if (!anyHidden(h)) return source;
  let bySource = wrapped.get(source as TreeSource<unknown>);
  if (!bySource) wrapped.set(source as TreeSource<unknown>, (bySource = new WeakMap()));
  let out = bySource.get(h) as TreeSource<S> | undefined;
  if (!out) {
    const shown = (node: number) => h.revealed.has(keyOf ? keyOf(node) : positionKey(source.positionOf(node)));
    // The prototype is the source: its getters (a growing search tree's counts) stay live.
    out = Object.create(source, {
      value: { value: (node: number, mode: ScoreMode) => (shown(node) ? source.value(node, mode) : null) },
      valueHidden: { value: (node: number) => !shown(node) },
      best: { value: () => false },
      bestMoves: { value: () => [] },
    }) as TreeSource<S>;
    bySource.set(h, out as TreeSource<unknown>);
  }
  return out;
}
