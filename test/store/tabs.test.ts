import { describe, expect, it } from 'vitest';
import { homeTabOf, tabsOf } from '../../src/store/tabs.ts';
// The lab's run loads with its tab; the presenter test steps it.
import '../../src/features/lab/state/labSlice.ts';
import { bindUrl } from '../../src/store/url.ts';
import { FakeWindow, storeWithTree } from './helpers.ts';

const ids = (gameId: string) => tabsOf(gameId).map((t) => t.id);

describe('one tab list for every game, by capability', () => {
  it('gives a full-tree game the explorer (and tic-tac-toe its exercises), a searched game the play screen (and one solved on demand the explorer after it); an unknown game none', () => {
    expect(ids('tictactoe')).toEqual(['explore', 'lab', 'arena', 'exercises']);
    expect(ids('connect3')).toEqual(['explore', 'lab', 'arena']);
    expect(ids('othello')).toEqual(['play', 'lab', 'arena']);
    for (const id of ['connect4', 'connect4-5x4', 'connect4-4x4']) {
      expect(ids(id), id).toEqual(['play', 'explore', 'lab', 'arena']);
      expect(homeTabOf(id), id).toBe('play');
    }
    expect(ids('chess')).toEqual([]);
    expect(homeTabOf('tictactoe')).toBe('explore');
    expect(homeTabOf('othello')).toBe('play');
  });

  it('keeps the tab across games that have it, else opens the new game’s first; refuses a tab the game lacks', async () => {
    const { store } = storeWithTree();
    const s = () => store.getState();
    s().setTab('lab');
    s().chooseGame('othello');
    await expect.poll(() => s().appGameId).toBe('othello');
    expect(s().tab).toBe('lab');
    s().setTab('explore');
    expect(s().tab).toBe('lab');
    s().setTab('arena');
    s().chooseGame('tictactoe');
    expect(s().tab).toBe('arena');
    s().setTab('exercises');
    s().chooseGame('othello');
    expect(s().tab).toBe('play');
    s().chooseGame('connect3');
    await expect.poll(() => s().appGameId).toBe('connect3');
    expect(s().tab).toBe('explore');
    s().setTab('exercises');
    expect(s().tab).toBe('explore');
    // From a game's home tab to another game's home (the explorer of a full-tree game leads to Connect Four's play
    // screen); Connect Four's explorer stays the explorer across its board sizes.
    s().chooseGame('connect4-4x4');
    await expect.poll(() => s().appGameId).toBe('connect4-4x4');
    expect(s().tab).toBe('play');
    s().setTab('explore');
    expect(s().tab).toBe('explore');
    s().chooseGame('connect4-5x4');
    await expect.poll(() => s().appGameId).toBe('connect4-5x4');
    expect(s().tab).toBe('explore');
  });

  it('reads one tab field from any game’s address; a tab the game does not have is ignored with the bad-address notice', () => {
    const { store } = storeWithTree();
    const win = new FakeWindow();
    win.location.hash = '#/othello/f5d6?tab=explore';
    bindUrl(store, win);
    const s = store.getState();
    expect(s.appGameId).toBe('othello');
    expect(s.tab).toBe('play');
    expect(String(s.appNotices.find((n) => n.key === 'notice.badAddress')?.params?.ignored)).toMatch(/tab=explore/);
    win.navigate('#/4?tab=lab');
    expect(store.getState().tab).toBe('lab');
    win.navigate('#/othello/f5d6?tab=lab');
    expect(store.getState().tab).toBe('lab');
    expect(win.location.hash).toBe('#/othello/f5d6?tab=lab');
  });

  it('lets the open tab say what a presenter remote does: the lab steps, the arena does nothing', () => {
    const { store } = storeWithTree();
    const s = () => store.getState();
    s().playLoad([0, 1, 2, 3, 5, 4]);
    s().presenterStep('lab', 1);
    s().presenterStep('lab', 1);
    expect(s().labFrame).toBe(2);
    const before = s().playMoves;
    s().presenterStep('arena', 1);
    expect(s().playMoves).toBe(before);
    expect(s().labFrame).toBe(2);
  });
});
