/**
 * A searched game started from a set-up position (#27): the play slice keeps
 * the start apart from the line (undo goes back to it, New game to the usual
 * start), the AI, the hints and the search tree are asked from it, the address
 * holds it (`?setup=`, a place; a link without it opens as before), a bad text
 * gets a notice naming what is wrong that goes with the next change, and
 * "Solve exactly" asks the hints worker for exact values beyond the solver's
 * automatic reach.
 */
import { describe, expect, it } from 'vitest';
import { gameById, loadGame } from '../../../src/games/index.ts';
import { searchTreeContext } from '../../../src/features/play/state/playSlice.ts';
import { linePositions, positionAfter } from '../../../src/features/play/state/playLine.ts';
import { bindUrl, shareHash } from '../../../src/store/url.ts';
import { FakeWindow, fakeSearchPort, storeWithTree } from '../../store/helpers.ts';

await loadGame('othello');
const othello = gameById('othello')!;
const setup = othello.setup!;
/** The usual start but White to move (60 empties: beyond the solver's automatic reach). */
const WHITE_FIRST = `${'-'.repeat(27)}OX------XO${'-'.repeat(27)} O`;
const COMPACT = WHITE_FIRST.replace(/\s+/g, '');
/** 20 empty squares, Black to move (it has moves: a6 turns the a-file). */
const NEAR_END = `${'X'.repeat(22)}${'O'.repeat(22)}${'-'.repeat(20)} X`;

function othelloStore(search = fakeSearchPort()) {
  const { store, flush } = storeWithTree({ deps: { search: search.port } });
  store.getState().chooseGame('othello');
  return { store, flush, search, s: () => store.getState() };
}

describe('play slice, a set-up start', () => {
  it('plays from the set-up position: undo goes back to it, New game to the usual start; the AI, hints and tree are asked from it', () => {
    const { s, flush, search } = othelloStore();
    s().playUpdateSearch({ aiSides: 'none' });
    s().setHints(true);
    expect(s().playSetUp(WHITE_FIRST)).toBe(true);
    expect(s().playStart?.text).toBe(WHITE_FIRST);
    expect(s().playMoves).toEqual([]);
    expect(search.hints.at(-1)?.request).toMatchObject({ start: WHITE_FIRST, moves: [], exact: false });
    // The AI (White, to move) is asked from the set-up position.
    s().playUpdateSearch({ aiSides: 'second' });
    flush();
    expect(search.asked.at(-1)?.request).toMatchObject({ start: WHITE_FIRST, moves: [] });
    s().playUpdateSearch({ aiSides: 'none' });
    const f4 = othello.parseMoves('f4', s().playStart?.state).moves[0];
    s().playMove(f4);
    expect(s().playMoves).toEqual([f4]);
    expect(search.hints.at(-1)?.request).toMatchObject({ start: WHITE_FIRST, moves: [f4] });
    const positions = linePositions(othello, s().playStart, s().playMoves);
    expect(positions.map((p) => setup.format(p))[0]).toBe(WHITE_FIRST);
    expect(othello.toMove(positions[1])).toBe(0);
    expect(searchTreeContext(s())).toMatchObject({ start: s().playStart, moves: [f4] });
    s().playUndo();
    expect(s().playMoves).toEqual([]);
    expect(setup.format(positionAfter(othello, s().playStart, s().playMoves))).toBe(WHITE_FIRST);
    s().playNewGame();
    expect(s().playStart).toBeNull();
    expect(othello.toMove(positionAfter(othello, s().playStart, s().playMoves))).toBe(0);
  });

  it('says what is wrong with a bad text and leaves the game as it was; the notice goes with the next change of position', () => {
    const { s } = othelloStore();
    s().playUpdateSearch({ aiSides: 'none' });
    s().playLoadText('f5');
    expect(s().playSetUp('XXXXXOOOOO')).toBe(false);
    expect(s().playNotice).toMatchObject({ key: 'searched.setup.error.length', tone: 'error', params: { count: 10, cells: 64 } });
    expect(othello.formatMoves(s().playMoves)).toBe('f5');
    expect(s().playStart).toBeNull();
    s().playSetUp(`Z${WHITE_FIRST.slice(1)}`);
    expect(s().playNotice).toMatchObject({ key: 'searched.setup.error.character', params: { square: 'a1', char: '\u2068Z\u2069' } });
    s().playSetUp(WHITE_FIRST.slice(0, 64));
    expect(s().playNotice?.key).toBe('searched.setup.error.sideMissing');
    s().playSetUp(`${WHITE_FIRST.slice(0, -1)}Q`);
    expect(s().playNotice?.key).toBe('searched.setup.error.side');
    s().playSetUp({ cells: new Uint8Array(64), side: 0 });
    expect(s().playNotice?.key).toBe('searched.setup.error.counts');
    // A move: the notice is no longer about the position shown.
    s().playMove(othello.parseMoves('f5d6').moves[1]);
    expect(s().playNotice).toBeNull();
    s().playSetUp('X');
    expect(s().playNotice).not.toBeNull();
    s().playSetUp(WHITE_FIRST);
    expect(s().playNotice).toBeNull();
  });

  it('solves exactly on request beyond the automatic reach (hints on), and goes back to estimates when stopped', () => {
    const { s, search } = othelloStore();
    s().playUpdateSearch({ aiSides: 'none' });
    s().setHints(false);
    // Far from the end (60 empty squares) nothing is asked: the solve would never end.
    s().playSetUp(WHITE_FIRST);
    s().playSolveExactly();
    expect(s().playExactAsked).toBeNull();
    // 20 empty squares: within what a person may ask for (Othello's askLimit).
    s().playSetUp(NEAR_END);
    s().playSolveExactly();
    expect(s().playExactAsked).toBe(s().playMoves);
    expect(search.hints.at(-1)?.request).toMatchObject({ start: NEAR_END, exact: true });
    expect(s().playHints).toMatchObject({ exact: true, values: null });
    const cancels = search.hintCancels();
    s().playCancelExact();
    expect(search.hintCancels()).toBe(cancels + 1);
    expect(search.hints.at(-1)?.request).toMatchObject({ exact: false });
  });
});

