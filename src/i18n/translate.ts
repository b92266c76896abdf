/**
 * Translation: a pure look-up with {name} placeholders. Languages are
 * dictionaries keyed by MessageKey; the type system makes a missing key in
 * Japanese a compile error and a test checks both at run time.
 *
 * English is always here; another language loads from its own file when it is
 * first needed (loadLanguage), so the app's start-up does not carry every
 * language. Until it is here, its look-ups answer in English, never with a key.
 */
import type { MessageKey } from './en.ts';
import { enStartup } from './enStartup.ts';

export type Language = 'en' | 'ja';
export const LANGUAGES: readonly Language[] = ['en', 'ja'];
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ja: '日本語' };

type Dictionary = Record<MessageKey, string>;
/** English: the strings the app starts with, and each feature's as its code loads (addEnglish). */
const en: Partial<Dictionary> = { ...enStartup };
const dictionaries: Partial<Record<Language, Partial<Dictionary>>> = { en };
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<Dictionary>> = { ja: () => import('./ja.ts').then((m) => m.ja) };
const loading = new Map<Language, Promise<void>>();
const listeners = new Set<() => void>();

/** True when `lang`'s strings are here (English always is). */
export function hasLanguage(lang: Language): boolean {
  return dictionaries[lang] !== undefined;
}

/** Makes `lang`'s strings available; a listener is told once they are. */
export function registerLanguage(lang: Language, dictionary: Dictionary): void {
  dictionaries[lang] = dictionary;
  for (const listener of listeners) listener();
}

/** Adds a feature's English strings (the lab's load with its code: labWords.ts); listeners are told. */
export function addEnglish(words: Partial<Dictionary>): void {
  Object.assign(en, words);
  for (const listener of listeners) listener();
}

/** Loads `lang`'s strings (once; at once for a language already here). A failed load may be tried again. */
export function loadLanguage(lang: Language): Promise<void> {
  if (lang === 'en' || hasLanguage(lang)) return Promise.resolve();
  let pending = loading.get(lang);
  if (!pending) {
    pending = LOADERS[lang]().then(
      (dictionary) => registerLanguage(lang, dictionary),
      (error: unknown) => {
        loading.delete(lang);
        throw error;
      },
    );
    loading.set(lang, pending);
  }
  return pending;
}

/** Calls `listener` whenever a language's strings arrive; returns the unsubscribe. */
export function onLanguageLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export type Params = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: Params) => string;

const numberFormats = new Map<Language, Intl.NumberFormat>();

/**
 * Formats a number for a language (thousands separators). English and Japanese
 * group digits the same way (1,234,567), so integers are formatted directly:
 * the first Intl.NumberFormat of a page costs ~20 ms of locale loading on the
 * start-up path. Other numbers use one cached Intl.NumberFormat per language.
 */
export function formatNumber(n: number, lang: Language): string {
  if (Number.isSafeInteger(n)) {
    const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return n < 0 ? `-${digits}` : digits;
  }
  let f = numberFormats.get(lang);
  if (!f) {
    f = new Intl.NumberFormat(lang === 'ja' ? 'ja-JP' : 'en-US', { maximumFractionDigits: 3 });
    numberFormats.set(lang, f);
  }
  return f.format(n);
}

/**
 * Whether a count takes the singular in `lang`: English "1 move", "-1 disc"
 * (CLDR's rule: a whole 1 or -1), Japanese never (it has no plural). A count
 * given as text ("1", "+1", "−1", "+1!", "1,000") is read as the number it writes.
 */
export function isSingular(count: string | number, lang: Language): boolean {
  if (lang !== 'en') return false;
  const n = typeof count === 'number' ? count : Number(count.replace(/[,\s+!]/g, '').replace('\u2212', '-'));
  return Math.abs(n) === 1;
}

/**
 * The translation of `key` in `lang` with {placeholders} filled; numbers are
 * formatted. A plural choice `{name|one|other}` writes `one` when the count
 * `name` takes the singular (isSingular) and `other` otherwise: English
 * templates say "{depth} {depth|move|moves} ahead", so every count in the app
 * agrees with its noun through this one rule.
 */
export function translate(lang: Language, key: MessageKey, params: Params = {}): string {
  return fillTemplate(lang, dictionaries[lang]?.[key] ?? en[key] ?? key, params);
}

/** Japanese script (kana, kanji, the long-vowel mark and the full-width brackets and stops). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー「」（）。、]/u;
/** A placeholder `{name}` or a plural choice `{name|one|other}`. */
const PLACEHOLDER = /\{(\w+)(?:\|([^{}|]*)\|([^{}|]*))?\}/g;
/** What a Japanese word joins without a space: a particle or ending in hiragana, a full-width stop or bracket (not a word such as 対). */
const JOINS = /[\p{Script=Hiragana}。、「」（）]/u;

/**
 * A template's {placeholders} and plural choices filled as `translate` fills a dictionary's (for words that live with a game).
 * Japanese templates set a value off with spaces (`{node} を開く`), right for a value in Latin letters or digits (`o:4 x:0`,
 * `12`); a value in Japanese script joins a particle or a stop beside it without them (`ラボで調べている局面を開く`), and keeps
 * them beside a word (`ランダム 対 完璧`).
 */
export function fillTemplate(lang: Language, template: string, params: Params = {}): string {
  let out = '';
  let last = 0;
  // Where each value landed in `out` (Japanese only: for the spacing rule below).
  const filled: { start: number; end: number; text: string }[] = [];
  for (const m of template.matchAll(PLACEHOLDER)) {
    const [whole, name, one, other] = m;
    const v = params[name];
    const text = v === undefined ? whole : one !== undefined && other !== undefined ? (isSingular(v, lang) ? one : other) : typeof v === 'number' ? formatNumber(v, lang) : v;
    out += template.slice(last, m.index);
    if (lang === 'ja' && text !== '') filled.push({ start: out.length, end: out.length + text.length, text });
    out += text;
    last = m.index + whole.length;
  }
  out += template.slice(last);
  // From the end, so earlier positions stay right: drop a space between a Japanese value and a particle or stop beside it.
  for (const { start, end, text } of filled.reverse()) {
    if (CJK.test(text[text.length - 1]) && out[end] === ' ' && JOINS.test(out[end + 1] ?? '')) out = out.slice(0, end) + out.slice(end + 1);
    if (CJK.test(text[0]) && out[start - 1] === ' ' && JOINS.test(out[start - 2] ?? '')) out = out.slice(0, start - 1) + out.slice(start);
  }
  return out;
}

/** The language to start with: a supported one from the browser's list, else English. */
/** Sentences as one paragraph: a space between them in English, none in Japanese (a sentence ends with 。). Empty ones are left out. */
export function joinSentences(lang: Language, sentences: readonly string[]): string {
  return sentences.filter(Boolean).join(lang === 'ja' ? '' : ' ');
}

export function detectLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'ja') return 'ja';
    if (base === 'en') return 'en';
  }
  return 'en';
}
