/**
 * The CPU's search tree read back as the stage draws it: the layout the stage
 * uses (searchTreeLayout) at the home view of several stages, and the labels the
 * painter writes on the canvas (a recording context). Every board is a box
 * (its label strip above it): no two overlap, each lies inside the stage,
 * every edge path joins a board to its own parent and no other, every board
 * below the root carries its value, a child of the focus its move ("d3") too
 * (a grandchild may leave its move to the ring on its board), and each label
 * fits its board's width at a legible size. A search of depth 2 shows both
 * of its levels where the stage is wide enough (1920x1080).
 */
import { describe, expect, it } from 'vitest';
import { gameById } from '../../../src/games/index.ts';
import { othelloModule } from '../../../src/games/othello/index.ts';
import { stateAfter } from '../../../src/games/game.ts';
import { translate } from '../../../src/i18n/translate.ts';
import '../../../src/i18n/ja.ts';
import { searchMoveName, searchNodeLabels, searchTreeLayout, MIN_LABEL, PRESENT_MIN_LABEL } from '../../../src/features/play/ui/searchTreeScene.ts';
import { homeTransform } from '../../../src/features/explorer/ui/treeView.ts';
import { createSearchTree, type SearchTree } from '../../../src/view/searchTreeSource.ts';
import { paintTree } from '../../../src/view/paint.ts';
import { estimatedPalette } from '../../../src/view/shapes.ts';
import { searchValueContext, paletteScale } from '../../../src/view/searchValue.ts';
import type { TreeSource } from '../../../src/view/treeSource.ts';
import { createInlineSearchClient } from '../../../src/worker/searchClient.ts';
import { outside, overlappingPairs } from '../../helpers/geometry.ts';
import { boxOf, edgeFaults } from '../../helpers/layoutGeometry.ts';
import { BOLD_SANS_ADVANCE, RecordingContext } from '../../helpers/recordingCanvas.ts';

const othello = gameById('othello');
const view = othelloModule.view;
if (!othello || !view) throw new Error('othello is not registered');

/** The search tree of a position grown `levels` below its root, as the slice grows it (the inline worker). */
async function grownTree(transcript: string, depth: number, levels: number): Promise<SearchTree<unknown>> {
  const moves = othello!.parseMoves(transcript).moves;
  const tree = createSearchTree(othello!, stateAfter(othello!, moves), null, depth) as SearchTree<unknown>;
  const searcher = createInlineSearchClient();
  const grow = async (node: number, left: number): Promise<void> => {
    if (left === 0 || !tree.expandable(node)) return;
    const answer = await searcher.expand({ gameId: 'othello', moves: [...moves], path: tree.pathTo(node), depth, evaluation: 'weights', alphabeta: true });
    tree.addChildren(node, answer.children);
    if (node === 0 && answer.value !== null) tree.setRootValue(answer.value);
    for (let k = 0; k < tree.childCount(node); k++) await grow(tree.child(node, k), left - 1);
  };
  await grow(0, levels);
  return tree;
}

const STAGES = [
  { name: '1920x1080', width: 1856, height: 760, present: false, minPx: MIN_LABEL },
  { name: '1280x720', width: 1216, height: 561, present: false, minPx: MIN_LABEL },
  { name: 'presentation 1920x1080', width: 1886, height: 976, present: true, minPx: PRESENT_MIN_LABEL },
  { name: 'phone 390x844', width: 356, height: 591, present: false, minPx: 11 },
  // A phone in presentation mode: boards too small for move and value at 24 px show the value.
  { name: 'presentation phone 390x844', width: 358, height: 538, present: true, minPx: 0.75 * PRESENT_MIN_LABEL },
] as const;

const en = (k: Parameters<typeof translate>[1], p?: Parameters<typeof translate>[2]) => translate('en', k, p);
const ja = (k: Parameters<typeof translate>[1], p?: Parameters<typeof translate>[2]) => translate('ja', k, p);
const WORDS = { en: await othelloModule.words.en(), ja: await othelloModule.words.ja() };

