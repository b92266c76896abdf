import { DEFAULT_TREE_MODULE, type AppTree } from '../../src/store/appGame.ts';
/**
 * Geometry read-back of the search lab's tree, over the scene and camera the
 * component uses (labStage.ts): at the start, the middle and the end of
 * minimax and alpha-beta at o:4 x:0 o:8 (#/408), o:4 (#/4) and the empty
 * board, and of the Othello lab. No two node boxes overlap, every box lies in
 * the drawing, every edge joins its own parent and child, the step's node is
 * drawn, and the home view shows it (the root and its value at the end) with
 * labels of at least 14 CSS px (24 in presentation mode).
 */
import { describe, expect, it } from 'vitest';
import { othello, othelloModule } from '../../src/games/othello/index.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';
import { search } from '../../src/search/alphaBeta.ts';
import { computeEstimateLabRun } from '../../src/features/lab/state/labEstimate.ts';
import { computeLabRun, type LabReady, type LabRun } from '../../src/features/lab/state/labSlice.ts';
import { buildGameTree } from '../../src/tree/build.ts';
import { type Rect } from '../../src/view/geometry.ts';
import { toScreen } from '../helpers/geometry.ts';
import { searchPath, type LabFrame } from '../../src/view/labFrames.ts';
import { LAB_MIN_LABEL_PX, LAB_MIN_LABEL_PX_PRESENT, LAB_TEXT, labHomeCamera, labScene, nodeBox, type LabScene } from '../../src/view/labStage.ts';
import { childrenOf, LAB_MAX_NODES, type LabTree } from '../../src/view/labTree.ts';
import { outside, overlappingPairs, pathEnds, type Box } from '../helpers/geometry.ts';

const table = buildGameTree(ticTacToe);
const ready = <S,>(run: LabRun<S>): LabReady<S> => {
  if (run.kind !== 'ready') throw new Error(`expected a run, got ${run.kind}`);
  return run;
};
const boardAfter = (moves: readonly number[]) => moves.reduce((b, m) => ticTacToe.play(b, m), ticTacToe.initial);

/** The lab box at 1920x1080 (the tree's column, less the head) and in presentation mode. */
const SCREENS = [
  { name: 'normal', width: 1460, height: 640, minPx: LAB_MIN_LABEL_PX, expectPx: 14 },
  { name: 'present', width: 1280, height: 700, minPx: LAB_MIN_LABEL_PX_PRESENT, expectPx: 24 },
] as const;

function checkScene<S>(tree: LabTree<S>, frame: LabFrame, scene: LabScene, where: string): void {
  const o = scene.layout.options;
  const boxes: Box[] = scene.nodes.map((n, i) => {
    const r = nodeBox(scene.layout.points[i], o);
    return { id: String(n), x: r.x0, y: r.y0, w: r.x1 - r.x0, h: r.y1 - r.y0 };
  });
  expect(overlappingPairs(boxes), `${where}: overlapping nodes`).toEqual([]);
  expect(outside(boxes, scene.layout.width, scene.layout.height), `${where}: nodes outside the drawing`).toEqual([]);
  // Every visible node but the root has its edge, from its own parent's right side to its own left side.
  expect(scene.layout.edges).toHaveLength(scene.nodes.length - 1);
  for (const e of scene.layout.edges) {
    const parent = scene.nodes[e.parent];
    const child = scene.nodes[e.child];
    expect(tree.parent[child], `${where}: edge ${parent}-${child}`).toBe(parent);
    const p = scene.layout.points[e.parent];
    const c = scene.layout.points[e.child];
    const { start, end } = pathEnds(e.path);
    expect(start).toEqual([p.x + o.board, p.y + o.board / 2]);
    expect(end).toEqual([c.x, c.y + o.board / 2]);
  }
  // The step's node is drawn; a big tree stays a few hundred boxes.
  expect(scene.local.has(frame.current), `${where}: current node drawn`).toBe(true);
  expect(scene.nodes.length).toBeLessThanOrEqual(Math.max(LAB_MAX_NODES, 200));
}

function checkCamera<S>(tree: LabTree<S>, frame: LabFrame, scene: LabScene, where: string): void {
  for (const screen of SCREENS) {
    const camera = labHomeCamera(tree, scene, frame.current, screen.width, screen.height, screen.minPx);
    const t = camera.transform;
    expect(LAB_TEXT * t.k, `${where} ${screen.name}: label px`).toBeGreaterThanOrEqual(screen.expectPx);
    const onScreen = (n: number) => {
      const r: Rect = toScreen(t, nodeBox(scene.layout.points[scene.local.get(n) as number], scene.layout.options));
      return r.x0 >= -0.5 && r.y0 >= -0.5 && r.x1 <= screen.width + 0.5 && r.y1 <= screen.height + 0.5;
    };
    expect(onScreen(frame.current), `${where} ${screen.name}: current node on screen`).toBe(true);
  }
}

