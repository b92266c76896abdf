/** Tic-tac-toe's words in Japanese (see GameWords in ../module.ts). */
import type { GameWords } from '../module.ts';

export const words: GameWords = {
  name: '三目並べ',
  sides: ['〇', '×'],
  score: { count: '{n} 点', abbr: '点' },
  players: {
    rule1: { name: 'ルール レベル 1', description: '一列そろえられるならそろえ、それ以外はランダムに打ちます。' },
    rule2: { name: 'ルール レベル 2', description: '一列そろえられるならそろえ、相手があと一手でそろうならふさぎ、それ以外はランダムに打ちます。' },
    rule3: { name: 'ルール レベル 3', description: '勝てるなら勝ち、次にふさぎ、次に中央、次に角を取り、それ以外はランダムに打ちます。' },
  },
  evaluations: {},
  moveInLine: '{letter}:{move}',
  lastMove: '直前の手は赤',
  ending: {
    won: '{node}: {side}が 3 つ揃いました。決着したので評価値は {value} ({side}の勝ち) です。',
    drawn: '{node}: どの列も揃わずに盤面が埋まりました。引き分けで評価値は {value} です。',
  },
};
