// The course's data: every listed chapter's every step has words in both languages, every step's address sets a valid
// state (game, moves, tab, options), every checkpoint's seeds generate questions the engine's answers pass; the course's
// places, its address in the URL binding, and the saved progress.
import { describe, expect, it } from 'vitest';
import { CHAPTERS, courseChapters } from '../../../src/features/learn/chapters/index.ts';
import { CHECK, nextPlace, placeOf, prevPlace, routeOf, stepAddress, type Place } from '../../../src/features/learn/state/coursePlace.ts';
import { learnHashOf, learnRouteOf } from '../../../src/features/learn/state/learnAddress.ts';
import { NO_PROGRESS, PROGRESS_KEY, readProgress, withDone, withSeen, writeProgress } from '../../../src/features/learn/state/progress.ts';
import { checkpointSet } from '../../../src/features/learn/ui/Checkpoint.tsx';
import { applyHash, bindUrl, parseHash, shareHash } from '../../../src/store/url.ts';
import { treeModuleById } from '../../../src/store/appGame.ts';
import { FULL_TREE_ADDRESS, searchedAddress } from '../../../src/store/gameAddress.ts';
import { addressFields } from '../../../src/store/urlFields.ts';
import { gradeExercise } from '../../../src/exercises/grade.ts';
import type { Answers } from '../../../src/exercises/types.ts';
import { LANGUAGES } from '../../../src/i18n/translate.ts';
import { entryById, gameById } from '../../../src/games/index.ts';
import { homeTabOf } from '../../../src/store/tabs.ts';
import { FakeWindow, storeWithTree } from '../../store/helpers.ts';

const chapters = courseChapters().map((c) => c.chapter);

describe('the chapters', () => {
  it('are listed with unique ids, 4–10 steps each, step ids unique and never the checkpoint’s', () => {
    expect(chapters.length).toBe(CHAPTERS.length);
    expect(new Set(chapters.map((c) => c.id)).size).toBe(chapters.length);
    for (const c of chapters) {
      expect(c.id).toMatch(/^[a-z0-9-]+$/);
      expect(c.steps.length, c.id).toBeGreaterThanOrEqual(4);
      expect(c.steps.length, c.id).toBeLessThanOrEqual(10);
      const ids = c.steps.map((s) => s.id);
      expect(new Set(ids).size, c.id).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
      expect(ids).not.toContain(CHECK);
    }
  });

  it('have words for every step in both languages (a task’s ask and done with every task)', () => {
    for (const { chapter, words } of CHAPTERS) {
      for (const lang of LANGUAGES) {
        const w = words[lang];
        expect(w.title, `${chapter.id} ${lang}`).not.toBe('');
        expect(w.summary, `${chapter.id} ${lang}`).not.toBe('');
        expect(Object.keys(w.steps).sort(), `${chapter.id} ${lang}`).toEqual(chapter.steps.map((s) => s.id).sort());
        for (const s of chapter.steps) {
          const sw = w.steps[s.id];
          expect(sw.title.length * sw.text.length, `${chapter.id}/${s.id} ${lang}`).toBeGreaterThan(0);
          expect(Boolean(sw.task) && Boolean(sw.done), `${chapter.id}/${s.id} ${lang}: task words`).toBe(Boolean(s.task));
        }
      }
    }
  });

  it('set the live view to valid states: every address key known and valid, the moves read whole, the tab the game’s', async () => {
    const { store } = storeWithTree();
    for (const c of chapters) {
      for (const s of c.steps) {
        const where = `${c.id}/${s.id}`;
        const { game, moves, params } = parseHash(s.view);
        // A chapter is about its game, and a step may show another registered game beside it (the depth-limits chapter: Othello's tree too big to build).
        expect(s.view.startsWith('#/') && (game === c.game || entryById(game) !== null), where).toBe(true);
        const fields = addressFields(treeModuleById(game) ? FULL_TREE_ADDRESS : searchedAddress(game));
        for (const [key, value] of params) {
          const field = fields.find((f) => f.key === key);
          expect(field, `${where}: ${key}`).toBeDefined();
          expect(field?.valid(value), `${where}: ${key}=${value}`).toBe(true);
        }
        await applyHash(store, stepAddress(s.view));
        const state = store.getState();
        expect(state.appGameId, where).toBe(game);
        expect(gameById(game)?.formatMoves(state.playMoves), where).toBe(moves);
        expect(state.tab, where).toBe(params.get('tab') ?? homeTabOf(game));
        for (const [key, value] of params) expect(fields.find((f) => f.key === key)?.get(state), `${where}: ${key}`).toBe(value);
      }
    }
  });

  it('reset the options a step leaves out to their defaults (a step looks the same whatever the student changed)', async () => {
    const { store } = storeWithTree();
    store.getState().updateSettings({ treeDepth: 4, childOrder: 'value' });
    await applyHash(store, stepAddress('#/4'));
    expect(store.getState().settings.treeDepth).toBe(2);
    expect(store.getState().settings.childOrder).toBe('cell');
    expect(store.getState().playMoves).toEqual([4]);
  });

  it('have checkpoints whose seeds generate questions, each passed by the engine’s own answers', () => {
    for (const c of chapters) {
      const { questions, pass } = c.checkpoint;
      expect(pass, c.id).toBeGreaterThan(0);
      expect(pass, c.id).toBeLessThanOrEqual(questions.length);
      for (const attempt of [0, 1]) {
        const set = checkpointSet(c.checkpoint, attempt);
        expect(set.map((ex) => ex.kind)).toEqual(questions.map((q) => q.kind));
        for (const ex of set) {
          const answers: Answers = Object.fromEntries(ex.blanks.map((b) => [b.id, b.answer]));
          expect(gradeExercise(ex, answers).correct, `${c.id} ${ex.kind}`).toBe(true);
        }
      }
      // The first set is the course's own: the same for everyone.
      expect(JSON.stringify(checkpointSet(c.checkpoint, 0))).toBe(JSON.stringify(checkpointSet(c.checkpoint, 0)));
    }
  });
});

