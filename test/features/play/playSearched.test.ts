import { describe, expect, it } from 'vitest';
import { gameById } from '../../../src/games/index.ts';
import { legalMoveList, OUTCOME } from '../../../src/games/game.ts';
import { PASS } from '../../../src/games/othello/state.ts';
import { fakeSearchPort, FakeWindow, storeWithTree } from '../../store/helpers.ts';
import { bindUrl } from '../../../src/store/url.ts';

/** A game played by always taking the first legal move, up to its first pass and the move after it. */
function lineWithPass(): number[] {
  const g = othello();
  const moves: number[] = [];
  let state = g.initial;
  while (g.outcome(state) === OUTCOME.playing) {
    const m = legalMoveList(g, state)[0];
    moves.push(m);
    state = g.play(state, m);
    if (m === PASS) {
      const after = legalMoveList(g, state)[0];
      return [...moves, after];
    }
  }
  throw new Error('no pass in this game');
}

const tick = () => new Promise((r) => setTimeout(r, 0));
const othello = () => {
  const g = gameById('othello');
  if (!g) throw new Error('othello is not registered');
  return g;
};

describe('play slice, a searched game (Othello)', () => {
  it('switches games, loads a transcript, asks the CPU for White’s move and plays it with its value and nodes', async () => {
    const searcher = fakeSearchPort();
    const { store, flush } = storeWithTree({ deps: { search: searcher.port } });
    const s = () => store.getState();
    s().chooseGame('othello');
    expect(s().appGameId).toBe('othello');
    s().playLoadText('f5');
    flush();
    expect(searcher.asked).toHaveLength(1);
    expect(searcher.asked[0].request).toMatchObject({ gameId: 'othello', moves: s().playMoves, depth: 4, evaluation: 'strong' });
    expect(s().playThinking).toBe(true);
    const reply = othello().parseMoves('f5d6').moves[1];
    searcher.asked[0].answer({ move: reply, value: 0.25, nodes: 1234, depth: 4 });
    await tick();
    expect(s().playMoves).toEqual(othello().parseMoves('f5d6').moves);
    expect(s().playLastAi).toEqual({ side: 1, ai: 'search', evaluation: 'strong', move: reply, value: 0.25, nodes: 1234, depth: 4 });
    expect(s().playThinking).toBe(false);
  });

  it('drops a late answer for a line that changed, and undo goes back to the person’s turn', async () => {
    const searcher = fakeSearchPort();
    const { store, flush } = storeWithTree({ deps: { search: searcher.port } });
    const s = () => store.getState();
    s().chooseGame('othello');
    s().playLoadText('f5d6c3');
    flush();
    expect(searcher.asked).toHaveLength(1);
    s().playUndo(); // takes back c3, Black's (the person's) last move: White (the CPU) was to move
    expect(s().playMoves).toEqual(othello().parseMoves('f5d6').moves);
    searcher.asked[0].answer({ move: othello().parseMoves('f5d6c3d3').moves[3], value: 0, nodes: 1, depth: 1 });
    await tick();
    expect(s().playMoves).toEqual(othello().parseMoves('f5d6').moves); // the stale answer is ignored
    expect(searcher.cancels()).toBeGreaterThan(0);
  });

  it('rejects an illegal square with a hint and a bad transcript with its longest legal start', () => {
    const { store } = storeWithTree({ deps: { search: fakeSearchPort().port } });
    const s = () => store.getState();
    s().chooseGame('othello');
    s().playUpdateSearch({ aiSides: 'none' });
    s().playMove(0); // a1 is not legal at the start
    expect(s().playNotice?.key).toBe('searched.notice.illegal');
    expect(s().playMoves).toEqual([]);
    const kept = s().playLoadText('f5d6z9');
    expect(othello().formatMoves(kept)).toBe('f5d6');
    expect(s().playNotice).toMatchObject({ key: 'searched.notice.badTranscript', params: { kept: 'f5 d6' } });
  });

  it('notices go when they stop being true: "not a legal move" with a change of sides, "the CPU is thinking" with its move', () => {
    const searcher = fakeSearchPort();
    const { store } = storeWithTree({ deps: { search: searcher.port } });
    const s = () => store.getState();
    s().chooseGame('othello');
    s().playUpdateSearch({ aiSides: 'none' });
    s().playMove(0);
    expect(s().playNotice?.key).toBe('searched.notice.illegal');
    s().playUpdateSearch({ aiSides: 'second' }); // the person now plays Black against the CPU: the try is old news
    expect(s().playNotice).toBeNull();
    s().playMove(0);
    expect(s().playNotice?.key).toBe('searched.notice.illegal');
    s().playUpdateSearch({ depth: 3 }); // not a change of sides: still true
    expect(s().playNotice?.key).toBe('searched.notice.illegal');
    s().playMove(othello().parseMoves('f5').moves[0]);
    expect(s().playNotice).toBeNull();
    s().playMove(othello().parseMoves('f5d6').moves[1]); // the CPU's turn
    expect(s().playNotice?.key).toBe('searched.notice.thinking');
    s().playUpdateSearch({ aiSides: 'none' }); // nobody is thinking now
    expect(s().playNotice).toBeNull();
  });

  it('CPU against CPU waits while paused and plays when resumed', async () => {
    const searcher = fakeSearchPort();
    const { store, flush } = storeWithTree({ deps: { search: searcher.port } });
    const s = () => store.getState();
    s().chooseGame('othello');
    s().playSetPaused(true);
    s().playUpdateSearch({ aiSides: 'both' });
    flush();
    expect(searcher.asked).toHaveLength(0);
    s().playSetPaused(false);
    flush();
    expect(searcher.asked).toHaveLength(1);
  });

  it('switching games is a history entry: Back returns to the other game at its line', () => {
    const { store } = storeWithTree({ deps: { search: fakeSearchPort().port } });
    const win = new FakeWindow();
    bindUrl(store, win);
    store.getState().playMove(4);
    win.navigate('#/othello/f5d6c3');
    store.getState().chooseGame('tictactoe');
    // The full-tree game keeps its line while another game is shown.
    expect(win.entries).toEqual(['#/', '#/4', '#/othello/f5d6c3', '#/4']);
    win.go(-1);
    expect(store.getState().appGameId).toBe('othello');
    expect(othello().formatMoves(store.getState().playMoves)).toBe('f5d6c3');
    win.go(-1);
    expect(store.getState().appGameId).toBe('tictactoe');
    expect(store.getState().playMoves).toEqual([4]);
  });

  it('keeps #/othello/<transcript> in the address and reads it back', () => {
    const { store } = storeWithTree({ deps: { search: fakeSearchPort().port } });
    const win = new FakeWindow();
    win.location.hash = '#/othello/f5d6c3';
    bindUrl(store, win);
    expect(store.getState().appGameId).toBe('othello');
    expect(othello().formatMoves(store.getState().playMoves)).toBe('f5d6c3');
    store.getState().chooseGame('tictactoe');
    expect(win.location.hash).toBe('#/');
  });

  it('Undo, New game, a new depth or leaving the play screen while the CPU thinks stop its search; no stale move lands', async () => {
    const searcher = fakeSearchPort();
    const { store, flush } = storeWithTree({ deps: { search: searcher.port } });
    const s = () => store.getState();
    s().chooseGame('othello');
    s().playUpdateSearch({ depth: 8 });
    s().playLoadText('f5');
    flush();
    expect(s().playThinking).toBe(true);
    s().playNewGame();
    expect(searcher.cancels()).toBe(1);
    expect(s().playThinking).toBe(false);
    expect(s().playMoves).toEqual([]);
    s().playMove(othello().parseMoves('f5').moves[0]); // the board is usable at once
    flush();
    expect(searcher.asked).toHaveLength(2);
    s().playUpdateSearch({ depth: 2 });
    expect(searcher.cancels()).toBe(2);
    flush();
    expect(searcher.asked[2].request.depth).toBe(2);
    // Another tab: the play screen unmounts and says it left.
    s().setTab('lab');
    s().playLeave();
    expect(searcher.cancels()).toBe(3);
    expect(s().playThinking).toBe(false);
    for (const a of searcher.asked) a.answer({ move: othello().parseMoves('f5d6').moves[1], value: 0, nodes: 1, depth: 8 });
    await tick();
    expect(othello().formatMoves(s().playMoves)).toBe('f5'); // every answer was for a search that was stopped
    s().setTab('play');
    s().playReturn();
    flush();
    expect(searcher.asked).toHaveLength(4);
    expect(searcher.asked[3].request).toMatchObject({ moves: othello().parseMoves('f5').moves, depth: 2 });
  });

  it('a replaced or hidden search tree stops the levels still being computed for it', () => {
    const searcher = fakeSearchPort();
    const { store } = storeWithTree({ deps: { search: searcher.port } });
    const s = () => store.getState();
    s().chooseGame('othello');
    s().playUpdateSearch({ aiSides: 'none', depth: 6 });
    store.searchTree.show();
    expect(searcher.levels).toHaveLength(1);
    expect(searcher.treeCancels()).toBe(0);
    s().playMove(othello().parseMoves('f5').moves[0]);
    expect(searcher.treeCancels()).toBe(1);
    expect(store.searchTree.getSnapshot().tree).toBeNull();
    store.searchTree.show();
    store.searchTree.setAlphaBeta(false); // a new tree replaces the old one
    expect(searcher.treeCancels()).toBe(2);
    store.searchTree.hide();
    expect(searcher.treeCancels()).toBe(3);
  });

  it('a presenter remote on the play screen: forward asks the CPU for the side to move, back undoes; away from it, nothing', async () => {
    const searcher = fakeSearchPort();
    const { store, flush } = storeWithTree({ deps: { search: searcher.port } });
    const s = () => store.getState();
    s().chooseGame('othello');
    s().playUpdateSearch({ aiSides: 'none' });
    s().presenterStep('play', 1);
    expect(searcher.asked).toHaveLength(1);
    expect(searcher.asked[0].request.moves).toEqual([]);
    searcher.asked[0].answer({ move: othello().parseMoves('f5').moves[0], value: 0, nodes: 1, depth: 4 });
    await tick();
    expect(othello().formatMoves(s().playMoves)).toBe('f5');
    s().presenterStep('play', -1);
    expect(s().playMoves).toEqual([]);
    s().setTab('lab');
    s().playLeave();
    s().presenterStep('play', 1);
    flush();
    expect(searcher.asked).toHaveLength(1);
  });

  it('the move list: going to move k keeps the moves after it to go forward again; the CPU waits while there are moves ahead', async () => {
    const searcher = fakeSearchPort();
    const { store, flush } = storeWithTree({ deps: { search: searcher.port } });
    const s = () => store.getState();
    const line = othello().parseMoves('f5d6c3d3c4').moves;
    s().chooseGame('othello');
    s().playLoadText('f5d6c3d3c4'); // White (the CPU) to move
    flush();
    expect(searcher.asked).toHaveLength(1);
    s().playGoTo(2); // back to Black's turn after f5 d6: the CPU's search is dropped
    expect(s().playMoves).toEqual(line.slice(0, 2));
    expect(s().playFuture).toEqual(line.slice(2));
    expect(s().playThinking).toBe(false);
    s().playGoTo(3); // White (the CPU) to move, with d3 c4 still ahead: it waits
    flush();
    expect(s().playMoves).toEqual(line.slice(0, 3));
    expect(searcher.asked).toHaveLength(1);
    s().playGoTo(5); // forward to the end: nothing ahead, the CPU moves again
    flush();
    expect(s().playMoves).toEqual(line);
    expect(s().playFuture).toEqual([]);
    expect(searcher.asked).toHaveLength(2);
    s().playGoTo(0);
    expect(s().playMoves).toEqual([]);
    expect(s().playFuture).toEqual(line);
    // Out of range, negative, fractional, NaN: ignored.
    for (const k of [6, -1, 1.5, Number.NaN]) s().playGoTo(k);
    expect(s().playMoves).toEqual([]);
    expect(s().playFuture).toEqual(line);
    // Playing the move the line had goes forward along it, the CPU's recorded reply included.
    s().playMove(line[0]);
    flush();
    expect(s().playMoves).toEqual(line.slice(0, 2));
    expect(s().playFuture).toEqual(line.slice(2));
    // Playing another move drops the moves ahead.
    s().playMove(othello().parseMoves('f5d6c5').moves[2]);
    expect(s().playFuture).toEqual([]);
  });

  it('the move list goes through passes like any move', () => {
    const { store } = storeWithTree({ deps: { search: fakeSearchPort().port } });
    const s = () => store.getState();
    s().chooseGame('othello');
    s().playUpdateSearch({ aiSides: 'none' });
    const g = othello();
    const line = lineWithPass();
    expect(line).toContain(PASS);
    s().playLoadText(g.formatMoves(line));
    expect(s().playMoves).toEqual(line);
    const total = line.length;
    const p = line.indexOf(PASS);
    s().playGoTo(p + 1);
    expect(s().playMoves.at(-1)).toBe(PASS);
    s().playGoTo(1);
    expect(s().playFuture).toHaveLength(total - 1);
    s().playGoTo(total);
    expect(s().playMoves).toHaveLength(total);
  });
});
