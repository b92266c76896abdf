// Wording: one move notation wherever a person reads moves (o:4 x:0 for tic-tac-toe, f5 d6 for Othello), counts
// that agree with their nouns in both languages (one rule, in translate), and the lab's root named as the lab's.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseNodeText, positionLabel } from '../../src/features/exercises/ui/exerciseText.ts';
import { othello, othelloModule } from '../../src/games/othello/index.ts';
import { PASS } from '../../src/games/othello/state.ts';
import { parseTranscript } from '../../src/games/othello/notation.ts';
import { ticTacToe } from '../../src/games/tictactoe/index.ts';
import { en, type MessageKey } from '../../src/i18n/en.ts';
import { ja } from '../../src/i18n/ja.ts';
import { isSingular, registerLanguage, translate, type Language, type Params } from '../../src/i18n/translate.ts';
import { describeLabNode, formatLabMove, labWords } from '../../src/view/labCaption.ts';
import { TTT_EN, TTT_JA } from '../helpers/labWords.ts';
import { buildLabTree } from '../../src/view/labTree.ts';

registerLanguage('ja', ja);
const tr = (lang: Language) => (key: MessageKey, params?: Params) => translate(lang, key, params);

/** Nouns a count is written with in English. */
const NOUNS = 'moves|steps|nodes|games|children|discs|cells|questions|boards|positions|answers|searches|squares|plies|seconds|points';

/** Every source file under src/ (TypeScript), with its text. */
function sources(dir = 'src'): { path: string; text: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [{ path, text: readFileSync(path, 'utf8') }] : [];
  });
}

describe('plurals', () => {
  it('one rule: English singular for a whole 1 or -1 (also written as text), Japanese never', () => {
    for (const one of [1, -1, '1', '+1', '-1', '\u22121', '+1!']) expect(isSingular(one, 'en'), String(one)).toBe(true);
    for (const many of [0, 2, 1.5, -2, 11, '0', '1,000', '10', 'abc']) expect(isSingular(many, 'en'), String(many)).toBe(false);
    for (const n of [1, 2, '1']) expect(isSingular(n, 'ja')).toBe(false);
  });

  it('counts agree with their nouns: "1 move ahead", "1 step per second", "1 board shown" (and their plurals)', () => {
    const t = tr('en');
    expect(t('lab.depth.moves', { depth: 1 })).toBe('1 move ahead');
    expect(t('lab.depth.moves', { depth: 4 })).toBe('4 moves ahead');
    expect(t('lab.speedValue', { speed: 1 })).toBe('1 step per second');
    expect(t('lab.speedValue', { speed: 8 })).toBe('8 steps per second');
    expect(t('explorer.boardsShown', { count: 1 })).toBe('1 board shown');
    expect(t('explorer.boardsShown', { count: 1234 })).toBe('1,234 boards shown');
    expect(t('lab.tooBig.depth', { depth: 1 })).toBe('Search only 1 move ahead');
    expect(t('ex.wrong', { n: 1, count: 7 })).toMatch(/^Not yet: 1 of 7 answers is wrong\./);
    expect(t('ex.wrong', { n: 2, count: 7 })).toMatch(/^Not yet: 2 of 7 answers are wrong\./);
    expect(t('ex.sheet.about', { count: 1, level: 'easy', seed: 3 })).toBe('1 question, easy, set 3');
    expect(t('searched.said', { side: 'White', move: 'c4', value: '+3', depth: 4, nodes: 1 })).toMatch(/; 1 node searched$/);
    expect(t('searched.saidFinal', { side: 'White', move: 'c4', value: 'Black wins by 1 disc', depth: 4, nodes: '1,024' })).toMatch(/Black wins by 1 disc .*1,024 nodes searched$/);
    expect(t('arena.sample.hint', { a: 'A', count: 1 })).toMatch(/A moving first, 1 move\)/);
    expect(t('lab.caption.enter.minimax.0', { node: 'o:6 x:8', count: 1, side: 'o' })).toBe('Visit o:6 x:8: o to move, so its value will be the largest value among its 1 child.');
    expect(t('arena.table.caption', { a: 'A', b: 'B', games: 1, seed: 5 })).toMatch(/^A against B: 1 game per side/);
    expect(t('overview.level', { depth: 8, moves: 'x:2', games: 1, o: 0, d: 100, x: 0, nodes: 1 })).toMatch(/1 finished game below .*\(1 node\)$/);
  });

  it('no English message writes a count beside its noun without the plural choice ({n} {n|move|moves})', () => {
    const bare = new RegExp(`\\{(\\w+)\\} (?:[a-z-]+ )?(?:${NOUNS})\\b`);
    for (const [key, text] of Object.entries(en)) expect(text, key).not.toMatch(bare);
    // Every plural choice names a count the message also writes, and the Japanese has none (no plural).
    for (const [key, text] of Object.entries(en)) {
      for (const m of text.matchAll(/\{(\w+)\|[^{}|]*\|[^{}|]*\}/g)) expect(text, key).toContain(`{${m[1]}}`);
    }
    for (const [key, text] of Object.entries(ja)) expect(text, key).not.toMatch(/\{\w+\|/);
  });

  it('says moves, not discs, for how far ahead the Othello players look', async () => {
    const arenaSearch = (key: 'arena.desc.minimaxEval' | 'arena.desc.alphabetaEval') => translate('en', key, { depth: 3, evaluation: 'disc count' });
    for (const text of [(await othelloModule.words.en()).players['as-written'].description, arenaSearch('arena.desc.minimaxEval'), arenaSearch('arena.desc.alphabetaEval')]) {
      expect(text).toMatch(/3 moves ahead/);
      expect(text).not.toMatch(/discs ahead/);
    }
  });
});

