import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyHash, bindUrl, hashFromMoves, hashOf, parseHash } from '../../src/store/url.ts';
import { movesFromHash } from '../helpers/store.ts';
import { bindQuizUrl } from '../../src/features/exercises/state/quizUrl.ts';
import { FakeWindow, storeWithTree } from './helpers.ts';
// The lab's run (the search behind its steps): the app loads it with the lab's tab (labState.ts).
import '../../src/features/lab/state/labSlice.ts';

describe('URL format', () => {
  it('reads and writes #/<moves>', () => {
    expect(movesFromHash('#/408')).toBe('408');
    expect(movesFromHash('#/')).toBe('');
    expect(movesFromHash('')).toBe('');
    expect(movesFromHash('#408')).toBe('408');
    expect(movesFromHash('#/%34%30')).toBe('40');
    expect(movesFromHash('#/%E0%A4%A')).toBe('%E0%A4%A');
    expect(hashFromMoves([4, 0, 8])).toBe('#/408');
    expect(hashFromMoves([])).toBe('#/');
  });

  it('round-trips every legal line', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 8 }), { maxLength: 9 }), (cells) => {
        const { store } = storeWithTree();
        const kept = store.getState().playLoadText(cells.join(''));
        expect(movesFromHash(hashFromMoves(kept))).toBe(kept.join(''));
        expect(cells.join('').startsWith(kept.join(''))).toBe(true);
      }),
      { seed: 11, numRuns: 300 },
    );
  });
});

describe('bindUrl', () => {
  it('restores the position in the address on load and follows the game', () => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    win.location.hash = '#/408';
    bindUrl(store, win);
    expect(store.getState().playMoves).toEqual([4, 0, 8]);
    store.getState().playMove(1);
    expect(win.location.hash).toBe('#/4081');
    store.getState().playUndo();
    expect(win.location.hash).toBe('#/408');
  });

  it.each([
    ['#/4084', [4, 0, 8], /cell 4 is already taken/],
    ['#/40x', [4, 0], /unknown character "x"/],
    ['#/9', [], /cell 9 is out of range/],
    ['#/0314256', [0, 3, 1, 4, 2], /game is over/],
    ['#/01234567890123456789', [0, 1, 2, 3, 4, 5, 6], /at most 9 moves|game is over/],
  ])('a bad address %s falls back to the longest legal prefix with a clear message', (hash, kept, reason) => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    win.location.hash = hash;
    bindUrl(store, win);
    expect(store.getState().playMoves).toEqual(kept);
    expect(store.getState().playNotice?.tone).toBe('error');
    expect(String(store.getState().playNotice?.params?.reason)).toMatch(reason);
    expect(win.location.hash).toBe(hashFromMoves(kept));
  });

  it('loads a hand-edited address and never throws on arbitrary hashes', () => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    const unbind = bindUrl(store, win);
    win.navigate('#/22');
    expect(store.getState().playMoves).toEqual([2]);
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        win.navigate(`#/${s}`);
        expect(win.location.hash).toBe(hashFromMoves(store.getState().playMoves));
      }),
      { seed: 5, numRuns: 500 },
    );
    unbind();
    expect(win.listeners).toHaveLength(0);
  });
});

