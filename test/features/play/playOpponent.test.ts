/**
 * The seam between the play slice and the opponent port: the same slice drives a full-tree game and a searched game
 * through whatever Opponent it is given (an answer at once, as a table or an exact solver gives one, or later, as a
 * worker's search does), keeps only the answer to its newest request, and the port a game gets is chosen by what the
 * game can do, never by its id.
 */
import { describe, expect, it } from 'vitest';
import { gameById } from '../../../src/games/index.ts';
import { legalMoveList, type Game } from '../../../src/games/game.ts';
import type { Opponent, OpponentAnswer, OpponentAsk } from '../../../src/features/play/state/opponent.ts';
import { createOpponents } from '../../../src/features/play/state/opponents.ts';
import { ticTacToe } from '../../../src/games/tictactoe/index.ts';
import { fakeSearchPort, ScriptedRng, storeWithTree } from '../../store/helpers.ts';

const tick = () => new Promise((r) => setTimeout(r, 0));

/** An opponent whose answers the test gives by hand (`late`), or that answers at once with the first legal move. */
function fakeOpponent(timing: 'late' | 'now') {
  const asked: { ask: OpponentAsk; answer: (a: OpponentAnswer) => void }[] = [];
  let cancels = 0;
  const opponent: Opponent = {
    ready: () => true,
    move: (ask) => {
      if (timing === 'now') return { move: legalMoveList(ask.game, ask.state)[0], value: 0, ai: 'fake' };
      return new Promise<OpponentAnswer>((resolve) => asked.push({ ask, answer: resolve }));
    },
    cancel: () => void cancels++,
  };
  return { opponent, asked, cancels: () => cancels };
}

function othello(): Game<unknown> {
  const g = gameById('othello');
  if (!g) throw new Error('othello is not registered');
  return g;
}

/** The opponents of a store with a (fake) search worker, Othello, and Othello's opening opponent (the search). */
function withSearchWorker() {
  const { store } = storeWithTree();
  const searcher = fakeSearchPort();
  const opponentFor = createOpponents(store.getState, { rng: new ScriptedRng(), search: searcher.port });
  const g = othello();
  return { store, searcher, opponentFor, g, search: opponentFor(g, g.initial) };
}

