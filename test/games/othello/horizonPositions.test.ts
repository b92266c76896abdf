import { beforeAll, describe, expect, it } from 'vitest';
import { loadGame } from '../../../src/games/index.ts';
import { othelloModule } from '../../../src/games/othello/index.ts';
import { defaultSearchSettings } from '../../../src/features/play/state/playSettings.ts';
import { handleSearchRequest } from '../../../src/worker/searchHandler.ts';
import type { SearchWorkerRequest, SearchWorkerResponse } from '../../../src/worker/searchProtocol.ts';

const game = othelloModule.game;

/** One request through the worker's handler (as the app asks): its last reply. */
function ask(req: SearchWorkerRequest): SearchWorkerResponse {
  let last: SearchWorkerResponse | undefined;
  handleSearchRequest(req, (m) => (last = m));
  if (!last) throw new Error('no reply');
  return last;
}

describe('the lesson\'s three positions where the estimate goes wrong (Othello)', () => {
  beforeAll(() => loadGame('othello'));
  const positions = othelloModule.extras.horizon ?? [];
  const { depth } = defaultSearchSettings('othello');
  const evaluation = othelloModule.defaults.evaluation ?? '';

  it('are three, each within 14 empties', () => {
    expect(positions).toHaveLength(3);
    for (const p of positions) {
      const line = game.parseMoves(p.transcript);
      expect(line.error).toBeNull();
      expect(game.exact?.remaining(line.state)).toBeLessThanOrEqual(14);
    }
  });

  it.each(positions.map((p, i) => [i + 1, p] as const))('#%i: the search at the default depth picks A, the exact solve shows A worse than B', (_, p) => {
    const line = game.parseMoves(p.transcript);
    const moves = [...line.moves];
    const sign = game.toMove(line.state) === 0 ? 1 : -1;
    const thought = ask({ type: 'think', id: 1, gameId: 'othello', moves, depth, timeMs: 0, evaluation });
    if (thought.type !== 'moved') throw new Error(JSON.stringify(thought));
    expect(game.formatMove(thought.move)).toBe(p.pick);
    expect(thought.nodes).toBeGreaterThan(0);
    const solved = ask({ type: 'solve', id: 2, gameId: 'othello', moves });
    if (solved.type !== 'solved') throw new Error(JSON.stringify(solved));
    const score = (m: string) => sign * (solved.moves.find((v) => game.formatMove(v.move) === m)?.value ?? NaN);
    expect(score(p.pick)).toBe(p.pickScore);
    expect(score(p.best)).toBe(p.bestScore);
    expect(sign * solved.moves[0].value).toBe(p.bestScore);
    expect(p.pickScore).toBeLessThan(p.bestScore);
    // The solve reports the positions it searched: far more than the depth-limited search's.
    expect(solved.nodes).toBeGreaterThan(thought.nodes);
  });
});
