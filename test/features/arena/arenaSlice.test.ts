import { describe, expect, it } from 'vitest';
import { ticBoard } from '../../helpers/store.ts';
import { arenaCapabilities, parseArenaGames, parseArenaOpenings, parseArenaSeed, type ArenaMatchJob } from '../../../src/features/arena/state/arenaSlice.ts';
import { runMatch } from '../../../src/ai/arena.ts';
import { createPlayer } from '../../../src/ai/registry.ts';
import { loadGame } from '../../../src/games/index.ts';
import { othello } from '../../../src/games/othello/index.ts';
import { untimed } from '../../helpers/matchResult.ts';
import { createArenaInlineClient, type WorkerLike } from '../../../src/worker/arenaClient.ts';
import { arenaStore, expectedMatch, scriptedClients, settle } from './helpers.ts';

const inline = () => createArenaInlineClient({ progressIntervalMs: 0 });

describe('arena slice: matches', () => {
  it('runs a match: preparing, running with a live tally, then done with the seeded result', async () => {
    const store = arenaStore({ createArenaClient: inline });
    store.getState().setArenaPlayers('perfect', 'random');
    store.getState().setArenaGamesText('30,000');
    store.getState().setArenaSeedText('7');
    const seen: ArenaMatchJob[] = [];
    const unsubscribe = store.subscribe((s) => seen.push(s.arenaMatch));
    await store.getState().startArenaMatch();
    unsubscribe();
    const job = store.getState().arenaMatch;
    expect(seen[0].status).toBe('preparing');
    expect(seen.some((j) => j.status === 'running' && j.result !== null)).toBe(true);
    expect(job).toMatchObject({ status: 'done', a: 'perfect', b: 'random', gamesPerSide: 30_000, seed: 7, done: 60_000, total: 60_000, source: 'main-thread', error: null });
    expect(job.result).toEqual(expectedMatch('perfect', 'random', 30_000, 7));
    const { asFirst, asSecond, total } = job.result!;
    expect(total.win + total.lose + total.draw).toBe(60_000);
    expect(asFirst.win + asSecond.win).toBe(total.win);
    expect(total.lose).toBe(0);
  });

  it('uses the injected seed when the seed field is empty', async () => {
    const store = arenaStore({ createArenaClient: inline });
    store.getState().setArenaGamesText('100');
    await store.getState().startArenaMatch();
    expect(store.getState().arenaMatch.seed).toBe(12345);
    expect(store.getState().arenaMatch.result).toEqual(expectedMatch('perfect', 'random', 100, 12345));
  });

  it('does not start while a number is invalid', async () => {
    const store = arenaStore({ createArenaClient: inline });
    for (const text of ['', 'abc', '0', '-3', '1.5', '1000000001']) {
      store.getState().setArenaGamesText(text);
      await store.getState().startArenaMatch();
      expect(store.getState().arenaMatch.status).toBe('idle');
    }
    store.getState().setArenaGamesText('10');
    store.getState().setArenaSeedText('seed');
    await store.getState().startArenaMatch();
    expect(store.getState().arenaMatch.status).toBe('idle');
  });

  it('cancel is instant: cancelled with the last tally, and the client is told to stop', async () => {
    const { clients, createArenaClient } = scriptedClients();
    const store = arenaStore({ createArenaClient });
    store.getState().setArenaGamesText('1000');
    const run = store.getState().startArenaMatch();
    const client = clients.match!;
    const partial = { ...expectedMatch('perfect', 'random', 1000, 12345), cancelled: true };
    const half = { ...partial, asSecond: { ...partial.asSecond, games: 0, win: 0, lose: 0, draw: 0 }, total: partial.asFirst };
    client.matchProgress(half, 2000);
    expect(store.getState().arenaMatch).toMatchObject({ status: 'running', done: 1000, total: 2000, result: half });
    store.getState().cancelArenaMatch();
    expect(client.cancels).toBe(1);
    expect(store.getState().arenaMatch).toMatchObject({ status: 'cancelled', done: 1000, result: half });
    await run;
    expect(store.getState().arenaMatch.status).toBe('cancelled');
  });

  it('lets the newest match win: replies to an older one are ignored', async () => {
    const { clients, createArenaClient } = scriptedClients();
    const store = arenaStore({ createArenaClient });
    store.getState().setArenaGamesText('10');
    const first = store.getState().startArenaMatch();
    store.getState().setArenaGamesText('20');
    const second = store.getState().startArenaMatch();
    await first;
    expect(store.getState().arenaMatch).toMatchObject({ status: 'preparing', gamesPerSide: 20 });
    clients.match!.finishMatch(expectedMatch('perfect', 'random', 20, 12345));
    await second;
    expect(store.getState().arenaMatch).toMatchObject({ status: 'done', gamesPerSide: 20 });
  });

  it('shows a refused request as an error (unknown player), not a crash', async () => {
    const store = arenaStore({ createArenaClient: inline });
    store.getState().setArenaPlayers('perfect', 'grandmaster');
    store.getState().setArenaGamesText('10');
    await store.getState().startArenaMatch();
    expect(store.getState().arenaMatch.status).toBe('error');
    expect(store.getState().arenaMatch.error).toMatch(/unknown player "grandmaster": choose one of random/);
  });

  it('falls back to the main thread when the worker fails, with a note', async () => {
    const crashing = (): WorkerLike => {
      const w: WorkerLike = {
        onmessage: null,
        onerror: null,
        postMessage: () => setTimeout(() => w.onerror?.({ message: 'worker script failed to load' } as ErrorEvent), 0),
        terminate: () => undefined,
      };
      return w;
    };
    const store = arenaStore({ createArenaWorker: crashing });
    store.getState().setArenaGamesText('100');
    await store.getState().startArenaMatch();
    expect(store.getState().arenaWorkerError).toBe('worker script failed to load');
    expect(store.getState().arenaMatch).toMatchObject({ status: 'done', source: 'main-thread' });
    expect(store.getState().arenaMatch.result).toEqual(expectedMatch('perfect', 'random', 100, 12345));
  });

  it('works without any arena deps (inline by default)', async () => {
    const store = arenaStore();
    store.getState().setArenaGamesText('5');
    await store.getState().startArenaMatch();
    expect(store.getState().arenaMatch.status).toBe('done');
  });
});

