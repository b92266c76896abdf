/** Othello's words in Japanese (see GameWords in ../module.ts). */
import type { GameWords } from '../module.ts';

export const words: GameWords = {
  name: 'オセロ',
  sides: ['黒', '白'],
  score: { count: '{n} 石', abbr: '石' },
  players: {
    greedy: { name: '一番多く返す手', description: '一番多くの石を返す手を打ちます (同じ数ならランダム)。' },
    'as-written': {
      name: '石の数 (葉を手番側から見ない)',
      description: 'ネガマックス法の形で 3 手先まで読みますが、どの葉でも手番に関係なく自分の石の数を数えるため、2 回目の自分の手では自分の石が最も少なくなる手を選んでしまいます。',
    },
  },
  evaluations: {
    discs: { name: '石数（黒の石 − 白の石）', short: '石数', units: '石の数', count: '{n} 石', abbr: '石', quantity: '石数', inScoreUnits: true },
    weights: { name: 'マスの重み（隅 120、X 打ち −40）', short: 'マスの重み', units: '重みの点数', count: '{n} 点', abbr: '点', quantity: '重み', inScoreUnits: false },
    mobility: { name: '着手可能数と隅', short: '着手可能数', units: '着手可能数と隅の点数', count: '{n} 点', abbr: '点', quantity: '着手可能数', inScoreUnits: false },
    strong: { name: '着手可能数・潜在的な着手可能数・隅・確定石', short: '着手可能数と確定石', units: '総合評価の点数', count: '{n} 点', abbr: '点', quantity: '総合評価', inScoreUnits: false },
  },
  moveInLine: '{move}',
  exact: '空きマス {n}',
  lastMove: '直前の手: 赤い丸で囲む',
  setup: {
    pieces: '石',
    format: '盤面の文字列：a1, b1 … h1, a2 … h8 の順（上の行から 1 行ずつ）に 64 文字、X が黒、O が白、- が空き。そのあとに手番を X か O で書きます。FFO のテスト局面の行もそのまま使えます（「;」のあとの手と得点の一覧は読み飛ばします）。中央の 4 マス d4, e4, d5, e5 は空きにできません。どちらも打てない局面も受け付けます（そこで終局です）。',
  },
  ending: {
    won: '{node} で終局: {side}の石が多いので、評価値は最終的な石差 {value} ({side}の勝ち) です。',
    drawn: '{node} で終局: 石の数が同じで引き分け、評価値は {value} です。',
  },
};