describe('history and options in the address', () => {
  it('every position change pushes an entry: Back and Forward walk the positions', () => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    bindUrl(store, win);
    store.getState().playMove(4);
    store.getState().playMove(0);
    store.getState().playLoad([4, 0, 8]);
    expect(win.entries).toEqual(['#/', '#/4', '#/40', '#/408']);
    win.go(-1);
    expect(store.getState().playMoves).toEqual([4, 0]);
    win.go(-1);
    expect(store.getState().playMoves).toEqual([4]);
    win.go(1);
    win.go(1);
    expect(store.getState().playMoves).toEqual([4, 0, 8]);
    // Loading an entry writes nothing new: the forward entries survive Back.
    expect(win.entries).toEqual(['#/', '#/4', '#/40', '#/408']);
  });

  it('tabs are places too; options replace the entry they are on', () => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    bindUrl(store, win);
    store.getState().playMove(4);
    store.getState().setTab('lab');
    store.getState().setLabAlgorithm('alphabeta');
    store.getState().updateSettings({ treeDepth: 3 });
    expect(win.entries).toEqual(['#/', '#/4', '#/4?tab=lab&levels=3&alg=alphabeta']);
    win.go(-1);
    expect(store.getState().tab).toBe('explore');
    // An option is not a place: Back keeps it (and writes it into the entry).
    expect(store.getState().settings.treeDepth).toBe(3);
    expect(win.location.hash).toBe('#/4?levels=3&alg=alphabeta');
    win.go(1);
    expect(store.getState().tab).toBe('lab');
  });

  it('the AI’s reply to a person replaces the person’s entry, so Back is the person’s turn again', () => {
    const { store, flush } = storeWithTree();
    const win = new FakeWindow();
    store.getState().setPlayMode('vs-ai');
    bindUrl(store, win);
    store.getState().playMove(4);
    flush();
    expect(store.getState().playMoves).toHaveLength(2);
    expect(win.entries).toHaveLength(2);
    expect(win.entries[1]).toBe(`#/4${store.getState().playMoves[1]}?mode=vs-ai`);
    win.go(-1);
    expect(store.getState().playMoves).toEqual([]);
  });

  it('a link with every option restores every option, the lab step included, even before the tree arrives', () => {
    const { store: a } = storeWithTree();
    a.getState().playLoad([4, 0, 8, 2]);
    a.getState().setTab('lab');
    a.getState().updateSettings({ treeDepth: 4, childOrder: 'value', mergeSymmetry: true, scoreMode: 'shortest' });
    a.getState().setLabAlgorithm('alphabeta');
    a.getState().setLabOptions({ labOrder: 'best', labTt: true, labSymmetry: true, labDepth: 3, labCut: 'gt' });
    a.getState().setLabFrame(5);
    a.getState().showPicture('overview');
    a.getState().setHints(false);
    a.getState().setHideValues(true);
    const link = hashOf(a.getState(), true);
    expect(link).toBe('#/4082?tab=lab&mode=analysis&side=o&ai=perfect&score=shortest&hints=0&hide=1&levels=4&order=value&merge=1&picture=overview&alg=alphabeta&lorder=best&tt=1&sym=1&depth=3&lcut=gt&lfail=soft&step=5');
    // Another machine, whose saved settings differ, with the tree still on its way.
    const { store: b } = storeWithTree();
    const tree = b.getState().tree;
    b.setState({ tree: null, settings: { ...b.getState().settings, treeDepth: 1, playMode: 'vs-ai', side: 1 } });
    const win = new FakeWindow();
    win.location.hash = link;
    bindUrl(b, win);
    b.setState({ tree });
    expect(hashOf(b.getState(), true)).toBe(link);
    expect(b.getState().labFrame).toBe(5);
  });

  it('the side is written by the game’s own name: side=x is the second player, side=black is no side of this game', () => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    win.location.hash = '#/4?mode=vs-ai&side=x';
    bindUrl(store, win);
    expect(store.getState().settings.side).toBe(1);
    expect(hashOf(store.getState(), true)).toContain('&side=x&');
    win.navigate('#/4?side=black');
    expect(store.getState().settings.side).toBe(1);
    expect(store.getState().appNotices.map((n) => n.key)).toContain('notice.badAddress');
  });

  it('hide values: hide=1 turns it on, hide=0 off, an absent hide keeps the saved setting, a bad one is ignored; a plain address leaves it out', () => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    win.location.hash = '#/4?hide=1';
    bindUrl(store, win);
    expect(store.getState().settings.hideValues).toBe(true);
    expect(win.location.hash).toBe('#/4?hide=1');
    store.getState().revealValue('p:1');
    win.navigate('#/40');
    expect(store.getState().settings.hideValues).toBe(true); // an option: its absence keeps it
    expect(store.getState().hideRevealed.has('p:1')).toBe(true); // nothing re-hidden by a move
    win.navigate('#/40?hide=0');
    expect(store.getState().settings.hideValues).toBe(false);
    expect(hashOf(store.getState(), false)).toBe('#/40');
    expect(hashOf(store.getState(), true)).toContain('&hide=0&');
    win.navigate('#/40?hide=yes');
    expect(store.getState().settings.hideValues).toBe(false);
    expect(String(store.getState().appNotices.find((n) => n.key === 'notice.badAddress')?.params?.ignored)).toContain('hide=yes');
    store.getState().setHideValues(true);
    expect(win.location.hash).toBe('#/40?hide=1');
  });

  it('bad parameters are ignored with a notice that goes when a good address arrives', () => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    win.location.hash = '#/40?levels=9&tab=lab&colour=red';
    bindUrl(store, win);
    expect(store.getState().tab).toBe('lab');
    expect(store.getState().settings.treeDepth).toBe(2);
    const notice = store.getState().appNotices.find((n) => n.key === 'notice.badAddress');
    expect(notice?.tone).toBe('error');
    expect(String(notice?.params?.ignored)).toMatch(/colour.*levels=9/);
    expect(win.location.hash).toBe('#/40?tab=lab');
    win.navigate('#/4?levels=3');
    expect(store.getState().appNotices.map((n) => n.key)).not.toContain('notice.badAddress');
    expect(store.getState().settings.treeDepth).toBe(3);
  });

  it('15,000 unknown keys: the notice names the first five, quoted, and counts the rest', () => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    win.location.hash = `#/4?${Array.from({ length: 15_000 }, (_, i) => `k${i}=1`).join('&')}`;
    bindUrl(store, win);
    const notice = store.getState().appNotices.find((n) => n.key === 'notice.badAddress');
    expect(notice?.params).toEqual({ ignored: ['k0', 'k1', 'k2', 'k3', 'k4'].map((k) => `\u2068${k}\u2069`).join(', '), more: 14_995 });
  });

  it('a key given twice takes its last value, as a quiz link does, with a notice naming it', () => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    win.location.hash = '#/4?levels=3&tab=lab&levels=4&levels=5&tab=arena';
    bindUrl(store, win);
    expect(store.getState().settings.treeDepth).toBe(5);
    expect(store.getState().tab).toBe('arena');
    const notice = store.getState().appNotices.find((n) => n.key === 'notice.repeatedAddress');
    expect(notice?.params).toEqual({ keys: '\u2068levels\u2069, \u2068tab\u2069', more: 0 });
    expect(win.location.hash).toBe('#/4?tab=arena&levels=5');
    win.navigate('#/4?levels=3');
    expect(store.getState().appNotices.map((n) => n.key)).not.toContain('notice.repeatedAddress');
  });

  it('a bad line’s notice goes when a good address arrives', () => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    win.location.hash = '#/4084';
    bindUrl(store, win);
    expect(store.getState().playNotice?.key).toBe('notice.badMoves');
    win.navigate('#/2');
    expect(store.getState().playNotice).toBeNull();
  });

  it('a typed address whose hashchange has not arrived yet is not written over by a store change (a quiz link or a line)', () => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    bindUrl(store, win);
    bindQuizUrl(store, win);
    const quiz = '#/quiz?kinds=minimax&level=easy&count=1&seed=5';
    win.location.hash = quiz; // the browser has the new address; its hashchange is still queued
    store.getState().playMove(4); // the worker's answer, a timer: anything that changes the store
    expect(win.location.hash).toBe(quiz);
    win.listeners.forEach((f) => f());
    expect(store.getState().tab).toBe('exercises');
    expect(win.location.hash).toBe(quiz);
    win.location.hash = '#/408';
    store.getState().setTab('lab');
    expect(win.location.hash).toBe('#/408');
    win.listeners.forEach((f) => f());
    expect(store.getState().playMoves).toEqual([4, 0, 8]);
  });

  it('reads another game’s path apart and leaves it alone', () => {
    expect(parseHash('#/408?tab=lab')).toMatchObject({ game: 'tictactoe', moves: '408' });
    expect(parseHash('#/tictactoe/40').moves).toBe('40');
    expect(parseHash('#/othello/f5')).toMatchObject({ game: 'othello', moves: 'f5' });
    expect(parseHash('#/chess/e4').game).toBe('tictactoe'); // not a game: the app game's (bad) move text
    expect(parseHash('#/?embed').params.get('embed')).toBe('');
  });

  it('?embed turns on the minimal frame and stays in the address', () => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    win.location.hash = '#/4?embed';
    bindUrl(store, win);
    expect(store.getState().viewEmbed).toBe(true);
    store.getState().playMove(0);
    expect(win.location.hash).toBe('#/40?embed');
  });

  it('while the lab plays, its steps reach the address when it stops', () => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    bindUrl(store, win);
    store.getState().playLoad([4, 0, 8, 2, 6]);
    store.getState().setTab('lab');
    const before = win.entries.length;
    store.getState().setLabPlaying(true);
    store.getState().tickLab();
    store.getState().tickLab();
    expect(win.location.hash).toBe('#/40826?tab=lab');
    store.getState().setLabPlaying(false);
    expect(win.location.hash).toBe('#/40826?tab=lab&step=2');
    expect(win.entries.length).toBe(before);
  });
});

