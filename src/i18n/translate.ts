/**
 * Translation: a pure look-up with {name} placeholders. Languages are
 * dictionaries keyed by MessageKey; the type system makes a missing key in
 * Japanese a compile error and a test checks both at run time.
 */
import { en, type MessageKey } from './en.ts';
import { ja } from './ja.ts';

export type Language = 'en' | 'ja';
export const LANGUAGES: readonly Language[] = ['en', 'ja'];
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ja: '日本語' };
export const DICTIONARIES: Record<Language, Record<MessageKey, string>> = { en, ja };

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

/** The translation of `key` in `lang` with {placeholders} filled; numbers are formatted. */
export function translate(lang: Language, key: MessageKey, params: Params = {}): string {
  const template = DICTIONARIES[lang][key] ?? en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = params[name];
    if (v === undefined) return whole;
    return typeof v === 'number' ? formatNumber(v, lang) : v;
  });
}

/** The language to start with: a supported one from the browser's list, else English. */
export function detectLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'ja') return 'ja';
    if (base === 'en') return 'en';
  }
  return 'en';
}
