/**
 * Connect Four 7×6's opening table (openingTable.json, rebuilt by scripts/connect4Opening.ts with the app's own
 * solver): the exact score and best column of the positions whose solve takes minutes, the perfect player's two
 * strategies up to a number of discs. Looked up by the position's canonical key (a position and its mirror image
 * share an entry; the best column is mirrored back). Pure: no DOM.
 */
import type { ConnectRules, ConnectState } from './rules.ts';

/** The table file's format tag (a changed layout changes it). */
export const OPENING_FORMAT = 'connect4-opening-2';

/** The table as the script writes it: every position as [its moves (column digits), its exact score for the side to move, its best column (digit)]. */
export interface OpeningTable {
  readonly format: string;
  readonly board: string;
  /** Discs up to which each strategy is complete: [the first player's, the second player's]. */
  readonly plies: readonly number[];
  /** [moves, score, best] each (JSON's arrays: read with String / Number). */
  readonly positions: readonly (readonly (string | number)[])[];
}

/** One position's exact score (side to move's view, the solver's units) and best column (0-based, this position's orientation). */
export interface OpeningEntry {
  readonly score: number;
  readonly best: number;
}

export interface Opening {
  /** The table's entry for `s`, or null when it has none. O(W). */
  lookup(s: ConnectState): OpeningEntry | null;
  readonly size: number;
}

/** The look-up of a table over the rules of its board (its moves replayed once, keyed by canonical key). */
export function createOpening(rules: ConnectRules, table: OpeningTable): Opening {
  if (table.format !== OPENING_FORMAT) throw new Error(`the opening table is ${table.format}, this code reads ${OPENING_FORMAT}: rebuild it (scripts/connect4Opening.ts)`);
  const byKey = new Map<number, { state: ConnectState; score: number; best: number }>();
  for (const [moves, score, best] of table.positions) {
    let s = rules.empty;
    for (const d of String(moves)) s = rules.play(s, Number(d) - 1);
    byKey.set(rules.canonicalKey(s), { state: s, score: Number(score), best: Number(best) - 1 });
  }
  const W = rules.size.width;
  return {
    size: byKey.size,
    lookup(s) {
      const e = byKey.get(rules.canonicalKey(s));
      if (!e) return null;
      return { score: e.score, best: e.state === s ? e.best : W - 1 - e.best };
    },
  };
}