describe('one move notation', () => {
  it('each game writes a line the same way everywhere: o:4 x:0 o:8, f5 d6 pass c3', () => {
    expect(ticTacToe.formatLine([4, 0, 8])).toBe('o:4 x:0 o:8');
    expect(ticTacToe.formatLine([4, 0], 1)).toBe('x:4 o:0');
    expect(ticTacToe.formatLine([])).toBe('');
    const line = parseTranscript('f5d6c3');
    expect(othello.formatLine(line.moves)).toBe('f5 d6 c3');
    expect(othello.formatLine([37, PASS, 43])).toBe('f5 pass d6');
  });

  it('the exercises name their positions in the notation, never as raw digits', () => {
    for (const lang of ['en', 'ja'] as const) {
      const t = tr(lang);
      expect(positionLabel([7, 4, 3, 1], t)).toContain('o:7 x:4 o:3 x:1');
      expect(positionLabel([7, 4, 3, 1], t)).not.toMatch(/7431/);
      expect(positionLabel([], t)).toBe(lang === 'en' ? 'The empty board' : '空の盤面');
      expect(caseNodeText([7, 4], 'o:2', t)).toContain('o:7 x:4');
    }
    expect(positionLabel([7, 4, 3, 1], tr('en'))).toBe('The position after o:7 x:4 o:3 x:1');
  });

  it('the lab names every node in the game’s own notation, in both languages, and its root as the lab’s position', async () => {
    const tree = buildLabTree(ticTacToe, ticTacToe.parseMoves('4013').state, null); // o to move, 5 empty cells
    const w = { en: TTT_EN, ja: TTT_JA };
    for (const lang of ['en', 'ja'] as const) {
      for (const node of tree.nodes.slice(1)) expect(describeLabNode(tree, node.index, tr(lang), w[lang])).toBe(ticTacToe.formatLine(node.moves));
    }
    const xToMove = buildLabTree(ticTacToe, ticTacToe.parseMoves('40132').state, null); // x to move
    expect(describeLabNode(xToMove, xToMove.nodes[1].index, tr('ja'), TTT_JA)).toBe(ticTacToe.formatLine(xToMove.nodes[1].moves, 1));
    expect(describeLabNode(tree, 0, tr('en'), TTT_EN)).toBe('the lab’s position');
    expect(describeLabNode(tree, 0, tr('ja'), TTT_JA)).toBe('ラボで調べている局面');
    // Othello's lab: squares, as in the move list and the address.
    for (const lang of ['en', 'ja'] as const) {
      const othelloWords = labWords({ letters: othello.sideNames, value: String, move: String, leaf: { kind: 'lines' } }, await othelloModule.words[lang](), lang);
      expect(formatLabMove(0, 'f5', othelloWords)).toBe('f5');
      expect(formatLabMove(1, 'd6', othelloWords)).toBe('d6');
    }
  });

  it('every message that shows a line of play gets it through a notation function, never as joined digits', () => {
    // The messages whose parameters carry a line of play.
    const lineKeys = (Object.keys(en) as MessageKey[]).filter((k) => /\{(moves|kept)\}/.test(en[k]));
    expect(lineKeys.sort()).toEqual(
      ['searched.notice.badTranscript', 'searched.tree.exportTitle', 'searched.tree.where', 'ex.case.node', 'ex.position.label', 'explorer.itemName', 'explorer.slideTitle', 'lab.estimate.focus', 'lab.focus', 'lab.tooBig.playOnDetail', 'notice.badMoves', 'overview.level', 'overview.levelGames'].sort(),
    );
    const files = sources();
    for (const key of lineKeys) {
      const calls = files.flatMap(({ path, text }) => [...text.matchAll(new RegExp(`['"\`]${key.replace(/\./g, '\\.')}['"\`]`, 'g'))].filter(() => !path.startsWith(join('src', 'i18n'))).map((m) => ({ path, call: text.slice(m.index, text.indexOf('\n', m.index)) })));
      expect(calls.length, key).toBeGreaterThan(0);
      for (const { path, call } of calls) {
        expect(call, `${path}: ${key}`).not.toMatch(/(moves|kept):[^,}]*(\.join\(''\)|\bformatMoves\(|\bformatTranscript\()/);
      }
    }
    // And the moves of a line are never joined into digits for a person to read in a caller of these messages.
    for (const { path, text } of files) {
      if (lineKeys.some((k) => text.includes(`'${k}'`))) expect(text, path).not.toMatch(/moves:\s*[\w.]*moves\.join\(''\)/);
    }
  });
});

describe('the house word for the computer player', () => {
  it('is "AI" in every game, in English and Japanese: no message says "CPU"', () => {
    for (const [lang, dict] of [['en', en], ['ja', ja]] as const) {
      const cpu = Object.entries(dict).filter(([, text]) => /CPU/.test(String(text)));
      expect(cpu.map(([key, text]) => `${lang} ${key}: ${String(text)}`)).toEqual([]);
    }
    // The words a person reads where the AI plays: tic-tac-toe's and a searched game's buttons agree.
    expect(en['searched.moveNow']).toBe(en['play.aiNow']);
    expect(ja['searched.moveNow']).toBe(ja['play.aiNow']);
  });
});