function checkRun<S>(run: LabReady<S>, label: string): void {
  const { tree, frames } = run;
  const last = frames.length - 1;
  for (const i of [0, Math.floor(last / 3), Math.floor(last / 2), last]) {
    const frame = frames.at(i);
    const scene = labScene(tree, searchPath(tree, frame), new Set(), run.layoutOptions);
    const where = `${label} frame ${i}/${last}`;
    checkScene(tree, frame, scene, where);
    checkCamera(tree, frame, scene, where);
  }
  // The end: the root, valued, is the step's node.
  const end = frames.at(last);
  expect(end.current).toBe(0);
  expect(end.state(0).value).toBe(run.value);
}

describe('the lab tree’s geometry', () => {
  it('the Othello lab at step 0 (the gallery’s position, depth 2): the home view shows the root and a first-level node', () => {
    const line = othello.parseMoves('f5d6c3d3c4f4');
    for (const algorithm of ['minimax', 'alphabeta'] as const) {
      const run = ready(computeEstimateLabRun(othelloModule, line.state, { algorithm, order: 'cell', tt: false, depth: 2, evaluation: 'weights', leaf: 'side' }));
      const frame = run.frames.at(0);
      const scene = labScene(run.tree, searchPath(run.tree, frame), new Set(), run.layoutOptions);
      // The lab's tree box at 1920x1080, as Chromium lays it out (the lesson beside it).
      for (const screen of [SCREENS[0], { name: '1920x1080', width: 1462, height: 541, minPx: LAB_MIN_LABEL_PX }]) {
        const camera = labHomeCamera(run.tree, scene, frame.current, screen.width, screen.height, screen.minPx);
        const onScreen = (n: number) => {
          const r: Rect = toScreen(camera.transform, nodeBox(scene.layout.points[scene.local.get(n) as number], scene.layout.options));
          return r.x0 >= -0.5 && r.y0 >= -0.5 && r.x1 <= screen.width + 0.5 && r.y1 <= screen.height + 0.5;
        };
        expect(onScreen(0), `${algorithm} ${screen.name}: the root`).toBe(true);
        expect(childrenOf(run.tree, 0).filter((n) => scene.local.has(n)).some(onScreen), `${algorithm} ${screen.name}: a first-level node`).toBe(true);
      }
    }
  });

  for (const [name, moves] of [
    ['#/408', [4, 0, 8]],
    ['#/4', [4]],
    ['the empty board', []],
  ] as const) {
    for (const algorithm of ['minimax', 'alphabeta'] as const) {
      it(`${name}, ${algorithm}: boxes apart and inside, edges on their nodes, the step on screen with labels >= 14 px (24 presenting)`, () => {
        const run = ready(computeLabRun(DEFAULT_TREE_MODULE, table as AppTree, boardAfter(moves), { algorithm, order: 'cell', mode: 'wdl', table: (table as AppTree).positions, trace: true }));
        if (name === 'the empty board') expect(run.frames.at(-1).counters.visited).toBe(algorithm === 'minimax' ? 549946 : 18297);
        checkRun(run, `${name} ${algorithm}`);
      });
    }
  }

  it('a subtree the person opens is laid out with the rest: still apart, inside, joined', () => {
    const run = ready(computeLabRun(DEFAULT_TREE_MODULE, table as AppTree, 0, { algorithm: 'alphabeta', order: 'cell', mode: 'wdl', table: (table as AppTree).positions, trace: true }));
    const frame = run.frames.at(Math.floor(run.frames.length / 2));
    const path = searchPath(run.tree, frame);
    // Open the first collapsed child of the root and the first collapsed child of that.
    const first = labScene(run.tree, path, new Set(), run.layoutOptions);
    const a = first.nodes.find((n, i) => first.collapsed[i] && run.tree.parent[n] === 0) as number;
    const second = labScene(run.tree, path, new Set([a]), run.layoutOptions);
    const b = second.nodes.find((n, i) => second.collapsed[i] && run.tree.parent[n] === a) as number;
    const scene = labScene(run.tree, path, new Set([a, b]), run.layoutOptions);
    expect(scene.opened[scene.local.get(a) as number]).toBe(true);
    expect(scene.nodes.length).toBeGreaterThan(first.nodes.length);
    checkScene(run.tree, frame, scene, 'opened');
  });

  it('the Othello lab (depth-limited): the same checks at depth 2 and 3', () => {
    for (const [transcript, depth] of [
      ['f5', 2],
      ['f5d6', 3],
    ] as const) {
      const line = othello.parseMoves(transcript);
      for (const algorithm of ['minimax', 'alphabeta'] as const) {
        const run = ready(computeEstimateLabRun(othelloModule, line.state, { algorithm, order: 'cell', tt: false, depth, evaluation: 'weights', leaf: 'side' }));
        expect(run.value).toBe(search(othello, line.state, { algorithm, depth, evaluate: othello.evaluate }).value);
        checkRun(run, `othello ${transcript} ${algorithm}`);
      }
    }
  });
});