describe('a searched game’s lab in the address (#24: a course step sets it)', () => {
  it('applies the searched lab’s options after the line and writes them back; a shared link carries every one', async () => {
    const { store } = storeWithTree();
    await applyHash(store, '#/othello/f5?tab=lab&cpu=none&alg=minimax&lorder=eval&tt=1&ldepth=3&leaf=written');
    const s = store.getState();
    expect(s.appGameId).toBe('othello');
    expect(s.playMoves).toHaveLength(1);
    expect([s.labAlgorithm, s.labEstimateOrder, s.labTt, s.labEstimateDepth, s.labLeaf]).toEqual(['minimax', 'eval', true, 3, 'asWritten']);
    expect(hashOf(s)).toBe('#/othello/f5?tab=lab&cpu=none&lorder=eval&tt=1&ldepth=3&leaf=written');
    expect(hashOf(s, true)).toMatch(/&alg=minimax&lorder=eval&tt=1&ldepth=3&leaf=written&step=0$/);
    // The full-tree lab's options are its own: a searched game's depth in moves does not touch tic-tac-toe's.
    expect(s.labDepth).toBeNull();
  });

  it('ignores a value the searched lab does not offer, with the bad-address notice, and keeps the option as it was', async () => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    win.location.hash = '#/othello/f5?tab=lab&ldepth=9&lorder=best';
    bindUrl(store, win);
    await expect.poll(() => store.getState().playMoves.length).toBe(1);
    const s = store.getState();
    expect([s.labEstimateDepth, s.labEstimateOrder]).toEqual([2, 'cell']);
    expect(String(s.appNotices.find((n) => n.key === 'notice.badAddress')?.params?.ignored)).toMatch(/ldepth=9.*lorder=best|lorder=best.*ldepth=9/);
  });
});

describe('the AI the person plays against, in the address (#24)', () => {
  it('`ai=` sets the opponent; a player no game has is ignored with the bad-address notice; a plain address keeps the saved one', () => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    win.location.hash = '#/4?mode=vs-ai&ai=random';
    bindUrl(store, win);
    expect(store.getState().settings.opponent).toBe('random');
    expect(win.location.hash).toBe('#/4?mode=vs-ai&ai=random');
    win.navigate('#/4?mode=vs-ai&ai=grandmaster');
    expect(store.getState().settings.opponent).toBe('random');
    expect(String(store.getState().appNotices.find((n) => n.key === 'notice.badAddress')?.params?.ignored)).toMatch(/ai=grandmaster/);
    win.navigate('#/4?mode=vs-ai&ai=perfect');
    expect(store.getState().settings.opponent).toBe('perfect');
    expect(win.location.hash).toBe('#/4?mode=vs-ai');
  });
});