describe('arena slice: strong-solve check', () => {
  it('random fails in 3,191 positions; perfect passes', async () => {
    const store = arenaStore({ createArenaClient: inline });
    store.getState().setArenaSolvePlayer('random');
    await store.getState().startArenaSolveCheck();
    expect(store.getState().arenaSolve).toMatchObject({ status: 'done', player: 'random', mode: 'wdl', passed: false, done: 4520, total: 4520 });
    expect(store.getState().arenaSolve.failures).toHaveLength(3191);
    store.getState().setArenaSolvePlayer('perfect');
    await store.getState().startArenaSolveCheck();
    expect(store.getState().arenaSolve).toMatchObject({ status: 'done', player: 'perfect', passed: true, failures: [] });
  });

  it('cancel keeps the failures found so far', async () => {
    const store = arenaStore({ createArenaClient: () => createArenaInlineClient({ progressIntervalMs: 0, sliceMs: 0 }) });
    const run = store.getState().startArenaSolveCheck();
    const unsubscribe = store.subscribe((s) => {
      if (s.arenaSolve.status === 'running' && s.arenaSolve.done > 0) s.cancelArenaSolveCheck();
    });
    await run;
    unsubscribe();
    await settle();
    const job = store.getState().arenaSolve;
    expect(job.status).toBe('cancelled');
    expect(job.done).toBeLessThan(4520);
    expect(job.failures.length).toBeGreaterThan(0);
  });

  it('opens a failing position in the explorer: a legal line to it, and a request for the explorer tab', async () => {
    const store = arenaStore({ createArenaClient: inline });
    await store.getState().startArenaSolveCheck();
    const failure = store.getState().arenaSolve.failures[100];
    store.getState().openArenaPosition(failure.key);
    expect(ticBoard(store.getState().playMoves)).toBe(failure.key);
    expect(store.getState().navigation).toEqual({ to: 'explorer', focus: 'tree' });
    expect(store.getState().tab).toBe('explore');
  });
});

