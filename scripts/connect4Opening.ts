/**
 * Rebuilds `src/games/connect/openingTable.json`, Connect Four 7×6's opening table: the exact score and the best
 * column of the positions whose solve takes the app's solver minutes, found by that solver (src/games/connect/solver.ts).
 *
 * Which positions: those of the perfect player's two strategies up to `--plies` discs. As the first player: the empty
 * board, and after its best column every reply of the opponent, and so on (the positions where the first player is to
 * move). As the second player: every first column, its best answer, every reply, and so on. Every position the
 * perfect player meets there is in the table with its best column, and every position its opponent meets has all its
 * columns' results in the table (each leads to a position of the table), so both the AI's moves and the person's hints
 * are exact at once. Mirror images count once (the key is the position's canonical key, rules.ts).
 *
 * The best column is the first of the solver's centre-first order whose score equals the position's (the app's tie
 * rule, exact.ts). The work goes ply by ply and is kept in a journal (`--journal`, one line a position), so a stopped
 * run goes on where it stopped; the table is written after every ply completed. The committed table counts as
 * done too: a run with a larger `--plies` extends it. `--only first|second` builds one
 * strategy (two processes build both at once on two cores, each with its own journal; a last run given both journals,
 * comma-separated, with `--write-only`, writes the whole table without solving: the first journal is the one appended
 * to).
 *
 * `--positions 4413,4414` solves just those (a share of a level, for another core) into its journal.
 * `--check D` solves every entry of D discs or more again with another variant of the solver and exits 1 on a
 * different score.
 *
 *   npx tsx scripts/connect4Opening.ts [--plies N] [--journal FILE[,FILE]] [--only first|second] [--log-size 26] [--write-only] [--positions LIST] [--check D]
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBitboard } from '../src/games/connect/bitboard.ts';
import { createRules } from '../src/games/connect/rules.ts';
import { createSolver } from '../src/games/connect/solver.ts';
import { OPENING_FORMAT, type OpeningTable } from '../src/games/connect/opening.ts';

const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../src/games/connect/openingTable.json');
const args = process.argv.slice(2);
const flag = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const PLIES = Number(flag('plies', '6'));
const JOURNALS = flag('journal', '/tmp/connect4-opening.jsonl').split(',');
const JOURNAL = JOURNALS[0];
const ONLY = flag('only', 'both');
const LOG_SIZE = Number(flag('log-size', '26'));

const W = 7;
const H = 6;
const rules = createRules({ width: W, height: H, inRow: 4 });
const bb = createBitboard(W, H);
const solver = createSolver(W, H, { logSize: LOG_SIZE });
const ORDER = Array.from(bb.layout.order);

interface Entry {
  readonly moves: string;
  readonly score: number;
  readonly best: number;
}

const stateOf = (moves: readonly number[]) => moves.reduce((s, c) => rules.play(s, c), rules.empty);
const keyOf = (moves: readonly number[]) => rules.canonicalKey(stateOf(moves));
const text = (moves: readonly number[]) => moves.map((c) => c + 1).join('');

const done = new Map<number, Entry>();
if (existsSync(OUT)) {
  const committed = JSON.parse(readFileSync(OUT, 'utf8')) as OpeningTable;
  if (committed.format === OPENING_FORMAT) {
    for (const [moves, score, best] of committed.positions) done.set(keyOf([...String(moves)].map((d) => Number(d) - 1)), { moves: String(moves), score: Number(score), best: Number(best) });
  }
}
for (const journal of JOURNALS) {
  if (!existsSync(journal)) continue;
  for (const line of readFileSync(journal, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const e = JSON.parse(line) as Entry;
    done.set(keyOf([...e.moves].map((d) => Number(d) - 1)), e);
  }
}

/** The exact score and best column of the position after `moves` (0-based). */
function solveBest(moves: readonly number[]): Entry {
  const p = bb.fromMoves(moves);
  if (p.error !== null) throw new Error(p.error);
  const at = p.position;
  const started = performance.now();
  const { score, nodes } = solver.solvePosition(at);
  let best = -1;
  for (const c of ORDER) {
    if (!bb.canPlay(at, c)) continue;
    const v = bb.isWinningMove(at, c) ? (bb.layout.squares + 1 - at.moves) >> 1 : -solver.solvePosition(bb.play(at, c)).score;
    if (v === score) {
      best = c;
      break;
    }
  }
  if (best < 0) throw new Error(`${text(moves)}: no column scores ${score}`);
  const e = { moves: text(moves), score: score + 0, best: best + 1 };
  const s = (performance.now() - started) / 1000;
  process.stderr.write(`${new Date().toISOString().slice(11, 19)} ply ${moves.length} ${e.moves || '-'}: score ${e.score}, best ${e.best}, ${nodes} nodes, ${s.toFixed(1)} s\n`);
  return e;
}

