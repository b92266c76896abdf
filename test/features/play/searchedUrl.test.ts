import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gameById, loadGame } from '../../../src/games/index.ts';
import { legalMoveList, OUTCOME } from '../../../src/games/game.ts';
import { SEARCH_DEPTHS, SEARCH_SPEEDS, SEARCH_TIMES, defaultSearchSettings } from '../../../src/features/play/state/playSettings.ts';
import { searchEvaluationsOf } from '../../../src/store/gameDefaults.ts';
import { AI_SIDES } from '../../../src/features/play/state/playAddress.ts';
import { hintsOn } from '../../../src/features/play/state/playSlice.ts';
import { bindUrl, hashOf } from '../../../src/store/url.ts';
import { FakeWindow, storeWithTree } from '../../store/helpers.ts';

const DEFAULT_CPU_SETTINGS = defaultSearchSettings('othello');

const othello = () => {
  const g = gameById('othello');
  if (!g) throw new Error('othello is not registered');
  return g;
};

function opened(hash: string) {
  const { store } = storeWithTree();
  const win = new FakeWindow();
  win.location.hash = hash;
  bindUrl(store, win);
  return { store, win, s: () => store.getState() };
}

const badAddress = (s: ReturnType<ReturnType<typeof storeWithTree>['store']['getState']>) => s.appNotices.find((n) => n.key === 'notice.badAddress');

