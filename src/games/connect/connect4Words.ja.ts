/** Connect Four's words in Japanese (loaded with the Japanese dictionary). */
import type { GameWords } from '../module.ts';

export const words: GameWords = {
  name: '四目並べ（7×6）',
  shortName: '四目並べ',
  tagline: '四目並べ（7×6）：探索で一局面ずつ解く',
  sides: ['赤', '黄'],
  score: { count: '{n} 点', abbr: '点' },
  players: {
    'win-block': {
      name: '勝てれば勝つ・危なければ防ぐ',
      description: '4つ並べられる列があれば、そこにコマを落とします。なければ、相手が次に4つ並べてしまう列をふさぎます。どちらでもないときは、空いている列から無作為に選びます。',
    },
    centre: {
      name: '中央優先',
      description: '勝てるときと防ぐべきときは「勝てれば勝つ・危なければ防ぐ」と同じです。それ以外のときは、できるだけ中央に近い列にコマを落とします。',
    },
    'perfect-shortest': {
      name: '完全 AI（ソルバー）',
      description: 'ソルバーが見つけた最善の列（最も早く勝つ、負けるなら最も遅く負ける手）に打ちます。最初の数手は定石表から即座に、それ以外は局面を終局まで解いて選びます（序盤では数秒から数分）。',
    },
  },
  evaluations: {
    lines: { name: 'ライン（まだ 4 つ並べられる並びに入ったコマの数）', short: 'ライン', units: 'ラインの点数', count: '{n} 点', abbr: '点', quantity: 'ライン', inScoreUnits: false },
  },
  moveInLine: '{letter}:{move}',
  lastMove: '直前のコマ: 中央に黒い点',
  ending: {
    won: '{node}: {side}が 4 つ並びました。決着したので評価値は {value} ({side}の勝ち) です。',
    drawn: '{node}: どこも 4 つ並ばずに盤面が埋まりました。引き分けで評価値は {value} です。',
  },
  exact: '空きマス {n}',
  moveOrders: { natural: 'なし (列 1 から 7 の順)', static: '中央の列から' },
  exactOutcome: { win: 'あなたがあと {n} 手で勝ち', draw: '引き分け', loss: '相手があと {n} 手で勝ち（あなたの負け）' },
};
