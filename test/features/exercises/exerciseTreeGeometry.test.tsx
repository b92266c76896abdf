/**
 * The hand-worked exercise trees read back from the DOM, on screen and on the
 * printed worksheet and answer key: one board per node, no two boards (with
 * their label block) overlapping, every board inside the drawing, each edge
 * from its own parent's right side to its own child's left side, inputs and
 * ✂ toggles apart from each other. A wrong position look-up (every node at
 * the root's point) fails all of these.
 */
import { render, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Exercises } from '../../../src/features/exercises/ui/Exercises.tsx';
import { Worksheet } from '../../../src/features/exercises/ui/Worksheet.tsx';
import { TREE_VALUES, TREE_WINDOWS } from '../../../src/features/exercises/ui/ExTree.tsx';
import { StoreProvider } from '../../../src/components/StoreContext.tsx';
import { generateSet } from '../../../src/exercises/generate.ts';
import type { QuizSpec } from '../../../src/exercises/quizLink.ts';
import { LEVELS, type Kind, type Level } from '../../../src/exercises/types.ts';
import { near, outside, overlappingPairs, pathEnds, translateOf, type Box } from '../../helpers/geometry.ts';
import { storeWithTree } from '../../store/helpers.ts';

afterEach(cleanup);

/** Every problem found in the trees under `container` (empty when the picture is right). */
function treeProblems(container: HTMLElement, expected: readonly { nodes: number; windows: boolean }[]): string[] {
  const problems: string[] = [];
  const trees = [...container.querySelectorAll<HTMLElement>('.ex-tree')];
  if (trees.length !== expected.length) problems.push(`${trees.length} trees drawn, ${expected.length} expected`);
  trees.forEach((tree, t) => {
    const svg = tree.querySelector('svg') as SVGSVGElement;
    const width = Number(svg.getAttribute('width'));
    const height = Number(svg.getAttribute('height'));
    const opts = expected[t]?.windows ? TREE_WINDOWS : TREE_VALUES;
    const at = new Map<string, [number, number]>();
    for (const g of svg.querySelectorAll('g[data-node]')) at.set(g.getAttribute('data-node') as string, translateOf(g.getAttribute('transform')));
    if (at.size !== expected[t]?.nodes) problems.push(`tree ${t}: ${at.size} nodes drawn, ${expected[t]?.nodes} expected`);
    // Board plus the label block right of it: the space a node owns.
    const boxes: Box[] = [...at].map(([id, [x, y]]) => ({ id, x, y, w: opts.board + opts.label, h: opts.board }));
    for (const [a, b] of overlappingPairs(boxes)) problems.push(`tree ${t}: nodes "${a}" and "${b}" overlap`);
    for (const id of outside(boxes, width, height)) problems.push(`tree ${t}: node "${id}" outside the ${width}x${height} drawing`);
    for (const path of svg.querySelectorAll('path.ex-edge[data-edge-of]')) {
      const child = path.getAttribute('data-edge-of') as string;
      const parent = child.slice(0, -1);
      const { start, end } = pathEnds(path.getAttribute('d') as string);
      const p = at.get(parent);
      const c = at.get(child);
      if (!p || !c) problems.push(`tree ${t}: edge into "${child}" has no node at one end`);
      else {
        if (!near(start, [p[0] + opts.board, p[1] + opts.board / 2])) problems.push(`tree ${t}: edge into "${child}" does not leave its parent "${parent}"`);
        if (!near(end, [c[0], c[1] + opts.board / 2])) problems.push(`tree ${t}: edge into "${child}" does not reach it`);
      }
    }
    // Inputs and toggles laid over the tree: inside it, apart from each other.
    const overlays: Box[] = [...tree.querySelectorAll<HTMLElement>(':scope > input, :scope > button, :scope > * input, :scope > button[data-edge]')]
      .filter((el) => el.style.left !== '')
      .map((el, i) => ({ id: `${el.getAttribute('data-blank') ?? el.getAttribute('data-edge') ?? i}`, x: parseFloat(el.style.left), y: parseFloat(el.style.top), w: el.classList.contains('ex-edge-toggle') ? 22 : parseFloat(el.style.width), h: el.classList.contains('ex-edge-toggle') ? 22 : 20 }));
    for (const [a, b] of overlappingPairs(overlays)) problems.push(`tree ${t}: overlays ${a} and ${b} overlap`);
    for (const id of outside(overlays, width, height)) problems.push(`tree ${t}: overlay ${id} outside the drawing`);
  });
  return problems;
}

