import { describe, expect, it } from 'vitest';
import { gameById } from '../../src/games/index.ts';
import { handleCpuRequest } from '../../src/worker/cpuHandler.ts';
import { createInlineCpuClient } from '../../src/worker/cpuClient.ts';
import type { CpuWorkerResponse } from '../../src/worker/cpuProtocol.ts';

describe('CPU handler matches', () => {
  it('plays registry players with colours swapped and shared random openings, progress after every game, a seed reproducing the table', () => {
    const run = (req: Parameters<typeof handleCpuRequest>[0]) => {
      const out: CpuWorkerResponse[] = [];
      handleCpuRequest(req, (m) => out.push(m));
      return out;
    };
    const req = { type: 'match', id: 3, gameId: 'othello', a: 'alphabeta-d2-weights', b: 'seed003', games: 2, openings: 2, seed: 5 } as const;
    const out = run(req);
    expect(out.map((m) => m.type)).toEqual(['match-progress', 'match-progress', 'match-progress', 'match-result']);
    const last = out[3];
    if (last.type !== 'match-result') throw new Error(last.type);
    const r = last.result;
    expect([r.asFirst.games, r.asSecond.games, r.total.games]).toEqual([2, 2, 4]);
    expect(r.openingMoves).toBe(2);
    expect(r.total.win + r.total.lose + r.total.draw).toBe(4);
    expect(run(req)[3]).toEqual(last);
    expect(run({ ...req, id: 5, a: 'nonsense' })[0]).toMatchObject({ type: 'error', id: 5 });
  });
});

describe('CPU client over the search handler (inline)', () => {
  const othelloMoves = (t: string) => {
    const g = gameById('othello');
    if (!g) throw new Error('no othello');
    return [...g.parseMoves(t).moves];
  };

  it('the tree’s root value and chosen child are the CPU’s own move and value at the same depth and evaluation; alpha-beta prunes, minimax does not', async () => {
    const cpu = createInlineCpuClient();
    let pruned = 0;
    for (const transcript of ['f5d6c3d3c4', 'f5f6e6f4', 'c4c3d3c5b4']) {
      const moves = othelloMoves(transcript);
      for (const evaluation of ['discs', 'weights']) {
        const progress: number[] = [];
        const moved = await cpu.think({ gameId: 'othello', moves, depth: 3, timeMs: 0, evaluation }, (p) => progress.push(p.depth));
        expect(progress).toEqual([1, 2, 3]);
        const root = await cpu.expand({ gameId: 'othello', moves, path: [], depth: 3, evaluation, alphabeta: true });
        expect(root.value).toBeCloseTo(moved.value, 12);
        expect(root.children.filter((c) => c.chosen).map((c) => c.move)).toEqual([moved.move]);
        for (const c of root.children) {
          const below = await cpu.expand({ gameId: 'othello', moves, path: [c.move], depth: 3, evaluation, alphabeta: true });
          pruned += below.children.filter((x) => x.pruned).length;
        }
        const plain = await cpu.expand({ gameId: 'othello', moves, path: [moved.move], depth: 3, evaluation, alphabeta: false });
        expect(plain.children.every((c) => !c.pruned)).toBe(true);
      }
    }
    expect(pruned).toBeGreaterThan(0);
  });

  it('counts nodes per depth for minimax and the alpha-beta variants, alpha-beta never above minimax, with progress', async () => {
    const cpu = createInlineCpuClient();
    const g = gameById('othello');
    if (!g) throw new Error('no othello');
    const moves = othelloMoves('f5d6c3d3c4');
    const seen: number[] = [];
    const rows = await cpu.compare({ gameId: 'othello', moves, maxDepth: 3, evaluation: 'weights' }, (_rows, done) => seen.push(done));
    expect(seen).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const legal = g.legalMoves(g.parseMoves('f5d6c3d3c4').state, new Int16Array(g.maxMoves), 0);
    expect(rows[0].minimax).toBe(1 + legal);
    for (const r of rows) for (const n of [r.alphabeta, r.ordered, r.orderedTt]) expect(n).toBeLessThanOrEqual(r.minimax as number);
    expect((rows[2].ordered as number) < (rows[2].minimax as number)).toBe(true);
  });
});
