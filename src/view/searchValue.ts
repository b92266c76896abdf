/**
 * A value as a searched game's screens write it (first player's view). An estimate
 * (|v| < 1) is read in its evaluation's natural units (discs at scale 64,
 * weight points at 1,200, mobility points at 100); a finished game's final
 * disc margin (|v| >= 1: the search saw the end) is exact and marked so.
 *
 * `searchValueText` is the one wording of a value everywhere a searched game's
 * screens show one (the CPU's message, the move buttons, the tree's labels, the
 * lab's tables): a unit always, and in the long form who is ahead and a plain
 * reading of by how much, on the same four steps as the tree's colours.
 * Pure: runs in Node.
 */
import type { MessageKey } from '../i18n/en.ts';
import { fillTemplate, type Language, type Translate } from '../i18n/translate.ts';
import type { EvaluationWords, GameWords, UnitWords } from '../games/module.ts';
import { estimateStep } from './shapes.ts';
import { signed } from './signed.ts';


/** The bare signed number ("+4", "−16", "+12!"): what the value is in its units, the one format of the tree, the lab and its tables. */
export function formatSearchValue(v: number, scale: number): string {
  if (Math.abs(v) >= 1) return `${signed(v)}!`;
  return signed(Math.round(v * scale) || 0);
}


/**
 * The value that gets the deepest shade (and the reading "a big advantage"):
 * 100 of the evaluation's units (100 weight points, 100 mobility points) but
 * at most a quarter of its range (16 discs).
 */
export function paletteScale(unitsScale: number): number {
  return Math.min(0.25, 100 / unitsScale);
}

/** How long a wording: `long` says the evaluation, who is ahead and a reading; `medium` who is ahead; `short` (tree labels) the signed amount and its unit. */
export type SearchValueForm = 'long' | 'medium' | 'short';

export interface SearchValueContext {
  /** The evaluation's words: its unit and name. */
  readonly evaluation: EvaluationWords;
  /** The unit of a finished game's score (`GameWords.score`: discs). */
  readonly score: UnitWords;
  /** The evaluation's factor to natural units (`NamedEvaluation.scale`). */
  readonly scale: number;
  /** The sides' names, first player first ("Black", "White"). */
  readonly sides: readonly [string, string];
  /** The language of the words (their counts are filled in it). */
  readonly lang: Language;
}

/** The context for values of the evaluation `evaluation` (an id of the game's), in a game's words; an unknown id reads as the game's score. */
export function searchValueContext(words: GameWords, evaluation: string, scale: number, lang: Language): SearchValueContext {
  const own = Object.hasOwn(words.evaluations, evaluation) ? words.evaluations[evaluation] : undefined;
  const asScore: EvaluationWords = { ...words.score, name: '', short: '', units: words.score.abbr, quantity: '', inScoreUnits: true };
  return { evaluation: own ?? asScore, score: words.score, scale, sides: words.sides, lang };
}

/** The parts of a value's wording: amount in units (never negative), the side ahead (null: even), the reading step 0..3, exact (a finished game). */
export function searchValueParts(v: number, scale: number): { amount: number; side: 0 | 1 | null; step: number; exact: boolean } {
  const exact = Math.abs(v) >= 1;
  const units = exact ? v : Math.round(v * scale);
  return { amount: Math.abs(units), side: units > 0 ? 0 : units < 0 ? 1 : null, step: exact ? 3 : estimateStep(v, paletteScale(scale)), exact };
}

/** The plain readings of the four steps, even to a big advantage. */
const READINGS: readonly MessageKey[] = ['searched.value.reading.0', 'searched.value.reading.1', 'searched.value.reading.2', 'searched.value.reading.3'];

/** A value in words, in one of three lengths (see `SearchValueForm`); `t` gives the language. */
export function searchValueText(v: number, ctx: SearchValueContext, t: Translate, form: SearchValueForm = 'long'): string {
  const { amount, side, step, exact } = searchValueParts(v, ctx.scale);
  // A finished game's margin is always in the score's units (discs), whatever the evaluation.
  const unit: UnitWords = exact ? ctx.score : ctx.evaluation;
  const inScoreUnits = exact || ctx.evaluation.inScoreUnits;
  const n = amount;
  const quantity = fillTemplate(ctx.lang, unit.count, { n });
  if (form === 'short') {
    const signed = side === 1 ? `−${n}` : side === 0 ? `+${n}` : '0';
    return t(exact ? 'searched.value.short.exact' : 'searched.value.short', { signed, unit: unit.abbr });
  }
  if (exact) {
    if (side === null) return t('searched.value.exact.draw');
    return t('searched.value.exact', { side: ctx.sides[side], quantity });
  }
  const aheadBy = (q: string) => (side === null ? t('searched.value.even', { quantity: q }) : t('searched.value.ahead', { side: ctx.sides[side], quantity: q }));
  if (form === 'medium' || (side === null && inScoreUnits)) return aheadBy(quantity);
  if (side === null) return t('searched.value.long.even', { evaluation: ctx.evaluation.quantity, even: aheadBy(String(n)) });
  const reading = t(READINGS[step]);
  // Discs read as discs ("+3 discs for Black"); points are named by their evaluation ("weights: +229 for Black").
  if (inScoreUnits) return t('searched.value.long.discs', { ahead: aheadBy(quantity), reading });
  return t('searched.value.long', { evaluation: ctx.evaluation.quantity, ahead: aheadBy(String(n)), reading });
}

/** An exact value (a solver's: the final margin with best play, first player's view, 0 a draw) in words: "with best play White wins by 12 discs". */
export function exactValueText(v: number, ctx: SearchValueContext, t: Translate): string {
  if (v === 0) return t('searched.value.exact.even');
  return t('searched.value.exact.win', { side: ctx.sides[v > 0 ? 0 : 1], quantity: fillTemplate(ctx.lang, ctx.score.count, { n: Math.abs(v) }) });
}
