/**
 * Small Connect Four boards solved position by position (games/positionSolved.ts,
 * the app's position-solved games): for each board, the positions found (the
 * published counts: 4×4 161,029; 5×4 3,945,711), the empty board's values, the
 * time (wall and CPU: the machine may be shared) and the bytes of the solved columns and key index, and the process's
 * peak resident memory. Fails (exit 1) on a count other than the published one.
 *
 *   npx tsx scripts/solvedPositions.ts [4x4 5x4 ...]
 */
import { createRules } from '../src/games/connect/rules.ts';
import { fullTreeGameOfRules } from '../src/games/connect/game.ts';
import { smallKeys } from '../src/games/connect/small.ts';
import { solvePositions, type SolvedPositions } from '../src/games/positionSolved.ts';

/** Bytes the solved positions hold (columns and index). */
function solvedBytes(t: SolvedPositions): number {
  return t.keys.byteLength + t.info.byteLength + t.scoreWdl.byteLength + t.scoreShortest.byteLength + t.slots.byteLength;
}

const PUBLISHED: Record<string, number> = { '4x4': 161_029, '5x4': 3_945_711 };
const boards = process.argv.length > 2 ? process.argv.slice(2) : ['4x4', '5x4'];
let wrong = 0;
for (const board of boards) {
  const [width, height] = board.split('x').map(Number);
  const rules = createRules({ width, height, inRow: 4 });
  // As the app solves them (small.ts): the rules' keys, the table's two questions in 32-bit work.
  const game = { ...fullTreeGameOfRules(rules, board), ...smallKeys(rules) };
  const start = performance.now();
  const cpu = process.cpuUsage();
  const t = solvePositions(game);
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const cpuS = (used.user + used.system) / 1e6;
  const expected = PUBLISHED[board];
  const ok = expected === undefined || expected === t.count;
  if (!ok) wrong++;
  console.log(
    `${board}: ${t.count.toLocaleString('en')} positions${expected === undefined ? '' : ok ? ' (as published)' : ` (published ${expected.toLocaleString('en')}: WRONG)`}, ` +
      `empty board wdl ${t.scoreWdl[0]} shortest ${t.scoreShortest[0]}, ${(ms / 1000).toFixed(2)} s (${cpuS.toFixed(2)} CPU-s), ` +
      `${(solvedBytes(t) / 2 ** 20).toFixed(1)} MiB solved, peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`,
  );
}
process.exit(wrong === 0 ? 0 : 1);