function entryOf(moves: readonly number[]): Entry {
  const key = keyOf(moves);
  const have = done.get(key);
  if (have) return have;
  const e = solveBest(moves);
  done.set(key, e);
  appendFileSync(JOURNAL, `${JSON.stringify(e)}\n`);
  return e;
}

/** The best column of a position met, in the orientation of `moves` (the table may hold its mirror image). */
function bestOf(moves: readonly number[]): number {
  const e = entryOf(moves);
  const mirrored = stateOf([...e.moves].map((d) => Number(d) - 1)) !== stateOf(moves);
  return mirrored ? W - e.best : e.best - 1;
}

/** Writes every position found (a level under way included: the app uses any entry); `plies`: each strategy's complete depth. */
function writeTable(plies: readonly number[]): void {
  const positions = [...done.values()].sort((a, b) => a.moves.length - b.moves.length || (a.moves < b.moves ? -1 : 1));
  const table: OpeningTable = { format: OPENING_FORMAT, board: `${W}x${H}`, plies, positions: positions.map((e) => [e.moves, e.score, e.best]) };
  writeFileSync(OUT, `${JSON.stringify(table)}\n`);
  process.stderr.write(`wrote ${positions.length} positions, the strategies complete up to ${plies.join(' and ')} discs, to ${OUT}\n`);
}

/** The positions of this strategy's next level: its best column, then every reply (mirror images once). */
function nextLevel(level: readonly number[][]): number[][] {
  const next: number[][] = [];
  const seen = new Set<number>();
  for (const moves of level) {
    const b = bestOf(moves);
    const after = [...moves, b];
    const p = bb.fromMoves(after);
    if (p.error !== null) continue;
    for (let c = 0; c < W; c++) {
      if (!bb.canPlay(p.position, c) || bb.isWinningMove(p.position, c)) continue;
      const moves2 = [...after, c];
      const key = keyOf(moves2);
      if (!seen.has(key)) {
        seen.add(key);
        next.push(moves2);
      }
    }
  }
  return next;
}

const known = (moves: readonly number[]) => done.has(keyOf(moves));

// The positions of each ply: the perfect player's (first player at even plies, second at odd) by ply.
let first: number[][] = [[]];
let second: number[][] = Array.from({ length: W }, (_, c) => [c]);
/** How deep each strategy's positions are all in the journals: [the first player's, the second player's] (-1: none). */
function completeDepths(): number[] {
  return [true, false].map((isFirst) => {
    let level: number[][] = isFirst ? [[]] : Array.from({ length: W }, (_, c) => [c]);
    let depth = isFirst ? 0 : 1;
    while (depth <= PLIES && level.every(known)) {
      level = nextLevel(level);
      depth += 2;
    }
    return depth - 2;
  });
}

const LIST = flag('positions', '');
const CHECK = flag('check', '');
if (CHECK !== '') {
  // Every entry of at least CHECK discs solved again by another variant of the solver (centre-first order only, a
  // fresh table per position): exit 1 on a different score.
  const other = createSolver(W, H, { logSize: 24, techniques: { order: 'centre' } });
  let wrong = 0;
  let checked = 0;
  for (const e of done.values()) {
    if (e.moves.length < Number(CHECK)) continue;
    other.reset();
    const { score } = other.solve([...e.moves].map((d) => Number(d) - 1));
    checked++;
    if (score !== e.score) {
      wrong++;
      process.stderr.write(`${e.moves}: the table says ${e.score}, solved again ${score}\n`);
    }
  }
  process.stderr.write(`checked ${checked} positions of ${CHECK} discs or more: ${wrong} wrong\n`);
  process.exit(wrong === 0 ? 0 : 1);
} else if (LIST !== '') {
  // Only these positions (column digits, comma-separated): a share of a level for another core.
  for (const text of LIST.split(',')) entryOf([...text].map((d) => Number(d) - 1));
} else if (!args.includes('--write-only')) {
  for (let ply = 0; ply <= PLIES; ply++) {
    const mine = ONLY === 'both' || (ply % 2 === 0) === (ONLY === 'first');
    const level = ply % 2 === 0 ? first : second;
    if (!mine) continue;
    for (const moves of level) entryOf(moves);
    if (ONLY === 'both') writeTable(completeDepths());
    if (ply % 2 === 0) first = nextLevel(level);
    else second = nextLevel(level);
  }
}
// The table of what the journals hold, each strategy complete as deep as it is (a share of a level writes only its journal).
if (LIST === '') writeTable(completeDepths());
