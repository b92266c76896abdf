import { describe, expect, it } from 'vitest';
import { gameById } from '../../src/games/index.ts';
import type { CpuAnswer, CpuPort, CpuRequest } from '../../src/worker/cpuProtocol.ts';
import { FakeWindow, storeWithTree } from './helpers.ts';
import { bindUrl } from '../../src/store/url.ts';

/** A CPU port whose answers the test gives by hand. */
function fakeCpu() {
  const asked: { request: CpuRequest; answer: (a: CpuAnswer) => void }[] = [];
  let cancels = 0;
  const port: CpuPort = {
    think: (request) => new Promise<CpuAnswer>((resolve) => asked.push({ request, answer: resolve })),
    cancel: () => void cancels++,
    expand: () => Promise.resolve({ value: 0, children: [] }),
    match: () => new Promise(() => undefined),
    cancelMatch: () => undefined,
    compare: () => new Promise(() => undefined),
    cancelCompare: () => undefined,
  };
  return { port, asked, cancels: () => cancels };
}

const tick = () => new Promise((r) => setTimeout(r, 0));
const othello = () => {
  const g = gameById('othello');
  if (!g) throw new Error('othello is not registered');
  return g;
};

describe('CPU game slice (Othello)', () => {
  it('switches games, loads a transcript, asks the CPU for White’s move and plays it with its value and nodes', async () => {
    const cpu = fakeCpu();
    const { store, flush } = storeWithTree({ deps: { cpu: cpu.port } });
    const s = () => store.getState();
    s().chooseGame('othello');
    expect(s().appGameId).toBe('othello');
    s().cpuLoadTranscript('f5');
    flush();
    expect(cpu.asked).toHaveLength(1);
    expect(cpu.asked[0].request).toMatchObject({ gameId: 'othello', moves: s().cpuMoves, depth: 4, evaluation: 'weights' });
    expect(s().cpuThinking).toBe(true);
    const reply = othello().parseMoves('f5d6').moves[1];
    cpu.asked[0].answer({ move: reply, value: 0.25, nodes: 1234, depth: 4 });
    await tick();
    expect(s().cpuMoves).toEqual(othello().parseMoves('f5d6').moves);
    expect(s().cpuLast).toEqual({ side: 1, evaluation: 'weights', move: reply, value: 0.25, nodes: 1234, depth: 4 });
    expect(s().cpuThinking).toBe(false);
  });

  it('drops a late answer for a line that changed, and undo goes back to the person’s turn', async () => {
    const cpu = fakeCpu();
    const { store, flush } = storeWithTree({ deps: { cpu: cpu.port } });
    const s = () => store.getState();
    s().chooseGame('othello');
    s().cpuLoadTranscript('f5d6c3');
    flush();
    expect(cpu.asked).toHaveLength(1);
    s().cpuUndo(); // takes back c3, Black's (the person's) last move: White (the CPU) was to move
    expect(s().cpuMoves).toEqual(othello().parseMoves('f5d6').moves);
    cpu.asked[0].answer({ move: othello().parseMoves('f5d6c3d3').moves[3], value: 0, nodes: 1, depth: 1 });
    await tick();
    expect(s().cpuMoves).toEqual(othello().parseMoves('f5d6').moves); // the stale answer is ignored
    expect(cpu.cancels()).toBeGreaterThan(0);
  });

  it('rejects an illegal square with a hint and a bad transcript with its longest legal start', () => {
    const { store } = storeWithTree({ deps: { cpu: fakeCpu().port } });
    const s = () => store.getState();
    s().chooseGame('othello');
    s().cpuUpdateSettings({ cpuSides: 'none' });
    s().cpuPlayMove(0); // a1 is not legal at the start
    expect(s().cpuNotice?.key).toBe('cpu.notice.illegal');
    expect(s().cpuMoves).toEqual([]);
    const kept = s().cpuLoadTranscript('f5d6z9');
    expect(othello().formatMoves(kept)).toBe('f5d6');
    expect(s().cpuNotice).toMatchObject({ key: 'cpu.notice.badTranscript', params: { kept: 'f5d6' } });
  });

  it('CPU against CPU waits while paused and plays when resumed', async () => {
    const cpu = fakeCpu();
    const { store, flush } = storeWithTree({ deps: { cpu: cpu.port } });
    const s = () => store.getState();
    s().chooseGame('othello');
    s().cpuSetPaused(true);
    s().cpuUpdateSettings({ cpuSides: 'both' });
    flush();
    expect(cpu.asked).toHaveLength(0);
    s().cpuSetPaused(false);
    flush();
    expect(cpu.asked).toHaveLength(1);
  });

  it('switching games is a history entry: Back returns to the other game at its line', () => {
    const { store } = storeWithTree({ deps: { cpu: fakeCpu().port } });
    const win = new FakeWindow();
    bindUrl(store, win);
    store.getState().playCell(4);
    win.navigate('#/othello/f5d6c3');
    store.getState().chooseGame('tictactoe');
    // The full-tree game keeps its line while another game is shown.
    expect(win.entries).toEqual(['#/', '#/4', '#/othello/f5d6c3', '#/4']);
    win.go(-1);
    expect(store.getState().appGameId).toBe('othello');
    expect(othello().formatMoves(store.getState().cpuMoves)).toBe('f5d6c3');
    win.go(-1);
    expect(store.getState().appGameId).toBe('tictactoe');
    expect(store.getState().gameMoves).toEqual([4]);
  });

  it('keeps #/othello/<transcript> in the address and reads it back', () => {
    const { store } = storeWithTree({ deps: { cpu: fakeCpu().port } });
    const win = new FakeWindow();
    win.location.hash = '#/othello/f5d6c3';
    bindUrl(store, win);
    expect(store.getState().appGameId).toBe('othello');
    expect(othello().formatMoves(store.getState().cpuMoves)).toBe('f5d6c3');
    store.getState().chooseGame('tictactoe');
    expect(win.location.hash).toBe('#/');
  });
});
