/**
 * The quiz link's query: `kinds=who-wins,minimax&level=easy&count=5&seed=42`,
 * then the conventions that differ from the defaults (`&cut=gt&fail=hard&best=fast`:
 * a link without them, as every link made before they existed, means the
 * defaults), then the teacher's tree for the numeric kinds when there is one
 * (`&tree=min:((3,5),(2,9))`, treeText.ts's link form; kept as text here and
 * read with the exercises, so a bad one is reported there and the rest of the
 * quiz still works), then the generator version (`&v=2`: a link without it, as every link made
 * before versions existed, is read with version 1, the generators it was made with, so
 * its questions never change). Reading never throws: each field that cannot be read is
 * reported and replaced (kinds: all; level: easy; count: 5; seed: a fresh one
 * drawn by the caller; a convention: its default), so a bad link still
 * yields a valid set and a clear message.
 */
import { DEFAULT_CONVENTIONS, RULE_VALUES, RULES, type Conventions, type Rule } from './conventions.ts';
import { KINDS, LEVELS, type Kind, type Level } from './types.ts';

/** What a quiz link holds. */
export interface QuizSpec {
  /** At least one kind, no repeats, in the order questions cycle through them. */
  readonly kinds: readonly Kind[];
  readonly level: Level;
  /** Questions in the set, 1..MAX_COUNT. */
  readonly count: number;
  /** 0..2^32-1. */
  readonly seed: number;
  /** The conventions; absent when every one is the default (as in every link made before they existed). */
  readonly conventions?: Conventions;
  /** The generators' version (GENERATOR_VERSIONS); absent means 1, the generators of every link made before versions existed. */
  readonly version?: GeneratorVersion;
  /** The teacher's tree for the numeric kinds, as the link writes it (treeText.ts: formatTreeLink); absent: trees drawn per question. */
  readonly tree?: string;
}

/**
 * The generators' versions: 1, the generators before any rework (a link
 * without `v` keeps them); 2, "which order wins?" on cell against centre
 * order with either one winning, and "which case?" with the value hidden
 * (the position decides the case), with sizes that grow by level; 3,
 * "which case?" honours the quiz's cut rule (under the strict rule a value
 * at a bound is exact; with the ≥ rule its questions are version 2's).
 * New sets are made with CURRENT_VERSION.
 */
export const GENERATOR_VERSIONS = [1, 2, 3] as const;
export type GeneratorVersion = (typeof GENERATOR_VERSIONS)[number];
export const CURRENT_VERSION: GeneratorVersion = 3;

/** The quiz's generator version (1 when the link names none). */
export function versionOf(spec: QuizSpec): GeneratorVersion {
  return spec.version ?? 1;
}

/** The quiz's conventions (the defaults when it names none). */
export function conventionsOf(spec: QuizSpec): Conventions {
  return spec.conventions ?? DEFAULT_CONVENTIONS;
}

/** `spec` with conventions `c` (left out when they are all the defaults, so a default quiz is written and compared as before). */
export function withConventions<T extends QuizSpec>(spec: T, c: Conventions): T {
  const { conventions: _old, ...rest } = spec;
  return (RULES.every((r) => c[r] === DEFAULT_CONVENTIONS[r]) ? rest : { ...rest, conventions: c }) as T;
}

export const MAX_COUNT = 20;
export const DEFAULT_COUNT = 5;

/**
 * A field of the link that could not be read, with the text found as it was
 * (the page quotes and clips it), or a field given more than once
 * (`repeated`, its name: the last value is used, as in the address).
 */
export interface QuizProblem {
  readonly field: 'kinds' | 'level' | 'count' | 'seed' | Rule | 'v' | 'unknown' | 'repeated';
  readonly text: string;
}

const isKind = (s: string): s is Kind => (KINDS as readonly string[]).includes(s);
const isLevel = (s: string): s is Level => (LEVELS as readonly string[]).includes(s);

