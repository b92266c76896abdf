/**
 * A value as the CPU game's UI writes it (first player's view). An estimate
 * (|v| < 1) is read in its evaluation's natural units (discs at scale 64,
 * weight points at 1,200, mobility points at 100); a finished game's final
 * disc margin (|v| >= 1: the search saw the end) is exact and marked so.
 *
 * `cpuValueText` is the one wording of a value everywhere the Othello screens
 * show one (the CPU's message, the move buttons, the tree's labels, the
 * lab's tables): a unit always, and in the long form who is ahead and a plain
 * reading of by how much, on the same four steps as the tree's colours.
 * Pure: runs in Node.
 */
import type { MessageKey } from '../i18n/en.ts';
import type { Translate } from '../i18n/translate.ts';
import { estimateStep } from './shapes.ts';

/** The bare signed number ("+4", "-16", "+12!"): what the value is in its units. */
export function formatCpuValue(v: number, scale: number): string {
  if (Math.abs(v) >= 1) return `${v > 0 ? '+' : ''}${v}!`;
  const units = Math.round(v * scale);
  return units > 0 ? `+${units}` : String(units);
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
export type CpuValueForm = 'long' | 'medium' | 'short';

export interface CpuValueContext {
  /** The evaluation's id (discs, weights, mobility): the unit. */
  readonly evaluation: string;
  /** Its factor to natural units (`OthelloEvaluation.scale`). */
  readonly scale: number;
  /** The sides' names, first player first ("Black", "White"). */
  readonly sides: readonly [string, string];
}

/** The parts of a value's wording: amount in units (never negative), the side ahead (null: even), the reading step 0..3, exact (a finished game). */
export function cpuValueParts(v: number, scale: number): { amount: number; side: 0 | 1 | null; step: number; exact: boolean } {
  const exact = Math.abs(v) >= 1;
  const units = exact ? v : Math.round(v * scale);
  return { amount: Math.abs(units), side: units > 0 ? 0 : units < 0 ? 1 : null, step: exact ? 3 : estimateStep(v, paletteScale(scale)), exact };
}

const UNITS = ['discs', 'weights', 'mobility'] as const;
type Unit = (typeof UNITS)[number];
const unitOf = (evaluation: string): Unit => (UNITS.includes(evaluation as Unit) ? (evaluation as Unit) : 'weights');

/** A value in words, in one of three lengths (see `CpuValueForm`); `t` gives the language. */
export function cpuValueText(v: number, ctx: CpuValueContext, t: Translate, form: CpuValueForm = 'long'): string {
  const { amount, side, step, exact } = cpuValueParts(v, ctx.scale);
  // A finished game's margin is always in discs, whatever the evaluation.
  const unit: Unit = exact ? 'discs' : unitOf(ctx.evaluation);
  const n = amount;
  const quantity = t(`cpu.value.unit.${unit}` as MessageKey, { n });
  if (form === 'short') {
    const signed = side === 1 ? `−${n}` : side === 0 ? `+${n}` : '0';
    return t(exact ? 'cpu.value.short.exact' : 'cpu.value.short', { signed, unit: t(`cpu.value.abbr.${unit}` as MessageKey) });
  }
  if (exact) {
    if (side === null) return t('cpu.value.exact.draw');
    return t('cpu.value.exact', { side: ctx.sides[side], quantity });
  }
  const aheadBy = (q: string) => (side === null ? t('cpu.value.even', { quantity: q }) : t('cpu.value.ahead', { side: ctx.sides[side], quantity: q }));
  if (form === 'medium' || (side === null && unit === 'discs')) return aheadBy(quantity);
  if (side === null) return t('cpu.value.long.even', { evaluation: t(`cpu.value.name.${unit}` as MessageKey), even: aheadBy(String(n)) });
  const reading = t(`cpu.value.reading.${side === null ? 0 : step}` as MessageKey);
  // Discs read as discs ("+3 discs for Black"); points are named by their evaluation ("weights: +229 for Black").
  if (unit === 'discs') return t('cpu.value.long.discs', { ahead: aheadBy(quantity), reading });
  return t('cpu.value.long', { evaluation: t(`cpu.value.name.${unit}` as MessageKey), ahead: aheadBy(String(n)), reading });
}
