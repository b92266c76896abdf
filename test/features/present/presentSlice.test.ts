import { describe, expect, it } from 'vitest';
import { presentFromSearch } from '../../../src/features/present/state/presentAddress.ts';
import { storeWithTree } from '../../store/helpers.ts';
// The lab's run (the search behind its steps): the app loads it with the lab's tab (labState.ts).
import '../../../src/features/lab/state/labSlice.ts';

describe('presentation mode in the store', () => {
  it('reads ?present from the query string', () => {
    expect(presentFromSearch('?present')).toBe(true);
    expect(presentFromSearch('?embed&present=1')).toBe(true);
    expect(presentFromSearch('?present=0')).toBe(false);
    expect(presentFromSearch('')).toBe(false);
    expect(presentFromSearch('?presenter')).toBe(false);
  });

  it('blanks the screen only in presentation mode, and leaving the mode unblanks', () => {
    const { store } = storeWithTree();
    const s = () => store.getState();
    s().toggleBlank();
    expect(s().presentBlank).toBe(false);
    s().setPresent(true);
    s().toggleBlank();
    expect(s().presentBlank).toBe(true);
    s().toggleBlank();
    expect(s().presentBlank).toBe(false);
    s().toggleBlank();
    s().setPresent(false);
    expect(s().presentBlank).toBe(false);
  });

  it('the remote walks the principal variation in analysis, back and forward again along the same line', () => {
    const { store } = storeWithTree();
    const s = () => store.getState();
    s().playLoad([4, 1]); // o to move and winning: only some moves keep the win
    s().presenterStep('explore', 1);
    const [next] = s().playMoves.slice(2);
    expect(s().playMoves).toHaveLength(3);
    expect(s().positions && next).toBeDefined();
    expect([0, 2, 3, 5, 6, 8]).toContain(next); // a best move (+1), never the drawing 7
    s().presenterStep('explore', -1);
    expect(s().playMoves).toEqual([4, 1]);
    s().presenterStep('explore', 1);
    expect(s().playMoves).toEqual([4, 1, next]);
  });

  it('against an AI the remote makes the next AI move and undoes; in the lab it steps', () => {
    const { store } = storeWithTree();
    const s = () => store.getState();
    s().setPlayMode('vs-ai');
    s().playMove(0);
    s().presenterStep('explore', 1);
    expect(s().playMoves).toEqual([0, 4]);
    s().presenterStep('explore', -1);
    expect(s().playMoves).toEqual([]);
    s().playLoad([0, 1, 2, 3, 5, 4]);
    s().presenterStep('lab', 1);
    s().presenterStep('lab', 1);
    s().presenterStep('lab', -1);
    expect(s().labFrame).toBe(1);
    s().presenterStep('arena', 1); // nothing to step there
    expect(s().labFrame).toBe(1);
  });

  it('AI against AI waits for the presenter in presentation mode', () => {
    const { store, pending } = storeWithTree();
    const s = () => store.getState();
    s().setPresent(true);
    s().setPlayMode('ai-vs-ai');
    expect(s().playPaused).toBe(true);
    expect(pending()).toBe(0);
    s().playSetPaused(false);
    expect(pending()).toBe(1);
  });
});