/** Formats a quiz as the link's query (no leading `?`); conventions only where they differ from the defaults. */
export function formatQuiz(spec: QuizSpec): string {
  const c = conventionsOf(spec);
  const rules = RULES.filter((r) => c[r] !== DEFAULT_CONVENTIONS[r]).map((r) => `&${r}=${c[r]}`);
  const v = versionOf(spec) === 1 ? '' : `&v=${versionOf(spec)}`;
  // The tree's own characters stay as they are; anything else (a link's bad tree kept as typed) is escaped.
  const tree = spec.tree ? `&tree=${spec.tree.replace(/[^\w()+,:.-]/gu, (c) => encodeURIComponent(c))}` : '';
  return `kinds=${spec.kinds.join(',')}&level=${spec.level}&count=${spec.count}&seed=${spec.seed}${rules.join('')}${tree}${v}`;
}

const FIELDS: readonly string[] = ['kinds', 'level', 'count', 'seed', ...RULES, 'tree', 'v'];

/**
 * Reads a quiz query (with or without a leading `?`). `freshSeed` is used
 * when the seed is missing or unreadable; a field given twice takes its last
 * value (the address's rule, docs/manual.md) and is reported once. Returns
 * the spec to use and the problems found (empty when the link was fine).
 * O(length).
 */
export function parseQuiz(query: string, freshSeed: number): { spec: QuizSpec; problems: QuizProblem[] } {
  const problems: QuizProblem[] = [];
  const fields = new Map<string, string>();
  const repeated = new Set<string>();
  for (const part of query.replace(/^\?/, '').split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = eq < 0 ? part : part.slice(0, eq);
    let value = eq < 0 ? '' : part.slice(eq + 1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // kept as typed: the field check below reports it
    }
    if (FIELDS.includes(key)) {
      if (fields.has(key) && !repeated.has(key)) {
        repeated.add(key);
        problems.push({ field: 'repeated', text: key });
      }
      fields.set(key, value);
    } else problems.push({ field: 'unknown', text: part });
  }
  let kinds: Kind[] = [...KINDS];
  const kindsText = fields.get('kinds');
  if (kindsText !== undefined) {
    const list = kindsText.split(',').filter((k) => k !== '');
    if (list.length > 0 && list.every(isKind) && new Set(list).size === list.length) kinds = list as Kind[];
    else problems.push({ field: 'kinds', text: kindsText });
  }
  let level: Level = 'easy';
  const levelText = fields.get('level');
  if (levelText !== undefined) {
    if (isLevel(levelText)) level = levelText;
    else problems.push({ field: 'level', text: levelText });
  }
  let count = DEFAULT_COUNT;
  const countText = fields.get('count');
  if (countText !== undefined) {
    const n = /^\d{1,3}$/.test(countText) ? Number(countText) : NaN;
    if (n >= 1 && n <= MAX_COUNT) count = n;
    else problems.push({ field: 'count', text: countText });
  }
  let seed = freshSeed >>> 0;
  const seedText = fields.get('seed');
  if (seedText === undefined) problems.push({ field: 'seed', text: '' });
  else if (/^\d{1,10}$/.test(seedText) && Number(seedText) <= 0xffffffff) seed = Number(seedText);
  else problems.push({ field: 'seed', text: seedText });
  const conventions = { ...DEFAULT_CONVENTIONS, ...readRule('cut', fields, problems), ...readRule('fail', fields, problems), ...readRule('best', fields, problems) };
  let version: GeneratorVersion = 1;
  const versionText = fields.get('v');
  if (versionText !== undefined) {
    const found = GENERATOR_VERSIONS.find((n) => String(n) === versionText);
    if (found !== undefined) version = found;
    else problems.push({ field: 'v', text: versionText });
  }
  const tree = fields.get('tree');
  const spec = withConventions({ kinds, level, count, seed, ...(tree && { tree }) }, conventions);
  return { spec: version === 1 ? spec : { ...spec, version }, problems };
}

/** A convention's field: `{ [rule]: value }` when given and valid, `{}` when absent or (reported) unreadable. */
function readRule<R extends Rule>(rule: R, fields: ReadonlyMap<string, string>, problems: QuizProblem[]): Partial<Pick<Conventions, R>> {
  const text = fields.get(rule);
  if (text === undefined) return {};
  const value = RULE_VALUES[rule].find((v) => v === text);
  if (value === undefined) {
    problems.push({ field: rule, text });
    return {};
  }
  return { [rule]: value } as Partial<Pick<Conventions, R>>;
}