describe('the play slice over an opponent port', () => {
  it('drops a late answer after Undo (a full-tree game): the AI never moves into a line it was not asked about', async () => {
    const fake = fakeOpponent('late');
    const { store, flush } = storeWithTree({ deps: { opponents: () => () => fake.opponent } });
    const s = () => store.getState();
    s().setPlayMode('vs-ai');
    s().playMove(4);
    flush(); // the AI's delay: now it is asked
    expect(fake.asked).toHaveLength(1);
    expect(fake.asked[0].ask).toMatchObject({ moves: [4], side: 1 });
    expect(s().playThinking).toBe(true);
    s().playUndo();
    expect(s().playThinking).toBe(false);
    expect(fake.cancels()).toBe(1);
    fake.asked[0].answer({ move: 0, value: 0, ai: 'fake' });
    await tick();
    expect(s().playMoves).toEqual([]);
    expect(s().playFuture).toEqual([4]);
    expect(s().playLastAi).toBeNull();
  });

  it('drops a late answer after Undo (a searched game), and plays the answer to the newest request', async () => {
    const fake = fakeOpponent('late');
    const { store, flush } = storeWithTree({ deps: { opponents: () => () => fake.opponent } });
    const s = () => store.getState();
    const g = othello();
    s().chooseGame('othello');
    s().playMove(g.parseMoves('f5').moves[0]);
    flush();
    expect(fake.asked).toHaveLength(1);
    s().playUndo();
    fake.asked[0].answer({ move: g.parseMoves('f5d6').moves[1], value: 0, ai: 'fake' });
    await tick();
    expect(s().playMoves).toEqual([]);
    s().playMove(g.parseMoves('f5').moves[0]);
    flush();
    expect(fake.asked).toHaveLength(2);
    fake.asked[1].answer({ move: g.parseMoves('f5d6').moves[1], value: 0.5, ai: 'fake' });
    await tick();
    expect(g.formatMoves(s().playMoves)).toBe('f5d6');
    expect(s().playLastAi).toEqual({ side: 1, move: g.parseMoves('f5d6').moves[1], value: 0.5, ai: 'fake' });
  });

  it('the same slice drives a full-tree game and a searched game with an opponent that answers at once (as an exact solver would)', () => {
    const fake = fakeOpponent('now');
    const { store, flush } = storeWithTree({ deps: { opponents: () => () => fake.opponent } });
    const s = () => store.getState();
    s().setPlayMode('vs-ai');
    s().playMove(4);
    flush();
    expect(s().playMoves).toEqual([4, 0]); // the fake's first legal move
    expect(s().playLastAi).toMatchObject({ side: 1, ai: 'fake', move: 0 });
    s().chooseGame('othello');
    const g = othello();
    s().playMove(g.parseMoves('f5').moves[0]);
    flush();
    expect(s().playMoves).toEqual([g.parseMoves('f5').moves[0], legalMoveList(g, g.play(g.initial, g.parseMoves('f5').moves[0]))[0]]);
    expect(s().playThinking).toBe(false);
    // Back to tic-tac-toe: its line is as it was left.
    s().chooseGame('tictactoe');
    expect(s().playMoves).toEqual([4, 0]);
  });

  it('a game gets its opponent by capability: a full tree answers from the table, any other game searches in a worker', () => {
    const { store } = storeWithTree();
    const searcher = fakeSearchPort();
    const opponentFor = createOpponents(store.getState, { rng: new ScriptedRng(), search: searcher.port });
    const table = opponentFor(ticTacToe as Game<unknown>, ticTacToe.initial);
    const search = opponentFor(othello(), othello().initial);
    expect(table).not.toBeNull();
    expect(search).not.toBeNull();
    expect(table).not.toBe(search);
    // The id says nothing: a game without a full tree searches, whatever it is called.
    expect(opponentFor({ ...othello(), id: ticTacToe.id }, othello().initial)).toBe(search);
    expect(opponentFor({ ...ticTacToe, id: 'othello' } as Game<unknown>, ticTacToe.initial)).toBe(table);
    // The table answers at once with the perfect move; the search asks the worker.
    const state = ticTacToe.play(ticTacToe.initial, 0);
    expect(table?.move({ game: ticTacToe as Game<unknown>, moves: [0], state, side: 1 }, () => undefined)).toEqual({ move: 4, value: 0, ai: 'perfect' });
    const g = othello();
    const asked = search?.move({ game: g, moves: [], state: g.initial, side: 0 }, () => undefined);
    expect(asked).toBeInstanceOf(Promise);
    expect(searcher.asked[0].request).toMatchObject({ gameId: 'othello', moves: [], depth: 4 });
    // Without a worker a searched game has no opponent.
    expect(createOpponents(store.getState, { rng: new ScriptedRng() })(g, g.initial)).toBeNull();
  });

  it('a position within reach of the game’s exact solver gets the solver; out of reach, or a game without one, the search; a full tree keeps its table', () => {
    const { searcher, opponentFor, g, search } = withSearchWorker();
    // A fake game: Othello's rules, a solver whose reach is "at most 3 moves played" (remaining: 60 minus plies).
    const solveMoves = () => [];
    const exactGame: Game<unknown> = { ...g, id: 'fake', exact: { limit: 57, remaining: (s) => 60 - plies(s), solveMoves } };
    const without: Game<unknown> = { ...g, id: 'fake', exact: undefined };
    const near = g.play(g.play(g.play(g.initial, 37), 43), 34);
    const solver = opponentFor(exactGame, near);
    expect(solver).not.toBeNull();
    expect(solver).not.toBe(search);
    expect(opponentFor(exactGame, g.initial)).toBe(search); // 60 remaining > 57
    expect(opponentFor(without, near)).toBe(search);
    // A full-tree game with a solver keeps its table.
    const table = opponentFor(ticTacToe as Game<unknown>, ticTacToe.initial);
    expect(opponentFor({ ...ticTacToe, exact: { limit: 99, remaining: () => 0, solveMoves } } as Game<unknown>, ticTacToe.initial)).toBe(table);
    // The solver asks the worker to solve and plays the best move for the side to move, its answer marked exact.
    const asked = solver?.move({ game: exactGame, moves: [37, 43, 34], state: near, side: 1 }, () => undefined);
    expect(asked).toBeInstanceOf(Promise);
    // Only the best move is asked for (a solver that finds it alone answers sooner).
    expect(searcher.solves[0].request).toEqual({ gameId: 'fake', moves: [37, 43, 34], best: true });
    searcher.solves[0].answer([{ move: 20, value: 4 }, { move: 19, value: -6 }, { move: 29, value: -2 }]);
    return expect(asked).resolves.toEqual({ move: 19, value: -6, ai: 'exact', exact: true });
  });

  it('where the solver solves every position, the person plays the perfect player (the solver at every move) unless they choose the search; a table position answers at once', async () => {
    const { store, searcher, opponentFor, g, search } = withSearchWorker();
    const solveMoves = () => [];
    // Reach: 3 moves from the end automatically, every position in the background; the table holds the start.
    const tableBest = (s: unknown) => (plies(s) === 0 ? { move: 19, score: 2 } : null);
    const everything: Game<unknown> = { ...g, id: 'fake', exact: { limit: 3, backgroundLimit: 60, remaining: (s) => 60 - plies(s), solveMoves, tableBest } };
    const endgameOnly: Game<unknown> = { ...g, id: 'fake', exact: { limit: 3, backgroundLimit: 20, remaining: (s) => 60 - plies(s), solveMoves } };
    expect(store.getState().playSearch.player).toBe('perfect');
    const solver = opponentFor(everything, g.initial);
    expect(solver).not.toBe(search);
    expect(opponentFor(endgameOnly, g.initial)).toBe(search);
    // The table's best move at once, its score the side to move's (the first player's here).
    expect(solver?.move({ game: everything, moves: [], state: g.initial, side: 0 }, () => undefined)).toEqual({ move: 19, value: 2, ai: 'exact', exact: true });
    // Beyond the table: the search's estimate first (the play settings' depth and evaluation), shown at once, then a
    // solve of the best move alone in the worker, its positions as progress, the best move for the side to move.
    const after = g.play(g.initial, 19);
    const progress: unknown[] = [];
    const asked = solver?.move({ game: everything, moves: [19], state: after, side: 1 }, (p) => progress.push(p));
    expect(asked).toBeInstanceOf(Promise);
    expect(searcher.asked[0].request).toMatchObject({ gameId: 'fake', moves: [19], depth: 4, timeMs: 0 });
    searcher.asked[0].answer({ move: 18, value: 0.25, nodes: 900, depth: 4 });
    await tick();
    const estimate = { move: 18, value: 0.25, depth: 4, evaluation: store.getState().playSearch.evaluation };
    expect(progress).toEqual([{ nodes: 0, depth: 0, solving: true, estimate }]);
    expect(searcher.solves[0].request).toEqual({ gameId: 'fake', moves: [19], best: true });
    searcher.solves[0].onNodes?.(123_456);
    expect(progress.at(-1)).toEqual({ nodes: 123_456, depth: 0, solving: true, estimate });
    searcher.solves[0].answer([{ move: 18, value: 4 }, { move: 20, value: -2 }]);
    await expect(asked).resolves.toEqual({ move: 20, value: -2, ai: 'exact', exact: true });
    // Hurried while it solves: the estimate at once, marked as the search's, and the worker stopped.
    const again = solver?.move({ game: everything, moves: [19], state: after, side: 1 }, () => undefined);
    solver?.hurry?.(); // no estimate yet: nothing happens
    searcher.asked[1].answer({ move: 26, value: -0.5, nodes: 700, depth: 4 });
    await tick();
    const cancels = searcher.cancels();
    solver?.hurry?.();
    await expect(again).resolves.toEqual({ move: 26, value: -0.5, ai: 'search', evaluation: estimate.evaluation, depth: 4, nodes: 700 });
    expect(searcher.cancels()).toBe(cancels + 1);
    // Its solve's late answer changes nothing.
    searcher.solves[1].answer([{ move: 20, value: -2 }]);
    // The person chooses the search: the solver only within its automatic reach again.
    store.getState().playUpdateSearch({ player: 'search' });
    expect(opponentFor(everything, g.initial)).toBe(search);
  });
});

/** Discs on an Othello board minus the 4 of the start: the plies played without a pass. */
function plies(s: unknown): number {
  const { bl, bh, wl, wh } = s as { bl: number; bh: number; wl: number; wh: number };
  const count = (x: number) => {
    let n = 0;
    for (let v = x >>> 0; v; v &= v - 1) n++;
    return n;
  };
  return count(bl) + count(bh) + count(wl) + count(wh) - 4;
}