describe('arena number fields', () => {
  it('parse games per side: whole numbers 1 .. 1e9, separators allowed', () => {
    expect(parseArenaGames('1000')).toEqual({ ok: true, value: 1000 });
    expect(parseArenaGames(' 1,000,000 ')).toEqual({ ok: true, value: 1_000_000 });
    expect(parseArenaGames('1_000')).toEqual({ ok: true, value: 1000 });
    expect(parseArenaGames('')).toEqual({ ok: false, error: 'empty' });
    expect(parseArenaGames('abc')).toEqual({ ok: false, error: 'notInteger' });
    expect(parseArenaGames('1e3')).toEqual({ ok: false, error: 'notInteger' });
    expect(parseArenaGames('2.5')).toEqual({ ok: false, error: 'notInteger' });
    expect(parseArenaGames('-1')).toEqual({ ok: false, error: 'notInteger' });
    expect(parseArenaGames('0')).toEqual({ ok: false, error: 'tooSmall' });
    expect(parseArenaGames('1000000001')).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseArenaGames('99999999999999999999999')).toEqual({ ok: false, error: 'tooLarge' });
  });

  it('parse the seed: empty means random, else 0 .. 2^32 - 1', () => {
    expect(parseArenaSeed('')).toEqual({ ok: true, value: null });
    expect(parseArenaSeed('0')).toEqual({ ok: true, value: 0 });
    expect(parseArenaSeed('4294967295')).toEqual({ ok: true, value: 4294967295 });
    expect(parseArenaSeed('4294967296')).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseArenaSeed('x')).toEqual({ ok: false, error: 'notInteger' });
  });

  it('parse the random opening moves: 0 .. 60', () => {
    expect(parseArenaOpenings('0')).toEqual({ ok: true, value: 0 });
    expect(parseArenaOpenings(' 4 ')).toEqual({ ok: true, value: 4 });
    expect(parseArenaOpenings('61')).toEqual({ ok: false, error: 'tooLarge' });
    expect(parseArenaOpenings('')).toEqual({ ok: false, error: 'empty' });
  });
});

describe('one arena slice for every game', () => {
  it('runs a full-tree game’s match and a searched game’s match; the strong-solve check is absent for the searched game', async () => {
    const store = arenaStore({ createArenaClient: inline });
    const s = () => store.getState();
    expect(arenaCapabilities(s().arenaGameId)).toEqual({ solveCheck: true, explorer: true });
    s().setArenaGamesText('100');
    s().setArenaSeedText('3');
    await s().startArenaMatch();
    expect(s().arenaMatch).toMatchObject({ status: 'done', a: 'perfect', b: 'random', gamesPerSide: 100, seed: 3, openings: 0, done: 200 });
    expect(s().arenaMatch.result).toEqual(expectedMatch('perfect', 'random', 100, 3));

    // The searched game: its own players (from its module), its kind's numbers, no solve check.
    await loadGame('othello');
    s().arenaGameChanged('othello');
    expect(arenaCapabilities(s().arenaGameId)).toEqual({ solveCheck: false, explorer: false });
    expect(s()).toMatchObject({ arenaPlayerA: 'alphabeta-d3-weights', arenaPlayerB: 'alphabeta-d3-discs', arenaGamesText: '10', arenaOpeningsText: '4', arenaSeedText: '3' });
    expect(s().arenaMatch.status).toBe('idle');
    s().setArenaPlayers('alphabeta-d1-weights', 'as-written');
    s().setArenaGamesText('2');
    s().setArenaOpeningsText('2');
    await s().startArenaMatch();
    const job = s().arenaMatch;
    expect(job).toMatchObject({ status: 'done', a: 'alphabeta-d1-weights', b: 'as-written', gamesPerSide: 2, openings: 2, seed: 3, done: 4, total: 4, source: 'main-thread' });
    expect(untimed(job.result!)).toEqual(untimed(runMatch(othello, createPlayer(othello, 'alphabeta-d1-weights'), createPlayer(othello, 'as-written'), { games: 2, seed: 3, openingMoves: 2 })));
    await s().startArenaSolveCheck();
    expect(s().arenaSolve.status).toBe('idle');
    // Its sample game does not open in the explorer (no full tree there).
    s().replayArenaSample();
    expect(s().navigation).toBeNull();

    // Back to the full-tree game: its form as it was left, the last results gone.
    s().arenaGameChanged('tictactoe');
    expect(s()).toMatchObject({ arenaPlayerA: 'perfect', arenaPlayerB: 'random', arenaGamesText: '100', arenaOpeningsText: '0' });
    expect(s().arenaMatch.status).toBe('idle');
  });

  it('the newest request wins across games: a match of the game left behind is dropped', async () => {
    const { clients, createArenaClient } = scriptedClients();
    const store = arenaStore({ createArenaClient });
    store.getState().setArenaGamesText('10');
    const run = store.getState().startArenaMatch();
    await loadGame('othello');
    store.getState().arenaGameChanged('othello');
    expect(clients.match!.cancels).toBe(1);
    clients.match!.finishMatch(expectedMatch('perfect', 'random', 10, 12345));
    await run;
    expect(store.getState().arenaMatch.status).toBe('idle');
  });
});
