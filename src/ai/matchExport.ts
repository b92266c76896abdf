/**
 * A match result as files: JSON (the result as the arena holds it) and CSV
 * (one row per side, counts and ratios from the first player's view). Pure.
 */
import { matchRows, type MatchResult } from './arena.ts';

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
  const header = ['playerA', 'playerB', 'seed', 'gamesPerSide', 'cancelled', 'side', 'games', 'win', 'draw', 'lose', 'winRatio', 'drawRatio', 'loseRatio'];
  const rows = matchRows(result).map((r) => [result.a, result.b, result.seed, result.gamesPerSide, result.cancelled, r.side, r.games, r.win, r.draw, r.lose, r.winRatio, r.drawRatio, r.loseRatio]);
  return `${[header, ...rows].map((r) => r.map(field).join(',')).join('\r\n')}\r\n`;
}
