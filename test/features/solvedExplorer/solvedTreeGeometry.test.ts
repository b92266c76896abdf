/**
 * The solved explorer's tree read back as its stage draws it: the layout the stage uses (solvedTreeLayout) at the
 * home view of the stages Chromium lays out at 1920×1080, 1280×720 and 390×844 (and presentation mode), and the
 * labels the painter writes (a recording context). Every board is a box (its label strip above it): no two
 * overlap, each lies inside the stage, every edge joins a board to its own parent and no other, every board of a
 * solved tree carries its value, a child of the focus its column too, at the classroom's label size or more (16 px
 * on the 1920×1080 stage), inside its board's width. 1920×1080 shows two levels below the focus.
 */
import { describe, expect, it } from 'vitest';
import { stateAfter, type Game } from '../../../src/games/game.ts';
import { loadGame } from '../../../src/games/index.ts';
import { createSolvedExplorer, wantedSolves } from '../../../src/features/solvedExplorer/state/solvedExplorer.ts';
import { solvedNodeLabels, solvedTreeLayout } from '../../../src/features/solvedExplorer/ui/solvedScene.ts';
import { homeTransform } from '../../../src/features/explorer/ui/treeView.ts';
import { classroomLabel } from '../../../src/view/layout.ts';
import { paintTree } from '../../../src/view/paint.ts';
import { solvedTree, type SolvedTree } from '../../../src/view/solvedTree.ts';
import { createInlineSearchClient } from '../../../src/worker/searchClient.ts';
import { outside, overlappingPairs } from '../../helpers/geometry.ts';
import { boxOf, edgeFaults } from '../../helpers/layoutGeometry.ts';
import { RecordingContext } from '../../helpers/recordingCanvas.ts';

/** The stage's CSS size at each screen, as Chromium lays out the explorer (measured on the built app). */
const STAGES = [
  { name: '1920x1080', width: 1462, height: 760, present: false },
  { name: '1280x720', width: 822, height: 518, present: false },
  { name: 'phone 390x844', width: 343, height: 607, present: false },
  { name: 'presentation 1920x1080', width: 1440, height: 760, present: true },
] as const;

/** Chromium's bold sans (DejaVu Sans Bold), wider than the helpers' average: digits 0.7 em, signs 0.84 em, a colon 0.4 em. */
const measure = (text: string, px: number) => [...text].reduce((em, ch) => em + (ch === ' ' ? 0.32 : ch === ':' ? 0.4 : /[+−]/.test(ch) ? 0.84 : 0.7), 0) * px;

/** The explorer's tree of `transcript`, every position it needs solved by the worker's handler (the inline client). */
async function solvedTreeOf(gameId: string, transcript: string): Promise<{ game: Game<unknown>; tree: SolvedTree<unknown> }> {
  const game = (await loadGame(gameId)).game as Game<unknown>;
  const moves = [...game.parseMoves(transcript).moves];
  const owner = createSolvedExplorer(createInlineSearchClient());
  owner.show({ game, startState: game.initial, moves, levels: 2 });
  const needed = wantedSolves({ game, startState: game.initial, moves, levels: 2 });
  await expect.poll(() => needed.every((w) => owner.getSnapshot().solvedAt(gameId, undefined, w.moves) !== null), { timeout: 20000 }).toBe(true);
  const { solvedAt } = owner.getSnapshot();
  return { game, tree: solvedTree(game, stateAfter(game, moves), 2, (path) => solvedAt(gameId, undefined, [...moves, ...path])) };
}

describe('the solved explorer’s tree, drawn (geometry read back)', () => {
  it.each([
    ['connect4-4x4', ''],
    ['connect4-4x4', '2312'],
    ['connect4-5x4', '33'],
    ['connect4', '4444441111112222'],
  ] as const)('%s after "%s": boxes apart and on the stage, edges to their own parents, every board labelled with its value at the classroom size', async (gameId, transcript) => {
    const { game, tree } = await solvedTreeOf(gameId, transcript);
    const view = (await loadGame(gameId)).view;
    const labels = solvedNodeLabels(tree, game);
    for (const stage of STAGES) {
      const where = `${gameId} ${transcript} ${stage.name}`;
      const layout = solvedTreeLayout(tree, stage, stage.present);
      const home = homeTransform(layout, stage.width, stage.height);
      const boxes = layout.items.map((_, i) => boxOf(layout, i, home));
      expect(overlappingPairs(boxes), where).toEqual([]);
      expect(outside(boxes, stage.width, stage.height), where).toEqual([]);
      expect(edgeFaults(layout), where).toEqual([]);
      const levels = Math.max(...layout.items.map((it) => it.level));
      if (stage.name === '1920x1080') expect(levels, `${where}: levels below the focus`).toBe(2);
      const ctx = new RecordingContext(measure);
      paintTree(ctx, { source: tree, view, layout, mode: 'shortest', transform: home, width: stage.width, height: stage.height, nodeLabel: labels });
      const minPx = classroomLabel(stage, stage.present);
      for (let i = 0; i < layout.items.length; i++) {
        const it = layout.items[i];
        const b = boxes[i];
        const drawn = ctx.placed.filter((x) => x.x >= b.x - 0.5 && x.x <= b.x + b.w && x.y >= b.y - 1 && x.y <= b.y + b.h);
        expect(drawn, `${where}: node ${it.node} has one label`).toHaveLength(1);
        const label = drawn[0];
        expect(label.text, `${where}: node ${it.node}`).toMatch(/^(\d+: )?([+−]\d+|0)$/);
        if (it.level === 1) expect(label.text, `${where}: a child names its column`).toBe(`${game.formatMove(tree.move(it.node))}: ${label.text.split(': ').pop()}`);
        expect(label.px, `${where}: "${label.text}"`).toBeGreaterThanOrEqual(minPx - 0.05);
        expect(label.x + label.w + 0.2 * label.px, `${where}: "${label.text}" fits ${b.w.toFixed(1)} px`).toBeLessThanOrEqual(b.x + b.w + 0.5);
        expect(label.y + label.px, where).toBeLessThanOrEqual(it.y * home.k + home.y + 0.5);
      }
    }
  }, 60000);
});
