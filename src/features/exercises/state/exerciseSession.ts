/**
 * The exercises' session kept in the tab's sessionStorage, so a reload (the
 * update notice's "Use it now (reload)", or F5) keeps the set, its answers,
 * grades and "show me" steps, and the running score and streak. A new tab
 * starts afresh, as sessionStorage is per tab. Reading never throws: a
 * value that does not read back whole (another version's, edited, cut
 * short) is dropped and the exercises start as they would without it; a
 * storage that refuses to write (disabled, full) leaves the app as it was,
 * the score then lasting until the reload as before.
 *
 * The stored JSON: `{ quiz: "<quiz link query>", index, answers, grades,
 * revealed, counted, credit, score, answered, streak, best }`, records keyed by
 * question index; an answer of ±∞ is written `{ "inf": 1 }` / `{ "inf": -1 }`
 * (JSON has no Infinity). `credit` (partial credit, `[right, blanks]` per
 * counted question) may be missing (a session stored before it existed:
 * read as none); so may `started` (ms since 1970, when the set was started).
 */
import type { Grade } from '../../../exercises/grade.ts';
import { formatQuiz, parseQuiz } from '../../../exercises/quizLink.ts';
import type { AnswerValue, Answers } from '../../../exercises/types.ts';
import type { AppState } from '../../../store/appState.ts';
import type { AppStore } from '../../../store/createAppStore.ts';
import type { StorageLike } from '../../../store/settings.ts';

export const EXERCISES_KEY = 'minimax-explorer/exercises/v1';

/** What of the exercises' state a reload keeps. */
export type ExerciseSession = Pick<AppState, 'exQuiz' | 'exIndex' | 'exAnswers' | 'exGrades' | 'exRevealed' | 'exCounted' | 'exCredit' | 'exScore' | 'exAnswered' | 'exStreak' | 'exBestStreak'> &
  Partial<Pick<AppState, 'exStartedAt'>>;

const FIELDS = ['exQuiz', 'exIndex', 'exAnswers', 'exGrades', 'exRevealed', 'exCounted', 'exCredit', 'exScore', 'exAnswered', 'exStreak', 'exBestStreak', 'exStartedAt'] as const satisfies readonly (keyof ExerciseSession)[];

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown, max: number): v is number => Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max;

function encodeAnswer(v: AnswerValue | undefined): unknown {
  return typeof v === 'number' && !Number.isFinite(v) ? { inf: v > 0 ? 1 : -1 } : v;
}

function decodeAnswer(v: unknown): AnswerValue | null {
  if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) return v;
  if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
  if (isObject(v) && (v.inf === 1 || v.inf === -1)) return v.inf * Infinity;
  return null;
}

/** A record keyed by question index (0..count-1) whose values all read with `read`; null when any does not. */
function byQuestion<T>(v: unknown, count: number, read: (x: unknown) => T | null): Record<number, T> | null {
  if (!isObject(v)) return null;
  const out: Record<number, T> = {};
  for (const [k, x] of Object.entries(v)) {
    const i = Number(k);
    const value = read(x);
    if (!/^\d{1,2}$/.test(k) || i >= count || value === null) return null;
    out[i] = value;
  }
  return out;
}

function readAnswers(v: unknown): Answers | null {
  if (!isObject(v)) return null;
  const out: Record<string, AnswerValue> = {};
  for (const [k, x] of Object.entries(v)) {
    if (x === null) continue; // an answer cleared (undefined is left out of JSON, null is not written)
    const a = decodeAnswer(x);
    if (a === null) return null;
    out[k] = a;
  }
  return out;
}

function readGrade(v: unknown): Grade | null {
  if (!isObject(v) || typeof v.correct !== 'boolean' || !isObject(v.blanks)) return null;
  const blanks = v.blanks;
  return Object.values(blanks).every((b) => typeof b === 'boolean') ? { correct: v.correct, blanks: blanks as Record<string, boolean> } : null;
}

function readCredit(v: unknown): readonly [number, number] | null {
  return Array.isArray(v) && v.length === 2 && isCount(v[1], 10_000) && isCount(v[0], v[1] as number) ? [v[0], v[1]] : null;
}

/** The session stored in `storage`, or null when there is none or it does not read back whole. Never throws. O(size). */
export function loadExerciseSession(storage: StorageLike | null): ExerciseSession | null {
  let d: unknown;
  try {
    const raw = storage?.getItem(EXERCISES_KEY) ?? null;
    if (raw === null) return null;
    d = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(d) || typeof d.quiz !== 'string') return null;
  const { spec, problems } = parseQuiz(d.quiz, 0);
  if (problems.length > 0) return null;
  const n = spec.count;
  const answers = byQuestion(d.answers, n, readAnswers);
  const grades = byQuestion(d.grades, n, readGrade);
  const revealed = byQuestion(d.revealed, n, (x) => (isCount(x, 1000) ? x : null));
  const counted = byQuestion(d.counted, n, (x) => (x === true ? true : null));
  const credit = d.credit === undefined ? {} : byQuestion(d.credit, n, readCredit);
  const { index, score, answered, streak, best } = d;
  if (!answers || !grades || !revealed || !counted || !credit || !isCount(index, n - 1) || !isCount(answered, n) || !isCount(score, answered as number) || !isCount(best, n) || !isCount(streak, best as number)) return null;
  // When the set was started (the result handed in says so); a session stored before it was kept has none.
  const started = typeof d.started === 'number' && Number.isSafeInteger(d.started) && d.started >= 0 ? { exStartedAt: d.started } : {};
  return { ...started, exQuiz: spec, exIndex: index, exAnswers: answers, exGrades: grades, exRevealed: revealed, exCounted: counted, exCredit: credit, exScore: score, exAnswered: answered, exStreak: streak, exBestStreak: best };
}

/** Writes the session; false when the storage is missing or refuses (disabled, full). Never throws. */
export function saveExerciseSession(storage: StorageLike | null, s: ExerciseSession): boolean {
  if (!storage) return false;
  const answers = Object.fromEntries(Object.entries(s.exAnswers).map(([i, a]) => [i, Object.fromEntries(Object.entries(a).map(([k, v]) => [k, encodeAnswer(v)]))]));
  const data = { quiz: formatQuiz(s.exQuiz), index: s.exIndex, answers, grades: s.exGrades, revealed: s.exRevealed, counted: s.exCounted, credit: s.exCredit, score: s.exScore, answered: s.exAnswered, streak: s.exStreak, best: s.exBestStreak, started: s.exStartedAt };
  try {
    storage.setItem(EXERCISES_KEY, JSON.stringify(data));
    return true;
  } catch {
    return false;
  }
}

/**
 * Restores the stored session into the store (before the address is read:
 * a quiz link naming the same set then keeps it), then stores it whenever it
 * changes. Returns the unsubscribe.
 */
export function bindExerciseSession(store: AppStore, storage: StorageLike | null): () => void {
  const saved = loadExerciseSession(storage);
  if (saved) store.setState(saved);
  return store.subscribe((s, prev) => {
    if (FIELDS.some((k) => s[k] !== prev[k])) saveExerciseSession(storage, s);
  });
}