describe('a CPU game’s options in the address', () => {
  it('reads #/othello/<transcript>?cpu=…&depth=…&time=…&eval=…&speed=… and writes only what differs from the defaults', () => {
    const { s, win } = opened('#/othello/f5d6c3?cpu=first&depth=6&time=1000&eval=discs&speed=800');
    expect(s().appGameId).toBe('othello');
    expect(othello().formatMoves(s().playMoves)).toBe('f5d6c3');
    expect(s().playSearch).toEqual({ aiSides: 'first', player: 'perfect', depth: 6, timeMs: 1000, evaluation: 'discs', speedMs: 800 });
    expect(win.location.hash).toBe('#/othello/f5d6c3?cpu=first&depth=6&time=1000&eval=discs&speed=800');
    s().playUpdateSearch({ depth: DEFAULT_CPU_SETTINGS.depth, speedMs: DEFAULT_CPU_SETTINGS.speedMs });
    expect(win.location.hash).toBe('#/othello/f5d6c3?cpu=first&time=1000&eval=discs');
    // An option's change replaces the entry (options are not places); a move pushes one.
    expect(win.entries.at(-1)).toBe(win.location.hash);
    const entries = win.entries.length;
    s().playUpdateSearch({ aiSides: 'none' });
    expect(win.entries.length).toBe(entries);
    s().playMove(othello().parseMoves('f5d6c3d3').moves[3]);
    expect(win.entries.length).toBe(entries + 1);
    expect(win.location.hash).toBe('#/othello/f5d6c3d3?cpu=none&time=1000&eval=discs');
  });

  it('holds the hints as ?hints= in the current mode: against the AI off by default, with no AI (cpu=none) on', () => {
    const { s, win } = opened('#/othello/f5d6c3?hints=1');
    expect(hintsOn(s())).toBe(true);
    expect(win.location.hash).toBe('#/othello/f5d6c3?hints=1');
    s().setHints(false);
    expect(win.location.hash).toBe('#/othello/f5d6c3');
    const none = opened('#/othello/f5d6c3?cpu=none&hints=0');
    expect(hintsOn(none.s())).toBe(false);
    expect(none.win.location.hash).toBe('#/othello/f5d6c3?cpu=none&hints=0');
    none.s().setHints(true);
    expect(none.win.location.hash).toBe('#/othello/f5d6c3?cpu=none');
  });

  it('holds the screen shown as ?tab= (play by default), a place that Back and Forward walk', () => {
    const { s, win } = opened('#/othello/f5d6?tab=lab');
    expect(s().tab).toBe('lab');
    expect(win.location.hash).toBe('#/othello/f5d6?tab=lab');
    const entries = win.entries.length;
    s().setTab('arena');
    expect(win.location.hash).toBe('#/othello/f5d6?tab=arena');
    expect(win.entries.length).toBe(entries + 1);
    s().setTab('play');
    expect(win.location.hash).toBe('#/othello/f5d6');
    win.go(-1);
    expect(s().tab).toBe('arena');
    win.go(1);
    expect(s().tab).toBe('play');
    win.navigate('#/othello/f5d6?tab=lab');
    expect(s().tab).toBe('lab');
    win.go(-1);
    expect(s().tab).toBe('play');
    // A copied link names the screen; an unknown one is refused with the notice and play is shown.
    expect(hashOf(s(), true)).toContain('tab=play');
    win.navigate('#/othello/f5d6?tab=chess');
    expect(s().tab).toBe('play');
    expect(String(badAddress(s())?.params?.ignored)).toMatch(/tab=chess/);
  });

  it('bad values are ignored with a notice naming them; the rest and the transcript apply; the notice goes with a good address', () => {
    const { s, win } = opened('#/othello/f5d6?depth=12&eval=magic&time=1000&colour=red&cpu=both');
    expect(othello().formatMoves(s().playMoves)).toBe('f5d6');
    expect(s().playSearch).toMatchObject({ depth: DEFAULT_CPU_SETTINGS.depth, evaluation: DEFAULT_CPU_SETTINGS.evaluation, timeMs: 1000, aiSides: 'both' });
    const notice = badAddress(s());
    expect(notice?.tone).toBe('error');
    expect(String(notice?.params?.ignored)).toMatch(/colour.*depth=12.*eval=magic/);
    expect(win.location.hash).toBe('#/othello/f5d6?cpu=both&time=1000');
    win.navigate('#/othello/f5d6c3?depth=2');
    expect(badAddress(s())).toBeUndefined();
    expect(s().playSearch.depth).toBe(2);
    expect(s().playSearch.timeMs).toBe(1000); // an absent option keeps its value
  });

  it('round-trips any settings and line: a link with every option opens the same screen in a fresh app', () => {
    const line = fc.array(fc.nat(), { maxLength: 30 }).map((picks) => {
      const g = othello();
      let state = g.initial;
      const moves: number[] = [];
      for (const p of picks) {
        const legal = legalMoveList(g, state);
        if (legal.length === 0 || g.outcome(state) !== OUTCOME.playing) break;
        const m = legal[p % legal.length];
        moves.push(m);
        state = g.play(state, m);
      }
      return moves;
    });
    const settings = fc.record({
      aiSides: fc.constantFrom(...AI_SIDES),
      depth: fc.constantFrom(...SEARCH_DEPTHS),
      timeMs: fc.constantFrom(...SEARCH_TIMES),
      evaluation: fc.constantFrom(...searchEvaluationsOf('othello')),
      speedMs: fc.constantFrom(...SEARCH_SPEEDS),
    });
    fc.assert(
      fc.property(line, settings, fc.boolean(), (moves, chosen, all) => {
        const a = opened('#/othello/');
        a.s().playUpdateSearch(chosen);
        a.s().playLoadText(othello().formatMoves(moves));
        const link = hashOf(a.s(), all);
        const b = opened(link);
        expect(b.s().playSearch).toEqual({ ...chosen, player: 'perfect' });
        expect(b.s().playMoves).toEqual(moves);
        expect(badAddress(b.s())).toBeUndefined();
        expect(b.win.location.hash).toBe(hashOf(a.s()));
      }),
      { seed: 16, numRuns: 120 },
    );
  });

  it('holds who the AI is as ?ai= where the solver solves every position (Connect Four 7×6: perfect by default, or the search); another game’s address has no such field', async () => {
    await loadGame('connect4');
    const { s, win } = opened('#/connect4/44?ai=search&depth=3');
    expect(s().appGameId).toBe('connect4');
    expect(s().playSearch).toMatchObject({ player: 'search', depth: 3 });
    expect(badAddress(s())).toBeUndefined();
    expect(win.location.hash).toBe('#/connect4/44?ai=search&depth=3');
    s().playUpdateSearch({ player: 'perfect' });
    expect(win.location.hash).toBe('#/connect4/44?depth=3');
    // Othello's AI always searches: ?ai= is not one of its fields (ignored with the notice), and it never writes one.
    const o = opened('#/othello/f5?ai=search');
    expect(o.s().playSearch.player).toBe('perfect');
    expect(badAddress(o.s())).toBeDefined();
    o.s().playUpdateSearch({ player: 'search' });
    expect(o.win.location.hash).toBe('#/othello/f5');
  });

  it('never throws on arbitrary parameters: each option is one of its values, the address is the state’s', () => {
    const { s, win } = opened('#/othello/');
    const value = fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('0', '1', '3', '8', '9', '250', 'discs', 'first', 'both', '%', '&', '='));
    const key = fc.constantFrom('cpu', 'depth', 'time', 'eval', 'speed', 'tab', 'x');
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 6 }), fc.string({ maxLength: 12 }), (pairs, transcript) => {
        const query = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
        win.navigate(`#/othello/${encodeURIComponent(transcript)}${query ? `?${query}` : ''}`);
        const c = s().playSearch;
        expect(AI_SIDES).toContain(c.aiSides);
        expect(SEARCH_DEPTHS).toContain(c.depth);
        expect(SEARCH_TIMES).toContain(c.timeMs);
        expect(searchEvaluationsOf('othello')).toContain(c.evaluation);
        expect(SEARCH_SPEEDS).toContain(c.speedMs);
        expect(win.location.hash).toBe(hashOf(s()));
      }),
      { seed: 7, numRuns: 300 },
    );
  });
});
