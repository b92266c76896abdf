/**
 * Chapters 4–7 of the course (alpha-beta, the transposition table, depth limits, negamax): words in both
 * languages for every step, every step's view read by the app's own address binding to the state it claims,
 * each task false where its step starts and true once the student has done it, the figures the words quote
 * read back from the lab, and the checkpoints' questions generated.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bindUrl, parseHash } from '../../../src/store/url.ts';
import { addressFields } from '../../../src/store/urlFields.ts';
import { FULL_TREE_ADDRESS, searchedAddress } from '../../../src/store/gameAddress.ts';
import { treeModuleById } from '../../../src/store/appGame.ts';
import { gameById, loadGame } from '../../../src/games/index.ts';
import { generateExercise } from '../../../src/exercises/generate.ts';
import { selectLabComparison, selectLabRun, type LabReady } from '../../../src/features/lab/state/labSlice.ts';
import { selectRootChoices } from '../../../src/features/lab/state/labEstimate.ts';
import { HORIZON_POSITIONS } from '../../../src/games/othello/horizonPositions.ts';
import type { AppState } from '../../../src/store/appState.ts';
import type { AppStore } from '../../../src/store/createAppStore.ts';
import type { Chapter, ChapterWords } from '../../../src/features/learn/state/course.ts';
import { CHAPTERS_4_TO_7, WORDS_4_TO_7 } from './chapters4to7.ts';
import { FakeWindow, storeWithTree } from '../../store/helpers.ts';

beforeAll(async () => {
  await loadGame('othello');
});

/** The store after the app has read `view` as its address (as the course's live view sets it). */
function opened(view: string): AppStore {
  const { store } = storeWithTree();
  const win = new FakeWindow();
  win.location.hash = view;
  bindUrl(store, win);
  return store;
}

const notices = (s: AppState) => s.appNotices.filter((n) => n.key === 'notice.badAddress' || n.key === 'notice.repeatedAddress').map((n) => n.key);

/** What the student does for each task (by the store's own actions, as the lab's controls do). */
const DO: Record<string, (store: AppStore) => void> = {
  'alpha-beta/cut-off': (store) => store.getState().stepLab(4),
  'alpha-beta/three-cases': (store) => store.getState().setLabFrame(22),
  'alpha-beta/order': (store) => store.getState().setLabOptions({ labOrder: 'best' }),
  'transposition-table/first-hit': (store) => store.getState().stepLab(5),
  'transposition-table/table-on': (store) => store.getState().setLabOptions({ labTt: true }),
  'transposition-table/symmetry': (store) => store.getState().setLabOptions({ labSymmetry: true }),
  'depth-limits/horizon': (store) => store.getState().setLabOptions({ labDepth: 3 }),
  'negamax/example': (store) => store.getState().labShowAsWrittenExample(),
  // The step's view sets what the example button set (the lab's depth, leaf and algorithm are in its address).
  'negamax/sign-goes-wrong': (store) => store.getState().setLabFrame(12),
  'negamax/the-fix': (store) => store.getState().setLabOptions({ labLeaf: 'side' }),
};

const run = (store: AppStore) => selectLabRun(store.getState()) as LabReady;

