import assert from 'node:assert/strict';
import { describe, expect, it } from 'vitest';
import { isOver, legalMoves, outcomeOf, toMove } from '../../../src/games/tictactoe/board.ts';
import { bestCellsOf, ticBoard } from '../../helpers/store.ts';
import { ScriptedRng, storeWithTree } from '../../store/helpers.ts';
import { loadSettings, SETTINGS_KEY } from '../../../src/store/settings.ts';

describe('play slice, a full-tree game (tic-tac-toe)', () => {
  it('plays human moves in analysis mode and keeps a redo stack', () => {
    const { store } = storeWithTree();
    const s = () => store.getState();
    s().playMove(4);
    s().playMove(0);
    expect(s().playMoves).toEqual([4, 0]);
    s().playUndo();
    expect(s().playMoves).toEqual([4]);
    expect(s().playFuture).toEqual([0]);
    s().playRedo();
    expect(s().playMoves).toEqual([4, 0]);
    s().playUndo();
    s().playMove(8); // a different move clears the redo stack
    expect(s().playFuture).toEqual([]);
  });

  it('ignores an occupied cell, a finished game and a bad index with a hint, losing nothing', () => {
    const { store } = storeWithTree();
    const s = () => store.getState();
    s().playMove(4);
    s().playMove(4);
    expect(s().playMoves).toEqual([4]);
    expect(s().playNotice).toMatchObject({ key: 'notice.occupied', params: { cell: 4 } });
    s().playMove(12);
    expect(s().playNotice?.key).toBe('notice.badCell');
    s().playLoad([0, 3, 1, 4, 2]);
    s().playMove(8);
    expect(s().playNotice?.key).toBe('notice.gameOver');
    expect(s().playMoves).toEqual([0, 3, 1, 4, 2]);
  });

  it('answers as the perfect AI: "AI chose c (value v)" with a best move', () => {
    const { store, flush } = storeWithTree();
    const s = () => store.getState();
    s().setPlayMode('vs-ai');
    s().setSide(0);
    s().playMove(0);
    expect(s().playPending).toBe(true);
    s().playMove(1);
    expect(s().playNotice?.key).toBe('notice.aiThinking');
    flush();
    expect(s().playMoves).toEqual([0, 4]); // the only drawing reply to a corner
    expect(s().playLastAi).toEqual({ side: 1, ai: 'perfect', move: 4, value: 0 });
  });

  it('moves first when the person plays x, and undo takes back the AI reply too', () => {
    const rng = new ScriptedRng();
    rng.choice = 4;
    const { store, flush } = storeWithTree({ rng });
    const s = () => store.getState();
    s().setPlayMode('vs-ai');
    s().setSide(1);
    flush();
    expect(s().playMoves).toEqual([4]);
    s().playMove(0);
    flush();
    expect(s().playMoves).toHaveLength(3);
    s().playUndo();
    expect(s().playMoves).toEqual([4]);
    expect(toMove(ticBoard(s().playMoves))).toBe('x');
  });

  it('redo against the AI brings back the same AI reply and keeps the redo stack', () => {
    const rng = new ScriptedRng();
    const { store, flush } = storeWithTree({ rng });
    const s = () => store.getState();
    s().setPlayMode('vs-ai');
    s().setSide(0);
    s().playMove(4);
    flush();
    s().playMove(1);
    flush();
    const line = [...s().playMoves];
    expect(line).toHaveLength(4);
    s().playUndo();
    s().playUndo();
    expect(s().playMoves).toEqual([]);
    rng.choice = 3; // a different choice would show if the AI chose again
    s().playRedo();
    flush();
    expect(s().playMoves).toEqual(line.slice(0, 2));
    expect(s().playFuture).toEqual(line.slice(2));
    s().playRedo();
    expect(s().playMoves).toEqual(line);
  });

  it('plays AI against AI to a draw, and pauses', () => {
    const { store, flush, pending } = storeWithTree();
    const s = () => store.getState();
    s().setPlayMode('ai-vs-ai');
    flush();
    expect(s().playMoves).toHaveLength(9);
    expect(outcomeOf(ticBoard(s().playMoves))).toBe('draw');
    s().playNewGame();
    s().playSetPaused(true);
    expect(pending()).toBe(0);
    s().playSetPaused(false);
    expect(pending()).toBe(1);
  });

  it('AI against AI: each side plays its own AI (perfect o against random x), named in the AI line, remembered', () => {
    const saved = new Map<string, string>();
    const storage = { getItem: (k: string) => saved.get(k) ?? null, setItem: (k: string, v: string) => void saved.set(k, v) };
    const { store, flush } = storeWithTree({ storage }); // the scripted rng: random always takes the lowest empty cell
    const s = () => store.getState();
    s().playSetPaused(true);
    s().setPlayMode('ai-vs-ai');
    s().setSideAi(1, 'random');
    s().setSideAi(0, 'nonsense'); // ignored
    s().setSideAi(2 as 0, 'random'); // ignored
    expect(s().settings.aiVsAi).toEqual(['perfect', 'random']);
    const seen: { player: number; ai: string; cell: number; before: number[] }[] = [];
    store.subscribe((now, prev) => {
      const last = now.playLastAi;
      if (last && last !== prev.playLastAi) seen.push({ player: last.side, ai: last.ai, cell: last.move, before: prev.playMoves });
    });
    s().playSetPaused(false);
    flush();
    expect(isOver(ticBoard(s().playMoves))).toBe(true);
    expect(seen.length).toBeGreaterThan(4);
    for (const m of seen) {
      expect(m.ai).toBe(m.player === 0 ? 'perfect' : 'random');
      if (m.player === 1) expect(m.cell).toBe(legalMoves(ticBoard(m.before))[0]);
    }
    expect(outcomeOf(ticBoard(s().playMoves))).toBe('o-won'); // perfect play beats the lowest-cell player
    expect(JSON.parse(saved.get(SETTINGS_KEY) ?? '{}').aiVsAi).toEqual(['perfect', 'random']);
    expect(loadSettings(storage).settings.aiVsAi).toEqual(['perfect', 'random']);
    // Settings saved before each side had its own AI: both sides keep the one AI they had; a broken pair is discarded.
    expect(loadSettings({ getItem: () => JSON.stringify({ opponent: 'minimax-d2' }), setItem: () => {} }).settings.aiVsAi).toEqual(['minimax-d2', 'minimax-d2']);
    const broken = loadSettings({ getItem: () => JSON.stringify({ aiVsAi: ['perfect', 'nonsense'] }), setItem: () => {} });
    expect(broken).toMatchObject({ discarded: true, settings: { aiVsAi: ['perfect', 'perfect'] } });
  });

  it('keeps the person’s side as the first or second player: saved as 0 / 1, earlier saves by the side’s name read the same', () => {
    const saved = new Map<string, string>();
    const storage = { getItem: (k: string) => saved.get(k) ?? null, setItem: (k: string, v: string) => void saved.set(k, v) };
    const { store } = storeWithTree({ storage });
    store.getState().setSide(1);
    expect(JSON.parse(saved.get(SETTINGS_KEY) ?? '{}').side).toBe(1);
    expect(loadSettings(storage).settings.side).toBe(1);
    const load = (side: unknown) => loadSettings({ getItem: () => JSON.stringify({ side }), setItem: () => {} });
    expect(load('x')).toEqual({ discarded: false, settings: expect.objectContaining({ side: 1 }) });
    expect(load('o')).toEqual({ discarded: false, settings: expect.objectContaining({ side: 0 }) });
    expect(load(0).settings.side).toBe(0);
    for (const bad of ['z', 2, -1, null, 'black']) expect(load(bad), String(bad)).toEqual({ discarded: true, settings: expect.objectContaining({ side: 0 }) });
  });

  it('loads a move string, falling back to the longest legal prefix with a message', () => {
    const { store } = storeWithTree();
    const s = () => store.getState();
    expect(s().playLoadText('4084')).toEqual([4, 0, 8]);
    expect(s().playNotice).toMatchObject({ key: 'notice.badMoves', tone: 'error', params: { kept: 'o:4 x:0 o:8' } });
    expect(s().playLoadText('x')).toEqual([]);
    expect(s().playLoadText('0123456789')).toHaveLength(7);
    s().playLoadText('31');
    expect(s().playMoves).toEqual([3, 1]);
  });

  it('keeps redo moves when a tree click goes back along the line', () => {
    const { store } = storeWithTree();
    const s = () => store.getState();
    s().playLoad([4, 0, 8]);
    s().playLoad([4]);
    expect(s().playFuture).toEqual([0, 8]);
    s().playLoad([2]);
    expect(s().playFuture).toEqual([]);
  });

  it('remembers hints per mode: on for analysis, off against the AI', () => {
    const { store } = storeWithTree();
    const s = () => store.getState();
    expect(s().settings.hintsAnalysis).toBe(true);
    expect(s().settings.hintsVsAi).toBe(false);
    s().setPlayMode('vs-ai');
    s().setHints(true);
    expect(s().settings.hintsVsAi).toBe(true);
    expect(s().settings.hintsAnalysis).toBe(true);
  });
});

