/**
 * `npm run bench [-- --json]`: medians over repeated fresh runs. Never part of
 * the tests (timings on shared machines are noisy).
 */
import { benchArena } from './arena.ts';
import { benchConnect4 } from './connect4.ts';
import { benchEndgame } from './endgame.ts';
import { benchExercises } from './exercises.ts';
import { benchOthello, benchOthelloWasmPerft } from './othello.ts';
import { benchSearch } from './search.ts';
import { benchTree } from './tree.ts';
import { formatRows, type BenchRow } from './stats.ts';

const json = process.argv.includes('--json');
const rows: BenchRow[] = [];
const log = (s: string) => {
  if (!json) console.log(s);
};
log(`Minimax Explorer benchmarks — Node ${process.version}, ${new Date().toISOString()}`);
rows.push(...benchTree());
rows.push(...benchSearch());
rows.push(...(await benchArena()));
rows.push(...benchExercises());
rows.push(...benchOthello());
// #40-#44 here (every move's score is checked); #45 and #46 take minutes each today: `npm run bench:endgame` runs #40-#46.
rows.push(...benchEndgame(40, 44));
// Connect Four: End-Easy, Middle-Easy and Begin-Easy whole (seconds); `npm run bench:connect4` adds Begin-Hard's first 20 lines and 5×4 solved whole.
rows.push(...benchConnect4());
// Last: loading the WebAssembly core switches the Othello module's perft and exact solver to it.
rows.push(...(await benchOthelloWasmPerft()));
if (json) console.log(JSON.stringify({ node: process.version, rows }, null, 2));
else log(formatRows(rows));
