import type { playEn } from './play.en.ts';

/** Japanese strings of the play panel (board against the AI). */
export const playJa: Record<keyof typeof playEn, string> = {
  'notice.gameOver': '試合は終わっています。新しい試合を始めるか、待ったをしてください。',
  'notice.aiThinking': 'AI の手番です。お待ちください。',
  'notice.occupied': '{cell} のマスはすでに埋まっています。',
  'notice.badCell': '{cell} はマスではありません。マスは 0 から 8 です。',
  'notice.badMoves': 'アドレスの手順「{input}」は正しい試合ではありません ({reason})。正しい最長の途中局面 {kept} を表示します。',
  'notice.settingsReset': '保存された設定が読めなかったため、初期設定に戻しました。',
};
