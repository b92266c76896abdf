/**
 * The owner of the search tree "see the AI think" shows: the depth-limited
 * search tree of the current position, grown level by level by the worker.
 * The tree is mutable (levels are added in place), so it lives here, outside
 * the store, as a small observable (store/observed.ts): `getSnapshot()` returns a new snapshot
 * object whenever anything changed (a level arrived, the focus moved), which
 * components read with `useSyncExternalStore(subscribe, getSnapshot)`.
 * The play slice drops it when the line of play changes.
 */
import type { Game } from '../../../games/game.ts';
import { positionAfter, type PlayStart } from './playLine.ts';
import type { SearchPort, ExpandRequest } from '../../../worker/searchProtocol.ts';
import { createSearchTree, type SearchTree } from '../../../view/searchTreeSource.ts';
import { createObserved, type Observed } from '../../../store/observed.ts';

/** Levels of the search tree shown (and computed) below its focus. */
export const TREE_LEVELS = 2;

export interface SearchTreeSnapshot {
  /** The tree (null until asked for, or after the line changed). */
  readonly tree: SearchTree<unknown> | null;
  /** Changes whenever a level is added to the tree (the tree object itself is mutable). */
  readonly version: number;
  readonly focus: number;
  readonly alphaBeta: boolean;
  /** The evaluation the tree was searched with. */
  readonly evaluation: string;
  /** Levels being computed in the worker. */
  readonly loading: number;
  readonly error: string | null;
}

/** What a new tree is searched from: the game shown, its line, the search's depth and evaluation (null: no searched game shown). */
export interface SearchTreeContext {
  readonly game: Game<unknown>;
  /** Where the line starts (null: the game's initial position). */
  readonly start: PlayStart | null;
  readonly moves: readonly number[];
  readonly depth: number;
  readonly evaluation: string;
}

export interface SearchTreeOwner extends Observed<SearchTreeSnapshot> {
  /** Builds the search tree of the current position to the search's depth (its first levels). */
  show(): void;
  /** Forgets the tree, stopping the levels still being computed for it. */
  hide(): void;
  /** Makes a node the focus, asking the worker for the levels below it. */
  focusOn(node: number): void;
  /** Alpha-beta or plain minimax (a shown tree is searched again). */
  setAlphaBeta(on: boolean): void;
}

export function createSearchTreeOwner(port: SearchPort | undefined, context: () => SearchTreeContext | null): SearchTreeOwner {
  const observed = createObserved<SearchTreeSnapshot>({ tree: null, version: 0, focus: 0, alphaBeta: true, evaluation: '', loading: 0, error: null });
  const { update, getSnapshot: now } = observed;

  /** Asks the worker for the levels below `node` that are not known yet (TREE_LEVELS deep), each level when its parent arrives. */
  const expandBelow = (tree: SearchTree<unknown>, request: Omit<ExpandRequest, 'path'>, node: number, levels = TREE_LEVELS) => {
    if (levels <= 0 || !tree.expandable(node) || !port) return;
    if (tree.expanded(node)) {
      for (let k = 0; k < tree.childCount(node); k++) expandBelow(tree, request, tree.child(node, k), levels - 1);
      return;
    }
    update({ loading: now().loading + 1 });
    port.expand({ ...request, path: tree.pathTo(node) }).then(
      (answer) => {
        if (now().tree !== tree) return;
        tree.addChildren(node, answer.children);
        if (node === 0 && answer.value !== null) tree.setRootValue(answer.value);
        update({ version: now().version + 1, loading: Math.max(0, now().loading - 1) });
        for (let k = 0; k < tree.childCount(node); k++) expandBelow(tree, request, tree.child(node, k), levels - 1);
      },
      (error: unknown) => {
        if (now().tree !== tree) return;
        update({ loading: Math.max(0, now().loading - 1), error: error instanceof Error ? error.message : String(error) });
      },
    );
  };
  /** The request of every level of the tree shown. */
  let asked: Omit<ExpandRequest, 'path'> | null = null;

  const owner: SearchTreeOwner = {
    subscribe: observed.subscribe,
    getSnapshot: observed.getSnapshot,
    show() {
      const c = context();
      if (!c || !port) return;
      owner.hide();
      const tree = createSearchTree(c.game, positionAfter(c.game, c.start, c.moves), null, c.depth) as SearchTree<unknown>;
      asked = { gameId: c.game.id, start: c.start?.text, moves: c.moves, depth: c.depth, evaluation: c.evaluation, alphabeta: now().alphaBeta };
      update({ tree, focus: 0, version: now().version + 1, error: null, evaluation: c.evaluation });
      expandBelow(tree, asked, 0);
    },
    hide() {
      if (!now().tree) return;
      port?.cancelTree();
      asked = null;
      update({ tree: null, focus: 0, loading: 0 });
    },
    focusOn(node) {
      const tree = now().tree;
      if (!tree || !asked || node < 0 || node >= tree.positionCount) return;
      update({ focus: node });
      expandBelow(tree, asked, node);
    },
    setAlphaBeta(on) {
      update({ alphaBeta: on });
      if (now().tree) owner.show();
    },
  };
  return owner;
}
