import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { splashLanguageScript } from '../../src/startup/splashLanguage.ts';

const KEY = 'minimax-explorer/settings/v1';

/** Runs the inline script against a fake page; returns the <html lang> it set. */
function langFor(saved: string | null | Error, languages: string[] | undefined, language = 'en-US'): string {
  const documentElement = { lang: 'en' };
  const localStorage = {
    getItem(key: string) {
      if (saved instanceof Error) throw saved;
      return key === KEY ? saved : null;
    },
  };
  runInNewContext(splashLanguageScript(KEY), { document: { documentElement }, localStorage, navigator: { languages, language } });
  return documentElement.lang;
}

describe('the splash language script', () => {
  it('follows the saved language', () => {
    expect(langFor(JSON.stringify({ language: 'ja' }), ['en-US'])).toBe('ja');
    expect(langFor(JSON.stringify({ language: 'en' }), ['ja-JP'])).toBe('en');
  });

  it('else follows the browser like detectLanguage: the first of en/ja in the list, English by default', () => {
    expect(langFor(null, ['fr-FR', 'ja-JP', 'en'])).toBe('ja');
    expect(langFor(JSON.stringify({ language: null }), ['JA'])).toBe('ja');
    expect(langFor(null, ['de-DE'])).toBe('en');
    expect(langFor(null, undefined, 'ja')).toBe('ja');
  });

  it('never throws on bad settings or storage', () => {
    expect(langFor('{not json', ['ja'])).toBe('ja');
    expect(langFor(JSON.stringify({ language: 'xx' }), ['en'])).toBe('en');
    expect(langFor(new Error('SecurityError'), ['ja'])).toBe('ja');
  });
});
