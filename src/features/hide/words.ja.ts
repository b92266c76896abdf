import type { hideEn } from './words.en.ts';

/** Japanese strings of "Hide values" (predict first). */
export const hideJa: Record<keyof typeof hideEn, string> = {
  'hide.toggle': '評価値を隠す',
  'hide.help': '評価値・色・ヒント・最善手を隠して、先に予想してもらいます。盤面をクリックするとその評価値を表示します。',
  'hide.revealAll': 'すべて表示',
  'hide.presentKey': 'H で評価値を隠す・表示するを切り替えます。',
  'hide.hidden': '評価値は非表示',
  'hide.explorerHelp': '評価値を隠しています。盤面をクリック(または Enter)するとその評価値を表示し、もう一度クリックするとその局面へ進みます。',
  'hide.labHelp': '評価値を隠しています。盤面をクリックすると、探索が返した評価値を表示します。',
  'hide.revealed': '表示しました: {name}',
  'play.status.toMoveHidden': '{player}の手番 · 評価値は非表示',
  'play.aiChoseHidden': 'AI「{name}」({player}) は {cell} を選びました',
  'hide.labCaption': 'ここで探索の評価値が決まりました。いくつになるか予想してみましょう。盤面をクリックすると表示します。',
  'searched.saidHidden': 'AI（{side}）は {move} に打ちました（評価値は非表示）、探索 {nodes} ノード',
};
