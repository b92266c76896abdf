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

/** Formats a number for a language (thousands separators). */
export function formatNumber(n: number, lang: Language): string {
  return n.toLocaleString(lang === 'ja' ? 'ja-JP' : 'en-US');
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