describe('the perfect AI never loses (exhaustive, through the store)', () => {
  for (const aiSide of ['o', 'x'] as const) {
    it(`as ${aiSide}: against every human move sequence and every AI choice among best moves`, () => {
      const rng = new ScriptedRng();
      const { store, flush } = storeWithTree({ rng });
      const s = () => store.getState();
      s().setPlayMode('vs-ai');
      s().setSide(aiSide === 'o' ? 1 : 0);
      flush();
      let games = 0;
      let aiLosses = 0;
      const results = { win: 0, draw: 0 };
      const explore = (moves: number[]) => {
        const board = ticBoard(moves);
        if (isOver(board)) {
          games++;
          const o = outcomeOf(board);
          if ((o === 'o-won' && aiSide === 'x') || (o === 'x-won' && aiSide === 'o')) aiLosses++;
          else if (o === 'draw') results.draw++;
          else results.win++;
          return;
        }
        if (toMove(board) === aiSide) {
          const best = bestCellsOf(s(), board);
          for (let k = 0; k < best.length; k++) {
            s().playLoad(moves);
            flush(); // playLoad schedules the AI; discard that one so we choose
            s().playLoad(moves);
            rng.choice = k;
            s().playAiNow();
            const played = s().playMoves;
            assert.deepEqual(played.slice(0, -1), moves);
            explore([...played]);
          }
          return;
        }
        for (const cell of legalMoves(board)) {
          s().playLoad(moves);
          s().playMove(cell);
          assert.deepEqual(s().playMoves, [...moves, cell]);
          explore([...moves, cell]);
        }
      };
      explore([]);
      assert.equal(aiLosses, 0);
      assert.ok(games > 1000);
      expect(results.win).toBeGreaterThan(0);
      expect(results.draw).toBeGreaterThan(0);
    });
  }
});

