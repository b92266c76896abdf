/**
 * The explorer of a game solved on demand, in Node: the solves it asks the worker's handler for (the inline client)
 * and the tree drawn from them. On 4×4 every board's exact value and best-move mark equal the naive reference's
 * (plain recursion over every position, test/helpers/connectNaive.ts), two levels below the focus; on 7×6 the
 * values are the solver's own, and a new focus stops a solve it no longer needs (newest wins) where a solve
 * takes long; Stop stops one and Solve goes on.
 */
import { describe, expect, it } from 'vitest';
import { exactMoveValues, stateAfter, type Game } from '../../../src/games/game.ts';
import { loadGame } from '../../../src/games/index.ts';
import { createSolvedExplorer, wantedSolves, type SolvedExplorer } from '../../../src/features/solvedExplorer/state/solvedExplorer.ts';
import { solvedTree, type SolvedTree } from '../../../src/view/solvedTree.ts';
import { createInlineSearchClient } from '../../../src/worker/searchClient.ts';
import type { SearchPort } from '../../../src/worker/searchProtocol.ts';
import { naiveSolveAll, naiveEmpty, naivePlay, naivePicture, type NaiveBoard } from '../../helpers/connectNaive.ts';

const load = async (id: string) => (await loadGame(id)).game as Game<unknown>;

/** The tree the explorer draws of `moves`, from the solves known to `owner`. */
function treeOf(owner: SolvedExplorer, game: Game<unknown>, moves: readonly number[], levels = 2): SolvedTree<unknown> {
  const { solvedAt } = owner.getSnapshot();
  return solvedTree(game, stateAfter(game, moves), levels, (path) => solvedAt(game.id, undefined, [...moves, ...path]));
}

/** Waits until no solve is under way and every position the focus needs is solved. */
async function settled(owner: SolvedExplorer, game: Game<unknown>, moves: readonly number[]) {
  const needed = wantedSolves({ game, startState: game.initial, moves, levels: 2 });
  await expect.poll(() => owner.getSnapshot().solving === null && needed.every((w) => owner.getSnapshot().solvedAt(game.id, undefined, w.moves) !== null), { timeout: 20000 }).toBe(true);
}

describe('the explorer of a game solved on demand', () => {
  it('4×4: the focus, its children and grandchildren carry the naive reference’s exact values and best moves', async () => {
    const game = await load('connect4-4x4');
    const naive = naiveSolveAll(4, 4, 4, 'shortest');
    const owner = createSolvedExplorer(createInlineSearchClient());
    for (const line of [[], [1, 2], [0, 0, 3, 1, 2], [1, 1, 2, 2, 0]]) {
      owner.show({ game, startState: game.initial, moves: line, levels: 2 });
      await settled(owner, game, line);
      const tree = treeOf(owner, game, line);
      let board: NaiveBoard = naiveEmpty(4, 4, 4);
      for (const c of line) board = naivePlay(board, c);
      // Every board of the tree, found again on the naive board by its moves from the focus.
      let checked = 0;
      for (let n = 0; n < tree.positionCount; n++) {
        let b = board;
        for (const c of tree.pathTo(n)) b = naivePlay(b, c);
        const info = naive.get(naivePicture(b));
        expect(info, `${line.join('')} + ${tree.pathTo(n).join('')}`).toBeDefined();
        expect(tree.value(n, 'shortest'), `value of ${line.join('')} + ${tree.pathTo(n).join('')}`).toBe(info!.value);
        expect(tree.value(n, 'wdl')).toBe(Math.sign(info!.value));
        if (n > 0) {
          const p = tree.parent(n);
          let pb = board;
          for (const c of tree.pathTo(p)) pb = naivePlay(pb, c);
          expect(tree.best(n, 'shortest'), `best mark of ${tree.pathTo(n).join('')}`).toBe(naive.get(naivePicture(pb))!.best.includes(tree.move(n)));
        }
        checked++;
      }
      // A finished focus has no moves; an unfinished one shows two levels.
      if (tree.childCount(0) > 0) expect(Math.max(...Array.from({ length: tree.positionCount }, (_, n) => tree.depth(n)))).toBe(2);
      expect(checked).toBe(tree.positionCount);
    }
  }, 60000);

  it('draws every board before its value is known (white), and values the boards a solve reaches', async () => {
    const game = await load('connect4-4x4');
    const tree = solvedTree(game, game.initial, 2, () => null);
    expect(tree.positionCount).toBe(1 + 4 + 16);
    for (let n = 0; n < tree.positionCount; n++) expect(tree.value(n, 'shortest')).toBeNull();
    expect(tree.bestMoves(0, 'shortest')).toEqual([]);
  });

  it('7×6: the children’s values are the solver’s; a new focus stops the long solve it no longer needs; Stop and Solve', async () => {
    const game = await load('connect4');
    const port = createInlineSearchClient();
    const asked: string[] = [];
    const watched: Pick<SearchPort, 'moveValues' | 'cancelMoveValues'> = {
      moveValues: (r, onNodes) => {
        asked.push(r.moves.join(''));
        return port.moveValues(r, onNodes);
      },
      cancelMoveValues: () => port.cancelMoveValues(),
    };
    const owner = createSolvedExplorer(watched);
    // A first disc in a corner (off the opening table) takes minutes: asked for, then left at once for a position near the end.
    owner.show({ game, startState: game.initial, moves: [0], levels: 2 });
    expect(owner.getSnapshot().solving?.moves).toEqual([0]);
    const late = [...game.parseMoves('4444441111112222').moves];
    owner.show({ game, startState: game.initial, moves: late, levels: 2 });
    await settled(owner, game, late);
    expect(owner.getSnapshot().solvedAt('connect4', undefined, [0])).toBeNull();
    const tree = treeOf(owner, game, late);
    const state = stateAfter(game, late);
    const exact = exactMoveValues(game, state)!;
    for (let k = 0; k < tree.childCount(0); k++) {
      const c = tree.child(0, k);
      expect(tree.value(c, 'shortest')).toBe(exact.find((m) => m.move === tree.move(c))!.value);
    }
    expect(tree.value(0, 'shortest')).toBe(exact[0].value);
    expect(asked[0]).toBe('0');
    expect(asked[1]).toBe(late.join(''));
    // Stop: nothing more is asked until Solve.
    const other = [...game.parseMoves('444444111111222').moves];
    owner.show({ game, startState: game.initial, moves: other, levels: 2 });
    owner.stop();
    expect(owner.getSnapshot()).toMatchObject({ solving: null, stopped: true });
    owner.resume();
    await settled(owner, game, other);
    expect(owner.getSnapshot().stopped).toBe(false);
  }, 60000);
});