const treeKinds: Kind[] = ['minimax', 'alpha-beta'];
const SEEDS = [1, 2, 3, 5, 8];

describe('exercise trees on screen', () => {
  for (const kind of treeKinds)
    for (const level of LEVELS)
      it(`${kind}, ${level}: every node at its own place`, () => {
        for (const seed of SEEDS) {
          const { store } = storeWithTree({ deps: { freshSeed: () => 99 } });
          const spec: QuizSpec = { kinds: [kind], level: level as Level, count: 1, seed };
          store.getState().startQuiz(spec);
          const ex = generateSet(spec)[0];
          if (ex.shown.kind !== 'minimax' && ex.shown.kind !== 'alpha-beta') throw new Error('not a tree kind');
          const view = render(
            <StoreProvider store={store}>
              <Exercises />
            </StoreProvider>,
          );
          expect(treeProblems(view.container, [{ nodes: ex.shown.tree.length, windows: kind === 'alpha-beta' }]), `seed ${seed}`).toEqual([]);
          cleanup();
        }
      });
});

describe('exercise trees on the worksheet and the answer key', () => {
  for (const level of LEVELS)
    for (const key of [false, true])
      it(`${level}, ${key ? 'answer key' : 'worksheet'}: every node at its own place`, () => {
        const { store } = storeWithTree();
        const spec: QuizSpec = { kinds: treeKinds, level: level as Level, count: 6, seed: 11 };
        const set = generateSet(spec);
        const view = render(
          <StoreProvider store={store}>
            <Worksheet set={set} quiz={spec} key_={key} link="#/quiz" onClose={() => {}} />
          </StoreProvider>,
        );
        const trees = set.flatMap((ex) => (ex.shown.kind === 'minimax' || ex.shown.kind === 'alpha-beta' ? [{ nodes: ex.shown.tree.length, windows: ex.shown.kind === 'alpha-beta' }] : []));
        expect(treeProblems(view.container, trees)).toEqual([]);
      });
});

describe('negamax signs: the tree on screen and on paper, its ± toggles beside their own finished games', () => {
  for (const level of LEVELS)
    it(`${level}: every node at its own place, every toggle inside its leaf's label block`, () => {
      for (const seed of SEEDS.slice(0, 3)) {
        const { store } = storeWithTree({ deps: { freshSeed: () => 99 } });
        const spec: QuizSpec = { kinds: ['negamax'], level: level as Level, count: 1, seed, version: 2 };
        store.getState().startQuiz(spec);
        const ex = generateSet(spec)[0];
        if (ex.shown.kind !== 'negamax') throw new Error('not negamax');
        const view = render(
          <StoreProvider store={store}>
            <Exercises />
          </StoreProvider>,
        );
        expect(treeProblems(view.container, [{ nodes: ex.shown.tree.length, windows: false }]), `seed ${seed}`).toEqual([]);
        const svg = view.container.querySelector('.ex-tree svg') as SVGSVGElement;
        const toggles = [...view.container.querySelectorAll<HTMLElement>('button[data-flip]')];
        expect(toggles.length).toBe(ex.shown.tree.filter((n) => n.leafValue !== null).length);
        for (const el of toggles) {
          const [x, y] = translateOf(svg.querySelector(`g[data-node="${el.getAttribute('data-flip')}"]`)?.getAttribute('transform') ?? null);
          const left = parseFloat(el.style.left);
          const top = parseFloat(el.style.top);
          // right of the board and its value text, within the label block; level with the board
          expect(left).toBeGreaterThanOrEqual(x + TREE_VALUES.board + 22);
          expect(left + 22).toBeLessThanOrEqual(x + TREE_VALUES.board + TREE_VALUES.label);
          expect(top).toBeGreaterThanOrEqual(y);
          expect(top + 22).toBeLessThanOrEqual(y + TREE_VALUES.board);
        }
        cleanup();
      }
    });

  it('worksheet and answer key: every node at its own place', () => {
    for (const key of [false, true]) {
      const { store } = storeWithTree();
      const spec: QuizSpec = { kinds: ['negamax'], level: 'medium', count: 3, seed: 11, version: 2 };
      const set = generateSet(spec);
      const view = render(
        <StoreProvider store={store}>
          <Worksheet set={set} quiz={spec} key_={key} link="#/quiz" onClose={() => {}} />
        </StoreProvider>,
      );
      expect(treeProblems(view.container, set.map((ex) => ({ nodes: ex.shown.kind === 'negamax' ? ex.shown.tree.length : 0, windows: false }))), key ? 'key' : 'sheet').toEqual([]);
      cleanup();
    }
  });
});
