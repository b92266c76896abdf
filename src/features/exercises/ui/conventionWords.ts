/** The conventions in words: the options' labels, the sentence a question states each rule with, and the mistake a trap names. */
import type { Conventions, Mistake, Rule } from '../../../exercises/conventions.ts';
import type { MessageKey } from '../../../i18n/en.ts';
import type { Translate } from '../../../i18n/translate.ts';

type PerValue = { readonly [R in Rule]: { readonly [V in Conventions[R]]: MessageKey } };

/** The quiz options' label of each rule. */
export const RULE_LABEL: { readonly [R in Rule]: MessageKey } = { cut: 'ex.rule.cut', fail: 'ex.rule.fail', best: 'ex.rule.best' };

/** The quiz options' label of each value. */
export const RULE_OPTION: PerValue = {
  cut: { ge: 'ex.rule.cut.ge', gt: 'ex.rule.cut.gt' },
  fail: { soft: 'ex.rule.fail.soft', hard: 'ex.rule.fail.hard' },
  best: { wdl: 'ex.rule.best.wdl', fast: 'ex.rule.best.fast' },
};

/** The sentence a question states a rule with. */
const RULE_STATED: PerValue = {
  cut: { ge: 'ex.state.cut.ge', gt: 'ex.state.cut.gt' },
  fail: { soft: 'ex.state.fail.soft', hard: 'ex.state.fail.hard' },
  best: { wdl: 'ex.state.best.wdl', fast: 'ex.state.best.fast' },
};

/** What the feedback says when a wrong answer is the one another rule gives. */
export const MISTAKE_TEXT: { readonly [M in Mistake]: MessageKey } = {
  'cut-gt': 'ex.mistake.cut-gt',
  'cut-ge': 'ex.mistake.cut-ge',
  'best-fast': 'ex.mistake.best-fast',
  'best-wdl': 'ex.mistake.best-wdl',
  'fail-hard': 'ex.mistake.fail-hard',
  'fail-soft': 'ex.mistake.fail-soft',
  'dl-exact': 'ex.mistake.dl-exact',
  'dl-shallow': 'ex.mistake.dl-shallow',
  'tt-shallow': 'ex.mistake.tt-shallow',
  'tt-deeper': 'ex.mistake.tt-deeper',
  'tt-clamp': 'ex.mistake.tt-clamp',
  'tt-swap': 'ex.mistake.tt-swap',
  'tt-cut': 'ex.mistake.tt-cut',
  'nm-o-view': 'ex.mistake.nm-o-view',
  'nm-flip-all': 'ex.mistake.nm-flip-all',
};

/** "Rules: …": the rules that decide an exercise, one sentence each; '' when none does. */
export function rulesText(rules: Partial<Conventions>, t: Translate): string {
  const sentences: string[] = [];
  if (rules.cut) sentences.push(t(RULE_STATED.cut[rules.cut]));
  if (rules.fail) sentences.push(t(RULE_STATED.fail[rules.fail]));
  if (rules.best) sentences.push(t(RULE_STATED.best[rules.best]));
  const text = joinSentences(sentences);
  return text ? `${t('ex.rulesStated')} ${text}` : '';
}

/** Sentences one after another: a space between them, none after a Japanese 。 (Japanese sentences follow one another without one). */
export function joinSentences(sentences: readonly string[]): string {
  return sentences.reduce((acc, s) => (s === '' ? acc : acc === '' ? s : acc.endsWith('。') ? acc + s : `${acc} ${s}`), '');
}