describe('notices go when they stop being true', () => {
  it('"Cell 4 is already taken." goes with Undo', () => {
    const { store } = storeWithTree();
    const s = () => store.getState();
    s().playMove(4);
    s().playMove(4);
    expect(s().playNotice?.key).toBe('notice.occupied');
    s().playMove(0);
    s().playMove(4);
    expect(s().playNotice?.key).toBe('notice.occupied');
    s().playUndo(); // 4 is still taken (only 0 went): the notice stays
    expect(s().playNotice?.key).toBe('notice.occupied');
    s().playUndo();
    expect(s().playNotice).toBeNull();
  });

  it('"Wait: it is the AI’s turn." goes when the AI moves, and with Swap sides', () => {
    const { store, flush } = storeWithTree();
    const s = () => store.getState();
    s().setPlayMode('vs-ai');
    s().playMove(0);
    s().playMove(1);
    expect(s().playNotice?.key).toBe('notice.aiThinking');
    flush();
    expect(s().playNotice).toBeNull();
    s().playMove(8);
    s().playMove(2);
    expect(s().playNotice?.key).toBe('notice.aiThinking');
    s().swapSides(); // the person now plays x, whose turn it is
    expect(s().playNotice).toBeNull();
    expect(s().playPending).toBe(false);
  });

  it('"Cell 0 is already taken." goes with Swap sides and with a change of mode (a try of the old sides is old news)', () => {
    for (const mode of ['analysis', 'vs-ai'] as const) {
      const { store, flush } = storeWithTree();
      const s = () => store.getState();
      s().setPlayMode(mode);
      s().playMove(0); // o, the person's side
      flush(); // the AI answers in vs-ai
      s().playMove(0);
      expect(s().playNotice, mode).toMatchObject({ key: 'notice.occupied', params: { cell: 0 } });
      s().swapSides();
      expect(s().playNotice, mode).toBeNull();
      flush();
      expect(s().playNotice, mode).toBeNull();
    }
    const { store } = storeWithTree();
    const s = () => store.getState();
    s().playMove(4);
    s().playMove(4);
    expect(s().playNotice?.key).toBe('notice.occupied');
    s().setPlayMode('vs-ai');
    expect(s().playNotice).toBeNull();
  });

  it('a bad address notice goes with the next position', () => {
    const { store } = storeWithTree();
    const s = () => store.getState();
    s().playLoadText('449');
    expect(s().playNotice?.key).toBe('notice.badMoves');
    s().playLoadText('40');
    expect(s().playNotice).toBeNull();
  });
});

describe('playing against any of the arena’s players', () => {
  it('random, rule-based and depth-limited minimax answer; the choice persists', () => {
    for (const id of ['random', 'rule1', 'minimax-d1', 'alphabeta']) {
      const { store, flush } = storeWithTree();
      const s = () => store.getState();
      s().setPlayMode('vs-ai');
      s().setOpponent(id);
      s().playMove(4);
      flush();
      expect(s().playMoves).toHaveLength(2);
      expect(s().settings.opponent).toBe(id);
    }
  });

  it('a weak AI can be beaten: the random player with a scripted rng walks into a loss', () => {
    const rng = new ScriptedRng();
    rng.choice = 0; // always the first legal move
    const { store, flush } = storeWithTree({ rng });
    const s = () => store.getState();
    s().setPlayMode('vs-ai');
    s().setOpponent('random');
    for (const c of [4, 8, 2]) {
      s().playMove(c);
      flush();
    }
    // x played 0, 1 (first free cells); o has 4, 8 and 2... then o plays 6 for 2-4-6
    s().playMove(6);
    expect(outcomeOf(ticBoard(s().playMoves))).toBe('o-won');
  });
});