describe('the CPU’s search tree, drawn (geometry read back)', () => {
  it.each([
    ['f5d6c3', 4],
    ['f5', 3],
    ['f5d6c3d3c4f4f6', 4],
  ] as const)('after %s (depth %i): boxes apart and on the stage, edges to their own parents, every board labelled with its value (a child with its move)', async (transcript, depth) => {
    const tree = await grownTree(transcript, depth, 2);
    expect(tree.childCount(0)).toBeGreaterThan(2);
    for (const focus of [0, tree.child(0, 1)]) {
      for (const stage of STAGES) {
        for (const [lang, t] of [['en', en], ['ja', ja]] as const) {
          const where = `${transcript} focus ${focus} ${stage.name} ${lang}`;
          const layout = searchTreeLayout(tree, focus, stage, stage.present);
          const home = homeTransform(layout, stage.width, stage.height);
          const boxes = layout.items.map((_, i) => boxOf(layout, i, home));
          expect(overlappingPairs(boxes), where).toEqual([]);
          expect(outside(boxes, stage.width, stage.height), where).toEqual([]);
          expect(edgeFaults(layout), where).toEqual([]);
          // The labels as painted.
          const ctx = new RecordingContext(BOLD_SANS_ADVANCE);
          const words = searchValueContext(WORDS[lang], 'weights', 1200, lang);
          paintTree(ctx, { source: tree as TreeSource<unknown>, view, palette: estimatedPalette(paletteScale(1200)), layout, mode: 'wdl', transform: home, width: stage.width, height: stage.height, nodeLabel: searchNodeLabels(tree, words, t) });
          for (let i = layout.focusItem; i < layout.items.length; i++) {
            const it = layout.items[i];
            const move = searchMoveName(tree, it.node, t);
            const b = boxes[i];
            const drawn = ctx.placed.filter((x) => x.x >= b.x - 0.5 && x.x <= b.x + b.w && x.y >= b.y - 1 && x.y <= b.y + b.h);
            expect(drawn, `${where}: node ${it.node} has one label`).toHaveLength(1);
            const label = drawn[0];
            if (move && (it.level <= 1 && !stage.name.includes('phone'))) expect(label.text.startsWith(`${move} `), `${where}: "${label.text}" names ${move}`).toBe(true);
            expect(label.text, where).toMatch(/[+−]\d+|(^| )0( |$|点)/);
            expect(label.px, `${where}: "${label.text}"`).toBeGreaterThanOrEqual(stage.minPx - 0.05);
            // Inside its board's width, with the background's padding (0.2 em each side), and inside the strip above the board.
            expect(label.x - 0.2 * label.px, where).toBeGreaterThanOrEqual(b.x - 0.2 * label.px - 0.5);
            expect(label.x + label.w + 0.2 * label.px, `${where}: "${label.text}" (${label.w.toFixed(1)} px) fits ${b.w.toFixed(1)} px`).toBeLessThanOrEqual(b.x + b.w + 0.5);
            expect(label.y + label.px, where).toBeLessThanOrEqual(it.y * home.k + home.y + 0.5);
          }
        }
      }
    }
  }, 60000);

  it('a search of depth 2 at 1920x1080 shows its two levels, every board with its value; a phone in presentation mode shows the children’s values', async () => {
    const tree = await grownTree('f5d6c3d3c4f4', 2, 2);
    const words = searchValueContext(WORDS.en, 'weights', 1200, 'en');
    const labels = searchNodeLabels(tree, words, en);
    const painted = (stage: { width: number; height: number; present: boolean }) => {
      const layout = searchTreeLayout(tree, 0, stage, stage.present);
      const home = homeTransform(layout, stage.width, stage.height);
      // Chromium's bold sans (DejaVu Sans Bold) is wider than BOLD_SANS_ADVANCE: digits 0.7 em, signs 0.84 em.
      const ctx = new RecordingContext((text, px) => [...text].reduce((em, ch) => em + (ch === ' ' ? 0.32 : /[+−]/.test(ch) ? 0.84 : 0.7), 0) * px);
      paintTree(ctx, { source: tree as TreeSource<unknown>, view, palette: estimatedPalette(paletteScale(1200)), layout, mode: 'wdl', transform: home, width: stage.width, height: stage.height, nodeLabel: labels });
      return { layout, texts: ctx.placed.map((x) => x.text), px: ctx.placed.map((x) => x.px) };
    };
    // The stage of the play view at 1920x1080 as Chromium lays it out.
    const wide = painted({ ...STAGES[0], width: 1838, height: 760 });
    expect(Math.max(...wide.layout.items.map((it) => it.level)), 'levels below the root at 1920x1080').toBe(2);
    expect(wide.layout.items.filter((it) => it.level === 2).length).toBeGreaterThan(40);
    // Every board's label holds its value (the grandchildren may leave out their moves), at 14 px or more.
    expect(wide.texts.length).toBe(wide.layout.items.length);
    for (const text of wide.texts) expect(text).toMatch(/[+−]\d|(^| )0( |$)/);
    expect(Math.min(...wide.px)).toBeGreaterThanOrEqual(MIN_LABEL - 0.05);
    const phone = painted(STAGES[4]);
    const childLabels = phone.texts.filter((x) => x !== phone.texts[0]);
    expect(childLabels.length).toBeGreaterThan(5);
    for (const text of childLabels) expect(text, 'a child’s label on a phone in presentation mode').toMatch(/[+−]\d|(^| )0( |$)/);
  }, 30000);
});
