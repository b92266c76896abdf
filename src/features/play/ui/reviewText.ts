/**
 * The words of a line's review, in one place for the graph (its slider's value
 * text, its columns' tooltips, its summary), the table and the mistakes list:
 * a value is signed in the score's units with how it is known ("+4 discs,
 * exact"; "−2 discs, estimated at depth 5").
 */
import type { Translate } from '../../../i18n/translate.ts';
import { positionValue, type MoveReview, type PositionValues } from '../../../search/gameReview.ts';
import { signedText } from '../../../view/evalGraph.ts';
import type { MoveListEntry } from './moveListEntries.ts';

export interface ReviewText {
  /** How a value is known: "exact", "estimated at depth 5". */
  kind(exact: boolean, depth: number | null): string;
  /** A position's value in words ("+4 discs, exact"), or "not worked out yet". */
  value(index: number): string;
  /** A move's name as the move list writes it ("f5", "pass"). */
  moveName(index: number): string;
  /** A position of the graph: "Move 12, White d3: +4 discs, exact" (0: "Start: …"). */
  point(index: number): string;
  /** The graph in one sentence: its highest and lowest values and the last. */
  summary(values: readonly { readonly value: number | null }[]): string;
  /** The name of a reviewed move's best move. */
  bestName(r: MoveReview): string;
  /** A mistake as its button says it, and its accessible name. */
  mistake(r: MoveReview): { text: string; label: string };
}

export interface ReviewTextInput {
  readonly t: Translate;
  /** The move list's entries of the whole line (names, sides, passes). */
  readonly entries: readonly MoveListEntry[];
  readonly sideWords: readonly [string, string];
  readonly unit: string;
  readonly positions: readonly (PositionValues | null)[];
  /** A move's name (a best move, which is not in the line). */
  readonly formatMove: (move: number) => string;
  /** Whether `move` is a pass in the position after `index` moves. */
  readonly isPass: (index: number, move: number) => boolean;
}

/** The review's words (see the module header). */
export function reviewText({ t, entries, sideWords, unit, positions, formatMove, isPass }: ReviewTextInput): ReviewText {
  const kind = (exact: boolean, depth: number | null) => (exact ? t('searched.review.kindExact') : t('searched.review.kindEstimate', { depth: depth ?? 0 }));
  const signedValue = (v: number, exact: boolean, depth: number | null) => t('searched.review.pointValue', { signed: signedText(v), unit, kind: kind(exact, depth) });
  const moveName = (index: number) => {
    const e = entries[index];
    return !e ? '' : e.pass ? t('searched.move.pass') : e.name;
  };
  const nameOf = (index: number, move: number) => (isPass(index, move) ? t('searched.move.pass') : formatMove(move));
  const text: ReviewText = {
    kind,
    moveName,
    value(index) {
      const p = positions[index] ?? null;
      const v = positionValue(p);
      return p === null || v === null ? t('searched.review.unknown') : signedValue(v, p.exact, p.depth);
    },
    point(index) {
      const value = text.value(index);
      if (index === 0) return t('searched.review.pointStart', { value });
      const e = entries[index - 1];
      return t('searched.review.point', { n: index, side: e ? sideWords[e.side] : '', move: moveName(index - 1), value });
    },
    summary(values) {
      let high = -1;
      let low = -1;
      values.forEach((v, i) => {
        if (v.value === null) return;
        if (high < 0 || v.value > (values[high].value as number)) high = i;
        if (low < 0 || v.value < (values[low].value as number)) low = i;
      });
      if (high < 0) return t('searched.review.unknown');
      const last = values.length - 1;
      return t('searched.review.summary', { n: last, high: `${signedText(values[high].value as number)} ${unit}`, highAt: high, low: `${signedText(values[low].value as number)} ${unit}`, lowAt: low, last: text.value(last) });
    },
    bestName: (r) => nameOf(r.index, r.best),
    mistake(r) {
      const params = { n: r.index + 1, side: sideWords[r.side], move: moveName(r.index), loss: Math.round(r.loss), unit, best: nameOf(r.index, r.best) };
      const words = t('searched.review.mistake', params);
      // The accessible name begins with the words on the button (WCAG 2.5.3), then says how the loss is known and where the button goes.
      return { text: words, label: t('searched.review.mistakeLabel', { text: words, kind: kind(r.exact, r.depth), n: params.n }) };
    },
  };
  return text;
}
