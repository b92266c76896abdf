/**
 * A match result as files: JSON (the result as the arena holds it: tally,
 * each player's search cost, the sample game) and CSV (one row per side,
 * counts and ratios from the first player's view, then each player's cost
 * per move and the sample game's moves, repeated on every row). Pure.
 */
import { matchRows, type MatchResult, type PlayerCost } from './arena.ts';

/** The result as pretty-printed JSON. */
export function matchResultJson(result: MatchResult): string {
  return `${JSON.stringify(result, null, 2)}\n`;
}

/** A CSV field, quoted when it holds a comma, quote or line break (RFC 4180). */
function field(v: string | number | boolean): string {
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The result as CSV with a header row: player a, player b, seed, games per side, then the side's counts and ratios. */
export function matchResultCsv(result: MatchResult): string {
  const costHeader = (p: string) => [`${p}Moves`, `${p}NodesPerMoveMean`, `${p}NodesPerMoveMax`, `${p}MsPerMoveMean`, `${p}MsPerMoveMax`, `${p}Timing`];
  const costCells = (c: PlayerCost | null | undefined) => (c ? [c.moves, c.nodesMean, c.nodesMax, c.msMean, c.msMax, c.timing] : ['', '', '', '', '', '']);
  const header = ['playerA', 'playerB', 'seed', 'gamesPerSide', 'cancelled', 'side', 'games', 'win', 'draw', 'lose', 'winRatio', 'drawRatio', 'loseRatio', ...costHeader('a'), ...costHeader('b'), 'sampleMoves'];
  const extra = [...costCells(result.cost?.a), ...costCells(result.cost?.b), result.sample ? result.sample.moves.join(' ') : ''];
  const rows = matchRows(result).map((r) => [result.a, result.b, result.seed, result.gamesPerSide, result.cancelled, r.side, r.games, r.win, r.draw, r.lose, r.winRatio, r.drawRatio, r.loseRatio, ...extra]);
  return `${[header, ...rows].map((r) => r.map(field).join(',')).join('\r\n')}\r\n`;
}
