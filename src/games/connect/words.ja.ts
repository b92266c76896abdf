/** The small Connect game's words in Japanese (loaded with the Japanese dictionary). */
import type { GameWords } from '../module.ts';

export const words: GameWords = {
  name: 'コネクト3（4×3）',
  shortName: 'コネクト3',
  sides: ['赤', '黄'],
  score: { count: '{n} 点', abbr: '点' },
  players: {
    'win-block': {
      name: '勝てれば勝つ・危なければ防ぐ',
      description: '3つ並べられる列があれば、そこにコマを落とします。なければ、相手が次に3つ並べてしまう列をふさぎます。どちらでもないときは、空いている列から無作為に選びます。',
    },
    centre: {
      name: '中央優先',
      description: '勝てるときと防ぐべきときは「勝てれば勝つ・危なければ防ぐ」と同じです。それ以外のときは、できるだけ中央に近い列にコマを落とします。',
    },
  },
  evaluations: {},
  moveInLine: '{letter}:{move}',
  lastMove: '直前の石: 中央に黒い点',
  ending: {
    won: '{node}: {side}が 3 つ並びました。決着したので評価値は {value} ({side}の勝ち) です。',
    drawn: '{node}: どこも 3 つ並ばずに盤面が埋まりました。引き分けで評価値は {value} です。',
  },
};