describe('the course’s places', () => {
  it('read routes: the contents, a step, a chapter alone (its first step), the checkpoint, and nowhere', () => {
    expect(placeOf(chapters, '')).toEqual({ kind: 'contents' });
    expect(placeOf(chapters, `${chapters[1].id}/${chapters[1].steps[2].id}`)).toEqual({ kind: 'step', chapter: 1, step: 2 });
    expect(placeOf(chapters, chapters[2].id)).toEqual({ kind: 'step', chapter: 2, step: 0 });
    expect(placeOf(chapters, `${chapters[0].id}/check`)).toEqual({ kind: 'check', chapter: 0 });
    expect(placeOf(chapters, 'no-such-chapter/x').kind).toBe('missing');
    expect(placeOf(chapters, `${chapters[0].id}/no-such-step`).kind).toBe('missing');
    expect(placeOf(chapters, `${chapters[0].id}/${chapters[0].steps[0].id}/more`).kind).toBe('missing');
  });

  it('walk forward through every step and checkpoint to the end, and back the same way', () => {
    const walk: Place[] = [];
    for (let p: Place | null = { kind: 'step', chapter: 0, step: 0 }; p; p = nextPlace(chapters, p)) walk.push(p);
    expect(walk.length).toBe(chapters.reduce((n, c) => n + c.steps.length + 1, 0));
    expect(walk.at(-1)).toEqual({ kind: 'check', chapter: chapters.length - 1 });
    for (let i = walk.length - 1; i > 0; i--) expect(prevPlace(chapters, walk[i])).toEqual(walk[i - 1]);
    expect(prevPlace(chapters, walk[0])).toBeNull();
    for (const p of walk) expect(placeOf(chapters, routeOf(chapters, p))).toEqual(p);
  });

  it('have addresses: #/learn, #/learn/<chapter>/<step>; other addresses are not the course’s', () => {
    expect(learnRouteOf('#/learn')).toBe('');
    expect(learnRouteOf('#/learn/minimax/lab')).toBe('minimax/lab');
    expect(learnRouteOf('#/408')).toBeNull();
    expect(learnRouteOf('#/learner')).toBeNull();
    expect(learnHashOf('minimax/lab')).toBe('#/learn/minimax/lab');
    expect(learnHashOf('')).toBe('#/learn');
  });
});

describe('the course in the address', () => {
  it('opens from its address, writes each new step as a new entry while the live view changes nothing there, and leaves to the live view’s address', () => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    win.location.hash = '#/learn/minimax/lab';
    bindUrl(store, win);
    expect(store.getState().learnRoute).toBe('minimax/lab');
    store.getState().playLoad([4, 0]);
    expect(win.location.hash).toBe('#/learn/minimax/lab');
    expect(shareHash(store.getState(), win.location.hash)).toBe('#/learn/minimax/lab');
    const entries = win.entries.length;
    store.getState().openLearn('minimax/empty-board');
    expect(win.location.hash).toBe('#/learn/minimax/empty-board');
    expect(win.entries.length).toBe(entries + 1);
    store.getState().closeLearn();
    expect(win.location.hash).toBe('#/40');
    win.navigate('#/learn');
    expect(store.getState().learnRoute).toBe('');
    win.navigate('#/408');
    expect(store.getState().learnRoute).toBeNull();
    expect(store.getState().playMoves).toEqual([4, 0, 8]);
  });
});

describe('the progress', () => {
  it('keeps steps seen, chapters done and the last place through storage; unreadable reads as none; reset removes it', () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
    let p = withSeen(NO_PROGRESS, 'game-tree', 'positions');
    p = withSeen(p, 'game-tree', 'children');
    p = withDone(p, 'game-tree');
    writeProgress(storage, p);
    expect(readProgress(storage)).toEqual({ seen: { 'game-tree': ['positions', 'children'] }, done: ['game-tree'], last: 'game-tree/children' });
    expect(withSeen(p, 'game-tree', 'children')).toBe(p);
    data.set(PROGRESS_KEY, '{not json');
    expect(readProgress(storage)).toEqual(NO_PROGRESS);
    writeProgress(storage, NO_PROGRESS);
    expect(data.has(PROGRESS_KEY)).toBe(false);
    expect(readProgress(null)).toEqual(NO_PROGRESS);
  });
});
