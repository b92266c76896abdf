/**
 * The arena's hot loop: plays whole games on a SeatedPolicy with integer
 * position indices, no allocation and mulberry32 inlined. Per move: one rng
 * step, one multiply, two typed-array loads.
 *
 * The rng sequence and the choice rule are exactly those of `Mulberry32` and
 * `AiPlayer.choose` (one draw per decision, index ((u >>> 5) * count) >>> 27),
 * so the reference engine (players' own `choose`) replays the same games.
 *
 * Why it looks the way it does (measured with bench/arena.ts):
 * - The gamma constant is a literal: an imported binding (MULBERRY32_GAMMA)
 *   is not constant-folded here and cost a factor of 3.
 * - The index is int32 arithmetic (count <= 15 keeps the product below 2^31):
 *   the float form floor(u * count / 2^32) put an int-double round trip on the
 *   critical path (next position -> its count -> index -> next position) and
 *   was ~35% slower.
 * - `pack` holds offset and count in one word and 0 for finished positions,
 *   so one load per move both tests for the end and finds the choices.
 */
import type { SeatedPolicy } from './policy.ts';

/**
 * Plays `games` games from the empty board (position 0) and adds each
 * finished game to `tally[outcome]` (1 first won, 2 second won, 3 draw). `state` is the
 * mulberry32 state; returns the state after the last draw. O(games * moves).
 */
export function playSeatedGames(policy: SeatedPolicy, outcome: Uint8Array, games: number, state: number, tally: Float64Array): number {
  const pack = policy.pack;
  const cand = policy.cand;
  let s = state | 0;
  for (let g = 0; g < games; g++) {
    let p = 0;
    let e = pack[0];
    while (e !== 0) {
      // mulberry32, inlined (keep in step with Mulberry32.nextUint32).
      s = (s + 0x6d2b79f5) | 0; // MULBERRY32_GAMMA
      let t = Math.imul(s ^ (s >>> 15), 1 | s);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      // Mulberry32.int(count) for count <= 15: the top 27 bits times count, over 2^27.
      p = cand[(e >> 4) + ((((t ^ (t >>> 14)) >>> 5) * (e & 15)) >>> 27)];
      e = pack[p];
    }
    tally[outcome[p]]++;
  }
  return s;
}

/**
 * playSeatedGames that also counts, in `visits[p]`, the decisions taken at
 * each position p (the cost of a search player's moves is then the sum of
 * visits times its search's cost at p). The same rng draws, so the same
 * games and tally. One more typed-array store per move.
 */
export function playSeatedGamesCounted(policy: SeatedPolicy, outcome: Uint8Array, games: number, state: number, tally: Float64Array, visits: Float64Array): number {
  const pack = policy.pack;
  const cand = policy.cand;
  let s = state | 0;
  for (let g = 0; g < games; g++) {
    let p = 0;
    let e = pack[0];
    while (e !== 0) {
      visits[p]++;
      s = (s + 0x6d2b79f5) | 0; // MULBERRY32_GAMMA
      let t = Math.imul(s ^ (s >>> 15), 1 | s);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      p = cand[(e >> 4) + ((((t ^ (t >>> 14)) >>> 5) * (e & 15)) >>> 27)];
      e = pack[p];
    }
    tally[outcome[p]]++;
  }
  return s;
}

/** The positions of the one game playSeatedGames would play from rng state `state`, the empty board (0) first. O(moves). */
export function seatedGamePositions(policy: SeatedPolicy, state: number): number[] {
  const { pack, cand } = policy;
  let s = state | 0;
  let p = 0;
  const out = [0];
  for (let e = pack[0]; e !== 0; e = pack[p]) {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    p = cand[(e >> 4) + ((((t ^ (t >>> 14)) >>> 5) * (e & 15)) >>> 27)];
    out.push(p);
  }
  return out;
}