describe('chapters 4–7 of the course', () => {
  it('have words for every step in both languages, and none for a step they do not have', () => {
    for (const chapter of CHAPTERS_4_TO_7) {
      for (const [lang, words] of Object.entries(WORDS_4_TO_7[chapter.id])) {
        const w: ChapterWords = words;
        const where = `${chapter.id} (${lang})`;
        expect(w.title, where).not.toBe('');
        expect(w.summary, where).not.toBe('');
        expect(Object.keys(w.steps).sort(), where).toEqual(chapter.steps.map((s) => s.id).sort());
        for (const step of chapter.steps) {
          const sw = w.steps[step.id];
          expect(sw.title && sw.text, `${where} ${step.id}`).toBeTruthy();
          // A task is asked and acknowledged in words exactly when the step has one.
          expect(Boolean(sw.task) && Boolean(sw.done), `${where} ${step.id} task words`).toBe(Boolean(step.task));
        }
      }
    }
  });

  it('are 4–10 steps each, with ids the address can carry', () => {
    for (const chapter of CHAPTERS_4_TO_7) {
      expect(chapter.id).toMatch(/^[a-z0-9-]+$/);
      expect(chapter.steps.length).toBeGreaterThanOrEqual(4);
      expect(chapter.steps.length).toBeLessThanOrEqual(10);
      const ids = chapter.steps.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('set the live view to exactly what each view says: the game, the line, the tab and every option, without a notice', () => {
    for (const chapter of CHAPTERS_4_TO_7) {
      for (const step of chapter.steps) {
        const where = `${chapter.id}/${step.id}`;
        const store = opened(step.view);
        const s = store.getState();
        const { game, moves, params } = parseHash(step.view);
        expect(gameById(chapter.game), where).not.toBeNull();
        expect(s.appGameId, where).toBe(game);
        expect(gameById(game)?.formatMoves(s.playMoves), where).toBe(moves);
        expect(notices(s), where).toEqual([]);
        expect(params.get('tab'), where).toBeTruthy();
        const fields = addressFields(treeModuleById(game) ? FULL_TREE_ADDRESS : searchedAddress(game));
        for (const [key, value] of params) {
          const field = fields.find((f) => f.key === key);
          expect(field, `${where} ${key}`).toBeDefined();
          // The step field reads the frame shown, clamped to the run: a step past the end would read less.
          expect(field?.get(store.getState()), `${where} ${key}`).toBe(value);
        }
        // The lab runs on the step's position (the empty board's run, the whole tree traced, is the lab's own tests').
        if (params.get('tab') === 'lab' && moves !== '') expect(selectLabRun(store.getState()).kind, where).toBe('ready');
      }
    }
  });

  it('notice each task only once it is done', () => {
    let tasks = 0;
    for (const chapter of CHAPTERS_4_TO_7) {
      for (const step of chapter.steps) {
        if (!step.task) continue;
        const key = `${chapter.id}/${step.id}`;
        const store = opened(step.view);
        expect(step.task.done(store.getState()), `${key} before`).toBe(false);
        expect(DO[key], key).toBeDefined();
        DO[key](store);
        expect(step.task.done(store.getState()), `${key} after`).toBe(true);
        tasks++;
      }
    }
    expect(tasks).toBe(Object.keys(DO).length);
  });

  it('generate their checkpoints’ questions, each seed once', () => {
    const seeds = new Set<number>();
    for (const chapter of CHAPTERS_4_TO_7) {
      const { questions, pass } = chapter.checkpoint;
      expect(pass).toBeGreaterThan(0);
      expect(pass).toBeLessThanOrEqual(questions.length);
      for (const q of questions) {
        expect(seeds.has(q.seed)).toBe(false);
        seeds.add(q.seed);
        expect(generateExercise(q.kind, q.level, q.seed).blanks.length, `${chapter.id} ${q.kind} ${q.seed}`).toBeGreaterThan(0);
      }
    }
  });
});

/** Figures the words quote (checked against the lab below), as both languages write them, by step and field. */
const QUOTED: readonly [string, string, 'text' | 'done', readonly string[]][] = [
  ['alpha-beta', 'every-node', 'text', ['549,946']],
  ['alpha-beta', 'small', 'text', ['113']],
  ['alpha-beta', 'three-cases', 'done', ['22', '20', '113']],
  ['alpha-beta', 'order', 'text', ['549,946', '18,297']],
  ['alpha-beta', 'order', 'done', ['2,312']],
  ['alpha-beta', 'centre-first', 'text', ['7,275', '472']],
  ['transposition-table', 'same-board', 'text', ['549,946', '5,478']],
  ['transposition-table', 'hit-rules', 'text', ['39', '137', '43']],
  ['transposition-table', 'table-on', 'text', ['7,275']],
  ['transposition-table', 'table-on', 'done', ['1,981']],
  ['transposition-table', 'symmetry', 'done', ['472', '18,297', '7,275', '1,981']],
  ['depth-limits', 'too-big', 'text', ['24,571,284', '60', '16']],
  ['depth-limits', 'depth-limit', 'text', ['82']],
  ['depth-limits', 'estimate', 'text', ['≈1/9', '≠0']],
  ['depth-limits', 'horizon', 'text', ['≈1/9', '≠-1', '≈2/9']],
  ['depth-limits', 'whole-tree', 'text', ['a8', 'b1', '14', '10', '24']],
  ['negamax', 'example', 'done', ['d6', 'f6', '-2', '+5']],
];

describe('the figures chapters 4–7 quote, read back from the lab', () => {
  it('are written in both languages where the steps quote them', () => {
    for (const [chapter, id, field, figures] of QUOTED) {
      for (const [lang, words] of Object.entries(WORDS_4_TO_7[chapter])) {
        const text = (words as ChapterWords).steps[id][field] ?? '';
        for (const figure of figures) expect(text, `${chapter}/${id} ${field} (${lang})`).toContain(figure);
      }
    }
  });

  const step = (chapter: string, id: string): Chapter['steps'][number] => {
    const found = CHAPTERS_4_TO_7.find((c) => c.id === chapter)?.steps.find((s) => s.id === id);
    if (!found) throw new Error(`no step ${chapter}/${id}`);
    return found;
  };

  it('alpha-beta from the empty board: 549,946 → 18,297 (cell order) → 7,275 (centre) → 2,312 (best first); with the table 1,981, with symmetry 472', () => {
    const rows = selectLabComparison(opened(step('alpha-beta', 'order').view).getState());
    expect(rows?.map((r) => [r.id, r.wdl])).toEqual([
      ['minimax', 549946],
      ['cell', 18297],
      ['centre', 7275],
      ['best', 2312],
      ['tt', 1981],
      ['symmetry', 472],
    ]);
  });

  it('o:4 x:0 o:5 x:1 in cell order: α = 1 at frame 6, the first cut-off at 10 (x:8 skipped), fail low at 11, exact at 15, the first fail high at 22; 20 of 113 nodes', () => {
    const r = run(opened(step('alpha-beta', 'window').view));
    expect(r.tree.size).toBe(113);
    expect(r.frames.at(r.frames.length - 1).counters.visited).toBe(20);
    expect(r.frames.at(6).caption).toMatchObject({ kind: 'update', which: 'alpha', value: 1 });
    const first = (test: (i: number) => boolean) => Array.from({ length: r.frames.length }, (_, i) => i).find(test);
    expect(first((i) => r.frames.at(i).caption.kind === 'cutoff')).toBe(10);
    expect(r.frames.at(10).caption).toMatchObject({ kind: 'cutoff', best: -1, alpha: 1 });
    expect(r.frames.at(11).result).toBe('fail-low');
    expect(r.frames.at(15).result).toBe('exact');
    expect(first((i) => r.frames.at(i).result === 'fail-high')).toBe(22);
  });

  it('o:7 x:0 o:8 x:1 with the table: exact [1, 1] stored at frame 9, a lower bound at 34, the first hit (that bound, β = 1) at 53; 39 of 137 nodes, 43 without the table', () => {
    const store = opened(step('transposition-table', 'store-bound').view);
    const r = run(store);
    expect(r.tree.size).toBe(137);
    expect(r.frames.at(r.frames.length - 1).counters.visited).toBe(39);
    expect(selectLabComparison(store.getState())?.find((row) => row.id === 'cell')?.wdl).toBe(43);
    expect(r.frames.at(9).caption).toMatchObject({ kind: 'tt-store', lower: 1, upper: 1 });
    expect(r.frames.at(9).counters.ttStores).toBe(1);
    expect(r.frames.at(34).caption).toMatchObject({ kind: 'tt-store', lower: 1, upper: Infinity });
    const hits = Array.from({ length: r.frames.length }, (_, i) => i).filter((i) => r.frames.at(i).caption.kind === 'tt-hit');
    expect(hits[0]).toBe(53);
    expect(r.frames.at(53).caption).toMatchObject({ kind: 'tt-hit', hit: 'lower', lower: 1 });
  });

  it('o:7 x:0 o:8 x:1 without the table: o:2 x:4 o:3 x:5 is node #12, finished (1) at frame 31; its transposition o:2 x:5 o:3 x:4 is #18, just searched at frame 48', () => {
    const store = opened(step('transposition-table', 'same-board').view);
    const r = run(store);
    const node = (moves: string) => r.tree.byPath.get(moves.split('').join(',')) ?? -1;
    const [first, second] = [node('2435'), node('2534')];
    expect(store.getState().labFrame).toBe(48);
    const at48 = r.frames.at(48);
    expect(at48.current).toBe(second);
    expect(at48.state(second)).toMatchObject({ visit: 18, value: 1 });
    expect(at48.state(first)).toMatchObject({ visit: 12, value: 1 });
    expect(r.frames.at(31)).toMatchObject({ current: first });
    expect(r.frames.at(30).state(first).value).toBeNull();
    expect(r.frames.at(31).state(first).value).toBe(1);
  });

  it('two moves ahead the empty board is estimated +1/9 (a draw in truth); o:0 x:1 o:2 x:6 o:3 is estimated +1/9 where x wins, and x:7 (the win) 2/9; three moves ahead sees the win', () => {
    expect(run(opened(step('depth-limits', 'depth-limit').view)).tree.size).toBe(82);
    expect(run(opened(step('depth-limits', 'estimate').view)).value).toBeCloseTo(1 / 9);
    const horizon = opened(step('depth-limits', 'horizon').view);
    const r = run(horizon);
    expect(r.value).toBeCloseTo(1 / 9);
    const last = r.frames.at(r.frames.length - 1).caption;
    expect(last).toMatchObject({ kind: 'exit', root: true });
    const byMove = new Map(r.tree.nodes[0].children.map((c) => [r.tree.move[c], r.frames.at(r.frames.length - 1).state(c).value]));
    expect(byMove.get(7)).toBeCloseTo(2 / 9);
    expect(horizon.getState().tree?.positions).toBeTruthy();
    horizon.getState().setLabOptions({ labDepth: 3 });
    expect(run(horizon).value).toBe(-1);
  });

  it('the whole tree returns on Othello’s first horizon position: the AI’s depth-4 search picks a8 (−14), the whole tree b1 (+10)', () => {
    const { moves } = parseHash(step('depth-limits', 'whole-tree').view);
    expect(HORIZON_POSITIONS[0]).toMatchObject({ transcript: moves, pick: 'a8', pickScore: -14, best: 'b1', bestScore: 10 });
  });

  it('after 1. f5 the root choices: two moves ahead negamax plays d6 or f6, as written f4; three moves ahead (the example) d6 against f6', () => {
    const store = opened(step('negamax', 'othello').view);
    const name = (m: number) => gameById('othello')?.formatMove(m);
    const two = selectRootChoices(store.getState());
    expect(two?.depth).toBe(2);
    expect(two?.correct.map(name)).toEqual(['d6', 'f6']);
    expect(name(two?.asWritten ?? -1)).toBe('f4');
    store.getState().labShowAsWrittenExample();
    const three = selectRootChoices(store.getState());
    expect(three?.correct.map(name)).toEqual(['d6']);
    expect(name(three?.asWritten ?? -1)).toBe('f6');
  });
});