describe('the address of a set-up start', () => {
  function opened(hash: string) {
    const { store } = storeWithTree({ deps: { search: fakeSearchPort().port } });
    const win = new FakeWindow();
    win.location.hash = hash;
    bindUrl(store, win);
    return { win, s: () => store.getState() };
  }

  it('reads ?setup= before the transcript (whose moves start there) and writes it back; a change of start is a new place', () => {
    const { s, win } = opened(`#/othello/f4?cpu=none&setup=${COMPACT}`);
    expect(s().playStart?.text).toBe(WHITE_FIRST);
    expect(othello.formatMoves(s().playMoves)).toBe('f4');
    expect(win.location.hash).toBe(`#/othello/f4?cpu=none&setup=${COMPACT}`);
    expect(shareHash(s(), win.location.hash)).toContain(`&setup=${COMPACT}`);
    const entries = win.entries.length;
    s().playNewGame();
    expect(win.location.hash).toBe('#/othello/?cpu=none');
    expect(win.entries.length).toBe(entries + 1);
    s().playSetUp(WHITE_FIRST);
    expect(win.location.hash).toBe(`#/othello/?cpu=none&setup=${COMPACT}`);
    // Back: the usual start again (the address without setup is the initial position).
    win.go(-1);
    expect(s().playStart).toBeNull();
    win.go(1);
    expect(s().playStart?.text).toBe(WHITE_FIRST);
  });

  it('opens a link from before (no setup) as before, and ignores a setup it cannot read with the address notice', () => {
    const old = opened('#/othello/f5d6');
    expect(old.s().playStart).toBeNull();
    expect(othello.formatMoves(old.s().playMoves)).toBe('f5d6');
    expect(old.win.location.hash).toBe('#/othello/f5d6');
    // A shared link writes every option, but no empty setup for the usual start.
    expect(shareHash(old.s(), old.win.location.hash)).not.toContain('setup');
    const bad = opened('#/othello/?setup=XO');
    expect(bad.s().playStart).toBeNull();
    expect(String(bad.s().appNotices.find((n) => n.key === 'notice.badAddress')?.params?.ignored)).toMatch(/setup=XO/);
  });
});
